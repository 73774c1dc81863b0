#pragma once
// Move-only owners for Cairo's C handles, and a way to collect what a
// surface writes in memory (so callers can write files atomically).

#include <cairo.h>

#include <memory>
#include <string>

namespace mazebook {

struct CairoSurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct CairoDeleter {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};
using CairoSurface = std::unique_ptr<cairo_surface_t, CairoSurfaceDeleter>;
using Cairo = std::unique_ptr<cairo_t, CairoDeleter>;

// A cairo_write_func_t that appends to the std::string passed as closure.
cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length);

// Throws Error("`what`: <cairo's message>") when the status is not success.
void check_cairo(cairo_status_t status, const std::string& what);

}  // namespace mazebook
