// Alterations of a real book's content streams that hide or add ink over a
// maze: each must fail (exit 1) naming the rules it breaks, both in the
// content (closed world, graphics state) and in the rendered picture.

#include <gtest/gtest.h>

#include "real_book.h"

namespace mazeproof_test {
namespace {

using Attack = RealBookTest;

// Every id in `rules` appears on some line of stderr, and the exit code is 1.
void expect_caught(const RunResult& r, const std::vector<std::string>& rules) {
  EXPECT_EQ(r.code, 1) << r.err;
  for (const std::string& rule : rules)
    EXPECT_GE(lines_with(r.err, {"[" + rule + "]"}), 1) << rule << "\n" << r.err;
}

// A cell near the middle whose east side is a wall (`wall`) or a passage.
std::pair<int, int> east_side(const PictureGrid& g, bool wall) {
  for (int y = g.rows() / 2; y < g.rows(); ++y) {
    for (int x = g.columns() / 3; x + 1 < g.columns(); ++x) {
      if (g.open_east(x, y) != wall) return {x, y};
    }
  }
  return {0, 0};
}

// A box over the middle of the east side of cell (x, y), `across` points wide.
std::string east_box(const WallLattice& l, std::pair<int, int> c, double across) {
  const double x = l.x(c.first + 1);
  return rect(x - across / 2, l.y(c.second + 0.15), x + across / 2, l.y(c.second + 0.85));
}

TEST_F(Attack, WhiteRectangleOverAWall) {
  const WallLattice l = lattice(maze_page());
  draw_on(maze_page(), "1 1 1 rg " + east_box(l, east_side(graph(), true), l.wall + 1) + " f");
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, WhiteRectangleFromAFormXObject) {
  const WallLattice l = lattice(maze_page());
  const std::string paint = "1 1 1 rg " + east_box(l, east_side(graph(), true), l.wall + 1) + " f";
  draw_on(maze_page(), "/Fx Do", [&](QPDF& q, QPDFPageObjectHelper p) {
    QPDFObjectHandle form = q.newStream(paint);
    form.replaceDict(QPDFObjectHandle::parse(
        "<< /Type /XObject /Subtype /Form /BBox [0 0 1000 1000] /Resources << >> >>"));
    resources(p, "/XObject").replaceKey("/Fx", form);
  });
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, EvenOddClipWithAHole) {
  const WallLattice l = lattice(maze_page());
  const std::string hole = rect(l.x(2), l.y(3), l.x(5), l.y(6));
  edit_page(maze_page(), [&](std::string& c) {
    c.insert(wall_block(c).first, "0 0 1000 1000 re " + hole + " W* n ");
  });
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, AlphaZeroOnOneWall) {
  const WallLattice l = lattice(maze_page());
  // One vertical run leaves the wall path and is stroked again on its own
  // with /CA 0: still in the content, invisible on paper.
  edit_page(
      maze_page(),
      [&](std::string& c) {
        const auto [start, end] = wall_block(c);
        static const std::regex vertical(R"((-?[\d.]+) (-?[\d.]+) m\s+\1 (-?[\d.]+) l)");
        std::smatch m;
        const std::string block = c.substr(start, end - start);
        ASSERT_TRUE(std::regex_search(block.begin() + static_cast<long>(block.size() / 2),
                                      block.end(), m, vertical));
        const std::string run = m[0];
        c.erase(c.find(run, start + block.size() / 2), run.size());
        c += "\nq /Ghost gs 0 0 0 RG " + num(l.wall) + " w 2 J " + run + " S Q\n";
      },
      [](QPDF&, QPDFPageObjectHelper p) {
        resources(p, "/ExtGState").replaceKey("/Ghost", QPDFObjectHandle::parse("<< /CA 0 >>"));
      });
  expect_caught(prove(), {"interior.graphics_state", "mazes.rendered"});
}

TEST_F(Attack, AlphaZeroOnEveryStroke) {
  // Cairo's /a0 sets /CA 1 /ca 1 before everything: one byte makes every
  // stroke vanish.
  edit_pdf([](QPDF& q) {
    for (QPDFPageObjectHelper& p : QPDFPageDocumentHelper(q).getAllPages()) {
      QPDFObjectHandle a0 = resources(p, "/ExtGState").getKey("/a0");
      if (a0.isDictionary()) a0.replaceKey("/CA", QPDFObjectHandle::newInteger(0));
    }
  });
  expect_caught(prove(), {"interior.graphics_state", "mazes.rendered"});
}

TEST_F(Attack, LightenBlendMode) {
  edit_pdf([&](QPDF& q) {
    QPDFObjectHandle a0 = resources(page_of(q, maze_page()), "/ExtGState").getKey("/a0");
    a0.replaceKey("/BM", QPDFObjectHandle::newName("/Lighten"));
  });
  // Inside Cairo's isolated page group poppler still shows the walls; the
  // graphics state alone refuses it.
  expect_caught(prove(), {"interior.graphics_state"});
}

TEST_F(Attack, SoftMask) {
  edit_pdf([&](QPDF& q) {
    QPDFObjectHandle mask = q.newStream("0 g 0 0 1000 1000 re f");
    mask.replaceDict(QPDFObjectHandle::parse(
        "<< /Type /XObject /Subtype /Form /BBox [0 0 1000 1000] /Group << /S /Transparency /CS "
        "/DeviceGray >> >>"));
    QPDFObjectHandle smask = QPDFObjectHandle::parse("<< /Type /Mask /S /Luminosity >>");
    smask.replaceKey("/G", mask);
    resources(page_of(q, maze_page()), "/ExtGState").getKey("/a0").replaceKey("/SMask", smask);
  });
  // mazebook writes a rectangle maze's walls after Cairo's q ... Q, outside
  // the state /a0 sets, so the mask covers the page's text, not its walls.
  expect_caught(prove(), {"interior.graphics_state"});
}

TEST_F(Attack, TextClipWithRenderModeSeven) {
  edit_page(maze_page(), [](std::string& c) {
    c.insert(wall_block(c).first, "BT /f-1-0 1 Tf 7 Tr 200 0 0 -200 60 400 Tm (M) Tj ET ");
  });
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, RectangleClipCutsOffRowsAndTheExit) {
  const WallLattice l = lattice(maze_page());
  const int rows = graph().rows();
  edit_page(maze_page(), [&](std::string& c) {
    c.insert(wall_block(c).first, rect(0, 0, 1000, l.y(rows - 3)) + " W n ");
  });
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, BlackBarAcrossAPassage) {
  const WallLattice l = lattice(maze_page());
  draw_on(maze_page(), "0 0 0 rg " + east_box(l, east_side(graph(), false), l.wall) + " f");
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

// Text of `size` points with its baseline across the east side of a
// passage, in render mode `mode`.
std::string glyph_over_passage(const WallLattice& l, std::pair<int, int> c, int mode) {
  const double x = l.x(c.first + 1) - l.cell * 0.3, y = l.y(c.second + 0.9);
  return "0 0 0 rg 0 0 0 RG 1 w BT /f-1-0 1 Tf " + std::to_string(mode) + " Tr " + num(l.cell) +
         " 0 0 " + num(-l.cell) + " " + num(x) + " " + num(y) + " Tm (M) Tj ET";
}

TEST_F(Attack, FilledGlyphAcrossAPassage) {
  draw_on(maze_page(), glyph_over_passage(lattice(maze_page()), east_side(graph(), false), 0));
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, StrokedGlyphAcrossAPassage) {
  draw_on(maze_page(), glyph_over_passage(lattice(maze_page()), east_side(graph(), false), 1));
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, InlineImageAcrossAPassage) {
  const WallLattice l = lattice(maze_page());
  const auto [x, y] = east_side(graph(), false);
  const std::string place = num(l.wall) + " 0 0 " + num(l.cell * 0.7) + " " +
                            num(l.x(x + 1) - l.wall / 2) + " " + num(l.y(y + 0.15)) + " cm";
  draw_on(maze_page(), place + " BI /W 1 /H 1 /CS /G /BPC 8 ID " + std::string(1, '\0') + " EI");
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, ShadingAcrossAPassage) {
  const WallLattice l = lattice(maze_page());
  draw_on(
      maze_page(), east_box(l, east_side(graph(), false), l.wall) + " W n /Sh1 sh",
      [](QPDF&, QPDFPageObjectHelper p) {
        resources(p, "/Shading")
            .replaceKey(
                "/Sh1",
                QPDFObjectHandle::parse(
                    "<< /ShadingType 2 /ColorSpace /DeviceGray /Coords [0 0 "
                    "1 0] /Extend [true true] /Function << /FunctionType 2 /Domain [0 1] /C0 [0] "
                    "/C1 [0] /N 1 >> >>"));
      });
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, NearBlackStrokeJustOutsideTheEntrance) {
  const WallLattice l = lattice(maze_page());
  const nlohmann::json& entrance = maze()["entrance"];
  ASSERT_EQ(entrance["side"], "top");
  const int x = entrance["x"];
  const double y = l.y(0) - l.wall * 0.7;  // above the top wall, touching its ink
  draw_on(maze_page(), "0.02 0.02 0.02 RG " + num(l.wall) + " w " + num(l.x(x)) + " " + num(y) +
                           " m " + num(l.x(x + 1)) + " " + num(y) + " l S");
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, InvisibleWallsAndAnotherMazeAsFills) {
  const WallLattice l = lattice(maze_page());
  PictureGrid other = graph();
  // A loop: open a wall; a sealed cell: close every passage of a dead end.
  const auto [wx, wy] = east_side(other, true);
  other.set_east(wx, wy, true);
  for (int y = 0; y < other.rows(); ++y) {
    for (int x = 1; x + 1 < other.columns(); ++x) {
      if (y + 1 < other.rows() && other.passage_count(y * other.columns() + x) == 1 &&
          other.open_east(x, y) && !(x + 1 == wx && y == wy)) {
        other.set_east(x, y, false);
        y = other.rows();
        break;
      }
    }
  }
  std::string fills = "0 0 0 rg ";
  const double h = l.wall / 2;
  for (int y = 0; y < other.rows(); ++y) {
    for (int x = 0; x < other.columns(); ++x) {
      if (x + 1 < other.columns() && !other.open_east(x, y))
        fills += rect(l.x(x + 1) - h, l.y(y) - h, l.x(x + 1) + h, l.y(y + 1) + h) + " ";
      if (y + 1 < other.rows() && !other.open_south(x, y))
        fills += rect(l.x(x) - h, l.y(y + 1) - h, l.x(x + 1) + h, l.y(y + 1) + h) + " ";
    }
  }
  edit_page(
      maze_page(),
      [&](std::string& c) {
        c.insert(wall_block(c).first, "/Ghost gs ");
        c += "\nq " + fills + "f Q\n";
      },
      [](QPDF&, QPDFPageObjectHelper p) {
        resources(p, "/ExtGState").replaceKey("/Ghost", QPDFObjectHandle::parse("<< /CA 0 >>"));
      });
  expect_caught(prove(), {"interior.graphics_state", "mazes.closed_world", "mazes.rendered"});
}

TEST_F(Attack, SolutionDrawnInvisibly) {
  edit_page(
      solution_page(), [](std::string& c) { c.insert(c.find("0.55 0.55 0.55 RG"), "/Ghost gs "); },
      [](QPDF&, QPDFPageObjectHelper p) {
        resources(p, "/ExtGState").replaceKey("/Ghost", QPDFObjectHandle::parse("<< /CA 0 >>"));
      });
  expect_caught(prove(), {"interior.graphics_state", "mazes.rendered"});
}

// The first route on a content stream, as its vertices.
std::vector<std::pair<double, double>> route_vertices(const std::string& block) {
  static const std::regex vertex(R"((-?[\d.]+)\s+(-?[\d.]+)\s+[ml]\b)");
  std::vector<std::pair<double, double>> out;
  for (auto it = std::sregex_iterator(block.begin(), block.end(), vertex);
       it != std::sregex_iterator(); ++it) {
    out.emplace_back(std::stod((*it)[1]), std::stod((*it)[2]));
  }
  return out;
}

// Grey fills along a polyline, `width` wide.
std::string grey_fills(const std::vector<std::pair<double, double>>& points, double width) {
  std::string out = "0.55 0.55 0.55 rg ";
  for (size_t i = 0; i + 1 < points.size(); ++i) {
    const auto [x0, y0] = points[i];
    const auto [x1, y1] = points[i + 1];
    out += rect(std::min(x0, x1) - width / 2, std::min(y0, y1) - width / 2,
                std::max(x0, x1) + width / 2, std::max(y0, y1) + width / 2) +
           " ";
  }
  return out + "f";
}

TEST_F(Attack, SolutionDrawnAsAGreyFill) {
  edit_page(solution_page(), [](std::string& c) {
    const size_t start = c.find("0.55 0.55 0.55 RG");
    const size_t end = c.find(" S", start) + 2;
    const std::string block = c.substr(start, end - start);
    c.replace(start, end - start, grey_fills(route_vertices(block.substr(block.find(" M "))), 4));
  });
  expect_caught(prove(), {"solutions.routes", "mazes.closed_world"});
}

TEST_F(Attack, SolutionPaintedAsGreyFillsOnTheMazePage) {
  const WallLattice l = lattice(maze_page());
  const mazeproof::PictureProof proof = graph().proof();
  ASSERT_TRUE(proof.perfect);
  std::vector<std::pair<double, double>> centres;
  const int columns = graph().columns();
  for (int cell : proof.forest.route)
    centres.emplace_back(l.x(cell % columns + 0.5), l.y(cell / columns + 0.5));
  draw_on(maze_page(), grey_fills(centres, l.cell * 0.38));
  expect_caught(prove(), {"mazes.closed_world", "mazes.rendered"});
}

}  // namespace
}  // namespace mazeproof_test
