// libFuzzer target: mazeproof's manifest reader (book.json). Each input is
// parsed as a manifest; any crash, sanitizer report, or exception other
// than mazeproof's Error (a refusal in one line) is a finding.

#include <cstddef>
#include <cstdint>
#include <string>

#include "proof/core/error.h"
#include "proof/model/manifest.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    mazeproof::parse_manifest(std::string(reinterpret_cast<const char*>(data), size), "book.json");
  } catch (const mazeproof::Error&) {
    // Unusable input, refused in one line: the expected way out.
  }
  return 0;
}
