#include "book/page_kinds.h"

namespace mazebook {

namespace {

struct NamedKind {
  std::string_view name;
  PageKind kind;
};

// Front-matter pages by the names templates use.
constexpr NamedKind kFrontMatter[] = {
    {"title", PageKind::title},           {"copyright", PageKind::copyright},
    {"belongs_to", PageKind::belongs_to}, {"contents", PageKind::contents},
    {"how_to", PageKind::how_to},
};
// Back-matter pages, after the solutions.
constexpr NamedKind kBackMatter[] = {
    {"thank_you", PageKind::thank_you},
};

template <typename Table>
std::vector<std::string_view> names_of(const Table& table) {
  std::vector<std::string_view> list;
  for (const NamedKind& k : table) list.push_back(k.name);
  return list;
}

template <typename Table>
std::optional<PageKind> find_kind(const Table& table, std::string_view name) {
  for (const NamedKind& k : table) {
    if (k.name == name) return k.kind;
  }
  return std::nullopt;
}

}  // namespace

std::span<const std::string_view> front_matter_names() {
  static const std::vector<std::string_view> names = names_of(kFrontMatter);
  return names;
}

std::span<const std::string_view> back_matter_names() {
  static const std::vector<std::string_view> names = names_of(kBackMatter);
  return names;
}

std::optional<PageKind> parse_front_matter(std::string_view name) {
  return find_kind(kFrontMatter, name);
}
std::optional<PageKind> parse_back_matter(std::string_view name) {
  return find_kind(kBackMatter, name);
}

std::string_view matter_name(PageKind kind) {
  for (const NamedKind& k : kFrontMatter) {
    if (k.kind == kind) return k.name;
  }
  for (const NamedKind& k : kBackMatter) {
    if (k.kind == kind) return k.name;
  }
  return "";
}

std::vector<PageKind> default_front_matter() {
  return {PageKind::title, PageKind::copyright, PageKind::contents, PageKind::how_to};
}

std::vector<PageKind> default_back_matter() { return {PageKind::thank_you}; }

}  // namespace mazebook
