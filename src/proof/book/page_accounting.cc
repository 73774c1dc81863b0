#include "proof/book/page_accounting.h"

#include <algorithm>
#include <map>

namespace mazeproof {

std::string_view page_kind_name(PageKind kind) {
  switch (kind) {
    case PageKind::front:
      return "front";
    case PageKind::section:
      return "section";
    case PageKind::maze:
      return "maze";
    case PageKind::solution:
      return "solution";
    case PageKind::blank:
      return "blank";
    case PageKind::other:
      return "other";
  }
  return "other";
}

std::vector<PageKind> classify_pages(const std::vector<PageDrawing>& pages,
                                     const std::set<int>& maze_pages,
                                     const std::set<int>& solution_pages) {
  const int n = static_cast<int>(pages.size());
  std::vector<PageKind> kinds(static_cast<size_t>(n), PageKind::other);
  int first_puzzle = n;
  for (int i = 0; i < n; ++i) {
    PageKind& k = kinds[static_cast<size_t>(i)];
    if (maze_pages.count(i + 1) != 0) {
      k = PageKind::maze;
    } else if (solution_pages.count(i + 1) != 0) {
      k = PageKind::solution;
    } else if (std::none_of(pages[static_cast<size_t>(i)].begin(),
                            pages[static_cast<size_t>(i)].end(), leaves_ink)) {
      k = PageKind::blank;
    }
    if ((k == PageKind::maze || k == PageKind::solution) && first_puzzle == n) first_puzzle = i;
  }
  for (int i = 0; i < n; ++i) {
    PageKind& k = kinds[static_cast<size_t>(i)];
    if (k != PageKind::other) continue;
    if (i + 1 < n && kinds[static_cast<size_t>(i + 1)] == PageKind::maze) {
      k = PageKind::section;
    } else if (i < first_puzzle) {
      k = PageKind::front;
    }
  }
  return kinds;
}

Check account_pages(const Manifest& manifest, const std::vector<PageDrawing>& pages,
                    const std::vector<size_t>& drawings, const std::string& file) {
  Check check{"pages.accounted",
              "DRAWING_RULES.md Every page accounted for: every maze drawing is a maze or "
              "solution of book.json, book.json lists at least one maze, and every maze has a "
              "solution drawing",
              {},
              {}};
  std::set<int> maze_pages, solution_pages;
  for (const ManifestMaze& m : manifest.mazes) {
    maze_pages.insert(m.page);
    if (m.solution_page) {
      solution_pages.insert(*m.solution_page);
    } else {
      check.fail(file + ": maze " + m.id +
                 ": no solution drawing (book.json gives no "
                 "solution_page)");
    }
  }
  if (manifest.mazes.empty()) check.fail("book.json: lists no mazes");
  const std::vector<PageKind> kinds = classify_pages(pages, maze_pages, solution_pages);
  std::map<std::string, int> counts;
  nlohmann::ordered_json names = nlohmann::ordered_json::array();
  for (size_t i = 0; i < kinds.size(); ++i) {
    const std::string name(page_kind_name(kinds[i]));
    ++counts[name];
    names.push_back(name);
    const bool puzzle = kinds[i] == PageKind::maze || kinds[i] == PageKind::solution;
    if (!puzzle && i < drawings.size() && drawings[i] > 0) {
      check.fail(file + ": page " + std::to_string(i + 1) + ": " + std::to_string(drawings[i]) +
                 " maze drawing(s) that book.json does not list");
    }
  }
  for (const char* kind : {"front", "section", "maze", "solution", "blank", "other"})
    check.figures[kind] = counts[kind];
  check.figures["kinds"] = names;
  return check;
}

}  // namespace mazeproof
