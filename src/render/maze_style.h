#pragma once
// Every constant a maze drawing is made with, defined once: the wall and
// route colours of src/proof/DRAWING_RULES.md, how wide a route and a
// puzzle's walk are, the caps and joins of each kind of line, START and FINISH
// arrows' sizes (book/mark_room.h, shared with the plan), and the sample PNG's own look. Where two
// outputs differ (a rule one of them has and the other not), the
// difference is a named parameter here, so each keeps its bytes. No
// drawing library here: the Cairo and the PDF content outputs of
// maze_figure.h both read it.

#include "book/book_template.h"
#include "book/mark_room.h"
#include "book/solution_rule.h"
#include "maze/grid.h"

namespace mazebook {

// The wall colour and the route colour of DRAWING_RULES.md.
constexpr Colour kWallColour{0, 0, 0};
constexpr Colour kRouteColour{0.55, 0.55, 0.55};

// A route's share of a corridor (kRouteShare) and its least width
// (kMinRouteWidth) are the book layer's (book/solution_rule.h): the plan
// judges by them which solutions a page holds. A puzzle variant's walk's
// share (kWalkShare) is book/mark_room.h's: the plan keeps a variant's
// entrance letters clear of it.

// Whether a route on a grid with corridors wider than its passages (a
// hexagon's) keeps to the passage's width (one unit). Book pages, the
// Cairo drawings of posters and their PNG and SVG keep it: a route as wide
// as the corridor wants would touch the walls' ends beside a passage. A
// PDF poster's route and the room its marks keep from the route's end
// take the corridor's share unlimited.
enum class PassageLimit { kept, ignored };

// The route's width for grid units of `unit` points on a grid whose
// narrowest corridor is `corridor` units, points.
double route_width(double unit, double corridor, PassageLimit limit = PassageLimit::kept);

// A puzzle variant's walk on cells of `unit` points, points.
double walk_width(double unit);

// A poster's walls are stroked this many pieces at a time: a reader
// rendering part of a huge poster (a tile, a zoomed view) skips the strokes
// wholly outside it instead of stroking all of the walls for every part,
// and an SVG's path stays far below the 10 MB of one attribute that
// libxml2 reads by default (about 50 bytes a piece).
constexpr int kPiecesPerStroke = 2048;

// Line caps and joins, numbered as PDF's J and j operators (and Cairo's
// enums) number them.
enum class LineCap { butt = 0, round = 1, square = 2 };
enum class LineJoin { miter = 0, round = 1, bevel = 2 };
struct LineStyle {
  LineCap cap = LineCap::butt;
  LineJoin join = LineJoin::miter;
};

// Walls on a lattice (rectangles and masked grids) meet square, with
// square caps and mitred joins; every other kind's walls are round.
LineStyle wall_line(GridKind kind);
// Routes and walks: round caps and joins.
constexpr LineStyle kRouteLine{LineCap::round, LineJoin::round};

// A `mazebook sample --format png` drawing's colours: not a page, so not
// in the colours of DRAWING_RULES.md (its sizes and marks are planned in
// book/sample_plan.h).
struct SampleLook {
  Colour wall{0.1, 0.1, 0.1};
  Colour route{0.85, 0.2, 0.15};
  Colour start{0.1, 0.55, 0.25};
  Colour finish{0.8, 0.15, 0.15};
};
constexpr SampleLook kSampleLook{};

// The sample's wall (a sixth of a unit, at least one pixel) and route
// (one and a half walls, at least 0.3 units) widths, grid units.
double sample_wall_width(int unit_pixels);
double sample_route_width(int unit_pixels);
// A weave maze's sample walls: a sixteenth of a unit, at least one pixel,
// so that the gap of 1/8 of a unit between a crossing's stub and its over
// wall shows (DRAWING_RULES.md, "Weave mazes").
double sample_weave_wall_width(int unit_pixels);
// The sample's wall caps: square on a rectangle only (a masked grid's are
// round there, unlike on a page). Its joins are left as they are: each
// wall piece is one segment or one arc, so no join shows.
LineCap sample_wall_cap(GridKind kind);

}  // namespace mazebook
