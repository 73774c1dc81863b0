// Theme pictures held to DRAWING_RULES.md "Pictures": a themed book made by
// the real mazebook, a picture on its first maze page edited with qpdf to
// carry text, to fill in pure black, and to draw a 0.035 pt hairline; each
// fails with exit 1 and `pictures.drawn`. The unaltered book proves.

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "real_book.h"

namespace mazeproof_test {
namespace {

class Pictures : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    scratch_ = new TempDir();
    made_ = build_real_book(
        scratch_->path(), "zoo",
        R"({"title":"Zoo","author":"A","trim":"8.5x11","template":"kids","theme":"animals",)"
        R"("seed":3,"sections":[{"preset":"easy","count":8}]})");
  }
  static void TearDownTestSuite() {
    delete scratch_;
    scratch_ = nullptr;
  }
  void SetUp() override {
    ASSERT_TRUE(made_) << "mazebook could not make the themed book";
    dir_ = copy_ / "zoo";
    fs::copy(scratch_->path() + "/zoo", dir_, fs::copy_options::recursive);
    fs::remove(dir_ + "/check.json");
    page_ = nlohmann::json::parse(slurp(dir_ + "/book.json"))["mazes"][0]["page"];
  }

  // Rewrites the first maze page's content with `edit`, given where its
  // first picture's marked content starts (just after its BDC).
  void edit_picture(const std::function<void(std::string&, size_t)>& edit) {
    const std::string file = dir_ + "/interior.pdf", out = dir_ + "/edited.pdf";
    QPDF q;
    q.processFile(file.c_str());
    QPDFPageObjectHelper p =
        QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page_ - 1)];
    std::string content;
    Pl_String sink("content", nullptr, content);
    p.pipeContents(&sink);
    const size_t bdc = content.find("/Figure");
    ASSERT_NE(bdc, std::string::npos) << "no picture on page " << page_;
    const size_t start = content.find("BDC", bdc) + 3;
    const std::string before = content;
    edit(content, start);
    ASSERT_NE(content, before);
    p.getObjectHandle().replaceKey("/Contents", q.newStream(content));
    QPDFWriter w(q, out.c_str());
    w.setStaticID(true);
    w.write();
    fs::rename(out, file);
  }

  void expect_fails(const std::string& part) {
    const RunResult r = run_mazeproof(dir_);
    EXPECT_EQ(r.code, 1) << r.err;
    EXPECT_EQ(lines_with(r.err, {"interior.pdf: page " + std::to_string(page_) + ": ", part,
                                 "[pictures.drawn]"}),
              1)
        << r.err;
  }

  static TempDir* scratch_;
  static bool made_;
  TempDir copy_;
  std::string dir_;
  int page_ = 0;
};

TempDir* Pictures::scratch_ = nullptr;
bool Pictures::made_ = false;

TEST_F(Pictures, UnalteredThemedBookProves) {
  const RunResult r = run_mazeproof(dir_);
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json report = nlohmann::json::parse(slurp(dir_ + "/check.json"));
  int seen = 0;
  for (const nlohmann::json& c : report["checks"]) {
    if (c["id"] != "pictures.drawn") continue;
    ++seen;
    EXPECT_TRUE(c["pass"].get<bool>());
    EXPECT_GT(c["figures"]["pictures"].get<int>(), 50);
  }
  EXPECT_EQ(seen, 1);
}

TEST_F(Pictures, APictureCarryingTextFails) {
  edit_picture([](std::string& c, size_t start) {
    const std::string font = c.substr(c.find("/f-"), 6);
    c.insert(start, "\nBT 12 0 0 -12 60 90 Tm " + font + " 1 Tf (Zoo)Tj ET\n");
  });
  expect_fails("1 picture text(s): pictures carry no text, first \"Zoo\"");
}

TEST_F(Pictures, APictureFilledInPureBlackFails) {
  edit_picture([](std::string& c, size_t start) {
    const size_t rg = c.find(" rg", start);
    const size_t from = c.rfind('\n', rg) + 1;
    c.replace(from, rg - from, "0 0 0");
  });
  expect_fails("picture ink(s) darker than #1a1a1a, first fill");
}

TEST_F(Pictures, APictureHairlineFails) {
  edit_picture([](std::string& c, size_t start) {
    c.insert(start, "\nq 0.5 0.5 0.5 RG 0.035 w 60 100 m 100 100 l S Q\n");
  });
  expect_fails("1 picture line(s) under 0.75 pt, first 0.035 pt");
}

}  // namespace
}  // namespace mazeproof_test
