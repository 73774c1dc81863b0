#pragma once
// How much of its page a maze drawing takes, measured from a built book:
// each maze page of interior.pdf rendered by pdftoppm (1 pixel a point),
// its ink outside the page's heading, level, rule and page-number lines,
// against the room the page has for the drawing: the live area (inside
// the book's margins) below the lowest heading line and above the page
// number. The cell size of each maze is its placement in book.json, which
// the verifier proves against the walls printed.

#include <filesystem>
#include <string>
#include <vector>

#include "book/maze_json.h"

namespace mbtest {

// One maze page as measured, points.
struct PageFill {
  int page = 0;
  int section = 0;
  std::string kind;       // the grid's kind ("rect", "polar", ...) and its variant
  double room_width = 0;  // the room the page has for the drawing
  double room_height = 0;
  double ink_width = 0;  // the drawing with its marks
  double ink_height = 0;
  // The ink stays within the room; a rectangle's outer walls may stand on
  // the room's edge, their ink half a wall beyond it.
  bool inside = false;
  double cell = 0;  // book.json: the maze's grid unit (its first floor's)
  // The share of the binding dimension the drawing reaches.
  double share() const;
};

// Every maze page of the book in `out` (interior.pdf and book.json).
std::vector<PageFill> measure_fill(const std::filesystem::path& out,
                                   const mazebook::Json& manifest);

// One line a page: page, section, kind, share, ink and room sizes, cell.
std::string fill_table(const std::vector<PageFill>& pages);

}  // namespace mbtest
