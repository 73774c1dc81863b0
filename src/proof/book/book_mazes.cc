#include "proof/book/book_mazes.h"

#include <algorithm>
#include <map>
#include <set>

#include "proof/book/closed_world.h"
#include "proof/book/floors_mazes.h"
#include "proof/book/page_accounting.h"
#include "proof/book/shape_batch.h"
#include "proof/book/shape_mazes.h"
#include "proof/core/book_checks.h"
#include "proof/core/error.h"
#include "proof/core/tally.h"
#include "proof/drawings/lattice.h"
#include "proof/drawings/maze_drawings.h"

namespace mazeproof {

namespace {

// How far ink may stray over a slot's edge: rounding, not room.
constexpr double kSlotTolerancePt = 0.05;

class Prover {
 public:
  Prover(const Manifest& manifest, const std::vector<PageDrawing>& pages,
         const std::vector<PageNotes>& notes, const std::string& file)
      : manifest_(manifest), pages_(pages), notes_(notes), file_(file), checks_(make_checks()) {}

  BookMazes run();

 private:
  const PageMazes& page_mazes(int page);
  // A page's drawings, found once (throws Error naming the page).
  const PageMazes& found(int page);
  // A page's drawings without reporting its problems (page_mazes does, in
  // order); null when they cannot be read.
  const PageMazes* peek(int page);
  // The proof of a shaped drawing done ahead (shape_batch.h), or null.
  const ShapeTask* ahead(const ManifestMaze& m, bool solution) const;
  std::string where(int page, const ManifestMaze& m) const {
    return file_ + ": page " + std::to_string(page) + ": maze " + m.id + ": ";
  }
  void prove_maze_page(const ManifestMaze& m, MazeResult& result);
  // `first`: the maze's drawing on the page; `claimed`: the drawings the
  // page's floors took (floors_mazes.h).
  void prove_solution(const ManifestMaze& m, const PageMazes& page, int first,
                      std::set<int>& claimed, MazeResult& result);
  // Keeps what a shaped drawing leaves for the closed world and the eyes.
  void keep(const ShapeOutcome& outcome, int page, int slot);
  void check_pages(const std::set<int>& maze_pages, const std::set<int>& solution_pages);
  // The drawing of `m` on its maze page: its slot's on a page of several
  // (reading order), else the page's one; -1 (reported) when there is none.
  int maze_drawing(const ManifestMaze& m, const PageMazes& page);
  // A page of several mazes: every item that reaches into a slot lies
  // within it, and no two slots overlap.
  void check_slots(int page, const std::vector<size_t>& mazes);

