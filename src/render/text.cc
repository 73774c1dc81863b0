#include "render/text.h"

#include <hb.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <set>

#include "base/error.h"
#include "base/utf8.h"
#include "render/cairo_handles.h"

namespace mazebook {

namespace {

struct GObjectDeleter {
  void operator()(void* p) const { g_object_unref(p); }
};
struct FontDescriptionDeleter {
  void operator()(PangoFontDescription* d) const { pango_font_description_free(d); }
};

using Layout = std::unique_ptr<PangoLayout, GObjectDeleter>;

Layout make_layout(cairo_t* cr, const std::string& text, const TextStyle& style, double width) {
  Layout layout(pango_cairo_create_layout(cr));
  // No hinting: glyph positions must not depend on the output device, so
  // the PDF and the PNG previews agree and builds are reproducible.
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  PangoContext* context = pango_layout_get_context(layout.get());
  pango_cairo_context_set_font_options(context, options);
  cairo_font_options_destroy(options);
  pango_layout_context_changed(layout.get());

  std::unique_ptr<PangoFontDescription, FontDescriptionDeleter> description(
      pango_font_description_from_string(style.font.c_str()));
  pango_font_description_set_absolute_size(description.get(), style.size * PANGO_SCALE);
  pango_layout_set_font_description(layout.get(), description.get());
  if (width > 0) {
    pango_layout_set_width(layout.get(), static_cast<int>(width * PANGO_SCALE));
    pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
  }
  pango_layout_set_alignment(layout.get(), style.align == Align::left    ? PANGO_ALIGN_LEFT
                                           : style.align == Align::right ? PANGO_ALIGN_RIGHT
                                                                         : PANGO_ALIGN_CENTER);
  pango_layout_set_text(layout.get(), text.c_str(), -1);
  return layout;
}

TextSize layout_size(PangoLayout* layout) {
  int w = 0;
  int h = 0;
  pango_layout_get_size(layout, &w, &h);
  return {static_cast<double>(w) / PANGO_SCALE, static_cast<double>(h) / PANGO_SCALE,
          static_cast<double>(pango_layout_get_baseline(layout)) / PANGO_SCALE};
}

}  // namespace

void set_colour(cairo_t* cr, const Colour& colour) {
  cairo_set_source_rgb(cr, colour.r, colour.g, colour.b);
}

TextSize draw_text(cairo_t* cr, const std::string& text, const TextStyle& style, double x, double y,
                   double width) {
  Layout layout = make_layout(cr, text, style, width);
  TextSize size = layout_size(layout.get());
  double left = x;
  if (width <= 0) {
    // Unwrapped text aligns on x itself.
    if (style.align == Align::centre) left = x - size.width / 2;
    if (style.align == Align::right) left = x - size.width;
  }
  cairo_save(cr);
  set_colour(cr, style.colour);
  cairo_move_to(cr, left, y);
  pango_cairo_show_layout(cr, layout.get());
  cairo_restore(cr);
  return size;
}

TextSize measure_text(cairo_t* cr, const std::string& text, const TextStyle& style, double width) {
  Layout layout = make_layout(cr, text, style, width);
  return layout_size(layout.get());
}

double balanced_width(cairo_t* cr, const std::string& text, const TextStyle& style, double width) {
  const auto lines = [&](double w) {
    return pango_layout_get_line_count(make_layout(cr, text, style, w).get());
  };
  const int want = lines(width);
  if (want <= 1) return width;
  // Bisect between a width too narrow (more lines) and one wide enough.
  double low = width / (want + 1);
  double high = width;
  for (int step = 0; step < 16; ++step) {
    const double mid = (low + high) / 2;
    (lines(mid) <= want ? high : low) = mid;
  }
  return high;
}

void draw_placed_text(cairo_t* cr, const PlacedText& p, const Colour& colour) {
  draw_text(cr, p.text, {p.face.font, p.face.size, colour, p.face.align}, p.x, p.y, p.wrap);
}

TextSize draw_balanced_text(cairo_t* cr, const std::string& text, const TextStyle& style, double x,
                            double y, double width) {
  const double w = balanced_width(cr, text, style, width);
  return draw_text(cr, text, style, x + (width - w) / 2, y, w);
}

FontExtent font_extent(cairo_t* cr, const TextStyle& style) {
  Layout layout = make_layout(cr, "M", style, 0);
  PangoFont* font = pango_context_load_font(pango_layout_get_context(layout.get()),
                                            pango_layout_get_font_description(layout.get()));
  FontExtent extent{style.size * 0.8, style.size * 0.2};
  if (!font) return extent;
  // The scaled font's extents are what Pango lays lines out by; a font
  // may give them from its OS/2 table (Lato does) while Cairo writes the
  // PDF's /Ascent and /Descent from its hhea table: take the larger of
  // each, so that the box holds both.
  cairo_font_extents_t e;
  cairo_scaled_font_extents(pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(font)), &e);
  extent = {e.ascent, e.descent};
  hb_face_t* face = hb_font_get_face(pango_font_get_hb_font(font));
  hb_blob_t* hhea = hb_face_reference_table(face, HB_TAG('h', 'h', 'e', 'a'));
  unsigned int length = 0;
  const auto* bytes = reinterpret_cast<const unsigned char*>(hb_blob_get_data(hhea, &length));
  const unsigned int upem = hb_face_get_upem(face);
  if (length >= 8 && upem > 0) {
    // Ascender and descender: big-endian int16 at offsets 4 and 6.
    const auto int16_at = [&](int at) {
      return static_cast<int16_t>(static_cast<uint16_t>(bytes[at] << 8 | bytes[at + 1]));
    };
    extent.ascent = std::max(extent.ascent, int16_at(4) * style.size / upem);
    extent.descent = std::max(extent.descent, -int16_at(6) * style.size / upem);
  }
  hb_blob_destroy(hhea);
  g_object_unref(font);
  return extent;
}

