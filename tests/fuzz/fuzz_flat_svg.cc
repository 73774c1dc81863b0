// libFuzzer target: the flat-art check of SVG pictures (render/flat_svg.h):
// each input is checked as a theme picture or cover image would be, and a
// passing one is written thickened in grey, as a page draws it. Any crash,
// sanitizer report, or exception other than mazebook's Error is a finding.

#include <cstddef>
#include <cstdint>
#include <string>

#include "base/error.h"
#include "render/flat_svg.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  try {
    const mazebook::FlatSvg flat = mazebook::check_flat_svg(bytes, "art.svg");
    mazebook::thickened_svg(flat, "art.svg", true, 10);
  } catch (const mazebook::Error&) {
    // Unusable input, refused in one line: the expected way out.
  }
  return 0;
}
