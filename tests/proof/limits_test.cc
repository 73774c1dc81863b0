// Hostile inputs built from a real book: each stops at once with one line
// naming the file and the limit, and exit 2, instead of crashing, running
// for minutes or filling memory (src/proof/core/limits.h).

#include "proof/core/limits.h"

#include <gtest/gtest.h>

#include <qpdf/Pl_Flate.hh>

#include "proof/core/json_field.h"
#include "real_book.h"

namespace mazeproof_test {
namespace {

using Limits = RealBookTest;
using mazeproof::Error;
using mazeproof::kMaxJsonBytes;
using mazeproof::kMaxJsonMemory;
using mazeproof::parse_json;

// Exit 2 and exactly one line on stderr, which contains `expected`.
void expect_unusable(const RunResult& r, const std::string& expected) {
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
}

TEST_F(Limits, ManifestNestedDeep) {
  write_text(copy_ / "book.json", std::string(100000, '[') + std::string(100000, ']'));
  expect_unusable(prove(),
                  "mazeproof: book.json: not valid JSON (byte 65): nested deeper than 64 levels");
  EXPECT_FALSE(fs::exists(copy_ / "check.json"));
}

TEST_F(Limits, ManifestNumberTooLarge) {
  std::string text = slurp(copy_ / "book.json");
  const size_t at = text.find("\"version\": 1");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, 12, "\"version\": 1e309");
  write_text(copy_ / "book.json", text);
  const size_t line = 1 + std::count(text.begin(), text.begin() + at, '\n');
  const size_t column = at - text.rfind('\n', at) + 11;
  expect_unusable(prove(), "mazeproof: book.json: line " + std::to_string(line) + ", column " +
                               std::to_string(column) + ": number out of range\n");
  EXPECT_FALSE(fs::exists(copy_ / "check.json"));
}

TEST_F(Limits, ManifestKeyGivenTwice) {
  std::string text = slurp(copy_ / "book.json");
  const size_t at = text.find("\"version\": 1");
  ASSERT_NE(at, std::string::npos);
  text.insert(at, "\"format\": \"other\",\n ");
  write_text(copy_ / "book.json", text);
  const size_t line = 1 + std::count(text.begin(), text.begin() + at, '\n');
  expect_unusable(prove(), "mazeproof: book.json: line " + std::to_string(line) +
                               ", column 2: duplicate key \"format\" (first on line 2)\n");
}

TEST_F(Limits, ManifestTooLarge) {
  // 64 MiB and one byte of spaces after the real manifest.
  const std::string text = slurp(copy_ / "book.json");
  write_text(copy_ / "book.json", text + std::string((64u << 20) + 1 - text.size(), ' '));
  expect_unusable(prove(),
                  "mazeproof: book.json: too large for a JSON file (67108865 bytes; at "
                  "most 67108864)\n");
}

TEST_F(Limits, ManifestOfTooManyValues) {
  // Small values cost many times their text in memory (core/limits.h
  // kMaxJsonMemory); a budget of 8 KiB holds 250 of them.
  const auto zeros = [](int n) {
    std::string text = "[0";
    for (int i = 1; i < n; ++i) text += ",0";
    return text + "]";
  };
  EXPECT_NO_THROW(parse_json(zeros(250), "book.json", 8192));
  try {
    parse_json(zeros(260), "book.json", 8192);
    ADD_FAILURE() << "accepted";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "book.json: too many values: reading them would take more than 8192 bytes of "
                 "memory");
  }
  // A real manifest, even written compactly, takes less than the bound
  // allows a file of its written size.
  const std::string text = slurp(copy_ / "book.json");
  EXPECT_NO_THROW(
      parse_json(manifest_.dump(), "book.json", kMaxJsonMemory / kMaxJsonBytes * text.size()));
}

TEST_F(Limits, ContentStreamNestedDeep) {
  edit_page(maze_page(), [](std::string& c) { c += std::string(500000, '['); });
  expect_unusable(prove(), "arrays nested deeper than 32");
}

