#include "render/cairo_handles.h"

#include <cairo-pdf.h>

#include "base/error.h"

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

std::string png_bytes(cairo_surface_t* surface, cairo_t* cr, const std::string& what) {
  check_cairo(cairo_status(cr), what);
  cairo_surface_flush(surface);
  std::string bytes;
  check_cairo(cairo_surface_write_to_png_stream(surface, append_to_string, &bytes), what);
  return bytes;
}

PdfWriter::PdfWriter(double width, double height, const std::string& title,
                     const std::string& author, const std::string& date, std::string what)
    : what_(std::move(what)),
      surface_(cairo_pdf_surface_create_for_stream(append_to_string, &bytes_, width, height)) {
  check_cairo(cairo_surface_status(surface_.get()), what_);
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_TITLE, title.c_str());
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_AUTHOR, author.c_str());
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_CREATOR, "mazebook");
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_CREATE_DATE, date.c_str());
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_MOD_DATE, date.c_str());
  cr_.reset(cairo_create(surface_.get()));
}

std::string PdfWriter::finish() {
  check_cairo(cairo_status(cr_.get()), what_);
  cr_.reset();
  cairo_surface_finish(surface_.get());
  check_cairo(cairo_surface_status(surface_.get()), what_);
  return std::move(bytes_);
}

}  // namespace mazebook
