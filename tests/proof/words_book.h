#pragma once
// Two books made by the real mazebook once per suite (a plain one, classic,
// and one of every puzzle variant, kids), a fresh copy for each test, and
// ways to find and alter a recorded text's show in a page's content, as an
// attacker editing the PDF with qpdf would. Content coordinates are
// Cairo's (y downward from the top edge), as book.json records boxes.

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "real_book.h"

namespace mazeproof_test {

inline const char* const kPuzzleSpec =
    R"({"title":"Puzzles","author":"A","trim":"8.5x11","paper":"white","bleed":false,)"
    R"("template":"kids","seed":12,"sections":[{"preset":"entrances","count":2},)"
    R"({"preset":"keys","count":2},{"preset":"oneway","count":1},{"preset":"floors","count":2}],)"
    R"("solutions_per_page":"auto"})";

class Words : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    scratch_ = new TempDir();
    plain_ = build_real_book(scratch_->path(), "plain", small_spec(8));
    puzzles_ = build_real_book(scratch_->path(), "puzzles", kPuzzleSpec);
  }
  static void TearDownTestSuite() {
    delete scratch_;
    scratch_ = nullptr;
  }

  // A fresh copy of the suite's book `name` in `copy_` / name, its
  // book.json read.
  void use(const std::string& name) {
    ASSERT_TRUE(name == "plain" ? plain_ : puzzles_) << "mazebook could not make " << name;
    dir_ = copy_ / name;
    fs::copy(scratch_->path() + "/" + name, dir_, fs::copy_options::recursive);
    fs::remove(dir_ + "/check.json");
    manifest_ = nlohmann::json::parse(slurp(dir_ + "/book.json"));
  }
  std::string at(const std::string& file) const { return dir_ + "/" + file; }

  RunResult prove() {
    RunResult r = run_mazeproof(dir_);
    RecordProperty("first_line", r.err.substr(0, r.err.find('\n')));
    return r;
  }

  // Rewrites the decoded content of 1-based `page` of `file` with `edit`.
  void edit_page(const std::string& file, int page, const std::function<void(std::string&)>& edit) {
    QPDF q;
    q.processFile(at(file).c_str());
    QPDFPageObjectHelper p = QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page - 1)];
    std::string content;
    Pl_String sink("content", nullptr, content);
    p.pipeContents(&sink);
    const std::string before = content;
    edit(content);
    ASSERT_NE(content, before) << "the edit changed nothing";
    p.getObjectHandle().replaceKey("/Contents", q.newStream(content));
    QPDFWriter w(q, at("edited.pdf").c_str());
    w.setStaticID(true);
    w.write();
    fs::rename(at("edited.pdf"), at(file));
  }

  // The recorded texts of `role` on interior page `page` (0: any page).
  std::vector<nlohmann::json> texts(const std::string& role, int page = 0) const {
    std::vector<nlohmann::json> out;
    for (const nlohmann::json& t : manifest_["texts"]) {
      if (t[2] == role && (page == 0 || (t[0] == "interior.pdf" && t[1] == page))) out.push_back(t);
    }
    return out;
  }

  // The first maze page of a puzzle kind.
  int page_of(const std::string& kind) const {
    for (const nlohmann::json& m : manifest_["mazes"]) {
      if (m.contains("variant") && m["variant"]["kind"] == kind) return m["page"];
    }
    return 0;
  }

  static TempDir* scratch_;
  static bool plain_;
  static bool puzzles_;
  TempDir copy_;
  std::string dir_;
  nlohmann::json manifest_;
};

inline TempDir* Words::scratch_ = nullptr;
inline bool Words::plain_ = false;
inline bool Words::puzzles_ = false;

// The BT ... ET block of `content` whose text matrix starts at the text's
// recorded x, its baseline inside its recorded box: [start, end).
inline std::pair<size_t, size_t> text_block(const std::string& content,
                                            const nlohmann::json& text) {
  static const std::regex tm(R"(BT\s+[-\d.]+ 0 0 [-\d.]+ ([-\d.]+) ([-\d.]+) Tm)");
  const double x = text[6], y = text[7], h = text[9];
  for (auto it = std::sregex_iterator(content.begin(), content.end(), tm);
       it != std::sregex_iterator(); ++it) {
    const double tx = std::stod((*it)[1]), ty = std::stod((*it)[2]);
    if (std::abs(tx - x) <= 1 && ty > y && ty < y + h + 1) {
      const size_t start = static_cast<size_t>(it->position(0));
      return {start, content.find("ET", start)};
    }
  }
  ADD_FAILURE() << "no text block for " << text.dump();
  return {0, 0};
}

// The first two "[...]TJ" (or "(...)Tj") shows of the block at `start`.
inline std::vector<std::pair<size_t, size_t>> shows(const std::string& content,
                                                    std::pair<size_t, size_t> block) {
  static const std::regex show(R"(\[[^\]]*\]\s*TJ|\([^)]*\)\s*Tj)");
  std::vector<std::pair<size_t, size_t>> out;
  const std::string part = content.substr(block.first, block.second - block.first);
  for (auto it = std::sregex_iterator(part.begin(), part.end(), show); it != std::sregex_iterator();
       ++it) {
    out.push_back(
        {block.first + static_cast<size_t>(it->position(0)), static_cast<size_t>(it->length(0))});
  }
  return out;
}

// Swaps the shows of two texts (or the first two shows of one block).
inline void swap_shows(std::string& content, std::pair<size_t, size_t> a,
                       std::pair<size_t, size_t> b) {
  if (a.first > b.first) std::swap(a, b);
  const std::string sa = content.substr(a.first, a.second), sb = content.substr(b.first, b.second);
  content.replace(b.first, b.second, sa);
  content.replace(a.first, a.second, sb);
}

inline std::string box_rect(const nlohmann::json& text, double grow) {
  const double x = text[6], y = text[7], w = text[8], h = text[9];
  return rect(x - grow, y - grow, x + w + grow, y + h + grow);
}

// Exit 1, and a failure line of `check` holding `part`.
inline void expect_failed(const RunResult& r, const std::string& check, const std::string& part) {
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_with(r.err, {"[" + check + "]", part}), 1) << r.err;
}

}  // namespace mazeproof_test
