#include "book/selection.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <mutex>
#include <thread>
#include <unordered_set>
#include <utility>

#include "base/error.h"
#include "maze/random.h"
#include "maze/solver.h"
#include "maze/symmetry.h"
#include "maze/variants/variant_check.h"
#include "maze/variants/variant_generators.h"
#include "maze/weave/weave_generators.h"

namespace mazebook {

namespace {

// What trying candidates for one place found.
struct PlaceResult {
  bool found = false;
  int attempt = 0;  // the kept attempt, or the last one tried
  Candidate kept;
  int64_t tried = 0;
  std::vector<int64_t> failures;  // per bound
  int64_t variant_failures = 0;   // candidates whose variant property did not hold
  std::vector<double> best;       // per bound: the value closest to passing
  std::vector<Metrics> metrics;   // every candidate's, when asked for
};

// A candidate's metrics, its variant's and its weave's.
struct CandidateMetrics {
  Metrics metrics;
  VariantMetrics variant;
  WeaveMetrics weave;
};

double metric_of(const CandidateMetrics& m, const std::string& name) {
  double value = 0;
  if (!metric_value(m.metrics, name, value) && !weave_metric_value(m.weave, name, value)) {
    variant_metric_value(m.variant, name, value);
  }
  return value;
}

// Tries attempts from `first` on until one meets every bound or the
// preset's tries run out; adds to `result`.
void try_place(const Preset& preset, const SelectionOptions& options, int index, int first,
               PlaceResult& result) {
  const size_t nb = preset.bounds.size();
  if (result.failures.empty()) {
    result.failures.assign(nb, 0);
    result.best.assign(nb, std::numeric_limits<double>::quiet_NaN());
  }
  for (int attempt = first; attempt < preset.tries_per_maze; ++attempt) {
    const uint64_t seed = derive_seed(options.seed, options.section, static_cast<uint64_t>(index),
                                      static_cast<uint64_t>(attempt));
    Candidate candidate = make_candidate(preset, seed);
    ++result.tried;
    result.attempt = attempt;
    if (options.keep_candidate_metrics) result.metrics.push_back(candidate.metrics);
    bool passes = true;
    if (!candidate.variant_fault.empty()) {
      passes = false;
      ++result.variant_failures;
    }
    for (size_t b = 0; b < nb; ++b) {
      const Bound& bound = preset.bounds[b];
      const double value = metric_of(
          {candidate.metrics, candidate.variant_metrics, candidate.weave_metrics}, bound.metric);
      if (bound.holds(value)) continue;
      passes = false;
      ++result.failures[b];
      double& best = result.best[b];
      // The best failing value is the one nearest the bound it failed.
      const bool too_low = bound.min && value < *bound.min;
      if (std::isnan(best) || (too_low ? value > best : value < best)) best = value;
    }
    if (passes) {
      result.found = true;
      result.kept = std::move(candidate);
      return;
    }
  }
  result.found = false;
}

std::string format_value(const std::string& metric, double value) {
  const bool integer = integer_metric(metric);
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, integer ? "%.0f" : "%.2f", value);
  return buffer;
}

[[noreturn]] void fail_place(const Preset& preset, int index, const PlaceResult& result,
                             int64_t duplicates, int64_t taken) {
  std::vector<size_t> order(preset.bounds.size());
  for (size_t b = 0; b < order.size(); ++b) order[b] = b;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return result.failures[a] > result.failures[b]; });
  std::string reasons;
  for (size_t b : order) {
    if (result.failures[b] == 0) continue;
    if (!reasons.empty()) reasons += "; ";
    reasons += describe_bound(preset.bounds[b]) + " failed " + std::to_string(result.failures[b]) +
               " of " + std::to_string(result.tried) + " candidates; best " +
               format_value(preset.bounds[b].metric, result.best[b]);
  }
  if (result.variant_failures > 0) {
    if (!reasons.empty()) reasons += "; ";
    reasons += std::to_string(result.variant_failures) + " candidates broke the variant's property";
  }
  if (duplicates > 0) {
    if (!reasons.empty()) reasons += "; ";
    reasons += std::to_string(duplicates) + " candidates repeated a kept maze";
  }
  if (taken > 0) {
    if (!reasons.empty()) reasons += "; ";
    reasons += std::to_string(taken) + " candidates were mazes of another book of the series";
  }
  throw Error(preset.source + ": maze " + std::to_string(index + 1) + ": no candidate of " +
                  std::to_string(preset.tries_per_maze) + " (tries_per_maze) was kept: " + reasons,
              kExitFailed);
}

}  // namespace

