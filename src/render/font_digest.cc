#include "render/font_digest.h"

#include <hb.h>
#include <pango/pangocairo.h>

#include "base/sha256.h"

namespace mazebook {

namespace {

// The bytes of the font file behind `description`, or "" when Pango finds
// no font.
std::string font_file_digest(const std::string& description) {
  PangoFontMap* map = pango_cairo_font_map_get_default();
  PangoContext* context = pango_font_map_create_context(map);
  PangoFontDescription* d = pango_font_description_from_string(description.c_str());
  pango_font_description_set_size(d, 12 * PANGO_SCALE);
  PangoFont* font = pango_font_map_load_font(map, context, d);
  std::string digest;
  if (font) {
    // Pango's HarfBuzz face is made from the whole file: its blob is the
    // file's bytes.
    hb_blob_t* blob = hb_face_reference_blob(hb_font_get_face(pango_font_get_hb_font(font)));
    unsigned int length = 0;
    const char* bytes = hb_blob_get_data(blob, &length);
    digest = sha256_hex(std::string_view(bytes ? bytes : "", bytes ? length : 0));
    hb_blob_destroy(blob);
    g_object_unref(font);
  }
  pango_font_description_free(d);
  g_object_unref(context);
  return digest;
}

}  // namespace

std::vector<FontDigest> template_font_digests(const BookTemplate& look) {
  std::vector<FontDigest> digests;
  for (const std::string* font :
       {&look.title_font, &look.heading_font, &look.body_font, &look.label_font}) {
    bool seen = false;
    for (const FontDigest& d : digests) seen |= d.font == *font;
    if (!seen) digests.push_back({*font, font_file_digest(*font)});
  }
  return digests;
}

}  // namespace mazebook
