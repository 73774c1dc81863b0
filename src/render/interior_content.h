#pragma once
// What an interior page writes straight into its PDF content rather than
// through Cairo (render/maze_content.h): the walls and routes of its plain
// rectangle mazes, fewer and shorter operators than Cairo's paths.

#include <string>

#include "book/book_mazes.h"
#include "render/interior.h"

namespace mazebook {

// Whether a maze's walls and route go straight into the page's content:
// plain rectangles only; a variant's walls are drawn with its marks
// (render/variant_drawing.h).
bool walls_as_content(const BookMaze& m);

// The walls and routes of page `number`'s rectangle mazes as PDF content,
// in the order Cairo would draw them: on a solutions page each maze's
// route, then its walls. Empty for other pages.
std::string page_maze_content(const Interior& in, int number);

}  // namespace mazebook