Candidate make_candidate(const Preset& preset, uint64_t seed) {
  Random random(seed);
  double total = 0;
  for (const WeightedGenerator& g : preset.generators) total += g.weight;
  const GeneratorInfo* chosen = preset.generators.back().generator;
  double pick = random.unit() * total;
  for (const WeightedGenerator& g : preset.generators) {
    if (pick < g.weight) {
      chosen = g.generator;
      break;
    }
    pick -= g.weight;
  }
  Candidate candidate;
  candidate.seed = seed;
  candidate.generator = chosen;
  const auto place = [&preset](Maze& maze) {
    if (preset.placement == Placement::farthest) {
      place_farthest(maze, preset.min_opening_distance, preset.opening_sides);
    } else if (preset.placement == Placement::centre) {
      place_centre(maze);
    }
  };
  if (preset.variant.kind != VariantKind::none) {
    candidate.variant = generate_variant(preset.variant, *chosen, preset.grid, random, place);
    candidate.maze = candidate.variant.maze;
    candidate.route = solve(candidate.maze);
    VariantMeasure measured = measure_variant(candidate.variant);
    candidate.metrics = measured.metrics;
    candidate.walk = std::move(measured.walk);
    candidate.variant_metrics = measured.extra;
    candidate.variant_fault = variant_fault(candidate.variant);
    return candidate;
  }
  if (preset.weave > 0) {
    // Weave presets keep the corners placement: nothing to place.
    candidate.woven =
        find_weave_generator(chosen->name)->generate(preset.grid, preset.weave, random);
    candidate.maze = candidate.woven.maze;
    WeaveMeasure measured = measure_weave(candidate.woven);
    candidate.route = std::move(measured.route);
    candidate.metrics = measured.metrics;
    candidate.weave_metrics = measured.extra;
    return candidate;
  }
  candidate.maze = chosen->generate(preset.grid, random);
  place(candidate.maze);
  candidate.route = solve(candidate.maze);
  candidate.metrics = measure(candidate.maze, candidate.route);
  return candidate;
}

int feasibility_sample(int64_t cells) {
  constexpr int64_t kSampleCells = 200000;  // cells measured in all, at most about
  return static_cast<int>(std::clamp<int64_t>(kSampleCells / std::max<int64_t>(cells, 1), 16, 64));
}

namespace {

// Refuses bounds that no candidate of a first sample meets, with exit code
// 2: they are as good as impossible, and trying on would only take long.
void check_feasible(const Preset& preset, const SelectionOptions& options) {
  if (preset.bounds.empty()) return;
  const int sample = std::min(preset.tries_per_maze, feasibility_sample(preset.grid->cells()));
  std::vector<CandidateMetrics> metrics(static_cast<size_t>(sample));
  std::atomic<int> next{0};
  const auto work = [&] {
    for (int attempt = next++; attempt < sample; attempt = next++) {
      const uint64_t seed =
          derive_seed(options.seed, options.section, 0, static_cast<uint64_t>(attempt));
      const Candidate candidate = make_candidate(preset, seed);
      metrics[static_cast<size_t>(attempt)] = {candidate.metrics, candidate.variant_metrics,
                                               candidate.weave_metrics};
    }
  };
  std::vector<std::thread> threads;
  for (int j = 1; j < std::min(options.jobs, sample); ++j) threads.emplace_back(work);
  work();
  for (std::thread& t : threads) t.join();
  for (const Bound& bound : preset.bounds) {
    bool met = false;
    double best = std::numeric_limits<double>::quiet_NaN();
    for (const CandidateMetrics& m : metrics) {
      const double value = metric_of(m, bound.metric);
      met = met || bound.holds(value);
      const bool too_low = bound.min && value < *bound.min;
      if (std::isnan(best) || (too_low ? value > best : value < best)) best = value;
    }
    if (met) continue;
    throw Error(preset.source + ": bounds." + bound.metric + ": no maze of a first " +
                std::to_string(sample) + " met " + describe_bound(bound) + " (best " +
                format_value(bound.metric, best) + "); loosen the bound");
  }
}

}  // namespace

