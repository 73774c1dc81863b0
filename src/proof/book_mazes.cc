#include "proof/book_mazes.h"

#include <map>
#include <set>

#include "proof/error.h"
#include "proof/maze_drawings.h"
#include "proof/maze_proof.h"
#include "proof/solution_check.h"
#include "proof/wall_grid.h"

namespace mazeproof {

namespace {

// check ids, in report order
enum CheckIndex { kPages, kDrawings, kPerfect, kManifest, kSolutionDrawings, kRoutes, kCheckCount };

std::vector<Check> make_checks() {
  std::vector<Check> c(kCheckCount);
  c[kPages] = {"mazes.pages",
               "DRAWING_RULES.md The manifest: page and solution_page are pages of interior.pdf; "
               "one maze a maze page; one solution a slot",
               {},
               {}};
  c[kDrawings] = {
      "mazes.drawings",
      "DRAWING_RULES.md Walls, Maze pages: one maze drawing a maze page, walls solid "
      "straight strokes on one square lattice, never overlapping; no route on a maze page",
      {},
      {}};
  c[kPerfect] = {"mazes.perfect",
                 "README.md Perfect mazes: perfect = two openings in the outer wall, every cell "
                 "reached, passages = cells - 1 (exactly one route)",
                 {},
                 {}};
  c[kManifest] = {
      "mazes.manifest",
      "DRAWING_RULES.md The manifest: the drawing is the maze of book.json (size, walls, "
      "entrance and exit, route_length and forks)",
      {},
      {}};
  c[kSolutionDrawings] = {"solutions.drawings",
                          "DRAWING_RULES.md Solution pages: each solution drawing, in reading "
                          "order, is its maze, rebuilt and proved like a maze page",
                          {},
                          {}};
  c[kRoutes] = {"solutions.routes",
                "DRAWING_RULES.md Solution routes: the route runs from half a cell outside the "
                "entrance to half a cell outside the exit through cell centres, exactly the unique "
                "route",
                {},
                {}};
  return c;
}

// rebuild_grid, with a limit's message placed at `at`.
WallGrid rebuild(const MazeDrawing& drawing, const std::string& at) {
  try {
    return rebuild_grid(drawing.walls);
  } catch (const Error& e) {
    throw Error(at + e.what());
  }
}

class Prover {
 public:
  Prover(const Manifest& manifest, const std::vector<PageDrawing>& pages, const std::string& file)
      : manifest_(manifest), pages_(pages), file_(file), checks_(make_checks()) {}

  BookMazes run();

 private:
  const PageMazes& page_mazes(int page);
  std::string where(int page, const ManifestMaze& m) const {
    return file_ + ": page " + std::to_string(page) + ": maze " + m.id + ": ";
  }
  void prove_maze_page(const ManifestMaze& m, MazeResult& result);
  void prove_solution(const ManifestMaze& m, const MazeDrawing& drawing, MazeResult& result);

