#pragma once
// Quality selection: for every maze of a batch, try candidates until one
// meets every bound of its preset and is not the same maze (up to mirror
// images and rotations) as one kept before it.
//
// Candidate seeds come from (batch seed, section, index, attempt), so the
// result depends on nothing but those: the same with 1 job or 16.

#include <cstdint>
#include <functional>
#include <vector>

#include "book/avoided_keys.h"
#include "book/preset.h"
#include "maze/maze.h"
#include "maze/metrics.h"
#include "maze/variants/variant.h"
#include "maze/variants/variant_metrics.h"
#include "maze/weave/weave.h"
#include "maze/weave/weave_metrics.h"

namespace mazebook {

struct Candidate {
  uint64_t seed = 0;
  const GeneratorInfo* generator = nullptr;
  Maze maze;
  std::vector<int32_t> route;  // cells from the entrance cell to the exit cell
  Metrics metrics;
  // A variant preset's maze: all of it (`maze` again included), its
  // solution walk, its own metrics, and "" or the fault variant_fault
  // found (such a candidate is never kept). variant.kind none otherwise.
  VariantMaze variant;
  VariantWalk walk;
  VariantMetrics variant_metrics;
  std::string variant_fault;
  // A weave preset's maze: `maze` again with its crossings, and the weave
  // metrics (its metrics and route are on the graph).
  WeaveMaze woven{};
  WeaveMetrics weave_metrics;
};

// Builds one candidate: picks a generator by weight, generates, places the
// entrance and exit as the preset says, solves and measures it.
Candidate make_candidate(const Preset& preset, uint64_t seed);

struct KeptMaze {
  int index = 0;    // place in the batch, from 0
  int attempt = 0;  // which candidate of this place was kept
  Candidate candidate;
};

struct SelectionOptions {
  int count = 1;                        // mazes to keep
  uint64_t seed = 1;                    // the batch (or book) seed
  uint64_t section = 0;                 // the book section, 0 for a batch
  int jobs = 1;                         // worker threads
  bool keep_candidate_metrics = false;  // fill Selection::candidate_metrics
  // Selection stops with an error after this long (wall clock, seconds):
  // bounds that are met too rarely must not keep a build running for hours.
  double time_limit = 600;
  // Mazes of other books of a series: a candidate with one of these keys
  // is tried on like a repeat (book/avoided_keys.h); null for none.
  const AvoidedKeys* avoid = nullptr;
  // Called after each maze is settled with (mazes settled, count), from a
  // worker thread, one call at a time.
  std::function<void(int, int)> progress;
};

struct Selection {
  std::vector<KeptMaze> mazes;
  int64_t candidates = 0;        // candidates generated and measured
  int64_t duplicates = 0;        // candidates that met the bounds but were repeats
  int64_t variant_failures = 0;  // candidates whose variant property did not hold
  // failures[b]: candidates that failed preset.bounds[b].
  std::vector<int64_t> failures;
  // Metrics of every candidate in a fixed order (when asked for).
  std::vector<Metrics> candidate_metrics;
};

// How many candidates the feasibility check tries for a grid of `cells`
// cells: enough that a bound which one candidate in five meets shows up,
// few enough that the check takes well under a second on any grid.
int feasibility_sample(int64_t cells);

// Runs the selection. First a quick feasibility check: the first
// feasibility_sample() candidates of the first place are measured, and a
// bound that none of them meets stops everything at once with Error (exit
// code 2) naming the bound and the best value seen. When some place runs
// out of tries, throws Error with exit code 1 naming each failed bound, how
// often it failed and the best value seen, e.g.
//   route_ratio >= 9.0 failed 1000 of 1000 candidates; best 4.1
// and when the time limit passes, Error (exit code 1) saying so.
Selection select_mazes(const Preset& preset, const SelectionOptions& options);

}  // namespace mazebook
