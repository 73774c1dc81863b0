#pragma once
// A small version-2 book made by the real generator once per test suite (a
// maze of each grid kind: rect, masked, polar, hex, triangle), a fresh copy
// of it for each test, and ways to alter a shaped drawing as an attacker
// would: find its wall strokes and route in the page's content stream (one
// piece per subpath), take pieces out, move them, or add a wall of the grid
// drawn where book.json's placement puts it. Content coordinates are the
// page's own after Cairo's first "1 0 0 -1 0 H cm": y grows downward.

#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>
#include <numbers>
#include <string>
#include <vector>

#include "proof/model/grid_shapes.h"
#include "proof/model/manifest.h"
#include "test_pdf.h"  // qpdf, num
#include "test_run.h"

namespace mazeproof_test {

// One maze of each kind, 6 x 9 in, four solutions a page (24 pages).
inline std::string shape_spec() {
  return R"({"title":"T","author":"A","trim":"6x9","paper":"white","bleed":false,)"
         R"("template":"classic","seed":1,"sections":[{"preset":"easy","count":1},)"
         R"({"preset":"kids-heart","count":1},{"preset":"circle-medium","count":1},)"
         R"({"preset":"hex-hard","count":1},{"preset":"triangle-medium","count":1}],)"
         R"("solutions_per_page":4})";
}

// One subpath of a stroked path in a content stream: where its text lies,
// its operators ("m", "l", "c") and, per operator, its end point.
struct PathPiece {
  size_t begin = 0;  // the first number of its "m"
  size_t end = 0;    // just past its last operator
  std::vector<std::string> ops;
  std::vector<mazeproof::Point> ends;  // content coordinates
  std::vector<size_t> op_ends;         // just past each operator
  bool curved() const {
    for (const std::string& op : ops) {
      if (op == "c") return true;
    }
    return false;
  }
};

// A stroked path from its colour operator ("0 0 0 RG") to its "S".
struct StrokeBlock {
  size_t begin = 0;
  size_t stroke = 0;  // where its "S" stands
  std::vector<PathPiece> pieces;
};

// Every stroke block of `content` that starts with `colour`.
inline std::vector<StrokeBlock> stroke_blocks(const std::string& content,
                                              const std::string& colour) {
  std::vector<StrokeBlock> out;
  for (size_t at = content.find(colour); at != std::string::npos;
       at = content.find(colour, at + 1)) {
    StrokeBlock block;
    block.begin = at;
    std::vector<std::pair<size_t, double>> numbers;  // pending operands
    size_t i = at + colour.size();
    while (i < content.size()) {
      while (i < content.size() && std::isspace(static_cast<unsigned char>(content[i]))) ++i;
      const size_t start = i;
      while (i < content.size() && !std::isspace(static_cast<unsigned char>(content[i]))) ++i;
      const std::string token = content.substr(start, i - start);
      if (token.empty()) break;
      if (token == "S") {
        block.stroke = start;
        break;
      }
      char* stop = nullptr;
      const double value = std::strtod(token.c_str(), &stop);
      if (stop != nullptr && *stop == '\0') {
        numbers.emplace_back(start, value);
        continue;
      }
      if (token == "m" && numbers.size() == 2) {
        PathPiece piece;
        piece.begin = numbers[0].first;
        block.pieces.push_back(piece);
      }
      const bool path_op = token == "m" || token == "l" || token == "c";
      if (path_op && !block.pieces.empty() && numbers.size() >= 2) {
        PathPiece& piece = block.pieces.back();
        piece.ops.push_back(token);
        piece.ends.push_back({numbers[numbers.size() - 2].second, numbers.back().second});
        piece.op_ends.push_back(i);
        piece.end = i;
      }
      numbers.clear();
    }
    out.push_back(std::move(block));
  }
  return out;
}

class ShapeBookTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    scratch_ = new TempDir();
    write_text(scratch_->path() + "/book.json", shape_spec());
    const RunResult r = run_shell(std::string(MAZEBOOK_BINARY) + " build " + scratch_->path() +
                                      "/book.json --out " + scratch_->path() + "/book",
                                  scratch_->path());
    available_ = r.code == 0 && std::filesystem::exists(scratch_->path() + "/book/check.json");
  }
  static void TearDownTestSuite() {
    delete scratch_;
    scratch_ = nullptr;
  }
  void SetUp() override {
    ASSERT_TRUE(available_) << "mazebook build could not make the shaped test book";
    std::filesystem::copy(scratch_->path() + "/book", copy_.path(),
                          std::filesystem::copy_options::recursive);
    std::filesystem::remove(copy_ / "check.json");
    json_ = nlohmann::json::parse(slurp(copy_ / "book.json"));
    manifest_ = mazeproof::parse_manifest(slurp(copy_ / "book.json"), "book.json");
  }

  RunResult prove() {
    RunResult r = run_in_process({"book", copy_.path()});
    if (std::getenv("SHOW") != nullptr) std::cerr << r.err;
    RecordProperty("exit", r.code);
    RecordProperty("first_line", r.err.substr(0, r.err.find('\n')));
    return r;
  }

  // The index of the book's maze of `kind` ("rect", "polar", ...).
  size_t maze_of(const std::string& kind) const {
    for (size_t i = 0; i < json_["mazes"].size(); ++i) {
      if (json_["mazes"][i]["grid"]["kind"] == kind) return i;
    }
    ADD_FAILURE() << "no " << kind << " maze in the test book";
    return 0;
  }
  const mazeproof::ManifestMaze& maze(size_t i) const { return manifest_.mazes[i]; }
  const mazeproof::ShapeRecord& record(size_t i) const { return *manifest_.mazes[i].shape; }

  std::string content(int page) {
    QPDF q;
    q.processFile((copy_ / "interior.pdf").c_str());
    std::string text;
    Pl_String sink("content", nullptr, text);
    QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page - 1)].pipeContents(&sink);
    return text;
  }

  // Rewrites the decoded content of 1-based `page` with `edit`.
  void edit_page(int page, const std::function<void(std::string&)>& edit) {
    QPDF q;
    q.processFile((copy_ / "interior.pdf").c_str());
    QPDFPageObjectHelper p = QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page - 1)];
    std::string text;
    Pl_String sink("content", nullptr, text);
    p.pipeContents(&sink);
    edit(text);
    p.getObjectHandle().replaceKey("/Contents", q.newStream(text));
    QPDFWriter w(q, (copy_ / "edited.pdf").c_str());
    w.setStaticID(true);
    w.write();
    std::filesystem::rename(copy_ / "edited.pdf", copy_ / "interior.pdf");
  }

  // The page's height in points (every page of the test book: 9 in).
  static constexpr double kPageHeight = 648;

  // Where `placement` draws grid point g, in content coordinates.
  static mazeproof::Point at(const mazeproof::Placement& placement, mazeproof::GridPoint g) {
    const mazeproof::Point p = placement.to_page(g);
    return {p.x, kPageHeight - p.y};
  }
  // Content coordinates back to grid units.
  static mazeproof::GridPoint grid_point(const mazeproof::Placement& placement,
                                         mazeproof::Point p) {
    return placement.to_grid({p.x, kPageHeight - p.y});
  }

  // The block of `colour` on `page` whose first piece starts on the grid
  // that `placement` draws (within a unit and a half of its bounds).
  StrokeBlock block_of(int page, const std::string& colour, const mazeproof::Placement& placement,
                       const mazeproof::GridBounds& bounds) {
    for (const StrokeBlock& b : stroke_blocks(content(page), colour)) {
      if (b.pieces.empty()) continue;
      const mazeproof::GridPoint g = grid_point(placement, b.pieces[0].ends[0]);
      if (g.x > bounds.x0 - 1.5 && g.x < bounds.x1 + 1.5 && g.y > bounds.y0 - 1.5 &&
          g.y < bounds.y1 + 1.5)
        return b;
    }
    ADD_FAILURE() << "no stroke block of " << colour << " on page " << page;
    return {};
  }

  // A wall of the grid as path text ("m ... l", or Bezier pieces of at
  // most a quarter turn by the standard construction of an arc).
  static std::string wall_path(const mazeproof::WallShape& w, const mazeproof::Placement& p) {
    const auto pt = [&](mazeproof::GridPoint g) {
      const mazeproof::Point c = at(p, g);
      return num(c.x) + " " + num(c.y);
    };
    if (!w.arc) return pt(w.a) + " m " + pt(w.b) + " l ";
    const int n = static_cast<int>(std::ceil((w.to - w.from) / (std::numbers::pi / 2) - 1e-9));
    std::string out = pt(mazeproof::at_angle(w.radius, w.from)) + " m ";
    const double step = (w.to - w.from) / n;
    const double k = 4.0 / 3.0 * std::tan(step / 4);
    // The tangent of the circle at `angle`, as a grid vector of length radius.
    const auto tangent = [&](double angle) {
      const mazeproof::GridPoint a = mazeproof::at_angle(w.radius, angle + 1e-6);
      const mazeproof::GridPoint b = mazeproof::at_angle(w.radius, angle - 1e-6);
      return mazeproof::GridPoint{(a.x - b.x) / 2e-6, (a.y - b.y) / 2e-6};
    };
    for (int i = 0; i < n; ++i) {
      const double a0 = w.from + step * i;
      const double a1 = a0 + step;
      const mazeproof::GridPoint p0 = mazeproof::at_angle(w.radius, a0);
      const mazeproof::GridPoint p3 = mazeproof::at_angle(w.radius, a1);
      const mazeproof::GridPoint t0 = tangent(a0);
      const mazeproof::GridPoint t1 = tangent(a1);
      out += pt({p0.x + k * t0.x, p0.y + k * t0.y}) + " " + pt({p3.x - k * t1.x, p3.y - k * t1.y}) +
             " " + pt(p3) + " c ";
    }
    return out;
  }

  void write_manifest() { write_text(copy_ / "book.json", json_.dump(1)); }

  static TempDir* scratch_;
  static bool available_;
  TempDir copy_;
  nlohmann::json json_;
  mazeproof::Manifest manifest_;
};

inline TempDir* ShapeBookTest::scratch_ = nullptr;
inline bool ShapeBookTest::available_ = false;

}  // namespace mazeproof_test
