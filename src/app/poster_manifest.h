#pragma once
// The manifest written beside a poster (FILE.json): the maze as the maze
// JSON record of src/maze/README.md with its route and metrics, and where
// each page draws it, as a book manifest's version 2 places a shaped maze
// (src/proof/DRAWING_RULES.md, "Shaped mazes"). README.md, "Posters",
// describes every field.

#include <cstdint>
#include <span>
#include <string>

#include "base/json.h"
#include "book/poster_plan.h"
#include "maze/maze.h"

namespace mazebook {

// Which files hold the pages.
struct PosterFiles {
  std::string maze;      // the maze page's file
  std::string solution;  // the solution page's file ("" without one)
  double dpi = 0;        // PNG pixels an inch (0 for PDF and SVG)
};

struct PosterRecord {
  const Maze* maze = nullptr;
  std::span<const int32_t> route;  // the maze's one route, entrance cell first
  std::string algorithm;
  uint64_t seed = 0;
  const PosterLayout* layout = nullptr;
  const PosterPage* page = nullptr;
};

// {"format": "mazebook-poster", "version": 1, "page", "legibility", "title",
//  "maze": {maze record, "file", "page", "placement", ["solution_file",
//  "solution_page", "solution_placement"]}}
Json poster_manifest(const PosterRecord& record, const PosterFiles& files);

}  // namespace mazebook
