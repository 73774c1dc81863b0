#include "proof/drawings/segment_groups.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "proof/core/union_find.h"

namespace mazeproof {

namespace {

// One horizontal or vertical segment along its line: `at` is its constant
// coordinate, [from, to] its extent.
struct Run {
  double at, from, to;
  int index;
};

// Runs sharing a line (within tolerance), ordered by start.
struct Line {
  double at;
  std::vector<Run> runs;
};

std::vector<Line> lines_of(std::vector<Run> runs, double tolerance) {
  std::sort(runs.begin(), runs.end(), [](const Run& a, const Run& b) { return a.at < b.at; });
  std::vector<Line> lines;
  for (const Run& r : runs) {
    if (lines.empty() || r.at - lines.back().at > tolerance) lines.push_back({r.at, {}});
    lines.back().runs.push_back(r);
  }
  for (Line& line : lines) {
    std::sort(line.runs.begin(), line.runs.end(),
              [](const Run& a, const Run& b) { return a.from < b.from; });
  }
  return lines;
}

// Runs on one line that meet end to end (or overlap).
void join_along(const std::vector<Line>& lines, double tolerance, UnionFind& groups) {
  for (const Line& line : lines) {
    double reach = -HUGE_VAL;
    int last = -1;
    for (const Run& r : line.runs) {
      if (last >= 0 && r.from <= reach + tolerance) groups.join(last, r.index);
      if (r.to > reach || last < 0) {
        reach = std::max(reach, r.to);
        last = r.index;
      }
    }
  }
}

// Each vertical run against the horizontal lines it spans: a horizontal run
// on such a line that reaches the vertical's x touches it.
void join_across(const std::vector<Run>& verticals, const std::vector<Line>& horizontal_lines,
                 double tolerance, UnionFind& groups) {
  for (const Run& v : verticals) {
    auto line =
        std::lower_bound(horizontal_lines.begin(), horizontal_lines.end(), v.from - tolerance,
                         [](const Line& l, double y) { return l.at < y; });
    for (; line != horizontal_lines.end() && line->at <= v.to + tolerance; ++line) {
      const std::vector<Run>& runs = line->runs;
      auto after = std::upper_bound(runs.begin(), runs.end(), v.at + tolerance,
                                    [](double x, const Run& r) { return x < r.from; });
      // Runs on a line do not overlap, so only the last few starting at or
      // before x can reach it; a miss here is caught by grouping by distance.
      for (int back = 0; back < 4 && after != runs.begin(); ++back) {
        --after;
        if (after->to + tolerance >= v.at) groups.join(after->index, v.index);
      }
    }
  }
}

// Joins segments whose ends lie within `tolerance` of each other: each end
// goes into a hash cell `tolerance` wide, and is compared with the ends in
// its cell and the eight around it.
void join_ends(const std::vector<Segment>& segments, double tolerance, UnionFind& groups) {
  constexpr double kFarAway = 1e9;  // points
  const auto key = [](int64_t cx, int64_t cy) {
    return static_cast<uint64_t>(cx) * 0x9E3779B97F4A7C15ull ^ static_cast<uint64_t>(cy);
  };
  const auto cell_of = [tolerance](double v) {
    return static_cast<int64_t>(std::floor(v / tolerance));
  };
  std::unordered_map<uint64_t, std::vector<std::pair<Point, int>>> cells;
  cells.reserve(segments.size() * 2);
  for (size_t i = 0; i < segments.size(); ++i) {
    for (const Point& p : {segments[i].a, segments[i].b}) {
      // Far beyond any page: no wall of a drawing, and no hash cell.
      if (!(std::abs(p.x) < kFarAway && std::abs(p.y) < kFarAway)) continue;
      const int64_t cx = cell_of(p.x);
      const int64_t cy = cell_of(p.y);
      for (int64_t dx = -1; dx <= 1; ++dx) {
        for (int64_t dy = -1; dy <= 1; ++dy) {
          const auto found = cells.find(key(cx + dx, cy + dy));
          if (found == cells.end()) continue;
          for (const auto& [q, j] : found->second) {
            if (std::abs(p.x - q.x) <= tolerance && std::abs(p.y - q.y) <= tolerance) {
              groups.join(static_cast<int>(i), j);
            }
          }
        }
      }
      cells[key(cx, cy)].push_back({p, static_cast<int>(i)});
    }
  }
}

}  // namespace

std::vector<int> touching_groups(const std::vector<Segment>& segments, double tolerance) {
  const int n = static_cast<int>(segments.size());
  std::vector<Run> horizontal, vertical;
  for (int i = 0; i < n; ++i) {
    const Segment& s = segments[static_cast<size_t>(i)];
    if (s.curve) continue;
    if (std::abs(s.a.y - s.b.y) <= tolerance) {
      horizontal.push_back(
          {(s.a.y + s.b.y) / 2, std::min(s.a.x, s.b.x), std::max(s.a.x, s.b.x), i});
    } else if (std::abs(s.a.x - s.b.x) <= tolerance) {
      vertical.push_back({(s.a.x + s.b.x) / 2, std::min(s.a.y, s.b.y), std::max(s.a.y, s.b.y), i});
    }
  }
  UnionFind groups(n);
  // Only slanted or curved walls (a shaped maze's) need their ends hashed:
  // a rectangle's runs all touch along their lines below.
  if (horizontal.size() + vertical.size() < segments.size()) join_ends(segments, tolerance, groups);
  const std::vector<Line> horizontal_lines = lines_of(horizontal, tolerance);
  join_along(horizontal_lines, tolerance, groups);
  join_along(lines_of(vertical, tolerance), tolerance, groups);
  join_across(vertical, horizontal_lines, tolerance, groups);

  std::vector<int> number(static_cast<size_t>(n), -1), out(static_cast<size_t>(n));
  int next = 0;
  for (int i = 0; i < n; ++i) {
    int& root = number[static_cast<size_t>(groups.find(i))];
    if (root < 0) root = next++;
    out[static_cast<size_t>(i)] = root;
  }
  return out;
}

}  // namespace mazeproof
