#pragma once
// Every page accounted for (DRAWING_RULES.md "Every page accounted for"):
// each page of the interior gets a kind from what it draws and what the
// manifest says of it, and a maze drawing that book.json does not list, a
// manifest without mazes, or a maze without a solution drawing, fails. The
// manifest cannot hide a maze from the proof.

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "proof/core/check.h"
#include "proof/model/manifest.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

enum class PageKind { front, section, maze, solution, blank, other };

// "front", "section", "maze", "solution", "blank", "other".
std::string_view page_kind_name(PageKind kind);

// Kinds of the pages (index 0 is page 1): maze and solution pages are those
// the manifest names; a page that leaves no ink is blank; a page followed
// by a maze page is a section page; other pages before the first maze or
// solution page are front matter, after it "other".
std::vector<PageKind> classify_pages(const std::vector<PageDrawing>& pages,
                                     const std::set<int>& maze_pages,
                                     const std::set<int>& solution_pages);

// "pages.accounted": `drawings[i]` is how many maze drawings page i + 1
// holds (black walls found on it).
Check account_pages(const Manifest& manifest, const std::vector<PageDrawing>& pages,
                    const std::vector<size_t>& drawings, const std::string& file);

}  // namespace mazeproof
