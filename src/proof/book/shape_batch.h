#pragma once
// The drawings of a book proved ahead of the report, on
// every core: each maze page's drawing and each solution drawing is proved
// on its own (shape_mazes.h) into checks of its own, and book_mazes.cc
// takes the results in the order it would have proved them one by one, so
// the report is the same bytes whatever the number of threads.

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "proof/book/shape_mazes.h"
#include "proof/core/check.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/model/manifest.h"

namespace mazeproof {

struct ShapeTask {
  // What to prove.
  const ManifestMaze* maze = nullptr;
  const MazeDrawing* drawing = nullptr;
  const PageDrawing* items = nullptr;  // the page it is drawn on
  std::string at;                      // the start of every failure line
  bool solution = false;               // a solution drawing, else the maze page's
  MazeResult result;                   // as the caller would pass it in
  // What the proof left: failures by check (book_checks.h), the result and
  // what goes on to the closed world and the renderer's eyes.
  bool done = false;  // false when the proof stopped on an Error: prove it again in order
  std::vector<Check> checks;
  ShapeOutcome outcome;
};

// The tasks of a book: each placed shaped maze's page with one
// drawing, and each solution whose slot has a drawing, in the order
// book_mazes.cc proves them. `page` finds a page's drawings (null when it
// cannot: the proof in order reports why); `where` starts a maze's lines.
std::vector<ShapeTask> shape_tasks(
    const Manifest& manifest, const std::vector<bool>& placed,
    const std::map<int, std::map<int, size_t>>& solution_slots,
    const std::function<const PageMazes*(int)>& page,
    const std::function<std::string(int, const ManifestMaze&)>& where);

// Proves every task, on up to `threads` threads. Never throws: a task whose
// proof threw stays not done.
void run_shape_tasks(std::vector<ShapeTask>& tasks, int threads);

// Appends each check's failures in `from` to the same check in `into`.
void merge_failures(const std::vector<Check>& from, std::vector<Check>& into);

// Threads for the proofs: the machine's, at most four.
int proof_threads();

}  // namespace mazeproof
