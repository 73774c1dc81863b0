// libFuzzer targets: the mask readers (render/mask_source.h,
// render/mask_images.h), one binary each, chosen by MASK_KIND at compile
// time: 0 a text mask, 1 a PNG, 2 an SVG. Each input that loads is
// sampled at two small sizes, as a grid would be. Any crash, sanitizer
// report, or exception other than mazebook's Error is a finding.

#include <cstddef>
#include <cstdint>
#include <string>

#include "base/error.h"
#include "render/mask_images.h"
#include "render/mask_source.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  try {
#if MASK_KIND == 0
    const mazebook::MaskSource source = mazebook::parse_text_mask(bytes, "m.txt");
#elif MASK_KIND == 1
    const mazebook::MaskSource source = mazebook::parse_png_mask(bytes, "m.png");
#else
    const mazebook::MaskSource source = mazebook::parse_svg_mask(bytes, "m.svg");
#endif
    mazebook::sample_mask(source, 16, 16);
    mazebook::sample_mask(source, 7, 23);
  } catch (const mazebook::Error&) {
    // Unusable input, refused in one line: the expected way out.
  }
  return 0;
}
