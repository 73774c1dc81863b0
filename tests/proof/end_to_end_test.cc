// End to end: the real generator (build/bin/mazebook build) makes a tiny
// book, mazeproof passes it, and copies of it tampered with qpdf fail:
// a wall stroke removed, a wall added, a route segment moved, the cover of
// another page count, a page of another size, a truncated file. Skipped
// while mazebook cannot build books yet.

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <regex>

#include "picture_grid.h"
#include "proof/model/picture.h"
#include "test_pdf.h"  // qpdf, QPDFWriter
#include "test_run.h"

namespace mazeproof_test {
namespace {

namespace fs = std::filesystem;

const char* kSpec =
    R"({"title":"T","author":"A","trim":"6x9","paper":"white","bleed":false,"template":"classic","seed":1,)"
    R"("sections":[{"preset":"easy","count":COUNT}],"solutions_per_page":4})";

// Builds a book of `count` easy mazes into dir/name; false when mazebook cannot.
bool build_book(const std::string& dir, const std::string& name, int count) {
  std::string spec = kSpec;
  spec.replace(spec.find("COUNT"), 5, std::to_string(count));
  write_text(dir + "/" + name + ".json", spec);
  const RunResult r = run_shell(std::string(MAZEBOOK_BINARY) + " build " + dir + "/" + name +
                                    ".json --out " + dir + "/" + name,
                                dir);
  return r.code == 0 && fs::exists(dir + "/" + name + "/cover.pdf");
}

class RealBook : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    scratch_ = new TempDir();
    const RunResult help =
        run_shell(std::string(MAZEBOOK_BINARY) + " build --help", scratch_->path());
    available_ = help.code == 0 && build_book(scratch_->path(), "book", 20);
  }
  static void TearDownTestSuite() {
    delete scratch_;
    scratch_ = nullptr;
  }
  void SetUp() override {
    if (!available_) GTEST_SKIP() << "mazebook build cannot make books yet";
    fs::copy(scratch_->path() + "/book", copy_.path(), fs::copy_options::recursive);
    manifest_ = nlohmann::json::parse(slurp(copy_ / "book.json"));
  }
  RunResult prove() {
    RunResult r = run_shell(std::string(MAZEPROOF_BINARY) + " book " + copy_.path(), copy_.path());
    if (std::getenv("SHOW") != nullptr) std::cerr << r.err;
    return r;
  }

  // Rewrites interior.pdf with `edit` applied to the decoded content of 1-based `page`.
  void edit_page(int page, const std::function<void(std::string&)>& edit) {
    QPDF q;
    q.processFile((copy_ / "interior.pdf").c_str());
    QPDFPageObjectHelper p = QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page - 1)];
    std::string content;
    Pl_String sink("content", nullptr, content);
    p.pipeContents(&sink);
    edit(content);
    p.getObjectHandle().replaceKey("/Contents", q.newStream(content));
    QPDFWriter w(q, (copy_ / "edited.pdf").c_str());
    w.write();
    fs::rename(copy_ / "edited.pdf", copy_ / "interior.pdf");
  }

  static TempDir* scratch_;
  static bool available_;
  TempDir copy_;
  nlohmann::json manifest_;
};

TempDir* RealBook::scratch_ = nullptr;
bool RealBook::available_ = false;

// The wall path of a maze page: from "0 0 0 RG" to the "S" that strokes it.
std::pair<size_t, size_t> wall_block(const std::string& content) {
  const size_t start = content.find("0 0 0 RG");
  const size_t end = content.find(" S", start);
  return {start, end};
}

struct Lattice {
  double left = 1e9, top = 1e9, cell = 1e9;
};

// "x0 y0 m x1 y1 l" pieces of a block, and their lattice (y downward).
std::vector<std::smatch> pieces(const std::string& block, Lattice& lattice) {
  static const std::regex piece(R"((-?[\d.]+)\s+(-?[\d.]+)\s+m\s+(-?[\d.]+)\s+(-?[\d.]+)\s+l)");
  std::vector<std::smatch> out;
  std::vector<double> xs, ys;
  for (auto it = std::sregex_iterator(block.begin(), block.end(), piece);
       it != std::sregex_iterator(); ++it) {
    out.push_back(*it);
    for (int i : {1, 3}) xs.push_back(std::stod((*it)[i]));
    for (int i : {2, 4}) ys.push_back(std::stod((*it)[i]));
  }
  for (auto* v : {&xs, &ys}) {
    std::sort(v->begin(), v->end());
    for (size_t i = 1; i < v->size(); ++i) {
      if ((*v)[i] - (*v)[i - 1] > 0.1) lattice.cell = std::min(lattice.cell, (*v)[i] - (*v)[i - 1]);
    }
  }
  lattice.left = xs.front();
  lattice.top = ys.front();
  return out;
}

TEST_F(RealBook, GeneratedBookPasses) {
  const RunResult r = prove();
  EXPECT_EQ(r.code, 0) << r.err << r.out;
  const nlohmann::json report = nlohmann::json::parse(slurp(copy_ / "check.json"));
  EXPECT_EQ(report["verdict"], "pass");
  EXPECT_EQ(report["summary"]["perfect"], 20);
}

