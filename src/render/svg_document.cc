#include "render/svg_document.h"

#include <cmath>
#include <cstdio>

#include "base/error.h"

namespace mazebook {

std::string take_message(GError* error) {
  std::string message = error ? error->message : "unknown error";
  if (error) g_error_free(error);
  for (char& c : message) {
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  }
  while (!message.empty() && message.back() == ' ') message.pop_back();
  return message;
}

SvgHandle open_svg(const std::string& bytes, const std::string& shown) {
  GError* error = nullptr;
  // No base file: librsvg resolves no reference to another file.
  SvgHandle handle(rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(bytes.data()),
                                             bytes.size(), &error));
  if (!handle) throw Error(shown + ": not a readable SVG image: " + take_message(error));
  rsvg_handle_set_dpi(handle.get(), 96);
  return handle;
}

void svg_size(RsvgHandle* handle, const std::string& shown, double& width, double& height) {
  width = 0;
  height = 0;
  if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height)) {
    gboolean has_viewbox = false;
    RsvgRectangle viewbox{};
    rsvg_handle_get_intrinsic_dimensions(handle, nullptr, nullptr, nullptr, nullptr, &has_viewbox,
                                         &viewbox);
    if (!has_viewbox) {
      throw Error(shown + ": no size: give its <svg> element a width and height, or a viewBox");
    }
    width = viewbox.width;
    height = viewbox.height;
  }
  if (!(std::isfinite(width) && std::isfinite(height) && width > 0 && height > 0)) {
    throw Error(shown + ": empty: its size is " + size_text(width, height));
  }
}

std::string size_text(double width, double height) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%g x %g", width, height);
  return buffer;
}

}  // namespace mazebook
