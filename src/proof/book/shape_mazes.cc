#include "proof/book/shape_mazes.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <optional>

#include "proof/core/book_checks.h"
#include "proof/drawings/legibility.h"
#include "proof/drawings/mark_arrows.h"
#include "proof/topology/shape_proof.h"
#include "proof/topology/shape_route.h"
#include "proof/variants/variant_kind.h"
#include "proof/variants/variant_mazes.h"

namespace mazeproof {

namespace {

// The passages of two mazes on one grid that differ, as phrases: at most
// three, then a count.
std::vector<std::string> passage_differences(const GridMaze& drawn, const char* drawn_name,
                                             const GridMaze& listed,
                                             const std::vector<PossibleWall>& walls) {
  std::vector<std::string> out;
  size_t count = 0;
  for (const PossibleWall& w : walls) {
    if (w.other == kOutside) continue;
    const bool a = ((drawn.open[static_cast<size_t>(w.cell)] >> w.side) & 1u) != 0;
    const bool b = ((listed.open[static_cast<size_t>(w.cell)] >> w.side) & 1u) != 0;
    if (a == b) continue;
    if (count++ < 3) {
      out.push_back(wall_name(drawn.grid, w) + ": " + (a ? "passage" : "wall") + " in " +
                    drawn_name + ", " + (b ? "passage" : "wall") + " in book.json");
    }
  }
  if (count > 3) out.push_back("and " + std::to_string(count - 3) + " more passage difference(s)");
  return out;
}

// Where book.json places the grid against where its walls are drawn.
std::vector<std::string> placement_problems(const Placement& fitted, const Placement& listed,
                                            double listed_wall, double drawn_wall,
                                            const GridBounds& bounds, const char* key) {
  std::vector<std::string> out;
  const double gap = placement_gap(fitted, listed, bounds);
  char buffer[200];
  if (!(gap <= kPlacementTolerance)) {
    std::snprintf(buffer, sizeof buffer,
                  "%s in book.json lies %.3f units from where the walls are drawn (fitted: "
                  "origin (%.2f, %.2f) pt, unit %.3f pt)",
                  key, std::min(gap, 1e9), fitted.x, fitted.y, fitted.unit);
    out.push_back(buffer);
  }
  if (!(std::abs(listed_wall - drawn_wall) <= 0.01)) {
    std::snprintf(buffer, sizeof buffer, "%s.wall_pt %.2f in book.json, walls drawn %.2f pt wide",
                  key, listed_wall, drawn_wall);
    out.push_back(buffer);
  }
  return out;
}

bool same_strokes(const std::vector<Segment>& a, const std::vector<Segment>& b) {
  const auto same = [](Point p, Point q) { return p.x == q.x && p.y == q.y; };
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [&](const Segment& s, const Segment& t) {
                      return same(s.a, t.a) && same(s.b, t.b) && s.curve == t.curve &&
                             same(s.c1, t.c1) && same(s.c2, t.c2);
                    });
}

}  // namespace

Proved prove_drawing(const ShapeRecord& record, const MazeDrawing& drawing, bool slot,
                     const std::string& at, CheckIndex broken, std::vector<Check>& checks,
                     const LegibleRule& rule, const VariantHook& variant, ProofMemo* memo) {
  Proved out;
  const GridShapes shapes(record.maze.grid);
  // The proof reads nothing but the strokes, the grid and its openings.
  if (memo && memo->proof && memo->record == &record && memo->strokes &&
      same_strokes(*memo->strokes, drawing.walls)) {
    out.proof = memo->proof;
  } else {
    out.proof = std::make_shared<const ShapeDrawingProof>(
        prove_shape_drawing(drawing.walls, shapes, record.maze.entrance, record.maze.exit));
    if (memo) *memo = {&drawing.walls, &record, out.proof};
  }
  const ShapeDrawingProof& p = *out.proof;
  for (const std::string& problem : p.drawing_problems) checks[broken].fail(at + problem);
  if (!p.ok) return out;
  const double corridor_pt = p.placement.unit * shapes.corridor();
  for (const std::string& problem :
       legibility_problems(drawing.wall_width, drawing.thinnest_wall, corridor_pt, p.gaps, rule))
    checks[kLegible].fail(at + problem);
  auto area = std::make_shared<ShapeArea>(record.maze.grid, p.placement, drawing.wall_width, slot);
  if (variant) variant(p, *area);
  auto render = std::make_shared<ShapeRender>();
  render->area = area;
  for (size_t i = 0; i < p.walls.walls.size(); ++i) {
    if (p.walls.state[i] == WallState::drawn)
      render->drawn.push_back({p.walls.walls[i].cell, p.walls.walls[i].side});
  }
  const GridBounds b = shapes.bounds();
  render->outline =
      Box::of(p.placement.to_page({b.x0, b.y0}).x, p.placement.to_page({b.x0, b.y0}).y,
              p.placement.to_page({b.x1, b.y1}).x, p.placement.to_page({b.x1, b.y1}).y);
  render->corridor_pt = corridor_pt;
  RenderJob job;
  job.thinnest_wall = drawing.thinnest_wall;
  job.widest_wall = drawing.wall_width;
  job.where = at;
  job.shape = std::move(render);
  out.outcome.jobs.push_back(std::move(job));
  out.outcome.area = std::move(area);
  return out;
}

