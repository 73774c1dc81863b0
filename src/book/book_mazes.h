#pragma once
// The mazes of a book: every section's selection, numbered through the book,
// each kept with its route.

#include <functional>
#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/page_plan.h"
#include "book/solved_maze.h"
#include "maze/variants/variant.h"
#include "maze/variants/variant_metrics.h"

namespace mazebook {

struct BookMaze {
  std::string id;     // e.g. "expert-007"
  int number = 0;     // through the book, from 1
  int section = 0;    // index into spec.sections
  std::string level;  // the section's title
  SolvedMaze solved;
  double difficulty = 0;  // its score (book/difficulty.h)
  // A themed book's START and FINISH pictures: indices into the theme's
  // sets (book/theme.h), -1 for none.
  int start_picture = -1;
  int finish_picture = -1;
  // A variant preset's maze (variant.kind none otherwise): all of it
  // (solved.maze is its floor 0), its solution walk from the start to the
  // finish (detours to keys included) and its own metrics.
  VariantMaze variant;
  std::vector<Place> walk;
  VariantMetrics variant_metrics;
};

// Selects every section's mazes; section s uses derive_seed(spec.seed, s,
// index, attempt), so output does not depend on `jobs`. With spec.ramp
// each section's mazes are then put in order of difficulty, easiest first
// (book/difficulty.h); ids and numbers follow the printed order. Throws
// Error (exit code 1) when a section's bounds cannot be met.
std::vector<BookMaze> select_book_mazes(const BookSpec& spec, int jobs,
                                        const std::function<void(int, int)>& progress);

// What the page plan needs of each maze: its grid, its wall weight (the
// preset's times the template's wall_scale, points) and whether an opening
// is on a side.
std::vector<MazeShape> maze_shapes(const BookSpec& spec, const BookTemplate& look,
                                   const std::vector<BookMaze>& mazes);

// The same from the spec alone, before any maze exists: every maze of a
// section has its preset's grid, and an opening on a side is assumed for a
// rectangle whose placement may put one there (the page plan's
// arrangement does not depend on that), so the page count is known before
// generating.
std::vector<MazeShape> spec_shapes(const BookSpec& spec, const BookTemplate& look);

}  // namespace mazebook
