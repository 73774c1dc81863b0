#pragma once
// The kinds of page an interior holds, and the names by which a template
// lists the optional ones. Adding an optional page is one value of
// PageKind, one name in the table of page_kinds.cc and one drawing function
// in src/render/interior.cc.

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace mazebook {

enum class PageKind { title, copyright, belongs_to, section, maze, solutions, blank };

// The pages a template may put before the first section, in its
// "front_matter" list: "title", "copyright", "belongs_to".
std::span<const std::string_view> front_matter_names();

// The front-matter page called `name`; empty for any other name.
std::optional<PageKind> parse_front_matter(std::string_view name);

// The name of a front-matter kind; "" for the kinds the plan places itself
// (section, maze, solutions, blank).
std::string_view front_matter_name(PageKind kind);

// The front matter of a template that does not list one: a title page and
// a copyright page.
std::vector<PageKind> default_front_matter();

}  // namespace mazebook