Selection select_mazes(const Preset& preset, const SelectionOptions& options) {
  const int count = options.count;
  check_feasible(preset, options);
  const auto started = std::chrono::steady_clock::now();
  std::atomic<bool> timed_out{false};
  const auto out_of_time = [&] {
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() >
        options.time_limit) {
      timed_out = true;
    }
    return timed_out.load();
  };
  std::vector<PlaceResult> places(static_cast<size_t>(count));

  // Phase 1, in parallel: each place's first candidate that meets the
  // bounds. A place that runs out of tries stops the others past it; all
  // places before it still finish, so the failure reported is always the
  // lowest place that fails, whatever the thread count.
  std::atomic<int> next{0};
  std::atomic<int> lowest_failure{count};
  std::atomic<int> settled{0};
  std::mutex progress_mutex;
  const auto work = [&] {
    for (int index = next++; index < count; index = next++) {
      if (index > lowest_failure.load() || out_of_time()) continue;
      PlaceResult& place = places[static_cast<size_t>(index)];
      try_place(preset, options, index, 0, place);
      if (!place.found) {
        int seen = lowest_failure.load();
        while (index < seen && !lowest_failure.compare_exchange_weak(seen, index)) {
        }
      }
      const int done = ++settled;
      if (options.progress) {
        std::lock_guard<std::mutex> lock(progress_mutex);
        options.progress(std::min(done, count), count);
      }
    }
  };
  const int jobs = std::max(1, std::min(options.jobs, count));
  std::vector<std::thread> threads;
  for (int j = 1; j < jobs; ++j) threads.emplace_back(work);
  work();
  for (std::thread& t : threads) t.join();

  if (timed_out) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.0f", options.time_limit);
    throw Error(preset.source + ": selection stopped after " + seconds + " s with " +
                    std::to_string(settled.load()) + " of " + std::to_string(count) +
                    " mazes settled; its bounds are met too rarely on this grid: loosen them",
                kExitFailed);
  }

  // Phase 2, in order: drop repeats of mazes kept earlier and try on.
  Selection selection;
  selection.failures.assign(preset.bounds.size(), 0);
  std::unordered_set<std::string> kept_keys;
  for (int index = 0; index < count; ++index) {
    PlaceResult& place = places[static_cast<size_t>(index)];
    int64_t duplicates = 0;
    int64_t taken = 0;
    while (place.found) {
      // A weave maze's crossings are part of it: the same walls crossed
      // elsewhere are another maze.
      const std::vector<Crossing>& crossings = place.kept.woven.crossings;
      if (options.avoid && options.avoid->avoid(place.kept.maze, crossings)) {
        ++taken;
      } else if (kept_keys.insert(canonical_key(place.kept.maze, crossings)).second) {
        break;
      } else {
        ++duplicates;
      }
      try_place(preset, options, index, place.attempt + 1, place);
    }
    selection.candidates += place.tried;
    selection.duplicates += duplicates + taken;
    selection.variant_failures += place.variant_failures;
    for (size_t b = 0; b < preset.bounds.size(); ++b) selection.failures[b] += place.failures[b];
    if (!place.found) fail_place(preset, index, place, duplicates, taken);
    if (options.keep_candidate_metrics) {
      selection.candidate_metrics.insert(selection.candidate_metrics.end(), place.metrics.begin(),
                                         place.metrics.end());
    }
    selection.mazes.push_back({index, place.attempt, std::move(place.kept)});
  }
  return selection;
}

}  // namespace mazebook