  const Manifest& manifest_;
  const std::vector<PageDrawing>& pages_;
  const std::string& file_;
  std::vector<Check> checks_;
  std::map<int, PageMazes> page_cache_;
  std::set<int> reported_pages_;
};

const PageMazes& Prover::page_mazes(int page) {
  auto it = page_cache_.find(page);
  if (it == page_cache_.end()) {
    PageMazes found;
    try {
      found = find_maze_drawings(pages_[static_cast<size_t>(page - 1)]);
    } catch (const Error& e) {
      throw Error(file_ + ": page " + std::to_string(page) + ": " + e.what());
    }
    it = page_cache_.emplace(page, std::move(found)).first;
    for (const std::string& problem : it->second.problems) {
      checks_[kDrawings].fail(file_ + ": page " + std::to_string(page) + ": " + problem);
    }
  }
  return it->second;
}

void Prover::prove_maze_page(const ManifestMaze& m, MazeResult& result) {
  const PageMazes& page = page_mazes(m.page);
  const std::string at = where(m.page, m);
  if (page.drawings.size() != 1) {
    checks_[kDrawings].fail(at + std::to_string(page.drawings.size()) +
                            " maze drawings on the page, expected 1");
    return;
  }
  const MazeDrawing& drawing = page.drawings.front();
  if (!drawing.route.empty())
    checks_[kDrawings].fail(at + "a solution route is drawn on the maze page");
  const WallGrid grid = rebuild(drawing, at);
  for (const std::string& problem : grid.problems) checks_[kDrawings].fail(at + problem);
  if (!grid.ok) return;
  result.columns = grid.geometry.columns;
  result.rows = grid.geometry.rows;
  const MazeProof proof = prove_maze(grid.maze, m.entrance);
  result.perfect = proof.perfect;
  result.route_length = proof.route_length;
  result.forks = proof.forks;
  for (const std::string& problem : proof.problems) checks_[kPerfect].fail(at + problem);
  const size_t before = checks_[kManifest].failures.size();
  for (const std::string& difference :
       maze_differences(grid.maze, "the PDF", m.maze, "book.json")) {
    checks_[kManifest].fail(at + difference);
  }
  if (m.exit && proof.exit && !(*m.exit == *proof.exit)) {
    checks_[kManifest].fail(at + "exit is " + opening_name(*proof.exit) + " in the PDF, " +
                            opening_name(*m.exit) + " in book.json");
  }
  if (proof.perfect && m.route_length && *m.route_length != proof.route_length) {
    checks_[kManifest].fail(at + "route_length " + std::to_string(proof.route_length) +
                            " in the PDF, " + std::to_string(*m.route_length) + " in book.json");
  }
  if (proof.perfect && m.forks && *m.forks != proof.forks) {
    checks_[kManifest].fail(at + "forks " + std::to_string(proof.forks) + " in the PDF, " +
                            std::to_string(*m.forks) + " in book.json");
  }
  result.matches_manifest = checks_[kManifest].failures.size() == before;
}

void Prover::prove_solution(const ManifestMaze& m, const MazeDrawing& drawing, MazeResult& result) {
  const std::string at =
      where(*m.solution_page, m) + "solution (slot " + std::to_string(m.solution_slot) + "): ";
  result.solution_ok = false;
  const WallGrid grid = rebuild(drawing, at);
  for (const std::string& problem : grid.problems) checks_[kSolutionDrawings].fail(at + problem);
  if (!grid.ok) return;
  const MazeProof proof = prove_maze(grid.maze, m.entrance);
  for (const std::string& problem : proof.problems) checks_[kSolutionDrawings].fail(at + problem);
  const std::vector<std::string> differences =
      maze_differences(grid.maze, "the drawing", m.maze, "book.json");
  for (const std::string& difference : differences)
    checks_[kSolutionDrawings].fail(at + difference);
  if (!proof.perfect || !differences.empty()) return;
  const std::vector<std::string> problems =
      check_route(drawing.route, grid.geometry, grid.maze, proof);
  for (const std::string& problem : problems) checks_[kRoutes].fail(at + problem);
  result.solution_ok = problems.empty();
}

BookMazes Prover::run() {
  BookMazes out;
  const int page_count = static_cast<int>(pages_.size());
  std::map<int, std::string> maze_pages;  // page -> maze id
  std::map<std::string, int> ids;
  std::vector<bool> placed;
  for (const ManifestMaze& m : manifest_.mazes) {
    placed.push_back(false);
    if (!ids.emplace(m.id, 0).second) {
      checks_[kPages].fail(file_ + ": maze " + m.id + ": the id appears twice in book.json");
    } else if (m.page > page_count) {
      checks_[kPages].fail(file_ + ": maze " + m.id + ": page " + std::to_string(m.page) +
                           " is past the last page (" + std::to_string(page_count) + ")");
    } else if (!maze_pages.emplace(m.page, m.id).second) {
      checks_[kPages].fail(file_ + ": page " + std::to_string(m.page) + ": mazes " +
                           maze_pages[m.page] + " and " + m.id + " both placed here");
    } else {
      placed.back() = true;
    }
  }
  // Solutions, checked against every maze page (a solution page is none).
  std::map<int, std::map<int, size_t>> solution_slots;  // page -> slot -> maze index
  for (size_t i = 0; i < manifest_.mazes.size(); ++i) {
    const ManifestMaze& m = manifest_.mazes[i];
    if (!m.solution_page || !placed[i]) continue;
    const int sp = *m.solution_page;
    if (sp > page_count) {
      checks_[kPages].fail(file_ + ": maze " + m.id + ": solution_page " + std::to_string(sp) +
                           " is past the last page (" + std::to_string(page_count) + ")");
    } else if (maze_pages.count(sp) != 0) {
      checks_[kPages].fail(file_ + ": page " + std::to_string(sp) + ": solution page of maze " +
                           m.id + " and maze page of " + maze_pages[sp]);
    } else if (!solution_slots[sp].emplace(m.solution_slot, i).second) {
      checks_[kPages].fail(file_ + ": page " + std::to_string(sp) + ": two solutions in slot " +
                           std::to_string(m.solution_slot));
    }
  }
  for (size_t i = 0; i < manifest_.mazes.size(); ++i) {
    const ManifestMaze& m = manifest_.mazes[i];
    MazeResult result;
    result.id = m.id;
    result.page = m.page;
    result.solution_page = m.solution_page;
    result.solution_slot = m.solution_slot;
    if (placed[i]) prove_maze_page(m, result);
    out.mazes.push_back(result);
  }
  for (const auto& [page, slots] : solution_slots) {
    const PageMazes& mazes = page_mazes(page);
    if (mazes.drawings.size() != slots.size()) {
      checks_[kSolutionDrawings].fail(
          file_ + ": page " + std::to_string(page) + ": " + std::to_string(mazes.drawings.size()) +
          " maze drawings, book.json places " + std::to_string(slots.size()) + " solutions here");
    }
    for (const auto& [slot, index] : slots) {
      const ManifestMaze* maze = &manifest_.mazes[index];
      MazeResult& result = out.mazes[index];
      if (slot >= static_cast<int>(mazes.drawings.size())) {
        checks_[kSolutionDrawings].fail(where(page, *maze) + "no drawing in solution slot " +
                                        std::to_string(slot));
        result.solution_ok = false;
        continue;
      }
      prove_solution(*maze, mazes.drawings[static_cast<size_t>(slot)], result);
    }
  }
  int perfect = 0, solved = 0, solutions = 0;
  for (const MazeResult& r : out.mazes) {
    perfect += r.perfect ? 1 : 0;
    solutions += r.solution_ok.has_value() ? 1 : 0;
    solved += r.solution_ok.value_or(false) ? 1 : 0;
  }
  int drawn = 0, matching = 0;
  for (const MazeResult& r : out.mazes) {
    drawn += r.columns > 0 ? 1 : 0;
    matching += r.matches_manifest ? 1 : 0;
  }
  checks_[kPages].figures = {{"mazes", out.mazes.size()}, {"pages", page_count}};
  checks_[kDrawings].figures = {{"mazes", out.mazes.size()}, {"rebuilt", drawn}};
  checks_[kPerfect].figures = {{"mazes", out.mazes.size()}, {"perfect", perfect}};
  checks_[kManifest].figures = {{"mazes", out.mazes.size()}, {"matching", matching}};
  checks_[kSolutionDrawings].figures = {{"solution_pages", solution_slots.size()},
                                        {"solutions", solutions}};
  checks_[kRoutes].figures = {{"solutions", solutions}, {"exact", solved}};
  out.checks = std::move(checks_);
  return out;
}

}  // namespace

BookMazes prove_book_mazes(const Manifest& manifest, const std::vector<PageDrawing>& pages,
                           const std::string& file) {
  return Prover(manifest, pages, file).run();
}

}  // namespace mazeproof
