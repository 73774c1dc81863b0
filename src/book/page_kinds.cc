#include "book/page_kinds.h"

namespace mazebook {

namespace {

struct NamedKind {
  std::string_view name;
  PageKind kind;
};

// Front-matter pages by the names templates use.
constexpr NamedKind kFrontMatter[] = {
    {"title", PageKind::title},
    {"copyright", PageKind::copyright},
    {"belongs_to", PageKind::belongs_to},
};

}  // namespace

std::span<const std::string_view> front_matter_names() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> list;
    for (const NamedKind& k : kFrontMatter) list.push_back(k.name);
    return list;
  }();
  return names;
}

std::optional<PageKind> parse_front_matter(std::string_view name) {
  for (const NamedKind& k : kFrontMatter) {
    if (k.name == name) return k.kind;
  }
  return std::nullopt;
}

std::string_view front_matter_name(PageKind kind) {
  for (const NamedKind& k : kFrontMatter) {
    if (k.kind == kind) return k.name;
  }
  return "";
}

std::vector<PageKind> default_front_matter() { return {PageKind::title, PageKind::copyright}; }

}  // namespace mazebook
