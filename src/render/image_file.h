#pragma once
// The one way mazebook reads a picture or mask file from disk (theme
// pictures, a cover's front_image, mask files, the SVGs shipped masks
// name): a FIFO, a folder, a socket, a device or a symbolic link loop is
// refused naming what it is, and no more than the kind's limit is read
// (render/README.md, "Pictures and masks"). The bytes then go to the
// checked readers: render/png_check.h, render/raster_image.h (JPEG, with
// libjpeg's warnings as errors), render/svg_scan.h.

#include <string>

namespace mazebook {

// The file's bytes, at most `max_bytes`. Throws Error("SHOWN: a FIFO, not
// a file"), Error("SHOWN: a symbolic link loop") and the like, or
// base/file_io.h's Error("PATH: cannot read: ...").
std::string read_image_file(const std::string& path, const std::string& shown,
                            unsigned long long max_bytes);

}  // namespace mazebook