void check_template_fonts(const BookTemplate& t) {
  PangoFontMap* map = pango_cairo_font_map_get_default();
  PangoFontFamily** families = nullptr;
  int count = 0;
  pango_font_map_list_families(map, &families, &count);
  std::set<std::string> installed;
  for (int i = 0; i < count; ++i) installed.insert(pango_font_family_get_name(families[i]));
  g_free(families);
  const std::pair<const char*, const std::string*> fonts[] = {{"title", &t.title_font},
                                                              {"heading", &t.heading_font},
                                                              {"body", &t.body_font},
                                                              {"label", &t.label_font}};
  for (const auto& [key, font] : fonts) {
    std::unique_ptr<PangoFontDescription, FontDescriptionDeleter> d(
        pango_font_description_from_string(font->c_str()));
    const char* family = pango_font_description_get_family(d.get());
    if (!family || !installed.count(family)) {
      throw Error(t.source + ": fonts." + key + ": font family '" + (family ? family : "") +
                  "' is not installed (run .ci/install-deps)");
    }
  }
}

std::vector<char32_t> uncovered_characters(const std::string& text, const std::string& font) {
  CairoSurface scratch(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1));
  Cairo cr(cairo_create(scratch.get()));
  std::vector<char32_t> seen;
  std::vector<char32_t> missing;
  for (size_t at = 0; at < text.size();) {
    const size_t start = at;
    const char32_t c = next_code_point(text, at);
    const auto u = static_cast<gunichar>(c);
    if (g_unichar_isspace(u) || g_unichar_ismark(u) || g_unichar_iszerowidth(u) ||
        std::find(seen.begin(), seen.end(), c) != seen.end()) {
      continue;
    }
    seen.push_back(c);
    TextStyle style;
    style.font = font;
    const Layout layout = make_layout(cr.get(), text.substr(start, at - start), style, 0);
    if (pango_layout_get_unknown_glyphs_count(layout.get()) > 0) missing.push_back(c);
  }
  return missing;
}

namespace {

// Throws naming `field` of `file` when `text` has characters no font has.
void check_covered(const std::string& file, const std::string& field, const std::string& text,
                   const std::string& font) {
  const std::vector<char32_t> missing = uncovered_characters(text, font);
  if (missing.empty()) return;
  std::string list;
  for (size_t i = 0; i < missing.size() && i < 8; ++i) {
    if (i > 0) list += ", ";
    gchar utf8[8] = {};
    g_unichar_to_utf8(static_cast<gunichar>(missing[i]), utf8);
    list += std::string(utf8) + " (" + code_point_name(missing[i]) + ")";
  }
  if (missing.size() > 8) list += " and " + std::to_string(missing.size() - 8) + " more";
  throw Error(file + ": " + field + ": no installed font has " + list +
              "; they would print as empty boxes: install a font that has them");
}

}  // namespace

void check_text_fonts(const BookSpec& spec, const BookTemplate& t) {
  check_covered(spec.source, "title", spec.title, t.title_font);
  check_covered(spec.source, "subtitle", spec.subtitle, t.body_font);
  check_covered(spec.source, "author", spec.author, t.heading_font);
  check_covered(spec.source, "back_text", spec.back_text, t.body_font);
  check_covered(spec.source, "publisher", spec.publisher, t.body_font);
  check_covered(spec.source, "edition", spec.edition, t.body_font);
  for (size_t s = 0; s < spec.sections.size(); ++s) {
    check_covered(spec.source, "sections[" + std::to_string(s) + "].title", spec.sections[s].title,
                  t.title_font);
  }
  for (const auto& [key, text] : t.texts)
    check_covered(t.source, "texts." + key, text, t.body_font);
  for (const auto& [key, name] : t.levels)
    check_covered(t.source, "levels." + key, name, t.body_font);
}

}  // namespace mazebook
