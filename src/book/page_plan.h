#pragma once
// The page plan of a book's interior: which page holds what, the page size,
// the margins for the final page count, and where each maze drawing goes.
// Plain geometry in points (1/72 in), origin at the page's top left, y
// growing downwards (Cairo's orientation); no drawing here.

#include <span>
#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/kdp.h"
#include "book/page_kinds.h"

namespace mazebook {

struct Box {
  double x = 0;
  double y = 0;
  double width = 0;
  double height = 0;
};

// Space the template's text and marks take, in points.
struct LayoutMetrics {
  double maze_header = 64;  // maze number and level above the maze
  double footer = 22;       // page number band at the bottom
  // Above and below a rectangle's grid for START and FINISH at top and
  // bottom openings: the arrow with its label beside it.
  double mark_band = 30;
  // Above and below a shaped grid: the arrow with its label beyond it.
  double mark_band_stacked = 40;
  double mark_band_side = 56;   // left/right of the grid, when an opening is there
  double solution_header = 34;  // "Solutions" heading on solution pages
  double solution_label = 14;   // label above each solution drawing
  double solution_gap = 16;     // between solution drawings
  double rule_line = 20;        // a puzzle variant's rule line above its maze
  double maze_slot_gap = 18;    // between the slots of a page of several mazes
};

// How far a maze page's marks (and its walls' ink) reach beyond its
// grid's box on each side, points, as placed on a page (book/mark_reach.h).
struct MarkReach {
  double left = 0;
  double top = 0;
  double right = 0;
  double bottom = 0;
};

// What the plan needs to know of each maze.
struct MazeShape {
  double width = 1;            // the grid's extent, grid units (a rectangle: its columns)
  double height = 1;           // (a rectangle: its rows)
  double wall_weight = 1.5;    // points, on the maze page
  bool side_openings = false;  // an opening on a side (not the top or bottom)
  double corridor = 1;         // the narrowest corridor, grid units (a rectangle: 1)
  bool rect = true;            // a rectangle (its size then reads as columns x rows)
  // A puzzle variant's room (book/variant_layout.h), all inside width and
  // height, grid units: `floors` drawings of one grid_width x grid_height
  // grid, `across` a row, each with `heading` above it for its name, and
  // `margin` round them all for entrance letters.
  int floors = 1;
  int across = 1;
  double grid_width = 0;
  double grid_height = 0;
  double heading = 0;
  double margin = 0;
  bool rule_line = false;          // the variant's rule printed above the maze
  double min_cell = 0;             // points: the smallest cell its marks are legible on
  GridKind kind = GridKind::rect;  // its grid's kind: the "auto" rule's minimum
  // Measured marks (`reach_known`): the drawing and its marks fill the
  // page's room, instead of the grid the room the bands leave.
  bool reach_known = false;
  MarkReach reach = {};
  bool weave = false;  // a weave maze: its crossings need larger cells
};

struct PlannedPage {
  PageKind kind = PageKind::blank;
  int section = -1;            // section, maze and solution pages
  int maze = -1;               // maze pages: index into the book's mazes
  std::vector<int> solutions;  // solution pages: maze indices, in slot order
  std::vector<int> mazes;      // maze pages: maze indices, in slot order (`maze` first)
};

// How a section's solutions sit on their pages: `per_page` slots in
// `columns` x `rows`.
struct SolutionGrid {
  int per_page = 1;
  int columns = 1;
  int rows = 1;
};

// Where one maze drawing goes: its grid's outline (the box round its
// walls), the size of a grid unit (a rectangle's cell) and its wall width,
// points.
struct Drawing {
  Box grid;
  double cell = 0;
  double wall = 0;
};

struct BookPlan {
  PageSize page_in;  // the PDF page size, inches
  bool bleed = false;
  Margins margins_in;  // margins used, inches from the page edge
  std::vector<PlannedPage> pages;
  // Per section: its solutions' arrangement as laid out (may be fewer a
  // page than asked).
  std::vector<SolutionGrid> section_solutions;
  // Per section: its maze pages' slots (SectionSpec::mazes_per_page).
  std::vector<SolutionGrid> section_mazes;
  std::vector<int> maze_page;         // per maze: its page number (from 1)
  std::vector<int> solution_page;     // per maze: its solution's page number
  std::vector<int> solution_slot;     // per maze: its place on that page
  std::vector<Drawing> maze_drawing;  // per maze: on its maze page
  // Per maze of a page of several: its slot there (from 0, reading order)
  // and the slot's box (its heading at the top); an empty box for a maze
  // alone on its page.
  std::vector<int> maze_slot;
  std::vector<Box> maze_slot_box;
  std::vector<Box> solution_box;          // per maze: its slot, label at the top
  std::vector<Drawing> solution_drawing;  // per maze: inside its slot
  LayoutMetrics metrics;                  // the room its pages keep for text and marks

