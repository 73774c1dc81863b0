#include "proof/book/shape_batch.h"

#include <algorithm>
#include <atomic>
#include <thread>

#include "proof/book/floors_mazes.h"
#include "proof/core/book_checks.h"
#include "proof/core/error.h"

namespace mazeproof {

namespace {

void run_one(ShapeTask& t) {
  t.checks = make_checks();
  try {
    t.outcome =
        t.solution
            ? prove_shape_solution(*t.maze, *t.drawing, t.at, t.checks, t.result, {}, t.items)
            : prove_shape_maze(*t.maze, *t.drawing, t.at, t.checks, t.result, {}, t.items);
    t.done = true;
  } catch (const Error&) {
    t.done = false;  // proved again in order, where the error stops the run as it should
  } catch (const std::bad_alloc&) {
    t.done = false;
  }
}

}  // namespace

std::vector<ShapeTask> shape_tasks(
    const Manifest& manifest, const std::vector<bool>& placed,
    const std::map<int, std::map<int, size_t>>& solution_slots,
    const std::function<const PageMazes*(int)>& page,
    const std::function<std::string(int, const ManifestMaze&)>& where) {
  std::vector<ShapeTask> tasks;
  const auto result_of = [](const ManifestMaze& m) {
    MazeResult r;
    r.id = m.id;
    r.page = m.page;
    r.solution_page = m.solution_page;
    r.solution_slot = m.solution_slot;
    return r;
  };
  std::map<int, size_t> together;  // maze page -> its placed mazes
  for (size_t i = 0; i < manifest.mazes.size(); ++i) {
    if (placed[i]) ++together[manifest.mazes[i].page];
  }
  for (size_t i = 0; i < manifest.mazes.size(); ++i) {
    const ManifestMaze& m = manifest.mazes[i];
    if (!placed[i] || !m.shape || is_floors(m)) continue;  // floors: proved in order
    const PageMazes* found = page(m.page);
    // A page of several: each maze's drawing is its slot's (reading order).
    const size_t drawn = m.slot ? together[m.page] : 1;
    const size_t index = m.slot ? static_cast<size_t>(*m.slot) : 0;
    if (found == nullptr || found->drawings.size() != drawn || index >= drawn) continue;
    ShapeTask t;
    t.maze = &m;
    t.drawing = &found->drawings[index];
    t.items = found->items;
    t.at = where(m.page, m);
    t.result = result_of(m);
    tasks.push_back(std::move(t));
  }
  for (const auto& [number, slots] : solution_slots) {
    const PageMazes* found = page(number);
    if (found == nullptr) continue;
    for (const auto& [slot, index] : slots) {
      const ManifestMaze& m = manifest.mazes[index];
      const int first = first_drawing(manifest, slots, slot);
      if (!m.shape || is_floors(m) || first >= static_cast<int>(found->drawings.size())) continue;
      ShapeTask t;
      t.maze = &m;
      t.drawing = &found->drawings[static_cast<size_t>(first)];
      t.items = found->items;
      t.at = where(number, m) + "solution (slot " + std::to_string(m.solution_slot) + "): ";
      t.solution = true;
      tasks.push_back(std::move(t));
    }
  }
  return tasks;
}

void run_shape_tasks(std::vector<ShapeTask>& tasks, int threads) {
  std::atomic<size_t> next{0};
  const auto work = [&] {
    for (size_t i = next++; i < tasks.size(); i = next++) run_one(tasks[i]);
  };
  const int n = std::max(1, std::min<int>(threads, static_cast<int>(tasks.size())));
  std::vector<std::thread> pool;
  for (int i = 1; i < n; ++i) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
}

void merge_failures(const std::vector<Check>& from, std::vector<Check>& into) {
  for (size_t k = 0; k < from.size() && k < into.size(); ++k) {
    into[k].failures.insert(into[k].failures.end(), from[k].failures.begin(),
                            from[k].failures.end());
  }
}

int proof_threads() {
  const unsigned n = std::thread::hardware_concurrency();
  return static_cast<int>(std::clamp(n, 1u, 4u));
}

}  // namespace mazeproof