  const Manifest& manifest_;
  const std::vector<PageDrawing>& pages_;
  const std::vector<PageNotes>& notes_;
  const std::string& file_;
  std::vector<Check> checks_;
  std::map<int, PageMazes> page_cache_;
  std::set<int> reported_;  // pages whose problems are in checks_
  std::vector<ShapeTask> ahead_;
  std::vector<RenderJob> jobs_;
  // Keep-clear areas of shaped drawings: page -> one per drawing slot.
  std::map<int, std::vector<std::shared_ptr<const ShapeArea>>> areas_;
  Check accounted_;
  std::map<int, std::vector<size_t>> on_page_;  // maze page -> its mazes (indices)
};

int Prover::maze_drawing(const ManifestMaze& m, const PageMazes& page) {
  const std::string at = where(m.page, m);
  const size_t together = on_page_[m.page].size();
  if (!m.slot) {
    if (page.drawings.size() == 1) return 0;
    checks_[kDrawings].fail(at + std::to_string(page.drawings.size()) +
                            " maze drawings on the page, expected 1");
    return -1;
  }
  if (page.drawings.size() != together) {
    checks_[kDrawings].fail(at + std::to_string(page.drawings.size()) +
                            " maze drawings on the page, expected " + std::to_string(together) +
                            " (one a slot)");
    return -1;
  }
  if (static_cast<size_t>(*m.slot) >= together) {
    checks_[kPages].fail(at + "slot " + std::to_string(*m.slot) + " on a page of " +
                         std::to_string(together) + " mazes");
    return -1;
  }
  const MazeDrawing& drawing = page.drawings[static_cast<size_t>(*m.slot)];
  // The walls' ink, half a wall beyond the outline, stays in its slot.
  if (!m.slot_pt->contains(drawing.outline.grown(drawing.wall_width / 2), kSlotTolerancePt))
    checks_[kClosedWorld].fail(at + "the drawing in slot " + std::to_string(*m.slot) +
                               " (reading order) reaches out of the slot's box in book.json");
  return *m.slot;
}

void Prover::check_slots(int page, const std::vector<size_t>& mazes) {
  const std::string at = file_ + ": page " + std::to_string(page) + ": ";
  std::vector<Box> slots;
  for (const size_t i : mazes) {
    const ManifestMaze& m = manifest_.mazes[i];
    if (!m.slot_pt) return;  // reported as two mazes on one page
    for (size_t k = 0; k < slots.size(); ++k) {
      if (slots[k].overlaps(*m.slot_pt))
        checks_[kClosedWorld].fail(at + "slots " + std::to_string(*manifest_.mazes[mazes[k]].slot) +
                                   " and " + std::to_string(*m.slot) + " overlap in book.json");
    }
    slots.push_back(*m.slot_pt);
  }
  Tally crossing;
  for (const DrawItem& item : pages_[static_cast<size_t>(page - 1)]) {
    for (const Box& slot : slots) {
      if (item.box.overlaps(slot) && !slot.contains(item.box, kSlotTolerancePt)) {
        crossing.add(std::string(kind_name(item.kind)));
        break;
      }
    }
  }
  std::vector<std::string> out;
  crossing.report(out, "item(s) reaching out of a maze's slot into the page or another slot");
  for (const std::string& problem : out) checks_[kClosedWorld].fail(at + problem);
}

void Prover::keep(const ShapeOutcome& outcome, int page, int slot) {
  for (const RenderJob& job : outcome.jobs) jobs_.push_back(job);
  std::vector<std::shared_ptr<const ShapeArea>>& areas = areas_[page];
  if (areas.size() <= static_cast<size_t>(slot)) areas.resize(static_cast<size_t>(slot) + 1);
  areas[static_cast<size_t>(slot)] = outcome.area;
}

const PageMazes& Prover::found(int page) {
  if (auto it = page_cache_.find(page); it != page_cache_.end()) return it->second;
  try {
    // Shaped mazes' outside points lie up to a cell and a half out.
    PageMazes drawings = find_maze_drawings(pages_[static_cast<size_t>(page - 1)],
                                            manifest_.version >= 2 ? kShapedRouteReachCells : 1.0);
    return page_cache_.emplace(page, std::move(drawings)).first->second;
  } catch (const Error& e) {
    throw Error(file_ + ": page " + std::to_string(page) + ": " + e.what());
  }
}

const PageMazes& Prover::page_mazes(int page) {
  const PageMazes& out = found(page);
  if (reported_.insert(page).second)
    for (const std::string& problem : out.problems)
      checks_[kDrawings].fail(file_ + ": page " + std::to_string(page) + ": " + problem);
  return out;
}

const PageMazes* Prover::peek(int page) {
  try {
    return &found(page);
  } catch (const Error&) {
    return nullptr;
  }
}

const ShapeTask* Prover::ahead(const ManifestMaze& m, bool solution) const {
  for (const ShapeTask& t : ahead_) {
    if (t.maze == &m && t.solution == solution) return t.done ? &t : nullptr;
  }
  return nullptr;
}

void Prover::prove_maze_page(const ManifestMaze& m, MazeResult& result) {
  const PageMazes& page = page_mazes(m.page);
  const std::string at = where(m.page, m);
  if (is_floors(m)) {
    for (FloorOutcome& f : prove_floors_maze(m, page, at, checks_, result, {}))
      keep(f.outcome, m.page, f.drawing);
    return;
  }
  const int index = maze_drawing(m, page);
  if (index < 0) return;
  const MazeDrawing& drawing = page.drawings[static_cast<size_t>(index)];
  if (!drawing.route.empty())
    checks_[kDrawings].fail(at + "a solution route is drawn on the maze page");
  if (const ShapeTask* t = ahead(m, false)) {
    merge_failures(t->checks, checks_);
    result = t->result;
    keep(t->outcome, m.page, index);
    return;
  }
  keep(prove_shape_maze(m, drawing, at, checks_, result, {}, page.items), m.page, index);
}

void Prover::prove_solution(const ManifestMaze& m, const PageMazes& page, int first,
                            std::set<int>& claimed, MazeResult& result) {
  const std::string at =
      where(*m.solution_page, m) + "solution (slot " + std::to_string(m.solution_slot) + "): ";
  result.solution_ok = false;
  if (is_floors(m)) {
    for (FloorOutcome& f : prove_floors_solution(m, page, claimed, at, checks_, result, {}))
      keep(f.outcome, *m.solution_page, f.drawing);
    return;
  }
  const MazeDrawing& drawing = page.drawings[static_cast<size_t>(first)];
  if (const ShapeTask* t = ahead(m, true)) {
    merge_failures(t->checks, checks_);
    result.solution_ok = t->result.solution_ok;
    keep(t->outcome, *m.solution_page, first);
    return;
  }
  keep(prove_shape_solution(m, drawing, at, checks_, result, {},
                            &pages_[static_cast<size_t>(*m.solution_page - 1)]),
       *m.solution_page, first);
}

BookMazes Prover::run() {
  BookMazes out;
  const int page_count = static_cast<int>(pages_.size());
  std::map<int, std::string> maze_pages;  // page -> maze id
  std::map<std::string, int> ids;
  std::vector<bool> placed;
  // A maze already placed where `m` goes: on its page, unless both have
  // slots there and they differ.
  const auto sharing = [&](const ManifestMaze& m) -> const ManifestMaze* {
    const auto it = on_page_.find(m.page);
    if (it == on_page_.end()) return nullptr;
    for (const size_t i : it->second) {
      const ManifestMaze& other = manifest_.mazes[i];
      if (!m.slot || !other.slot || *m.slot == *other.slot) return &other;
    }
    return nullptr;
  };
  for (const ManifestMaze& m : manifest_.mazes) {
    placed.push_back(false);
    if (!ids.emplace(m.id, 0).second) {
      checks_[kPages].fail(file_ + ": maze " + m.id + ": the id appears twice in book.json");
    } else if (m.page > page_count) {
      checks_[kPages].fail(file_ + ": maze " + m.id + ": page " + std::to_string(m.page) +
                           " is past the last page (" + std::to_string(page_count) + ")");
    } else if (const ManifestMaze* other = sharing(m)) {
      checks_[kPages].fail(
          file_ + ": page " + std::to_string(m.page) + ": mazes " + other->id + " and " + m.id +
          " both placed here" +
          (m.slot && other->slot ? " (slot " + std::to_string(*m.slot) + ")" : ""));
    } else {
      maze_pages.emplace(m.page, m.id);
      on_page_[m.page].push_back(static_cast<size_t>(&m - manifest_.mazes.data()));
      placed.back() = true;
    }
  }
  for (const auto& [page, together] : on_page_) {
    if (together.size() > 1) check_slots(page, together);
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
  ahead_ = shape_tasks(
      manifest_, placed, solution_slots, [&](int page) { return peek(page); },
      [&](int page, const ManifestMaze& m) { return where(page, m); });
  run_shape_tasks(ahead_, proof_threads());
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
    const std::string count = solution_count_problem(mazes.drawings.size(), manifest_, slots);
    if (!count.empty())
      checks_[kSolutionDrawings].fail(file_ + ": page " + std::to_string(page) + ": " + count);
    std::set<int> claimed;
    for (const auto& [slot, index] : slots) {
      const ManifestMaze* maze = &manifest_.mazes[index];
      MazeResult& result = out.mazes[index];
      const int first = first_drawing(manifest_, slots, slot);
      if (first >= static_cast<int>(mazes.drawings.size())) {
        checks_[kSolutionDrawings].fail(where(page, *maze) + "no drawing in solution slot " +
                                        std::to_string(slot));
        result.solution_ok = false;
        continue;
      }
      prove_solution(*maze, mazes, first, claimed, result);
    }
  }
  std::set<int> solution_pages;
  for (const auto& [page, slots] : solution_slots) solution_pages.insert(page);
  std::set<int> maze_page_set;
  for (const auto& [page, id] : maze_pages) maze_page_set.insert(page);
  check_pages(maze_page_set, solution_pages);
  int perfect = 0, solved = 0, solutions = 0, drawn = 0, matching = 0;
  for (const MazeResult& r : out.mazes) {
    perfect += r.perfect ? 1 : 0;
    solutions += r.solution_ok.has_value() ? 1 : 0;
    solved += r.solution_ok.value_or(false) ? 1 : 0;
    drawn += r.rebuilt ? 1 : 0;
    matching += r.matches_manifest ? 1 : 0;
  }
  checks_[kPages].figures = {{"mazes", out.mazes.size()}, {"pages", page_count}};
  checks_[kDrawings].figures = {{"mazes", out.mazes.size()}, {"rebuilt", drawn}};
  checks_[kPerfect].figures = {{"mazes", out.mazes.size()}, {"perfect", perfect}};
  checks_[kManifest].figures = {{"mazes", out.mazes.size()}, {"matching", matching}};
  checks_[kSolutionDrawings].figures = {{"solution_pages", solution_slots.size()},
                                        {"solutions", solutions}};
  checks_[kRoutes].figures = {{"solutions", solutions}, {"exact", solved}};
  checks_[kLegible].figures = {{"drawings", jobs_.size()}};
  int variant_mazes = 0, variants_proved = 0;
  for (const ManifestMaze& m : manifest_.mazes) variant_mazes += m.shape->variant ? 1 : 0;
  for (const MazeResult& r : out.mazes) variants_proved += r.variant_proved ? 1 : 0;
  checks_[kVariants].figures = {{"variant_mazes", variant_mazes}, {"proved", variants_proved}};
  if (variant_mazes == 0) checks_.pop_back();  // no puzzle variants: no such check
  out.checks = std::move(checks_);
  out.checks.insert(out.checks.begin(), std::move(accounted_));
  out.render_jobs = std::move(jobs_);
  return out;
}

// Every page: its drawings accounted for, and on maze and solution pages
// (and any other page with a maze drawing) the closed world.
void Prover::check_pages(const std::set<int>& maze_pages, const std::set<int>& solution_pages) {
  std::vector<size_t> drawings(pages_.size(), 0);
  int closed_pages = 0;
  for (int page = 1; page <= static_cast<int>(pages_.size()); ++page) {
    const PageMazes& found = page_mazes(page);
    // A lone straight stroke is a line, not a maze; anything spanning both
    // ways could be taken for one.
    drawings[static_cast<size_t>(page - 1)] = static_cast<size_t>(
        std::count_if(found.drawings.begin(), found.drawings.end(), [](const MazeDrawing& d) {
          return d.outline.width() > kSamePointTolerance &&
                 d.outline.height() > kSamePointTolerance;
        }));
    const bool maze = maze_pages.count(page) != 0;
    const bool solution = solution_pages.count(page) != 0;
    if (!maze && !solution && found.drawings.empty()) continue;
    ++closed_pages;
    const std::string at = file_ + ": page " + std::to_string(page) + ": ";
    const PageNotes none;
    const PageNotes& notes = static_cast<size_t>(page - 1) < notes_.size()
                                 ? notes_[static_cast<size_t>(page - 1)]
                                 : none;
    const auto shaped = areas_.find(page);
    for (const std::string& problem :
         closed_world_problems(pages_[static_cast<size_t>(page - 1)], notes, found, solution,
                               shaped == areas_.end() ? kNoAreas : shaped->second))
      checks_[kClosedWorld].fail(at + problem);
    if (maze) {
      for (const std::string& problem : faint_marks(pages_[static_cast<size_t>(page - 1)]))
        checks_[kLegible].fail(at + problem);
    }
  }
  checks_[kClosedWorld].figures = {{"pages", closed_pages}};
  accounted_ = account_pages(manifest_, pages_, drawings, file_);
}

}  // namespace

BookMazes prove_book_mazes(const Manifest& manifest, const std::vector<PageDrawing>& pages,
                           const std::vector<PageNotes>& notes, const std::string& file) {
  return Prover(manifest, pages, notes, file).run();
}

}  // namespace mazeproof