TEST_F(Limits, FormsDrawnTenTimesFifteenDeep) {
  edit_pdf([&](QPDF& q) {
    QPDFObjectHandle inner = q.newStream("0 0 0 rg 1 1 1 1 re f");
    inner.replaceDict(QPDFObjectHandle::parse(
        "<< /Type /XObject /Subtype /Form /BBox [0 0 1000 1000] /Resources << >> >>"));
    for (int level = 0; level < 15; ++level) {
      QPDFObjectHandle outer =
          q.newStream("/X Do /X Do /X Do /X Do /X Do /X Do /X Do /X Do /X Do /X Do");
      outer.replaceDict(QPDFObjectHandle::parse(
          "<< /Type /XObject /Subtype /Form /BBox [0 0 1000 1000] /Resources << /XObject << "
          ">> >> >>"));
      outer.getDict().getKey("/Resources").getKey("/XObject").replaceKey("/X", inner);
      inner = outer;
    }
    QPDFPageObjectHelper p = page_of(q, 1);
    resources(p, "/XObject").replaceKey("/Bomb", inner);
    p.getObjectHandle().replaceKey("/Contents", q.newStream(content_of(p) + "\n/Bomb Do\n"));
  });
  expect_unusable(prove(), "interior.pdf: page 1: more than 10000 form XObjects drawn on the page");
}

TEST_F(Limits, ManyTinyStrokesOnAMazePage) {
  std::string dust = "q 0 0 0 RG 0.75 w ";
  for (int i = 0; i < 150000; ++i) {
    const double x = 20 + (i % 400) * 1.0, y = 20 + (i / 400) * 1.5;
    dust += num(x) + " " + num(y) + " m " + num(x + 0.4) + " " + num(y) + " l ";
  }
  edit_page(maze_page(), [&](std::string& c) { c.append("\n").append(dust).append("S Q\n"); });
  expect_unusable(prove(), "more than 5000 separate wall pieces on the page");
}

TEST_F(Limits, FlateBomb) {
  // A gigabyte of spaces deflates to about a megabyte.
  std::string compressed;
  Pl_Flate::setCompressionLevel(1);  // fast: the input is one byte repeated
  {
    Pl_String sink("bomb", nullptr, compressed);
    Pl_Flate flate("deflate", &sink, Pl_Flate::a_deflate);
    const std::string chunk(1 << 20, ' ');
    for (int i = 0; i < 1024; ++i)
      flate.write(reinterpret_cast<const unsigned char*>(chunk.data()), chunk.size());
    flate.finish();
  }
  Pl_Flate::setCompressionLevel(-1);
  edit_pdf([&](QPDF& q) {
    QPDFObjectHandle bomb = q.newStream();
    bomb.replaceStreamData(compressed, QPDFObjectHandle::newName("/FlateDecode"),
                           QPDFObjectHandle::newNull());
    page_of(q, maze_page()).getObjectHandle().replaceKey("/Contents", bomb);
  });
  expect_unusable(prove(), "content stream decodes to more than 67108864 bytes");
}

TEST_F(Limits, SaveWithoutRestoreTenMillionTimes) {
  edit_page(maze_page(), [](std::string& c) {
    std::string saves;
    saves.reserve(20'000'000);
    for (int i = 0; i < 10'000'000; ++i) saves += "q ";
    c.insert(0, saves);
  });
  expect_unusable(prove(), "graphics states nested deeper than 256");
}

// A wall stroke run far off its grid is no limit of work but a drawing
// that is no maze of its grid: its length is weighed against every wall
// the grid allows before anything is matched, so it fails at once.
TEST_F(Limits, WallRunToAMillionPointsIsNoMazeOfItsGrid) {
  const WallLattice l = lattice(maze_page());
  edit_page(maze_page(), [&](std::string& c) {
    const auto [start, end] = wall_block(c);
    const std::string y = num(l.y(0));
    std::string run = " ";
    run.append(num(l.x(0))).append(" ").append(y).append(" m 1000000 ").append(y).append(" l");
    c.insert(end, run);
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  // Its lattice is no 10x12 grid's: fitted as any kind's, the run lies on
  // no wall.
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page 6: maze easy-001: 1 wall stroke(s) on no wall "
                               "the 10x12 grid allows, first from (36.00, 525.55) pt to "
                               "(1000000.00, 525.55) pt [mazes.drawings]"}),
            1)
      << r.err;
}

}  // namespace
}  // namespace mazeproof_test
