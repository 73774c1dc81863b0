#include "proof/book/floors_mazes.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <set>

#include "proof/core/book_checks.h"
#include "proof/drawings/variant_marks.h"
#include "proof/topology/shape_proof.h"
#include "proof/topology/shape_route.h"
#include "proof/variants/floors_stairs.h"
#include "proof/variants/variant_kind.h"

namespace mazeproof {

namespace {

// One floor as read from its drawing.
struct Floor {
  size_t drawing = 0;
  const MazeDrawing* drawn = nullptr;
  Proved proved;
  std::vector<Mark> marks;
  bool ok = false;  // its walls were read, with the openings its floor has
};

std::string floor_at(const std::string& at, int floor) {
  return at + "floor " + std::to_string(floor) + ": ";
}

// The drawing not yet `claimed` whose outline lies nearest where
// `placement` puts the grid's bounds, or -1 when the page has none.
int nearest_drawing(const PageMazes& page, const Placement& placement, const GridBounds& b,
                    const std::set<int>& claimed) {
  const Point a = placement.to_page({b.x0, b.y0}), c = placement.to_page({b.x1, b.y1});
  const Box want = Box::of(a.x, a.y, c.x, c.y);
  double best = std::numeric_limits<double>::infinity();
  int out = -1;
  for (size_t i = 0; i < page.drawings.size(); ++i) {
    if (claimed.count(static_cast<int>(i)) != 0) continue;
    const Box& o = page.drawings[i].outline;
    const double d = std::max({std::abs(o.x0 - want.x0), std::abs(o.x1 - want.x1),
                               std::abs(o.y0 - want.y0), std::abs(o.y1 - want.y1)});
    if (d < best) {
      best = d;
      out = static_cast<int>(i);
    }
  }
  return out;
}

std::string openings_text(const CellGrid& grid, const std::vector<CellOpening>& list) {
  std::string out;
  for (size_t i = 0; i < list.size(); ++i) out += (i ? ", " : "") + opening_text(grid, list[i]);
  return "[" + out + "]";
}

std::string stairs_text(const std::vector<Stair>& list) {
  std::string out;
  for (size_t i = 0; i < list.size(); ++i)
    out += (i ? ", " : "") + std::string("floor ") + std::to_string(list[i].floor) + " cell " +
           std::to_string(list[i].cell);
  return "[" + out + "]";
}

// Reads every floor of `m` from `page`: the drawing nearest each placement
// that no floor of the page has `claimed` yet (a floor's placement is then
// held to its drawing).
std::vector<Floor> read_floors(const ManifestMaze& m, const PageMazes& page, bool solution,
                               std::set<int>& claimed, const std::string& at,
                               std::vector<Check>& checks, const LegibleRule& rule) {
  const ShapeRecord& record = *m.shape;
  const VariantRecord& v = *record.variant;
  const int n = v.count;
  const std::vector<Placement>& placements = solution ? v.solution_placements : v.placements;
  const char* key = solution ? "solution_placements" : "placements";
  const CheckIndex broken = solution ? kSolutionDrawings : kDrawings;
  const CheckIndex listed = solution ? kSolutionDrawings : kManifest;
  const GridShapes shapes(record.maze.grid);
  std::vector<Floor> out;
  for (int f = 0; f < n; ++f) {
    const std::string fat = floor_at(at, f);
    const bool placed = f < static_cast<int>(placements.size());
    if (!placed) checks[listed].fail(fat + "no " + key + " entry in book.json");
    const int index =
        placed ? nearest_drawing(page, placements[static_cast<size_t>(f)], shapes.bounds(), claimed)
               : -1;
    if (index < 0 || !claimed.insert(index).second) {
      checks[broken].fail(fat + "no drawing of its own on the page");
      continue;
    }
    Floor floor;
    floor.drawing = static_cast<size_t>(index);
    floor.drawn = &page.drawings[floor.drawing];
    if (!solution && !floor.drawn->route.empty())
      checks[kDrawings].fail(fat + "a solution route is drawn on the maze page");
    PageMarks marks;
    const PageDrawing* items = page.items;
    floor.proved = prove_drawing(record, *floor.drawn, false, fat, broken, checks, rule,
                                 [&marks, items](const ShapeDrawingProof& p, ShapeArea& area) {
                                   if (items == nullptr) return;
                                   marks = read_marks(*items, p.maze->grid, p.placement, area.box(),
                                                      p.openings);
                                   area.set_mark_slots(marks.slots);
                                 });
    for (const std::string& problem : marks.problems) checks[kVariants].fail(fat + problem);
    floor.marks = std::move(marks.marks);
    const ShapeDrawingProof& p = *floor.proved.proof;
    if (p.ok) {
      std::vector<CellOpening> expected;
      if (f == 0) expected.push_back(record.maze.entrance);
      if (f == n - 1) expected.push_back(record.maze.exit);
      floor.ok = p.openings == expected;
      if (!floor.ok)
        checks[kVariants].fail(fat + "openings " + openings_text(record.maze.grid, p.openings) +
                               " in the outer wall, expected " +
                               openings_text(record.maze.grid, expected) +
                               " (the entrance on floor 0, the exit on the last, none between)");
      const double gap =
          placed ? placement_gap(p.placement, placements[static_cast<size_t>(f)], shapes.bounds())
                 : 0;
      if (!(gap <= kPlacementTolerance)) {
        char buffer[160];
        std::snprintf(buffer, sizeof buffer,
                      "%s[%d] in book.json lies %.3f units from where the walls are drawn", key, f,
                      std::min(gap, 1e9));
        checks[listed].fail(fat + buffer);
      }
    }
    out.push_back(std::move(floor));
  }
  return out;
}

// The floors proved together; nullopt unless every floor was read.
std::optional<FloorsProof> prove_together(const ShapeRecord& record,
                                          const std::vector<Floor>& floors, const std::string& at,
                                          CheckIndex index, std::vector<Check>& checks) {
  if (static_cast<int>(floors.size()) != record.variant->count) return std::nullopt;
  std::vector<GridMaze> mazes;
  std::vector<std::vector<Mark>> marks;
  for (const Floor& floor : floors) {
    if (!floor.ok) return std::nullopt;
    mazes.push_back(*floor.proved.proof->maze);
    marks.push_back(floor.marks);
  }
  mazes.front().entrance = record.maze.entrance;
  mazes.back().exit = record.maze.exit;
  FloorsProof proof = prove_floors(mazes, marks);
  for (const std::string& problem : proof.problems)
    checks[index].fail(at + "puzzle variant floors: " + problem);
  return proof;
}

std::vector<Stair> sorted(std::vector<Stair> stairs) {
  std::sort(stairs.begin(), stairs.end(), [](const Stair& a, const Stair& b) {
    return a.floor != b.floor ? a.floor < b.floor : a.cell < b.cell;
  });
  return stairs;
}

}  // namespace

bool is_floors(const ManifestMaze& m) {
  return m.shape && variant_rules(m.shape->variant).per_floor;
}

int solution_drawings(const ManifestMaze& m) { return is_floors(m) ? m.shape->variant->count : 1; }

std::string solution_count_problem(size_t drawn, const Manifest& manifest,
                                   const std::map<int, size_t>& slots) {
  size_t expected = 0;
  for (const auto& [slot, index] : slots)
    expected += static_cast<size_t>(solution_drawings(manifest.mazes[index]));
  if (drawn == expected) return "";
  return std::to_string(drawn) + " maze drawings, book.json places " +
         std::to_string(slots.size()) + " solutions here" +
         (expected != slots.size() ? " (" + std::to_string(expected) + " drawings with floors)"
                                   : "");
}

int first_drawing(const Manifest& manifest, const std::map<int, size_t>& slots, int slot) {
  int out = slot;  // a slot book.json leaves empty still counts one drawing
  for (const auto& [before, index] : slots) {
    if (before < slot) out += solution_drawings(manifest.mazes[index]) - 1;
  }
  return out;
}

std::vector<FloorOutcome> prove_floors_maze(const ManifestMaze& m, const PageMazes& page,
                                            const std::string& at, std::vector<Check>& checks,
                                            MazeResult& result, const LegibleRule& rule) {
  const ShapeRecord& record = *m.shape;
  const VariantRecord& v = *record.variant;
  const CellGrid& grid = record.maze.grid;
  if (static_cast<int>(page.drawings.size()) != v.count)
    checks[kDrawings].fail(at + std::to_string(page.drawings.size()) +
                           " maze drawings on the page, expected " + std::to_string(v.count) +
                           " (one per floor)");
  std::set<int> claimed;
  std::vector<Floor> floors = read_floors(m, page, false, claimed, at, checks, rule);
  std::vector<FloorOutcome> out;
  for (Floor& floor : floors) {
    for (RenderJob& job : floor.proved.outcome.jobs) job.page = m.page - 1;
    out.push_back({static_cast<int>(floor.drawing), floor.proved.outcome});
  }
  const VariantKindRules& rules = variant_rules(record.variant);
  result.variant = rules.name;
  const std::optional<FloorsProof> proof = prove_together(record, floors, at, kVariants, checks);
  if (!proof) return out;
  result.rebuilt = true;
  result.grid = grid.name();
  result.cells = grid.cells();
  result.columns = grid.columns();
  result.rows = grid.rows();
  result.variant_proved = proof->proved;
  result.variant_metrics = proof->metrics;
  if (!proof->proved) return out;
  result.route_length = static_cast<int64_t>(proof->route.size()) - 1;
  const size_t before = checks[kManifest].failures.size();
  if (sorted(v.stairs) != proof->stairs)
    checks[kManifest].fail(at + "stairs " + stairs_text(sorted(v.stairs)) + " in book.json, " +
                           stairs_text(proof->stairs) + " on the page");
  if (floors.front().proved.proof->maze->open != record.maze.open)
    checks[kManifest].fail(at + "floor 0's passages in the PDF are not book.json's passages");
  if (m.route && *m.route != proof->route)
    checks[kManifest].fail(at + "route in book.json (" + std::to_string(m.route->size()) +
                           " places) is not the route across the floors (" +
                           std::to_string(proof->route.size()) + " places)");
  if (m.route_length && *m.route_length != result.route_length)
    checks[kManifest].fail(at + "route_length " + std::to_string(result.route_length) +
                           " in the PDF, " + std::to_string(*m.route_length) + " in book.json");
  for (const std::string name : rules.metrics) {
    const auto found = proof->metrics.find(name);
    const auto it = v.metrics.find(name);
    if (found == proof->metrics.end() || it == v.metrics.end()) continue;
    const int64_t value = found->second;
    if (it->second != value)
      checks[kManifest].fail(at + "variant_metrics." + name + " " + std::to_string(value) +
                             " in the PDF, " + std::to_string(it->second) + " in book.json");
  }
  result.matches_manifest = checks[kManifest].failures.size() == before;
  return out;
}

std::vector<FloorOutcome> prove_floors_solution(const ManifestMaze& m, const PageMazes& page,
                                                std::set<int>& claimed, const std::string& at,
                                                std::vector<Check>& checks, MazeResult& result,
                                                const LegibleRule& rule) {
  const ShapeRecord& record = *m.shape;
  const VariantRecord& v = *record.variant;
  const GridShapes shapes(record.maze.grid);
  result.solution_ok = false;
  std::vector<Floor> floors = read_floors(m, page, true, claimed, at, checks, rule);
  const std::optional<FloorsProof> proof =
      prove_together(record, floors, at, kSolutionDrawings, checks);
  const bool solved = proof && proof->proved;
  if (solved && sorted(v.stairs) != proof->stairs)
    checks[kSolutionDrawings].fail(at + "stairs " + stairs_text(sorted(v.stairs)) +
                                   " in book.json, " + stairs_text(proof->stairs) +
                                   " on the page (the solution page's marks)");
  std::vector<FloorOutcome> out;
  bool exact = solved;
  for (size_t f = 0; f < floors.size(); ++f) {
    Floor& floor = floors[f];
    ShapeOutcome& outcome = floor.proved.outcome;
    if (!solved) outcome.jobs.clear();  // floors that are not the maze are not looked at
    for (RenderJob& job : outcome.jobs) job.page = *m.solution_page - 1;
    if (solved) {
      const int n = v.count;
      const int floor_number = static_cast<int>(f);
      const std::string fat = floor_at(at, floor_number);
      const std::vector<std::vector<int>> pieces =
          floor_pieces(proof->route, record.maze.grid.size(), floor_number);
      if (pieces.size() != 1) {
        checks[kRoutes].fail(fat + "the route passes this floor in " +
                             std::to_string(pieces.size()) + " pieces, a floor's route is one");
        exact = false;
        out.push_back({static_cast<int>(floor.drawing), outcome});
        continue;
      }
      const ShapeDrawingProof& p = *floor.proved.proof;
      GridMaze maze = *p.maze;
      maze.entrance = floor_number == 0 ? record.maze.entrance : CellOpening{pieces[0].front(), -1};
      maze.exit = floor_number == n - 1 ? record.maze.exit : CellOpening{pieces[0].back(), -1};
      std::vector<StrokePiece> walls;
      for (const StrokePiece& piece : p.walls.pieces) {
        if (!piece.curve) walls.push_back(piece);
      }
      const std::vector<std::string> problems =
          check_shape_route(floor.drawn->route, shapes, p.placement, maze, pieces[0], walls,
                            floor.drawn->wall_width, floor.drawn->route_width);
      for (const std::string& problem : problems) checks[kRoutes].fail(fat + problem);
      exact = exact && problems.empty();
      for (RenderJob& job : outcome.jobs) {
        job.route = route_line(shapes, p.placement, maze, pieces[0]);
        job.route_width = floor.drawn->route_width;
      }
    }
    out.push_back({static_cast<int>(floor.drawing), outcome});
  }
  result.solution_ok = exact;
  return out;
}

}  // namespace mazeproof
