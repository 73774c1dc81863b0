// KDP preflight of the hand-made book: each rule broken once, on purpose,
// fails with one line naming the file, the page and the rule.

#include <gtest/gtest.h>

#include "test_book.h"
#include "test_run.h"

namespace mazeproof_test {
namespace {

RunResult prove(const BookOptions& options, TempDir& dir) {
  make_test_book(dir.path(), options);
  return run_in_process({"book", dir.path()});
}

// Runs the book with `options` and expects exactly one failing line that
// contains `expected`, and exit 1.
void expect_single_failure(const BookOptions& options, const std::string& expected) {
  TempDir dir;
  const RunResult r = prove(options, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
}

TEST(Preflight, UnembeddedFontFailsInBothFiles) {
  TempDir dir;
  BookOptions o;
  o.pdf.unembedded_font = true;
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(
      lines_with(r.err,
                 {"interior.pdf: page 1: font Helvetica (/F2) is not embedded [interior.fonts]"}),
      1)
      << r.err;
  EXPECT_EQ(
      lines_with(r.err, {"cover.pdf: page 1: font Helvetica (/F2) is not embedded [cover.fonts]"}),
      1)
      << r.err;
}

TEST(Preflight, AnnotationFails) {
  BookOptions o;
  o.annotated_page = 7;
  expect_single_failure(o, "interior.pdf: page 7: 1 annotation(s) [interior.annotations]");
}

TEST(Preflight, BookmarksFail) {
  TempDir dir;
  BookOptions o;
  o.pdf.outline = true;
  const RunResult r = prove(o, dir);
  EXPECT_EQ(
      lines_with(r.err, {"interior.pdf: has bookmarks (an /Outlines tree) [interior.outlines]"}), 1)
      << r.err;
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: has bookmarks (an /Outlines tree) [cover.outlines]"}), 1)
      << r.err;
}

TEST(Preflight, EncryptionFails) {
  TempDir dir;
  make_test_book(dir.path());
  {
    QPDF q;
    q.processFile((dir / "interior.pdf").c_str());
    QPDFWriter w(q, (dir / "locked.pdf").c_str());
    w.setR6EncryptionParameters("", "owner", true, true, true, true, true, true, qpdf_r3p_full,
                                true);
    w.write();
  }
  std::filesystem::rename(dir / "locked.pdf", dir / "interior.pdf");
  const RunResult r = run_in_process({"book", dir.path()});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, "interior.pdf: encrypted [interior.encryption]\n");
}

TEST(Preflight, ThinLineFails) {
  BookOptions o;
  o.extra[4] = "0 0 0 RG 0.5 w 100 300 m 200 300 l S\n";
  expect_single_failure(o,
                        "interior.pdf: page 4: 1 stroke(s) below 0.75 pt, the smallest 0.50 pt "
                        "[interior.line_width]");
}

TEST(Preflight, LineThinnedByTransformFails) {
  BookOptions o;
  o.extra[4] = "q 0.5 0 0 0.5 100 300 cm 0 0 0 RG 1 w 0 0 m 100 0 l S Q\n";
  expect_single_failure(o, "page 4: 1 stroke(s) below 0.75 pt, the smallest 0.50 pt");
}

TEST(Preflight, SmallTextFails) {
  BookOptions o;
  o.extra[6] = text_at(100, 300, 6.5, "small");
  expect_single_failure(
      o,
      "interior.pdf: page 6: 1 text(s) below 7.00 pt, the smallest 6.50 pt [interior.text_size]");
}

TEST(Preflight, TextShrunkByTransformFails) {
  BookOptions o;
  o.extra[6] = "q 0.5 0 0 0.5 50 100 cm " + text_at(100, 300, 12, "small") + "Q\n";
  expect_single_failure(o, "page 6: 1 text(s) below 7.00 pt, the smallest 6.00 pt");
}

TEST(Preflight, PaleGreyFillFails) {
  BookOptions o;
  o.extra[8] = "0.95 g 100 300 50 50 re f\n";
  expect_single_failure(o,
                        "interior.pdf: page 8: 1 grey fill(s) below 10.00 % ink, the smallest 5.00 "
                        "% ink [interior.grey_fills]");
}

TEST(Preflight, WhiteFillsAreNotInk) {
  TempDir dir;
  BookOptions o;
  // White strips along the page's edges reach every margin (and cover none
  // of the page's ink: white paint over ink is refused, "White paint").
  o.extra[8] = "1 1 1 rg 0 0 432 20 re f 0 628 432 20 re f 0 0 20 648 re f 412 0 20 648 re f\n";
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 0) << r.err;
}

// White paint is ink wherever it is: a white page-sized fill over a page
// that is no maze or solution page hides its page number.
TEST(Preflight, WhiteFillOverAnyPagesTextFails) {
  TempDir dir;
  BookOptions o;
  o.extra[8] = "1 1 1 rg 0 0 432 648 re f\n";
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page 8: 1 fill(s) or stroke(s) in the paper's "
                               "colour painted over ink, first white fill at (0.00, 0.00)-(432.00, "
                               "648.00) pt over a text at",
                               "[pages.white_paint]"}),
            1)
      << r.err;
}

