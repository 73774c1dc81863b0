#pragma once
// Where a puzzle variant's drawings and marks go (src/proof/DRAWING_RULES.md
// "Puzzle variants"): the room a variant maze takes in the page plan (its
// floors side by side or one under the other, their headings, room for
// entrance letters), each floor's grid inside that room, and the slots
// inside a grid that hold keys, doors, arrows and stairs. Plain geometry
// in points, origin top left, y down; no drawing here.

#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/page_plan.h"
#include "maze/variants/variant.h"

namespace mazebook {

// Floors keep two cells apart across (solution drawings do: DRAWING_RULES
// "Solution pages"), and each has a band of this many cells above it for
// its heading, with one more cell between a floor and the heading below.
constexpr double kFloorGap = 2;
constexpr double kFloorHeading = 1.5;
constexpr double kFloorRowGap = 1;
// Cells of room round an entrances maze for its letters on solution pages.
constexpr double kEntranceMargin = 1.5;

// Slots and marks, in cells (DRAWING_RULES "Marks inside the maze").
constexpr double kCellSlot = 0.6;
constexpr double kPassageSlot = 0.5;
constexpr double kKeyDiameter = 0.56;
constexpr double kDoorSide = 0.46;
constexpr double kArrowTip = 0.23;   // into the cell it leads to
constexpr double kArrowHalf = 0.23;  // half its base, along the wall line
constexpr double kStairHalf = 0.27;  // half a stairs triangle's base and height
// A key's or door's letter is this share of a cell high (its text size).
constexpr double kLetterShare = 0.36;
// Entrance letters are at least this size, points.
constexpr double kEntranceLetterPt = 12;

// The smallest cell (points) on which `variant`'s marks stay legible: key
// and door letters at 7 pt, room for 12 pt entrance letters and floor
// headings on solution pages, arrows and stairs large enough to see.
double variant_min_cell(const Variant& variant);

// Adds `variant`'s room to the shape of one grid (`shape.width` x
// `shape.height`): floors arranged to fill an area of `area_width` x
// `area_height` points best (side by side, stacked, or in rows), headings,
// margins, the rule line and the legible cell.
MazeShape variant_shape(MazeShape shape, const Variant& variant, double area_width,
                        double area_height);

// The area a maze page of `spec` gives its drawing, roughly (the trim less
// designer margins, heading and marks): what floors are arranged to fill.
void variant_area(const BookSpec& spec, double& width, double& height);

// One grid of a drawing: where it is drawn and where its heading goes.
struct PlacedGrid {
  Drawing drawing;  // the grid's own outline, cell and wall
  Box heading;      // floors: the band above the grid; empty otherwise
};

// The grids inside a drawing `whole` that the plan laid out for `shape`, in
// floor order (one for a maze without floors).
std::vector<PlacedGrid> placed_grids(const Drawing& whole, const MazeShape& shape);

// A cell's slot and a passage's slot (the side between cells a and b of a
// rectangle of `columns`), points.
Box cell_slot(const Drawing& d, int columns, int32_t cell);
Box passage_slot(const Drawing& d, int columns, int32_t a, int32_t b);

// Throws Error naming the spec, the section and the figures when a variant
// maze's cells in `plan` are smaller on its maze page or solution page than
// its marks need (variant_min_cell), e.g.
//   book.json: sections[1] (keys): cells of 14.2 pt on page 40 are too
//   small for key and door letters of 7 pt; they need cells of 19.4 pt
void check_variant_cells(const BookSpec& spec, const BookPlan& plan,
                         const std::vector<MazeShape>& shapes);

}  // namespace mazebook