namespace {

// A maze of floors is proved one drawing per floor (floors_mazes.h), never
// as one drawing: fails `variants.proved` at `at` and returns true for one.
bool refuse_floors(const ShapeRecord& record, const std::string& at, std::vector<Check>& checks) {
  if (!variant_rules(record.variant).per_floor) return false;
  checks[kVariants].fail(at +
                         "puzzle variant floors: a maze of floors is proved one drawing per "
                         "floor in a book, not as one drawing, so it cannot pass here");
  return true;
}

// The hook that reads and proves a variant's drawing into `out`.
VariantHook variant_hook(const ManifestMaze& m, const PageDrawing* items, bool solution,
                         const std::string& at, std::vector<Check>& checks, MazeResult& result,
                         std::optional<VariantDrawing>& out) {
  if (!variant_rules(m.shape->variant).marked || items == nullptr) return {};
  return [&m, items, solution, &at, &checks, &result, &out](const ShapeDrawingProof& p,
                                                            ShapeArea& area) {
    out = prove_variant_drawing(m, p, *items, area.box(), solution, at, checks, result);
    area.set_mark_slots(out->marks.slots);
  };
}

}  // namespace

ShapeOutcome prove_shape_maze(const ManifestMaze& m, const MazeDrawing& drawing,
                              const std::string& at, std::vector<Check>& checks, MazeResult& result,
                              const LegibleRule& rule, const PageDrawing* items, ProofMemo* memo) {
  const ShapeRecord& record = *m.shape;
  const CellGrid& grid = record.maze.grid;
  const bool centre_goal = record.maze.exit.side < 0;
  if (refuse_floors(record, at, checks)) return {};
  const VariantKindRules& rules = variant_rules(record.variant);
  std::optional<VariantDrawing> variant;
  Proved proved = prove_drawing(record, drawing, centre_goal, at, kDrawings, checks, rule,
                                variant_hook(m, items, false, at, checks, result, variant), memo);
  const ShapeDrawingProof& p = *proved.proof;
  if (!p.ok) return {};
  result.rebuilt = true;
  if (items) {
    for (const WrongArrow& w :
         wrong_arrows(*items, GridShapes(grid), p.placement, p.openings, record.maze.exit)) {
      const std::string arrow =
          std::string(w.exit ? "FINISH's arrow at " : "the arrow at entrance ") +
          opening_text(grid, w.opening);
      char figure[160];
      if (w.degrees > kArrowAngle) {
        std::snprintf(figure, sizeof figure, " points %.0f degrees away from the way %s", w.degrees,
                      w.exit ? "out of the maze" : "into the maze");
      } else {
        std::snprintf(figure, sizeof figure,
                      " is %.2f of its length wide on a slanted way (at most %.2f): a reader "
                      "takes another corner for its tip",
                      w.width, kSlantedArrowWidth);
      }
      checks[kDrawings].fail(at + arrow + figure);
    }
  }
  if (!record.version1) {
    result.grid = grid.name();
    result.cells = grid.cells();
  }
  if (grid.kind() != GridKind::polar) {
    result.columns = grid.columns();
    result.rows = grid.rows();
  }
  if (rules.perfect_walls) {
    for (const std::string& problem : p.proof_problems) checks[kPerfect].fail(at + problem);
  } else if (p.plane.cycles != rules.trees(record.variant->count)) {
    // One region of cells per tree: as many cycles as entrances.
    checks[kVariants].fail(at + "the wall strokes as a plane graph hold " +
                           std::to_string(p.plane.cycles) + " cycle(s), expected " +
                           std::to_string(rules.trees(record.variant->count)) +
                           " (one region per entrance)");
  }
  result.perfect = rules.perfect_walls && p.proof_problems.empty() && p.proof.proved;
  result.route_length = p.proof.route_length;
  result.forks = p.proof.forks;
  if (rules.measured_on_solution && variant && variant->proof && variant->proof->proved) {
    // The kind's solution, measured as a plain route.
    const std::vector<int>& walk = variant->proof->walk;
    result.route_length = static_cast<int64_t>(walk.size()) - 1;
    result.forks = 0;
    for (size_t i = 0; i + 1 < walk.size(); ++i)
      result.forks += p.maze->passages(walk[i]) >= 3 ? 1 : 0;
  }
  const bool measured = result.perfect || (rules.measured_on_solution && result.variant_proved);
  const size_t before = checks[kManifest].failures.size();
  const GridShapes shapes(grid);
  if (!record.version1) {
    for (const std::string& problem :
         placement_problems(p.placement, record.placement, record.wall_pt, drawing.wall_width,
                            shapes.bounds(), "placement"))
      checks[kManifest].fail(at + problem);
  }
  if (rules.perfect_walls) {
    for (const std::string& problem : p.manifest_problems) checks[kManifest].fail(at + problem);
  }
  for (const std::string& difference :
       passage_differences(*p.maze, "the PDF", record.maze, p.walls.walls))
    checks[kManifest].fail(at + difference);
  if (measured && m.route_length && *m.route_length != result.route_length) {
    checks[kManifest].fail(at + "route_length " + std::to_string(result.route_length) +
                           " in the PDF, " + std::to_string(*m.route_length) + " in book.json");
  }
  // A puzzle's route is its solution's, which its proof cross-checks.
  if (result.perfect && !rules.marked && m.route && *m.route != p.proof.route) {
    checks[kManifest].fail(at + "route in book.json (" + std::to_string(m.route->size()) +
                           " cells) is not the unique route (" +
                           std::to_string(p.proof.route.size()) + " cells)");
  }
  if (measured && m.forks && *m.forks != result.forks) {
    checks[kManifest].fail(at + "forks " + std::to_string(result.forks) + " in the PDF, " +
                           std::to_string(*m.forks) + " in book.json");
  }
  result.matches_manifest = checks[kManifest].failures.size() == before;
  for (RenderJob& job : proved.outcome.jobs) job.page = m.page - 1;
  return proved.outcome;
}

