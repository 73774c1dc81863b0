// ContentWalker, the graphics state's colours and ExtGState entries: what
// is painted in which colour, and what could change the picture without
// changing a drawing (alpha, blend modes, soft masks, transfer functions).
// See content_walker.h.

#include <string>

#include "proof/pdf/content_walker.h"

namespace mazeproof {

namespace {

// The ExtGState entries that change nothing a reader could be fooled by
// (ISO 32000-1, 8.4.5): line style, rendering intent, flatness,
// smoothness, stroke adjustment, text knockout, the font.
bool harmless_ext_gstate_key(const std::string& key) {
  static const char* const kKeys[] = {"/Type", "/LW", "/LC", "/LJ", "/ML", "/D",
                                      "/RI",   "/FL", "/SM", "/SA", "/TK", "/Font"};
  for (const char* k : kKeys) {
    if (key == k) return true;
  }
  return false;
}

}  // namespace

void ContentWalker::set_colour(Colour& colour, Colour::Space space) {
  colour.space = space;
  for (int i = 0; i < 4; ++i) colour.v[i] = num(static_cast<size_t>(i));
}

void ContentWalker::set_components(Colour& colour) {
  const size_t n = operands_.size();
  if (n > 0 && operands_.back().kind == TokenKind::name) {
    colour.space = Colour::Space::other;  // a pattern
    return;
  }
  const size_t expected = colour.space == Colour::Space::gray  ? 1
                          : colour.space == Colour::Space::rgb ? 3
                                                               : 4;
  if (colour.space == Colour::Space::other || n != expected) {
    colour.space = Colour::Space::other;
    return;
  }
  set_colour(colour, colour.space);
}

void ContentWalker::set_colour_space(Colour& colour, const std::string& name,
                                     QPDFObjectHandle resources) {
  Colour fresh;
  if (name == "DeviceGray" || name == "G") {
    fresh.space = Colour::Space::gray;
  } else if (name == "DeviceRGB" || name == "RGB") {
    fresh.space = Colour::Space::rgb;
  } else if (name == "DeviceCMYK" || name == "CMYK") {
    fresh.space = Colour::Space::cmyk;
    fresh.v[3] = 1;
  } else {
    fresh.space = Colour::Space::other;
    // An ICC-based space behaves like the device space of as many components.
    QPDFObjectHandle space = find_resource(resources, "/ColorSpace", name);
    if (space.isArray() && space.getArrayNItems() == 2 &&
        space.getArrayItem(0).isNameAndEquals("/ICCBased")) {
      QPDFObjectHandle stream = space.getArrayItem(1);
      QPDFObjectHandle components =
          stream.isStream() ? stream.getDict().getKey("/N") : QPDFObjectHandle::newNull();
      const int count = components.isInteger() ? components.getIntValueAsInt() : 0;
      if (count == 1) fresh.space = Colour::Space::gray;
      if (count == 3) fresh.space = Colour::Space::rgb;
      if (count == 4) {
        fresh.space = Colour::Space::cmyk;
        fresh.v[3] = 1;
      }
    }
  }
  if (fresh.space == Colour::Space::other) note(false, "colour space /" + name.substr(0, 32));
  colour = fresh;
}

void ContentWalker::apply_ext_gstate(const std::string& name, QPDFObjectHandle resources) {
  QPDFObjectHandle dict = find_resource(resources, "/ExtGState", name);
  if (!dict.isDictionary()) return;
  const std::string at = "graphics state /" + name.substr(0, 32) + ": ";
  for (const std::string& key : dict.getKeys()) {
    if (harmless_ext_gstate_key(key)) continue;
    QPDFObjectHandle value = dict.getKey(key);
    if (key == "/CA" || key == "/ca") {
      const double alpha = value.isNumber() ? value.getNumericValue() : 0;
      (key == "/CA" ? gs_.stroke_alpha : gs_.fill_alpha) = alpha;
      if (alpha < 1) note(true, at + key.substr(1) + " " + value.unparse().substr(0, 16));
    } else if (key == "/BM") {
      const bool normal = value.isNameAndEquals("/Normal") || value.isNameAndEquals("/Compatible");
      gs_.hazards.blended = !normal;
      if (!normal) note(true, at + "blend mode " + value.unparse().substr(0, 24));
    } else if (key == "/SMask") {
      gs_.hazards.soft_masked = !value.isNameAndEquals("/None");
      if (gs_.hazards.soft_masked) note(true, at + "a soft mask");
    } else if (key == "/AIS" || key == "/OP" || key == "/op") {
      if (!(value.isBool() && !value.getBoolValue()))
        note(true, at + key.substr(1) + " " + value.unparse().substr(0, 16));
    } else if (key == "/OPM") {
      // The overprint mode matters only while overprint is on, which is refused.
    } else {
      note(true, at + key.substr(1) + " (an entry the drawing rules do not allow)");
    }
  }
  QPDFObjectHandle width = dict.getKey("/LW");
  if (width.isNumber()) gs_.line_width = width.getNumericValue();
  QPDFObjectHandle dash = dict.getKey("/D");
  if (dash.isArray() && dash.getArrayNItems() >= 1 && dash.getArrayItem(0).isArray()) {
    gs_.dashed = dash.getArrayItem(0).getArrayNItems() > 0;
  }
}

}  // namespace mazeproof
