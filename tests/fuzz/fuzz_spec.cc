// libFuzzer target: mazebook's book spec reader, from the file's text up
// (base/json_text.h, then book/book_spec.h with the presets, batch files
// and masks a spec can name). Any crash, sanitizer report, or exception
// other than mazebook's Error (a refusal in one line) is a finding.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_text.h"
#include "book/book_spec.h"
#include "render/shipped_masks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    mazebook::parse_book_spec(mazebook::parse_json_text(text, "spec.json"), "spec.json",
                              mazebook::mask_files());
  } catch (const mazebook::Error&) {
    // Unusable input, refused in one line: the expected way out.
  }
  return 0;
}
