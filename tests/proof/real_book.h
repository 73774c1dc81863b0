#pragma once
// A small book made by the real generator (build/bin/mazebook build) once
// per test suite, a fresh copy of it for each test, and ways to alter the
// copy as an attacker would: rewrite a page's content stream, its
// resources, the catalog or the manifest with qpdf, or append bytes.
// Content coordinates are the page's own after Cairo's first "1 0 0 -1 0 H
// cm": y grows downward from the top edge.

#include <algorithm>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "picture_grid.h"
#include "test_pdf.h"  // qpdf
#include "test_run.h"

namespace mazeproof_test {

namespace fs = std::filesystem;

// A book spec with `count` easy mazes, 6 x 9 in, four solutions a page.
inline std::string small_spec(int count, const std::string& template_name = "classic") {
  return R"({"title":"T","author":"A","trim":"6x9","paper":"white","bleed":false,"template":")" +
         template_name + R"(","seed":1,"sections":[{"preset":"easy","count":)" +
         std::to_string(count) + R"(}],"solutions_per_page":4})";
}

// Builds dir/name from `spec`; true when mazebook made (and proved) it.
inline bool build_real_book(const std::string& dir, const std::string& name,
                            const std::string& spec) {
  write_text(dir + "/" + name + ".json", spec);
  const RunResult r = run_shell(std::string(MAZEBOOK_BINARY) + " build " + dir + "/" + name +
                                    ".json --out " + dir + "/" + name,
                                dir);
  return r.code == 0 && fs::exists(dir + "/" + name + "/check.json");
}

inline RunResult run_mazeproof(const std::string& dir) {
  return run_shell(std::string(MAZEPROOF_BINARY) + " book " + dir, dir);
}

// Where a maze page's walls lie: from its first black stroke block.
struct WallLattice {
  double left = 1e9;  // x of the left outer wall, points
  double top = 1e9;   // y of the top outer wall, points from the top edge
  double cell = 1e9;  // points
  double wall = 0;    // line width, points
  double x(double u) const { return left + u * cell; }
  double y(double v) const { return top + v * cell; }
};

// The black wall block of a content stream: from "0 0 0 RG" to the " S"
// that strokes it.
inline std::pair<size_t, size_t> wall_block(const std::string& content) {
  const size_t start = content.find("0 0 0 RG");
  return {start, content.find(" S", start)};
}

inline WallLattice wall_lattice(const std::string& content) {
  const auto [start, end] = wall_block(content);
  const std::string block = content.substr(start, end - start);
  static const std::regex width(R"(RG\s+([\d.]+)\s+w)");
  static const std::regex piece(R"((-?[\d.]+)\s+(-?[\d.]+)\s+m\s+(-?[\d.]+)\s+(-?[\d.]+)\s+l)");
  WallLattice lattice;
  std::smatch w;
  if (std::regex_search(block, w, width)) lattice.wall = std::stod(w[1]);
  std::vector<double> xs, ys;
  for (auto it = std::sregex_iterator(block.begin(), block.end(), piece);
       it != std::sregex_iterator(); ++it) {
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
  return lattice;
}

// "x y w h re" of a box given by two corners.
inline std::string rect(double x0, double y0, double x1, double y1) {
  return num(std::min(x0, x1)) + " " + num(std::min(y0, y1)) + " " + num(std::abs(x1 - x0)) + " " +
         num(std::abs(y1 - y0)) + " re";
}

class RealBookTest : public ::testing::Test {
 protected:
  // Builds the suite's book once: 20 easy mazes, classic.
  static void SetUpTestSuite() {
    scratch_ = new TempDir();
    available_ = build_real_book(scratch_->path(), "book", small_spec(20));
  }
  static void TearDownTestSuite() {
    delete scratch_;
    scratch_ = nullptr;
  }
  void SetUp() override {
    ASSERT_TRUE(available_) << "mazebook build could not make the test book";
    fs::copy(scratch_->path() + "/book", copy_.path(), fs::copy_options::recursive);
    fs::remove(copy_ / "check.json");
    manifest_ = nlohmann::json::parse(slurp(copy_ / "book.json"));
  }

  RunResult prove() {
    RunResult r = run_mazeproof(copy_.path());
    const size_t eol = r.err.find('\n');
    RecordProperty("exit", r.code);
    RecordProperty("first_line", r.err.substr(0, eol));
    return r;
  }

  // Opens interior.pdf, lets `edit` change it, and writes it back.
  void edit_pdf(const std::function<void(QPDF&)>& edit) {
    QPDF q;
    q.processFile((copy_ / "interior.pdf").c_str());
    edit(q);
    QPDFWriter w(q, (copy_ / "edited.pdf").c_str());
    w.setStaticID(true);
    w.setStreamDataMode(qpdf_s_preserve);  // a bomb stays a bomb
    w.write();
    fs::rename(copy_ / "edited.pdf", copy_ / "interior.pdf");
  }

  static QPDFPageObjectHelper page_of(QPDF& q, int page) {
    return QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page - 1)];
  }
  static std::string content_of(QPDFPageObjectHelper p) {
    std::string content;
    Pl_String sink("content", nullptr, content);
    p.pipeContents(&sink);
    return content;
  }
  // The page's resource dictionary of `category` (made when missing).
  static QPDFObjectHandle resources(QPDFPageObjectHelper p, const std::string& category) {
    QPDFObjectHandle res = p.getObjectHandle().getKey("/Resources");
    if (!res.hasKey(category)) res.replaceKey(category, QPDFObjectHandle::newDictionary());
    return res.getKey(category);
  }

  // Rewrites the decoded content of 1-based `page` with `edit`.
  void edit_page(int page, const std::function<void(std::string&)>& edit,
                 const std::function<void(QPDF&, QPDFPageObjectHelper)>& more = nullptr) {
    edit_pdf([&](QPDF& q) {
      QPDFPageObjectHelper p = page_of(q, page);
      std::string content = content_of(p);
      edit(content);
      p.getObjectHandle().replaceKey("/Contents", q.newStream(content));
      if (more) more(q, p);
    });
  }

  // Appends `drawing` at the end of the page's content (y downward).
  void draw_on(int page, const std::string& drawing,
               const std::function<void(QPDF&, QPDFPageObjectHelper)>& more = nullptr) {
    edit_page(
        page, [&](std::string& c) { c += "\nq " + drawing + " Q\n"; }, more);
  }

  const nlohmann::json& maze(size_t i = 0) const { return manifest_["mazes"][i]; }
  int maze_page(size_t i = 0) const { return maze(i)["page"]; }
  int solution_page(size_t i = 0) const { return maze(i)["solution_page"]; }
  PictureGrid graph(size_t i = 0) const {
    return PictureGrid(maze(i)["picture"].get<std::vector<std::string>>());
  }
  WallLattice lattice(int page) {
    QPDF q;
    q.processFile((copy_ / "interior.pdf").c_str());
    return wall_lattice(content_of(page_of(q, page)));
  }

  void write_manifest() { write_text(copy_ / "book.json", manifest_.dump(1)); }

  static TempDir* scratch_;
  static bool available_;
  TempDir copy_;
  nlohmann::json manifest_;
};

inline TempDir* RealBookTest::scratch_ = nullptr;
inline bool RealBookTest::available_ = false;

}  // namespace mazeproof_test
