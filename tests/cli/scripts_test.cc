// Any script the installed fonts cover: a book titled in Japanese (Noto CJK,
// installed by .ci/install-deps) builds, embeds its fonts and proves; a
// title in a script no installed font has (Egyptian hieroglyphs) is
// refused before anything is made, naming the characters, and the output
// folder keeps the book it held, byte for byte.

#include <gtest/gtest.h>

#include <algorithm>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

constexpr const char* kJapanese =
    R"({"title": "迷路の本", "subtitle": "やさしい迷路からむずかしい迷路まで",
  "author": "山田 花子", "trim": "6x9", "seed": 12,
  "back_text": "どの迷路にもスタートからゴールまでの道がひとつだけあります。",
  "sections": [{"preset": "easy", "count": 12, "title": "やさしい"},
               {"preset": "medium", "count": 12, "title": "ふつう"}]})";

std::string text_of(const fs::path& pdf) {
  return mbtest::shell_output("pdftotext -enc UTF-8 '" + pdf.string() + "' - 2>/dev/null");
}

TEST(Scripts, AJapaneseBookBuildsAndProvesAndAnUncoveredScriptIsRefused) {
  mbtest::TempDir dir("scripts");
  mbtest::write_text(dir.file("japanese.json"), kJapanese);
  const std::string out = dir.file("out");
  const mbtest::CliRun built =
      mbtest::run_mazebook({"build", dir.file("japanese.json"), "--out", out, "--quiet"});
  ASSERT_EQ(built.code, 0) << built.err;
  const mazebook::Json check = mazebook::Json::parse(mbtest::read_bytes(out + "/check.json"));
  EXPECT_EQ(check["verdict"], "pass");
  for (const char* file : {"interior.pdf", "cover.pdf"}) {
    SCOPED_TRACE(file);
    const std::string text = text_of(fs::path(out) / file);
    EXPECT_NE(text.find("迷路の本"), std::string::npos) << text.substr(0, 400);
    EXPECT_NE(text.find("山田"), std::string::npos);
    mbtest::PdfFile pdf(fs::path(out) / file);
    EXPECT_EQ(pdf.fonts_not_embedded(), std::vector<std::string>{});
  }
  EXPECT_NE(text_of(fs::path(out) / "interior.pdf").find("やさしい"), std::string::npos);

  const std::string before = mbtest::read_bytes(out + "/interior.pdf");
  mbtest::write_text(dir.file("hieroglyphs.json"),
                     R"({"title": "𓀀𓀁 Mazes", "author": "A", "trim": "6x9",
      "sections": [{"preset": "easy", "count": 20}]})");
  const mbtest::CliRun refused =
      mbtest::run_mazebook({"build", dir.file("hieroglyphs.json"), "--out", out, "--quiet"});
  EXPECT_EQ(refused.code, 2);
  EXPECT_EQ(refused.err, "mazebook: " + dir.file("hieroglyphs.json") +
                             ": title: no installed font has 𓀀 (U+13000), 𓀁 (U+13001); they "
                             "would print as empty boxes: install a font that has them\n");
  EXPECT_EQ(mbtest::read_bytes(out + "/interior.pdf"), before);
  std::vector<std::string> left;
  for (const auto& entry : fs::directory_iterator(dir.path())) {
    left.push_back(entry.path().filename().string());
  }
  std::sort(left.begin(), left.end());
  EXPECT_EQ(left, (std::vector<std::string>{"hieroglyphs.json", "japanese.json", "out"}));
  // Into a new folder: nothing is made at all.
  EXPECT_EQ(mbtest::run_mazebook(
                {"build", dir.file("hieroglyphs.json"), "--out", dir.file("new"), "--quiet"})
                .code,
            2);
  EXPECT_FALSE(fs::exists(dir.file("new")));
}

}  // namespace
