#pragma once
// Maze drawings of other kinds than the rectangle, as content-stream text
// (y downward, as after Cairo's first transform), for tests that add one
// nobody listed to a real book: a grid of flat-topped hexagons (every
// wall drawn but two) and a circle maze (rings of arcs drawn as Cairo
// draws them, quarter-turn Bezier pieces, one ring broken, with radial
// walls between them).

#include <cmath>
#include <numbers>
#include <string>

#include "test_pdf.h"  // num

namespace mazeproof_test {

// A columns x rows grid of hexagons of side `unit` whose top-left corner
// lies at (left, top), stroked in `colour` ("0.2 0.3 0.6 RG").
inline std::string hexagon_maze(double left, double top, double unit, int columns, int rows,
                                const std::string& colour) {
  std::string out = colour + " 1 w 1 J 1 j\n";
  const double h = std::sqrt(3.0) / 2 * unit;
  int drawn = 0;
  for (int x = 0; x < columns; ++x) {
    for (int y = 0; y < rows; ++y) {
      const double cx = left + unit * (1 + 1.5 * x);
      const double cy = top + h * (1 + 2 * y + (x % 2));
      for (int k = 0; k < 6; ++k) {
        if (++drawn == 3 || drawn == 17) continue;  // two walls open
        const double a0 = std::numbers::pi / 3 * k, a1 = std::numbers::pi / 3 * (k + 1);
        out += num(cx + unit * std::cos(a0)) + " " + num(cy + unit * std::sin(a0)) + " m " +
               num(cx + unit * std::cos(a1)) + " " + num(cy + unit * std::sin(a1)) + " l\n";
      }
    }
  }
  return out + "S\n";
}

// A circle maze of `rings` rings `unit` apart round (cx, cy), stroked in
// `colour`: each ring's circle in four Bezier quarters (the outer one's
// first quarter left out: the entrance), and a radial wall across each
// ring but the centre.
inline std::string circle_maze(double cx, double cy, double unit, int rings,
                               const std::string& colour) {
  std::string out = colour + " 1 w 1 J 1 j\n";
  const double k = 4.0 / 3.0 * std::tan(std::numbers::pi / 8);
  for (int ring = 1; ring <= rings; ++ring) {
    const double r = unit * ring;
    for (int q = ring == rings ? 1 : 0; q < 4; ++q) {
      const double a0 = std::numbers::pi / 2 * q, a1 = a0 + std::numbers::pi / 2;
      const double x0 = cx + r * std::cos(a0), y0 = cy + r * std::sin(a0);
      const double x3 = cx + r * std::cos(a1), y3 = cy + r * std::sin(a1);
      const double x1 = x0 - k * r * std::sin(a0), y1 = y0 + k * r * std::cos(a0);
      const double x2 = x3 + k * r * std::sin(a1), y2 = y3 - k * r * std::cos(a1);
      out += num(x0) + " " + num(y0) + " m " + num(x1) + " " + num(y1) + " " + num(x2) + " " +
             num(y2) + " " + num(x3) + " " + num(y3) + " c\n";
    }
    if (ring < rings) {
      const double a = 0.7 * ring;
      out += num(cx + r * std::cos(a)) + " " + num(cy + r * std::sin(a)) + " m " +
             num(cx + (r + unit) * std::cos(a)) + " " + num(cy + (r + unit) * std::sin(a)) + " l\n";
    }
  }
  return out + "S\n";
}

}  // namespace mazeproof_test