ShapeOutcome prove_shape_solution(const ManifestMaze& m, const MazeDrawing& drawing,
                                  const std::string& at, std::vector<Check>& checks,
                                  MazeResult& result, const LegibleRule& rule,
                                  const PageDrawing* items, ProofMemo* memo) {
  const ShapeRecord& record = *m.shape;
  result.solution_ok = false;
  if (refuse_floors(record, at, checks)) return {};
  const VariantKindRules& rules = variant_rules(record.variant);
  std::optional<VariantDrawing> variant;
  MazeResult unused;
  Proved proved = prove_drawing(record, drawing, false, at, kSolutionDrawings, checks, rule,
                                variant_hook(m, items, true, at, checks, unused, variant), memo);
  const ShapeDrawingProof& p = *proved.proof;
  if (!p.ok) return proved.outcome;
  const GridShapes shapes(record.maze.grid);
  size_t problems = 0;
  const auto fail = [&](const std::string& line) {
    checks[kSolutionDrawings].fail(at + line);
    ++problems;
  };
  if (rules.perfect_walls) {
    for (const std::string& problem : p.proof_problems) fail(problem);
    for (const std::string& problem : p.manifest_problems) fail(problem);
  }
  if (!record.version1) {
    for (const std::string& problem :
         placement_problems(p.placement, *record.solution_placement, record.solution_wall_pt,
                            drawing.wall_width, shapes.bounds(), "solution_placement"))
      fail(problem);
  }
  for (const std::string& difference :
       passage_differences(*p.maze, "the drawing", record.maze, p.walls.walls))
    fail(difference);
  // A puzzle is solved by its own proof, a plain maze by its walls'.
  const bool solved =
      rules.marked ? variant && variant->proof && variant->proof->proved : p.proof.proved;
  if (problems > 0 || !solved) {
    proved.outcome.jobs.clear();  // a drawing that is not its maze is not looked at
    return proved.outcome;
  }
  std::vector<StrokePiece> walls;
  for (const StrokePiece& piece : p.walls.pieces) {
    if (!piece.curve) walls.push_back(piece);
  }
  // A variant's solution: entered where it starts, along its walk.
  const GridMaze maze = rules.marked ? solution_maze(*p.maze, *variant->proof) : *p.maze;
  const std::vector<int>& cells = rules.marked ? variant->proof->walk : p.proof.route;
  const std::vector<std::string> route =
      check_shape_route(drawing.route, shapes, p.placement, maze, cells, walls, drawing.wall_width,
                        drawing.route_width);
  for (const std::string& problem : route) checks[kRoutes].fail(at + problem);
  result.solution_ok = route.empty();
  for (RenderJob& job : proved.outcome.jobs) {
    job.page = *m.solution_page - 1;
    job.route = route_line(shapes, p.placement, maze, cells);
    job.route_width = drawing.route_width;
  }
  return proved.outcome;
}

}  // namespace mazeproof
