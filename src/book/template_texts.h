#pragma once
// The words every template starts from: the classic template's, in the
// documented order (templates/README.md, "texts"); a template may set any
// of them, and no other.

#include <span>
#include <string_view>

namespace mazebook {

struct TemplateText {
  std::string_view key;
  std::string_view text;
};

// Every text key with its classic words.
std::span<const TemplateText> classic_texts();

}  // namespace mazebook
