#include "render/cairo_handles.h"

#include "maze/error.h"

namespace mazebook {

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

void check_cairo(cairo_status_t status, const std::string& what) {
  if (status != CAIRO_STATUS_SUCCESS) {
    throw Error(what + ": " + cairo_status_to_string(status));
  }
}

}  // namespace mazebook