  int page_count() const { return static_cast<int>(pages.size()); }
  // The most solutions any section's pages hold.
  int solutions_per_page() const;
  // The first page (from 1) of `kind`, or of section `section`'s solutions
  // when kind is solutions and section is given; 0 when there is none.
  int first_page(PageKind kind, int section = -1) const;
  double width_pt() const { return page_in.width * 72; }
  double height_pt() const { return page_in.height * 72; }
  // The live area of page `number` (from 1): inside the margins, gutter on
  // the binding side (odd pages are right-hand pages, bound on the left).
  Box live_area(int number) const;
};

// Designer margins (inches from the trim edge) on top of KDP's minimum.
constexpr double kDesignOutside = 0.5;
constexpr double kDesignTopBottom = 0.55;
constexpr double kDesignGutterExtra = 0.125;

// The margins mazebook uses for a page count: generous, never less than
// KDP's minimum.
Margins book_margins(int pages, bool bleed);

// The pages before the first section and after the solutions.
struct BookMatter {
  std::vector<PageKind> front;
  std::vector<PageKind> back;
};

// The pages of a book in order, before padding: the front matter, then per
// section its heading page and one page a maze, then each section's
// solutions, per_page[s] a page (a section's solutions start a page of
// their own), then the back matter. The one place that knows the order;
// page counts are this sequence's length.
// `mazes_per_page[s]` (1 when not given) mazes share each of section s's
// maze pages.
std::vector<PlannedPage> page_sequence(const BookMatter& matter,
                                       const std::vector<int>& section_counts,
                                       const std::vector<int>& per_page,
                                       const std::vector<int>& mazes_per_page = {});

// Plans the interior: pages (front and back matter as given), margins,
// each section's solutions layout and where every maze is drawn. Throws
// Error naming the spec when the book is too short for 24 pages (saying
// how many more mazes it needs) or too long for its trim and paper (saying
// the limit).
BookPlan plan_book(const BookSpec& spec, const std::vector<MazeShape>& mazes,
                   const BookMatter& matter, const LayoutMetrics& metrics);

// Section `s`'s solutions' arrangement on `plan`'s pages, `shapes` its
// mazes': the page target's choice (SectionSpec::target_per_page) when it
// keeps them legible; else for a number the most a page not above it that
// keeps every solution legible; for "auto", of the readable ones
// (book/solution_rule.h) those that take the fewest pages, and of those
// the largest drawings; one a page when none is.
SolutionGrid asked_arrangement(const BookPlan& plan, const BookSpec& spec, size_t s,
                               std::span<const MazeShape> shapes, const LayoutMetrics& metrics);
// The arrangements a page target may give section `s` (mazes of `shape`):
// those its asked number allows (any for "auto") whose solutions are
// readable on `plan`'s pages, the most a page first.
std::vector<SolutionGrid> readable_arrangements(const BookPlan& plan, const BookSpec& spec,
                                                size_t s, const MazeShape& shape,
                                                const LayoutMetrics& metrics);

// A grid `width` x `height` units (a rectangle: columns x rows cells), as
// large as fits `area`, centred in it (no wall width set).
Drawing fit_grid(const Box& area, double width, double height);

// The room a maze page gives the grid of a maze of `shape` on page
// `page_number` of `plan`: the live area less the heading, the page number
// and the marks' bands.
Box maze_grid_area(const BookPlan& plan, int page_number, const MazeShape& shape,
                   const LayoutMetrics& metrics);
// The room for the grid in a maze's `body` (maze_body): less the marks' bands.
Box grid_area_in(const Box& body, const MazeShape& shape, const LayoutMetrics& metrics);
// Where a maze of `shape` is drawn in `body` (see maze_page_drawing).
Drawing drawing_in(const Box& body, const MazeShape& shape, const LayoutMetrics& metrics,
                   double cell = 0);
// Where a maze of `shape` is drawn on page `page_number` of `plan` (grid,
// cell and a legible wall width). With `cell` (points) the grid is drawn
// at that size (its section's) rather than as large as the room allows.
// A shape with its marks measured is centred with them in the room.
Drawing maze_page_drawing(const BookPlan& plan, int page_number, const MazeShape& shape,
                          const LayoutMetrics& metrics, double cell = 0);
// The room a maze page gives a drawing with its marks measured: the live
// area less the heading, the rule line and the page number.
Box maze_body(const BookPlan& plan, int page_number, const MazeShape& shape,
              const LayoutMetrics& metrics);
// The solution slots of a solution page arranged as `grid`, in reading
// order (label included).
std::vector<Box> solution_slot_boxes(const BookPlan& plan, int page_number,
                                     const SolutionGrid& grid, const LayoutMetrics& metrics);
// Where a solution is drawn inside its slot: a cell of room round the grid
// for the route's ends; walls scale with the drawing.
Drawing solution_drawing(const Box& slot, const MazeShape& shape, const Drawing& maze_page,
                         const LayoutMetrics& metrics);

}  // namespace mazebook
