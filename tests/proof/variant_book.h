#pragma once
// A version-2 book of one puzzle-variant maze, made by the tests alone
// (hand-written content streams, test_pdf.h), drawn by DRAWING_RULES.md
// "Puzzle variants": a perfect 6 x 6 maze of the tests' own, its marks in
// their slots (keys as discs, doors as squares, arrows as triangles, each
// letter white text through a font with a /ToUnicode map), entrance letters
// beside their openings and, on the solution page, the solution's steps and
// the dead entrances struck through; book.json lists the variant. Options
// spoil one thing at a time, as an attacker editing the page would.

#include <algorithm>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "test_book.h"  // wall_runs
#include "test_pdf.h"
#include "test_run.h"  // slurp

namespace mazeproof_test {

constexpr int kVariantSide = 6;                                             // columns and rows
constexpr double kVariantLeft = 108, kVariantTop = 170, kVariantCell = 36;  // maze page
constexpr double kVariantSolutionLeft = 126, kVariantSolutionTop = 170,
                 kVariantSolutionCell = 30;  // solution page

// A rect maze by cells: bit s of open[c] set when side s (0 top, 1 right,
// 2 bottom, 3 left) leads on.
struct TestGrid {
  std::vector<int> open = std::vector<int>(kVariantSide * kVariantSide, 0);
  static int neighbour(int cell, int side) {
    const int x = cell % kVariantSide, y = cell / kVariantSide;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    const int nx = x + dx[side], ny = y + dy[side];
    if (nx < 0 || ny < 0 || nx >= kVariantSide || ny >= kVariantSide) return -1;
    return ny * kVariantSide + nx;
  }
  static int side_towards(int a, int b) {
    for (int s = 0; s < 4; ++s) {
      if (neighbour(a, s) == b) return s;
    }
    return -1;
  }
  void set(int a, int b, bool on) {
    const int s = side_towards(a, b), t = side_towards(b, a);
    open[a] = on ? open[a] | (1 << s) : open[a] & ~(1 << s);
    open[b] = on ? open[b] | (1 << t) : open[b] & ~(1 << t);
  }
  // The cells from a to b (breadth first), empty when not joined.
  std::vector<int> path(int a, int b) const {
    std::vector<int> parent(open.size(), -2);
    std::deque<int> queue{a};
    parent[a] = -1;
    while (!queue.empty()) {
      const int c = queue.front();
      queue.pop_front();
      for (int s = 0; s < 4; ++s) {
        const int n = neighbour(c, s);
        if ((open[c] >> s & 1) == 0 || n < 0 || parent[n] != -2) continue;
        parent[n] = c;
        queue.push_back(n);
      }
    }
    std::vector<int> out;
    if (parent[b] == -2) return out;
    for (int c = b; c != -1; c = parent[c]) out.push_back(c);
    std::reverse(out.begin(), out.end());
    return out;
  }
};

// A perfect maze: depth first from cell 0 with the tests' own LCG.
inline TestGrid perfect_grid(uint32_t seed) {
  TestGrid g;
  std::vector<bool> seen(g.open.size(), false);
  std::vector<int> stack{0};
  seen[0] = true;
  while (!stack.empty()) {
    const int c = stack.back();
    std::vector<int> next;
    for (int s = 0; s < 4; ++s) {
      const int n = TestGrid::neighbour(c, s);
      if (n >= 0 && !seen[n]) next.push_back(n);
    }
    if (next.empty()) {
      stack.pop_back();
      continue;
    }
    seed = seed * 1664525u + 1013904223u;
    const int n = next[(seed >> 16) % next.size()];
    g.set(c, n, true);
    seen[n] = true;
    stack.push_back(n);
  }
  return g;
}

struct Opening {
  int cell = 0;
  int side = 0;
};

// What a variant page shows.
struct VariantDrawing {
  TestGrid grid;
  std::vector<Opening> openings;  // outer walls not drawn
  std::vector<std::pair<char, Opening>> entrance_letters;
  std::vector<char> struck;                       // solution page: letters struck through
  std::vector<std::pair<int, char>> keys;         // cell, letter
  std::vector<std::tuple<int, int, char>> doors;  // a < b, letter
  std::vector<std::pair<int, int>> arrows;        // from, to
  std::vector<int> walk;                          // solution: cells
  double key_shift = 0;  // keys drawn this many cells right of their cells' centres
  Opening start, exit;
};

// The picture of a drawing's walls and openings, for wall_runs.
inline std::vector<std::string> variant_picture(const VariantDrawing& d) {
  const int n = kVariantSide;
  std::vector<std::string> p(2 * n + 1, std::string(2 * n + 1, '#'));
  for (int c = 0; c < n * n; ++c) {
    const int x = c % n, y = c / n;
    p[2 * y + 1][2 * x + 1] = '.';
    if (d.grid.open[c] & 2) p[2 * y + 1][2 * x + 2] = '.';
    if (d.grid.open[c] & 4) p[2 * y + 2][2 * x + 1] = '.';
  }
  for (const Opening& o : d.openings) {
    const int x = o.cell % n, y = o.cell / n;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    p[2 * y + 1 + dy[o.side]][2 * x + 1 + dx[o.side]] = '.';
  }
  return p;
}

// Where a cell's centre is drawn, y downward.
inline std::pair<double, double> centre_of(int cell, double left, double top, double unit) {
  return {left + (cell % kVariantSide + 0.5) * unit, top + (cell / kVariantSide + 0.5) * unit};
}

inline std::string letter_at(double cx, double cy, double size, char c) {
  // The test font's line box: 0.5 em wide, from the baseline to 0.7 em up.
  return text_at(cx - 0.25 * size, cy + 0.35 * size, size, std::string(1, c));
}

inline std::string disc(double cx, double cy, double r) {
  const double k = 0.5523 * r;
  return num(cx + r) + " " + num(cy) + " m " + num(cx + r) + " " + num(cy + k) + " " + num(cx + k) +
         " " + num(cy + r) + " " + num(cx) + " " + num(cy + r) + " c " + num(cx - k) + " " +
         num(cy + r) + " " + num(cx - r) + " " + num(cy + k) + " " + num(cx - r) + " " + num(cy) +
         " c " + num(cx - r) + " " + num(cy - k) + " " + num(cx - k) + " " + num(cy - r) + " " +
         num(cx) + " " + num(cy - r) + " c " + num(cx + k) + " " + num(cy - r) + " " + num(cx + r) +
         " " + num(cy - k) + " " + num(cx + r) + " " + num(cy) + " c h f\n";
}

// Every mark of `d` (and its letters), drawn at (left, top) with `unit`.
inline std::string variant_marks(const VariantDrawing& d, double left, double top, double unit) {
  std::string out = "0.45 0.45 0.45 rg\n";
  std::string letters = "1 1 1 rg\n";
  const double size = std::max(7.0, 0.3 * unit);
  for (const auto& [cell, letter] : d.keys) {
    const auto [x, cy] = centre_of(cell, left, top, unit);
    const double cx = x + d.key_shift * unit;
    out += disc(cx, cy, 0.28 * unit);
    letters += letter_at(cx, cy, size, letter);
  }
  for (const auto& [a, b, letter] : d.doors) {
    const auto [ax, ay] = centre_of(a, left, top, unit);
    const auto [bx, by] = centre_of(b, left, top, unit);
    const double cx = (ax + bx) / 2, cy = (ay + by) / 2, h = 0.22 * unit;
    out += num(cx - h) + " " + num(cy - h) + " " + num(2 * h) + " " + num(2 * h) + " re f\n";
    letters += letter_at(cx, cy, size, letter);
  }
  for (const auto& [from, to] : d.arrows) {
    const auto [ax, ay] = centre_of(from, left, top, unit);
    const auto [bx, by] = centre_of(to, left, top, unit);
    const double mx = (ax + bx) / 2, my = (ay + by) / 2;
    const double ux = (bx - ax) / unit, uy = (by - ay) / unit;  // unit step towards `to`
    const double w = 0.2 * unit;
    out += num(mx - uy * w) + " " + num(my + ux * w) + " m " + num(mx + uy * w) + " " +
           num(my - ux * w) + " l " + num(mx + ux * 0.22 * unit) + " " +
           num(my + uy * 0.22 * unit) + " l h f\n";
  }
  return out + letters;
}

// Entrance letters beyond where the route ends, half a cell outside the
// wall (and their bars).
inline std::string entrance_letters(const VariantDrawing& d, double left, double top, double unit,
                                    bool solution) {
  std::string out = "0 0 0 rg\n";
  std::string bars = "0.45 0.45 0.45 rg\n";
  const double size = 14;
  for (const auto& [letter, o] : d.entrance_letters) {
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    auto [cx, cy] = centre_of(o.cell, left, top, unit);
    cx += dx[o.side] * (unit + 10);
    cy += dy[o.side] * (unit + 10);
    out += letter_at(cx, cy, size, letter);
    if (solution && std::count(d.struck.begin(), d.struck.end(), letter) != 0) {
      const double x = cx - 0.25 * size;  // the line box's left; cy is its middle
      bars += num(x - 1) + " " + num(cy - 0.08 * size) + " " + num(0.5 * size + 2) + " " +
              num(0.16 * size) + " re f\n";
    }
  }
  return out + bars;
}

inline std::string variant_route(const VariantDrawing& d, double left, double top, double unit) {
  static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
  const auto outside = [&](const Opening& o) {
    const auto [cx, cy] = centre_of(o.cell, left, top, unit);
    return std::make_pair(cx + dx[o.side] * unit, cy + dy[o.side] * unit);
  };
  std::set<std::pair<int, int>> drawn;
  std::string out = "0.55 0.55 0.55 RG 1 w 2 J\n";
  const auto step = [&](std::pair<double, double> a, std::pair<double, double> b) {
    out += num(a.first) + " " + num(a.second) + " m " + num(b.first) + " " + num(b.second) + " l ";
  };
  step(outside(d.start), centre_of(d.walk.front(), left, top, unit));
  for (size_t i = 0; i + 1 < d.walk.size(); ++i) {
    const int a = std::min(d.walk[i], d.walk[i + 1]), b = std::max(d.walk[i], d.walk[i + 1]);
    if (!drawn.insert({a, b}).second) continue;  // a way back is drawn once
    step(centre_of(a, left, top, unit), centre_of(b, left, top, unit));
  }
  step(centre_of(d.walk.back(), left, top, unit), outside(d.exit));
  return out + "S\n";
}

inline std::string variant_walls(const VariantDrawing& d, double left, double top, double unit,
                                 double wall) {
  std::string out = "q 0 0 0 RG " + num(wall) + " w 2 J\n";
  for (const std::string& run : wall_runs(variant_picture(d), left, top, unit)) out += run;
  return out + "Q\n";
}

struct VariantBook {
  VariantDrawing maze;      // the maze page
  VariantDrawing solution;  // the solution page
  nlohmann::json record;    // the variant's fields of book.json
  PdfOptions pdf;
};

// Writes dir/interior.pdf, cover.pdf and book.json for `b` (24 pages, maze
// on page 2, solution on page 3).
inline void write_variant_book(const std::string& dir, const VariantBook& b) {
  std::filesystem::create_directories(dir);
  // The frame: a plain book of the tests, its maze pages replaced below.
  BookOptions plain;
  plain.pdf = b.pdf;
  make_test_book(dir, plain);
  std::vector<TestPage> pages(24);
  for (int i = 0; i < 24; ++i)
    pages[static_cast<size_t>(i)].content =
        "0 0 0 rg " + text_at(216, 608, 10, std::to_string(i + 1));
  pages[0].content += text_at(100, 200, 24, "A Maze Book");
  const VariantDrawing& m = b.maze;
  pages[1].content += variant_marks(m, kVariantLeft, kVariantTop, kVariantCell) +
                      variant_walls(m, kVariantLeft, kVariantTop, kVariantCell, 2) +
                      entrance_letters(m, kVariantLeft, kVariantTop, kVariantCell, false) +
                      "0 0 0 rg " + text_at(108, 110, 14, "Maze 1");
  const VariantDrawing& s = b.solution;
  pages[2].content +=
      variant_marks(s, kVariantSolutionLeft, kVariantSolutionTop, kVariantSolutionCell) +
      variant_route(s, kVariantSolutionLeft, kVariantSolutionTop, kVariantSolutionCell) +
      variant_walls(s, kVariantSolutionLeft, kVariantSolutionTop, kVariantSolutionCell, 1) +
      entrance_letters(s, kVariantSolutionLeft, kVariantSolutionTop, kVariantSolutionCell, true) +
      "0 0 0 rg " + text_at(100, 110, 9, "Solutions");
  write_pdf(dir + "/interior.pdf", pages, b.pdf);

  nlohmann::json manifest = nlohmann::json::parse(slurp(dir + "/book.json"));
  manifest["version"] = 2;
  nlohmann::json maze = {
      {"id", "v-1"}, {"number", 1}, {"page", 2}, {"solution_page", 3}, {"solution_slot", 0}};
  maze["grid"] = {{"kind", "rect"}, {"columns", kVariantSide}, {"rows", kVariantSide}};
  maze["cells"] = kVariantSide * kVariantSide;
  const auto place = [](double left, double top, double unit, double wall) {
    return nlohmann::json{{"origin_pt", {left, 648 - top}}, {"unit_pt", unit}, {"wall_pt", wall}};
  };
  maze["placement"] = place(kVariantLeft, kVariantTop, kVariantCell, 2);
  maze["solution_placement"] =
      place(kVariantSolutionLeft, kVariantSolutionTop, kVariantSolutionCell, 1);
  for (auto it = b.record.begin(); it != b.record.end(); ++it) maze[it.key()] = it.value();
  manifest["mazes"] = nlohmann::json::array({maze});
  std::ofstream(dir + "/book.json") << manifest.dump(1);
}

inline nlohmann::json passages_json(const TestGrid& g) {
  nlohmann::json out = nlohmann::json::array();
  for (int c = 0; c < kVariantSide * kVariantSide; ++c) {
    for (int s : {1, 2}) {
      if (g.open[c] >> s & 1) out.push_back({c, TestGrid::neighbour(c, s)});
    }
  }
  return out;
}

inline nlohmann::json opening_json(const Opening& o) {
  return {{"cell", o.cell}, {"side", o.side}};
}

// The plain frame of every variant: the maze of seed 1, entered on top of
// cell 0 and left below the last cell.
inline VariantBook plain_variant() {
  VariantBook b;
  b.pdf.to_unicode = true;
  VariantDrawing& d = b.maze;
  d.grid = perfect_grid(1);
  d.start = {0, 0};
  d.exit = {kVariantSide * kVariantSide - 1, 2};
  d.openings = {d.start, d.exit};
  d.walk = d.grid.path(d.start.cell, d.exit.cell);
  b.record["passages"] = passages_json(d.grid);
  b.record["entrance"] = opening_json(d.start);
  b.record["exit"] = opening_json(d.exit);
  return b;
}

}  // namespace mazeproof_test
