#pragma once
// A small book made by the tests alone: a 3 x 3 maze drawn by hand-written
// wall runs, its solution route, front matter and page numbers, a cover
// sized by the KDP formula and a manifest, all to the drawing rules. Options
// spoil one thing at a time.

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "test_pdf.h"

namespace mazeproof_test {

// A perfect 3 x 3 maze: entrance on top of (0,0), exit below (2,2); route
// (0,0) (1,0) (2,0) (2,1) (2,2), 4 steps, no forks.
inline const std::vector<std::string> kMaze3 = {
    "#.#####",  //
    "#.....#",  //
    "#.###.#",  //
    "#...#.#",  //
    "###.#.#",  //
    "#...#.#",  //
    "#####.#",
};

// One "x0 y0 m x1 y1 l S" stroke per wall run of a picture drawn with its
// top-left corner at (left, top), y downward, cells `cell` points wide.
// Horizontal runs first, top to bottom, then vertical ones, left to right.
inline std::vector<std::string> wall_runs(const std::vector<std::string>& p, double left,
                                          double top, double cell) {
  std::vector<std::string> runs;
  const int rows = static_cast<int>(p.size() / 2), columns = static_cast<int>(p[0].size() / 2);
  auto stroke = [&](double x0, double y0, double x1, double y1) {
    runs.push_back(num(left + x0 * cell) + " " + num(top + y0 * cell) + " m " +
                   num(left + x1 * cell) + " " + num(top + y1 * cell) + " l S\n");
  };
  for (int j = 0; j <= rows; ++j) {
    for (int x = 0; x < columns;) {
      if (p[2 * j][2 * x + 1] != '#') {
        ++x;
        continue;
      }
      int end = x;
      while (end < columns && p[2 * j][2 * end + 1] == '#') ++end;
      stroke(x, j, end, j);
      x = end;
    }
  }
  for (int i = 0; i <= columns; ++i) {
    for (int y = 0; y < rows;) {
      if (p[2 * y + 1][2 * i] != '#') {
        ++y;
        continue;
      }
      int end = y;
      while (end < rows && p[2 * end + 1][2 * i] == '#') ++end;
      stroke(i, y, i, end);
      y = end;
    }
  }
  return runs;
}

// The route of kMaze3 as one path's pieces, in cell units (centres at
// x + 0.5), from half a cell above the entrance to half a cell below the exit.
inline std::vector<std::pair<double, double>> maze3_route() {
  return {{0.5, -0.5}, {0.5, 0.5}, {2.5, 0.5}, {2.5, 2.5}, {2.5, 3.5}};
}

inline std::string route_path(const std::vector<std::pair<double, double>>& points, double left,
                              double top, double cell) {
  std::string out = "0.55 0.55 0.55 RG 1 w ";
  for (size_t i = 0; i < points.size(); ++i) {
    out += num(left + points[i].first * cell) + " " + num(top + points[i].second * cell) +
           (i == 0 ? " m " : " l ");
  }
  return out + "S\n";
}

struct BookOptions {
  int pages = 24;        // interior pages
  int cover_pages = -1;  // the cover is sized for this many pages (-1: pages)
  int odd_page = -1;     // this 1-based page is 5 x 8 in instead of 6 x 9
  std::function<void(std::vector<std::string>&)> edit_walls;  // the maze page's wall runs
  std::function<void(std::vector<std::pair<double, double>>&)> edit_route;
  std::function<void(nlohmann::json&)> edit_manifest;
  std::map<int, std::string> extra;  // drawn on these 1-based pages
  std::set<int> blank;               // these 1-based pages draw nothing at all
  int annotated_page = -1;           // this 1-based page carries an annotation
  std::string cover_extra;           // drawn on the cover, y downward
  PdfOptions pdf;
};

constexpr double kMazeLeft = 144, kMazeTop = 150, kMazeCell = 36;              // maze page
constexpr double kSolutionLeft = 100, kSolutionTop = 120, kSolutionCell = 18;  // solution page

inline void make_test_book(const std::string& dir, const BookOptions& o = {}) {
  std::filesystem::create_directories(dir);
  std::vector<TestPage> pages(static_cast<size_t>(o.pages));
  for (int i = 0; i < o.pages; ++i) {
    TestPage& p = pages[static_cast<size_t>(i)];
    if (i + 1 == o.odd_page) {
      p.width = 360;
      p.height = 576;
    }
    p.content = "0 0 0 rg " + text_at(p.width / 2, p.height - 40, 10, std::to_string(i + 1));
    if (o.extra.count(i + 1) != 0) p.content += o.extra.at(i + 1);
    if (o.blank.count(i + 1) != 0) p.content.clear();
    p.annotation = i + 1 == o.annotated_page;
  }
  pages[0].content += text_at(100, 200, 24, "A Maze Book");
  std::vector<std::string> walls = wall_runs(kMaze3, kMazeLeft, kMazeTop, kMazeCell);
  if (o.edit_walls) o.edit_walls(walls);
  std::string maze = "q 0 0 0 RG 2 w 2 J\n";
  for (const std::string& run : walls) maze += run;
  pages[1].content +=
      maze + "Q\n" + text_at(144, 120, 14, "Maze 1") + text_at(120, 140, 8, "START");
  std::vector<std::pair<double, double>> route = maze3_route();
  if (o.edit_route) o.edit_route(route);
  std::string solution =
      "q 2 J " + route_path(route, kSolutionLeft, kSolutionTop, kSolutionCell) + "0 0 0 RG 1 w\n";
  for (const std::string& run : wall_runs(kMaze3, kSolutionLeft, kSolutionTop, kSolutionCell))
    solution += run;
  pages[2].content += solution + "Q\n" + text_at(100, 100, 9, "Maze 1, page 2");
  write_pdf(dir + "/interior.pdf", pages, o.pdf);

  // Cover: 0.125 + 6 + spine + 6 + 0.125 by 9.25 in.
  const int cover_pages = o.cover_pages < 0 ? o.pages : o.cover_pages;
  const double spine = cover_pages * 0.002252;
  const double width_in = 12.25 + spine, height_in = 9.25;
  TestPage cover;
  cover.width = width_in * 72;
  cover.height = height_in * 72;
  const double fold = 6.125 * 72;
  // Barcode box: 2 x 1.2 in, 0.25 in from the fold and the bottom trim.
  const double bx = fold - 18 - 144, by_top = cover.height - 27 - 86.4;
  cover.content = "0.8 0.9 1 rg 0 0 " + num(cover.width) + " " + num(cover.height) +
                  " re f\n1 1 1 rg " + num(bx) + " " + num(by_top) + " 144 86.4 re f\n0 0 0 rg " +
                  text_at(fold + 72, 200, 30, "Mazes") + o.cover_extra;
  write_pdf(dir + "/cover.pdf", {cover}, o.pdf);

  nlohmann::json picture = kMaze3;
  nlohmann::json m = {
      {"format", "mazebook-manifest"},
      {"version", 1},
      {"spec",
       {{"title", "T"}, {"author", "A"}, {"trim", "6x9"}, {"paper", "white"}, {"bleed", false}}},
      {"interior",
       {{"file", "interior.pdf"},
        {"pages", o.pages},
        {"width_in", 6.0},
        {"height_in", 9.0},
        {"trim_width_in", 6.0},
        {"trim_height_in", 9.0},
        {"bleed", false},
        {"paper", "white"}}},
      {"cover",
       {{"file", "cover.pdf"},
        {"width_in", width_in},
        {"height_in", height_in},
        {"spine_in", spine},
        {"spine_text", false},
        {"barcode_box_in", {{"x", bx / 72}, {"y", 0.375}, {"width", 2.0}, {"height", 1.2}}}}},
      {"mazes", nlohmann::json::array({{{"id", "m-1"},
                                        {"number", 1},
                                        {"page", 2},
                                        {"solution_page", 3},
                                        {"solution_slot", 0},
                                        {"columns", 3},
                                        {"rows", 3},
                                        {"entrance", {{"x", 0}, {"y", 0}, {"side", "top"}}},
                                        {"exit", {{"x", 2}, {"y", 2}, {"side", "bottom"}}},
                                        {"picture", picture},
                                        {"metrics", {{"route_length", 4}, {"forks", 0}}}}})}};
  if (o.edit_manifest) o.edit_manifest(m);
  std::ofstream(dir + "/book.json") << m.dump(1);
}

}  // namespace mazeproof_test