TEST_F(RealBook, RemovedWallStrokeFails) {
  const int page = manifest_["mazes"][0]["page"];
  edit_page(page, [](std::string& content) {
    const auto [start, end] = wall_block(content);
    std::string block = content.substr(start, end - start);
    Lattice lattice;
    const std::vector<std::smatch> runs = pieces(block, lattice);
    // An inner run: not on the outer wall's top line.
    for (const std::smatch& m : runs) {
      if (std::stod(m[2]) > lattice.top + 1 && std::stod(m[2]) == std::stod(m[4])) {
        block.erase(static_cast<size_t>(m.position(0)), static_cast<size_t>(m.length(0)));
        break;
      }
    }
    content.replace(start, end - start, block);
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  const std::string at = "interior.pdf: page " + std::to_string(page) + ": maze " +
                         manifest_["mazes"][0]["id"].get<std::string>();
  EXPECT_GE(lines_with(r.err, {at, "loop", "cell ("}), 1) << r.err;
}

TEST_F(RealBook, AddedWallCuttingTheMazeFails) {
  const nlohmann::json& maze = manifest_["mazes"][0];
  std::vector<std::string> picture = maze["picture"];
  const PictureGrid graph(picture);
  const mazeproof::PictureProof proof = graph.proof();
  ASSERT_TRUE(proof.perfect);
  const std::vector<int>& route = proof.forest.route;
  const int a = route[route.size() / 2], b = route[route.size() / 2 + 1];
  const int page = maze["page"];
  edit_page(page, [&](std::string& content) {
    const auto [start, end] = wall_block(content);
    Lattice lattice;
    pieces(content.substr(start, end - start), lattice);
    const int columns = graph.columns();
    const int ax = a % columns, ay = a / columns, bx = b % columns, by = b / columns;
    double x0, y0, x1, y1;  // the side between cells a and b
    if (ay == by) {
      x0 = x1 = lattice.left + std::max(ax, bx) * lattice.cell;
      y0 = lattice.top + ay * lattice.cell;
      y1 = y0 + lattice.cell;
    } else {
      y0 = y1 = lattice.top + std::max(ay, by) * lattice.cell;
      x0 = lattice.left + ax * lattice.cell;
      x1 = x0 + lattice.cell;
    }
    content.insert(end, " " + std::to_string(x0) + " " + std::to_string(y0) + " m " +
                            std::to_string(x1) + " " + std::to_string(y1) + " l");
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_GE(lines_with(r.err,
                       {"page " + std::to_string(page), "cut off from the entrance, first cell ("}),
            1)
      << r.err;
}

TEST_F(RealBook, MovedRouteSegmentFails) {
  const int page = manifest_["mazes"][0]["solution_page"];
  edit_page(page, [](std::string& content) {
    const size_t start = content.find("0.55 0.55 0.55 RG");
    const size_t end = content.find(" S", start);
    // The route's vertices, then one inner piece moved sideways by a cell.
    static const std::regex number(R"((-?[\d.]+)\s+(-?[\d.]+)\s+[ml]\b)");
    std::string block = content.substr(start, end - start);
    std::vector<std::smatch> vertices;
    for (auto it = std::sregex_iterator(block.begin(), block.end(), number);
         it != std::sregex_iterator(); ++it) {
      vertices.push_back(*it);
    }
    ASSERT_GE(vertices.size(), 4u);
    const double x1 = std::stod(vertices[1][1]), y1 = std::stod(vertices[1][2]);
    const double x2 = std::stod(vertices[2][1]), y2 = std::stod(vertices[2][2]);
    // The cell size is the lattice spacing of the walls drawn after the route.
    Lattice lattice;
    const auto [walls_start, walls_end] = wall_block(content.substr(end));
    pieces(content.substr(end + walls_start, walls_end - walls_start), lattice);
    const double cell = lattice.cell;
    const bool horizontal = std::abs(y1 - y2) < 0.01;
    const double dx = horizontal ? 0 : cell, dy = horizontal ? cell : 0;
    std::string moved = std::to_string(x1 + dx) + " " + std::to_string(y1 + dy) + " l " +
                        std::to_string(x2 + dx) + " " + std::to_string(y2 + dy) + " l";
    block.replace(static_cast<size_t>(vertices[1].position(0)),
                  static_cast<size_t>(vertices[2].position(0) + vertices[2].length(0) -
                                      vertices[1].position(0)),
                  moved);
    content.replace(start, end - start, block);
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_GE(lines_with(r.err, {"page " + std::to_string(page),
                               "solution (slot 0): ", "[solutions.routes]"}),
            1)
      << r.err;
}

TEST_F(RealBook, CoverOfAnotherPageCountFails) {
  ASSERT_TRUE(build_book(scratch_->path(), "big", 60));
  fs::copy_file(scratch_->path() + "/big/cover.pdf", copy_ / "cover.pdf",
                fs::copy_options::overwrite_existing);
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err,
                       {"cover.pdf: page 1: cover is ",
                        "in, expected 12.322 in x 9.250 in for 32 interior pages", "[cover.size]"}),
            1)
      << r.err;
}

TEST_F(RealBook, PageOfAnotherSizeFails) {
  {
    QPDF q;
    q.processFile((copy_ / "interior.pdf").c_str());
    QPDFPageDocumentHelper(q).getAllPages()[2].getObjectHandle().replaceKey(
        "/MediaBox", QPDFObjectHandle::parse("[0 0 360 576]"));
    QPDFWriter w(q, (copy_ / "edited.pdf").c_str());
    w.write();
  }
  fs::rename(copy_ / "edited.pdf", copy_ / "interior.pdf");
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(
      lines_with(
          r.err,
          {"interior.pdf: page 3: page is 5.000 in x 8.000 in, expected 6.000 in x 9.000 in"}),
      1)
      << r.err;
}

TEST_F(RealBook, TruncatedPdfIsUnusable) {
  const std::string bytes = slurp(copy_ / "interior.pdf");
  write_text(copy_ / "interior.pdf", bytes.substr(0, bytes.size() * 2 / 3));
  const RunResult r = prove();
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err.rfind("mazeproof: interior.pdf: not a readable PDF", 0), 0u) << r.err;
}

}  // namespace
}  // namespace mazeproof_test
