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

// Finishes drawing on an image surface and returns it as PNG bytes.
std::string png_bytes(cairo_surface_t* surface, cairo_t* cr, const std::string& what);

// A PDF written into memory: one surface of the given size (points) whose
// metadata carries title, author and `date` ("YYYY-MM-DDThh:mm:ss"), so
// that two builds of one spec are byte-identical.
class PdfWriter {
 public:
  PdfWriter(double width, double height, const std::string& title, const std::string& author,
            const std::string& date, std::string what);
  cairo_t* cr() { return cr_.get(); }
  // Finishes the document and returns its bytes. Throws Error.
  std::string finish();

 private:
  std::string bytes_;
  std::string what_;
  CairoSurface surface_;
  Cairo cr_;
};

}  // namespace mazebook