TEST(Preflight, DrawingInTheOutsideMarginFails) {
  BookOptions o;
  o.extra[4] = "0 0 0 rg 10 300 5 5 re f\n";  // page 4 is a left-hand page: its outside margin is
                                              // on the left
  expect_single_failure(o,
                        "interior.pdf: page 4: 1 drawing(s) in the margins, the worst a fill 0.111 "
                        "in into the left margin [interior.margins]");
}

TEST(Preflight, DrawingInTheGutterFails) {
  BookOptions o;
  o.extra[5] = "0 0 0 rg 20 300 5 5 re f\n";  // page 5 is right-hand: gutter (0.375 in) on the left
  expect_single_failure(o,
                        "interior.pdf: page 5: 1 drawing(s) in the margins, the worst a fill 0.097 "
                        "in into the inside (gutter) margin");
  BookOptions even;
  even.extra[4] =
      "0 0 0 rg 20 300 5 5 re f\n";  // the same on a left-hand page is outside the 0.25 in margin
  TempDir dir;
  EXPECT_EQ(prove(even, dir).code, 0);
}

TEST(Preflight, TextReachingTheBottomMarginFails) {
  BookOptions o;
  o.extra[10] = text_at(200, 640, 10, "low");  // baseline 8 pt above the edge
  expect_single_failure(o,
                        "interior.pdf: page 10: 1 drawing(s) in the margins, the worst a text "
                        "0.139 in into the bottom margin");
}

TEST(Preflight, BlankPages) {
  BookOptions two;
  two.blank = {5, 6};
  TempDir dir;
  EXPECT_EQ(prove(two, dir).code, 0);
  BookOptions three;
  three.blank = {5, 6, 7};
  expect_single_failure(
      three, "interior.pdf: pages 5-7: 3 blank pages in a row, at most 2 [interior.blank_pages]");
  BookOptions end;
  for (int p = 14; p <= 24; ++p) end.blank.insert(p);
  expect_single_failure(
      end, "interior.pdf: pages 14-24: 11 blank pages in a row at the end, at most 10");
  end.blank.erase(14);
  TempDir dir2;
  EXPECT_EQ(prove(end, dir2).code, 0);
}

TEST(Preflight, PageCounts) {
  BookOptions odd;
  odd.pages = 25;
  expect_single_failure(odd, "interior.pdf: 25 pages, an odd count [interior.page_count]");
  BookOptions few;
  few.pages = 22;
  expect_single_failure(few, "interior.pdf: 22 pages, outside 24-828 for this trim on white paper");
}

TEST(Preflight, ManifestPageCountMustMatch) {
  BookOptions o;
  o.edit_manifest = [](nlohmann::json& m) { m["interior"]["pages"] = 26; };
  expect_single_failure(o, "interior.pdf: 24 pages, book.json says 26 [interior.page_count]");
}

// The spine of a 100-page white book is 0.2252 in: folds at 6.125 and
// 6.3502 in. A 7 pt 'I' is 0.049 in wide.
std::string spine_text(double x_in) { return text_at(x_in * 72, 300, 7, "I"); }

TEST(Cover, SpineTextNeedsEightyPages) {
  BookOptions thin;
  thin.pages = 24;
  thin.cover_extra = spine_text(6.13);
  expect_single_failure(
      thin, "but the interior has only 24 pages (spine text from 80) [cover.spine_text]");
  BookOptions thick;
  thick.pages = 100;
  thick.cover_extra = spine_text(6.213);
  TempDir dir;
  const RunResult r = prove(thick, dir);
  EXPECT_EQ(r.code, 0) << r.err;
}

TEST(Cover, SpineTextClearOfTheFolds) {
  BookOptions o;
  o.pages = 100;
  o.cover_extra = spine_text(6.15);
  expect_single_failure(
      o, "is closer than 0.062 in to a fold (folds at 6.125 in and 6.350 in) [cover.spine_text]");
}

TEST(Cover, BarcodeBoxKeptEmpty) {
  BookOptions o;
  o.cover_extra = text_at(5 * 72, 606, 12,
                          "ISBN");  // inside the box (4.8-5.8 in, 0.375-1.575 in from the bottom)
  expect_single_failure(o, "inside the barcode box [cover.barcode_box]");
}

TEST(Cover, BarcodeBoxMustBeDrawnWhere) {
  BookOptions o;
  o.edit_manifest = [](nlohmann::json& m) { m["cover"]["barcode_box_in"]["x"] = 1.0; };
  expect_single_failure(o,
                        "cover.pdf: page 1: no white background rectangle at the barcode box "
                        "(1.000, 0.375)-(3.000, 1.575) in");
}

TEST(Cover, NothingButBackgroundNearTheTrim) {
  BookOptions o;
  o.cover_extra = text_at(600, 20, 12, "edge");
  expect_single_failure(o, "of the top trim [cover.safe_area]");
}

TEST(Cover, NothingAcrossAFold) {
  BookOptions o;
  o.cover_extra = "0 0 1 rg 400 300 100 20 re f\n";
  expect_single_failure(o, "crosses a spine fold [cover.safe_area]");
}

TEST(Cover, MoreThanOnePageFails) {
  TempDir dir;
  make_test_book(dir.path());
  write_pdf(dir / "cover.pdf", {TestPage{882.2, 666, "", false}, TestPage{882.2, 666, "", false}});
  const RunResult r = run_in_process({"book", dir.path()});
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: 2 pages, expected 1 [cover.pages]"}), 1) << r.err;
}

}  // namespace
}  // namespace mazeproof_test
