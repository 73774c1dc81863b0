#pragma once
// A request's JSON body, read as strictly as a spec file: it must be UTF-8
// throughout, and a byte that is not is refused in one line naming the
// field that holds it ("spec.json: title: not UTF-8 text (0xff at byte 40
// of the request)"), as the page shows it beside that field.

#include <cstddef>
#include <string>
#include <string_view>

#include "base/json.h"

namespace mazebook {

// The offset of the first byte of `text` that is not part of well-formed
// UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF), or npos.
size_t invalid_utf8_at(std::string_view text);

// Where byte `offset` of the JSON text `text` lies: the path of the value
// holding it ("spec.sections[0].title"; "" at the top), and whether it is
// in an object's key rather than a value.
struct JsonPlace {
  std::string path;
  bool in_key = false;
};
JsonPlace json_place_at(std::string_view text, size_t offset);

// The body as JSON. Throws Error("request: ...") when it is not JSON, and
// Error naming the field when it is not UTF-8 (inside "spec", as the spec
// file "spec.json" names its fields).
Json parse_request_body(const std::string& body);

}  // namespace mazebook
