#pragma once
// The kinds of page an interior holds, and the names by which a template
// (or a spec) lists the optional ones. Adding an optional page is one value
// of PageKind, one name in the tables of page_kinds.cc and one drawing
// function in src/render/interior.cc (or src/render/matter_pages.cc).

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace mazebook {

enum class PageKind {
  title,
  copyright,
  belongs_to,
  contents,
  how_to,
  section,
  maze,
  solutions,
  thank_you,
  blank
};

// The pages a template may put before the first section, in its
// "front_matter" list: "title", "copyright", "belongs_to", "contents",
// "how_to".
std::span<const std::string_view> front_matter_names();
// The pages it may put after the solutions, in "back_matter": "thank_you".
std::span<const std::string_view> back_matter_names();

// The front-matter (or back-matter) page called `name`; empty for any
// other name.
std::optional<PageKind> parse_front_matter(std::string_view name);
std::optional<PageKind> parse_back_matter(std::string_view name);

// The name of a front- or back-matter kind; "" for the kinds the plan
// places itself (section, maze, solutions, blank).
std::string_view matter_name(PageKind kind);

// The front and back matter of a template that does not list them: the
// classic template's (templates/classic.json).
std::vector<PageKind> default_front_matter();
std::vector<PageKind> default_back_matter();

}  // namespace mazebook
