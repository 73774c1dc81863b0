#pragma once
// SVG documents read with librsvg, shared by masks (render/mask_images.h)
// and pictures (render/picture.h): the handle's owner, opening from bytes
// without a base file (so a document cannot pull in other files), and its
// size.

#include <glib-object.h>
#include <librsvg/rsvg.h>

#include <memory>
#include <string>

namespace mazebook {

struct GObjectUnref {
  void operator()(void* object) const { g_object_unref(object); }
};
using SvgHandle = std::unique_ptr<RsvgHandle, GObjectUnref>;

// GError's message as one line, and the error freed.
std::string take_message(GError* error);

// Parses `bytes` at 96 CSS pixels an inch. Throws Error("SHOWN: not a
// readable SVG image: ...").
SvgHandle open_svg(const std::string& bytes, const std::string& shown);

// The document's width and height in CSS pixels, else its viewBox's. Throws
// Error("SHOWN: no size: ...") or Error("SHOWN: empty: ...").
void svg_size(RsvgHandle* handle, const std::string& shown, double& width, double& height);

// "W x H" with %g.
std::string size_text(double width, double height);

}  // namespace mazebook
