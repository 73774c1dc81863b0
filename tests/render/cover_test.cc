// The cover from the renderer's side: spine text only from 80 pages and
// only where it fits at 7 pt or more, the barcode box left white and empty
// (in the pixels and in the PDF's drawing), and text that does not fit
// stopping the build with a message naming the field. Covers are planned
// for chosen page counts with plan_cover and drawn with make_cover, so the
// boundaries need no book of that many pages.

#include "render/cover.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/book_job.h"
#include "book/kdp.h"
#include "render/cairo_handles.h"
#include "render/pango_measure.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mbtest::PdfFile;

constexpr const char* kSpec =
    R"({"title": "Tiny Maze Book", "subtitle": "A test", "author": "T. Tester",
  "trim": "6x9", "paper": "white", "seed": 5, "sections": [{"preset": "easy", "count": 20}],
  "solutions_per_page": 4, "back_text": "Twenty mazes for a test."})";

class CoverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    mbtest::write_text(dir_.file("spec.json"), kSpec);
    job_ = mazebook::prepare_book(dir_.file("spec.json"), 1, nullptr);
  }
  // The cover of this book as if its interior had `pages` pages, read back.
  // The plan of this book's cover as if its interior had `pages` pages.
  mazebook::CoverPlan plan_for(int pages, const std::vector<const mazebook::Maze*>& back) {
    return mazebook::plan_cover(mazebook::PangoMeasure(), job_->spec, job_->look, pages, 20,
                                &job_->cover_art->front.maze, back, 0);
  }
  std::unique_ptr<PdfFile> cover_pdf_for(int pages, mazebook::Cover& cover) {
    const std::vector<const mazebook::Maze*> back{&job_->mazes.front().solved.maze};
    cover = mazebook::make_cover(job_->spec, job_->look, plan_for(pages, back),
                                 &job_->cover_art->front.maze, back);
    const std::string path = dir_.file("cover-" + std::to_string(pages) + ".pdf");
    mbtest::write_text(path, mazebook::cover_pdf(cover, "2026-01-01T00:00:00"));
    return std::make_unique<PdfFile>(path);
  }
  mbtest::TempDir dir_{"cover"};
  std::unique_ptr<mazebook::BookJob> job_;
};

struct Bounds {
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  bool overlaps(const Bounds& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
};

Bounds bounds_of(const mbtest::Stroke& path, double pad) {
  Bounds b;
  for (const auto& sub : path.subpaths) {
    for (const mbtest::Point& p : sub) {
      b.x0 = std::min(b.x0, p.x - pad), b.y0 = std::min(b.y0, p.y - pad);
      b.x1 = std::max(b.x1, p.x + pad), b.y1 = std::max(b.y1, p.y + pad);
    }
  }
  return b;
}

// Spine text on the spines that hold it at 7 pt or more: none below 80
// pages (KDP), none on a spine too thin for the text at 7 pt between the
// folds' clearances (then the cover says so, naming the page count that
// would hold it), and at least 7 pt wherever there is some.
TEST_F(CoverTest, SpineTextOnlyWhereItFitsAtSevenPoints) {
  int first = 0;  // the fewest pages whose spine carries text
  for (int pages = 24; pages <= 300 && first == 0; pages += 2) {
    if (plan_for(pages, {}).spine.size_pt > 0) first = pages;
  }
  // 6 x 9 on white paper: 80 pages give a spine of 0.18 in, 0.055 in
  // between the clearances, far too thin; about 110 pages hold 7 pt.
  ASSERT_GT(first, 100);
  ASSERT_LT(first, 120);
  for (const int pages : {24, 78, 80, first - 2, first, first + 40, 300}) {
    SCOPED_TRACE(std::to_string(pages) + " pages");
    mazebook::Cover cover;
    auto pdf = cover_pdf_for(pages, cover);
    // The folds, points from the left edge: back trim 0.125 + 6 in, then
    // the spine, pages x 0.002252 in.
    const double left = (0.125 + 6) * 72;
    const double right = left + pages * 0.002252 * 72;
    ASSERT_NEAR(cover.plan.geometry.spine_left * 72, left, 1e-6);
    ASSERT_NEAR(cover.plan.geometry.spine_right * 72, right, 1e-6);
    const mbtest::PageDrawing drawing = mbtest::walk_page(pdf->page(1));
    int on_spine = 0;
    for (const mbtest::TextShow& t : drawing.texts) {
      if (t.origin.x < left || t.origin.x > right) continue;
      ++on_spine;
      EXPECT_NEAR(t.up.y, 0, 1e-6) << "spine text reads top to bottom";
      EXPECT_GE(t.size_pt, 7 - 1e-6);
    }
    EXPECT_EQ(on_spine > 0, pages >= first) << on_spine << " texts on the spine";
    EXPECT_EQ(cover.plan.spine.size_pt > 0, pages >= first);
    EXPECT_GT(drawing.texts.size(), 3u);  // front and back text is there either way
    if (pages < 80) {
      EXPECT_EQ(cover.plan.spine.note,
                "spine left blank: KDP prints spine text from 80 pages, and the "
                "book has " +
                    std::to_string(pages));
    } else if (pages < first) {
      char spine[32];
      std::snprintf(spine, sizeof spine, "%.3f in", pages * 0.002252);
      EXPECT_EQ(cover.plan.spine.note, "spine left blank: at " + std::to_string(pages) +
                                           " pages the spine is " + spine +
                                           " wide, too thin for its text at 7 pt (it takes " +
                                           std::to_string(first) + " pages or more)");
    } else {
      EXPECT_EQ(cover.plan.spine.note, "");
    }
  }
}

// Every text's line box (DRAWING_RULES.md "How ink is measured": advance
// widths along, the font's /Descent to /Ascent across) lies in one panel:
// the back or the front, 0.25 in inside the trim lines and the folds, or
// the spine, 1/16 in clear of each fold. Cover positions count to 0.01 in
// (0.72 pt). Page counts from a thin spine to a wide one.
TEST_F(CoverTest, EveryTextLineBoxStaysInItsPanel) {
  for (const int pages : {30, 80, 100, 120, 140, 300}) {
    mazebook::Cover cover;
    auto pdf = cover_pdf_for(pages, cover);
    const double spine = pages * 0.002252 * 72;
    const double fold = (0.125 + 6) * 72;  // the back's fold
    const double top = (0.125 + 9) * 72, bottom = 0.125 * 72, safe = 0.25 * 72, clear = 0.0625 * 72;
    const Bounds panels[] = {
        {0.125 * 72 + safe, bottom + safe, fold - safe, top - safe},
        {fold + spine + safe, bottom + safe, fold + spine + 6 * 72 - safe, top - safe},
        {fold + clear, bottom + safe, fold + spine - clear, top - safe}};
    const char* names[] = {"back", "front", "spine"};
    for (const mbtest::TextShow& t : mbtest::walk_page(pdf->page(1)).texts) {
      ASSERT_TRUE(t.has_box) << t.font;
      int panel = 0;  // the panel its origin is in
      while (panel < 2 &&
             !(t.origin.x >= panels[panel].x0 - clear && t.origin.x <= panels[panel].x1 + clear))
        ++panel;
      const Bounds& p = panels[panel];
      const double tol = 0.72;
      EXPECT_TRUE(t.box_min.x >= p.x0 - tol && t.box_max.x <= p.x1 + tol &&
                  t.box_min.y >= p.y0 - tol && t.box_max.y <= p.y1 + tol)
          << pages << " pages: text line box " << t.box_min.x << "," << t.box_min.y << " - "
          << t.box_max.x << "," << t.box_max.y << " leaves the " << names[panel] << " panel "
          << p.x0 << "," << p.y0 << " - " << p.x1 << "," << p.y1;
    }
  }
}

TEST_F(CoverTest, BarcodeBoxIsWhiteAndEmptyInThePixels) {
  const mazebook::Cover cover = mazebook::plan_book_cover(*job_);
  // Drawn as the preview draws it, at 2 pixels a point (144 dpi).
  const double scale = 2;
  const int w = static_cast<int>(std::ceil(cover.plan.geometry.width * 72 * scale));
  const int h = static_cast<int>(std::ceil(cover.plan.geometry.height * 72 * scale));
  mazebook::CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h));
  {
    mazebook::Cairo cr(cairo_create(surface.get()));
    cairo_scale(cr.get(), scale, scale);
    mazebook::draw_cover(cr.get(), cover);
  }
  cairo_surface_flush(surface.get());
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  const auto pixel = [&](int x, int y) {
    return *reinterpret_cast<const uint32_t*>(data + y * stride + x * 4) & 0xffffffu;
  };
  // The box in pixels from the top left: x 3.875 in, y 0.375 in up from
  // the bottom edge, 2 x 1.2 in; one pixel in from each edge for
  // antialiasing.
  const mazebook::Rect& box = cover.plan.geometry.barcode;
  ASSERT_NEAR(box.x, 3.875, 1e-9);
  const double px = 72 * scale;
  const int x0 = static_cast<int>(std::ceil(box.x * px)) + 1;
  const int x1 = static_cast<int>(std::floor((box.x + box.width) * px)) - 1;
  const int y0 =
      static_cast<int>(std::ceil((cover.plan.geometry.height - box.y - box.height) * px)) + 1;
  const int y1 = static_cast<int>(std::floor((cover.plan.geometry.height - box.y) * px)) - 1;
  int not_white = 0;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) not_white += pixel(x, y) != 0xffffffu;
  }
  EXPECT_EQ(not_white, 0) << "of " << (x1 - x0 + 1) * (y1 - y0 + 1) << " pixels in the barcode box";
  // Just outside the box the background shows: the test can see colour.
  EXPECT_NE(pixel(x1 + 6, (y0 + y1) / 2), 0xffffffu);
  EXPECT_NE(pixel((x0 + x1) / 2, y1 + 6), 0xffffffu);
}

TEST_F(CoverTest, BarcodeBoxIsOneWhiteRectangleThatNothingLaterTouches) {
  mazebook::Cover cover;
  auto pdf = cover_pdf_for(80, cover);
  // In points from the lower left: 3.875 in = 279, 0.375 in = 27,
  // 2 x 1.2 in = 144 x 86.4.
  const Bounds box{279, 27, 279 + 144, 27 + 86.4};
  const mbtest::PageDrawing drawing = mbtest::walk_page(pdf->page(1));
  size_t white_box = drawing.fills.size();
  for (size_t i = 0; i < drawing.fills.size() && white_box == drawing.fills.size(); ++i) {
    const mbtest::Stroke& f = drawing.fills[i];
    if (!mbtest::same_rgb(f.rgb, 1, 1, 1) || f.subpaths.size() != 1) continue;
    const Bounds b = bounds_of(f, 0);
    if (std::fabs(b.x0 - box.x0) < 0.01 && std::fabs(b.y0 - box.y0) < 0.01 &&
        std::fabs(b.x1 - box.x1) < 0.01 && std::fabs(b.y1 - box.y1) < 0.01) {
      white_box = i;
    }
  }
  ASSERT_LT(white_box, drawing.fills.size()) << "no white rectangle of the barcode box's size";
  EXPECT_LE(white_box, 1u);  // part of the background, drawn first
  // Later fills and all strokes (maze panels, walls, the accent rule) keep
  // their bounding boxes out of it; text its origin give or take a size.
  for (size_t i = white_box + 1; i < drawing.fills.size(); ++i) {
    const Bounds b = bounds_of(drawing.fills[i], 0);
    EXPECT_FALSE(b.overlaps(box)) << "fill " << i << " at " << b.x0 << "," << b.y0 << " - " << b.x1
                                  << "," << b.y1;
  }
  for (size_t i = 0; i < drawing.strokes.size(); ++i) {
    const Bounds b = bounds_of(drawing.strokes[i], drawing.strokes[i].width_pt / 2);
    EXPECT_FALSE(b.overlaps(box)) << "stroke " << i << " at " << b.x0 << "," << b.y0;
  }
  for (const mbtest::TextShow& t : drawing.texts) {
    const Bounds b{t.origin.x - t.size_pt, t.origin.y - t.size_pt, t.origin.x + t.size_pt,
                   t.origin.y + t.size_pt};
    EXPECT_FALSE(b.overlaps(box)) << "text at " << t.origin.x << "," << t.origin.y;
  }
}

// Each spec's text is too long for its place: the build stops with exit
// code 2, the field named, and nothing written.
TEST(CoverText, TextThatDoesNotFitStopsTheBuild) {
  mbtest::TempDir dir("fit");
  const std::string mazes = R"("sections": [{"preset": "easy", "count": 20}])";
  const std::string wide(200, 'M');
  // 18 short lines: they fit the title page once shrunk, not the cover.
  std::string lines = "Maze";
  for (int i = 1; i < 18; ++i) lines += "\\nMaze";
  std::string words;
  while (words.size() < 4000) words += "Maze ";
  words.resize(4000);
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"title": ")" + lines + R"(", "author": "A", "trim": "8.5x11", )" + mazes + "}",
       "title: too long for the front cover at 8.5x11 even at 20 pt"},
      {R"({"title": ")" + wide + R"(", "author": "A", "trim": "5x8", )" + mazes + "}",
       "title: too long for the front cover at 5x8 even at 20 pt"},
      {R"({"title": "T", "author": ")" + wide + R"(", "trim": "8.5x11", )" + mazes + "}",
       "author: too long for the front cover at 8.5x11 even at 10 pt"},
      {R"({"title": "T", "author": "A", "back_text": ")" + words + R"(", "trim": "6x9", )" + mazes +
           "}",
       "back_text: too long for the back cover at 6x9 even at 9 pt"},
      // 400 characters never reach the cover: the spec allows 200.
      {R"({"title": ")" + std::string(400, 'a') + R"(", "author": "A", "trim": "8.5x11", )" +
           mazes + "}",
       "title: expected at most 200 characters, got 400"},
  };
  int n = 0;
  for (const auto& [spec, message] : cases) {
    ++n;
    const std::string path = dir.file("spec" + std::to_string(n) + ".json");
    const std::string out = dir.file("out" + std::to_string(n));
    mbtest::write_text(path, spec);
    const mbtest::CliRun r = mbtest::run_mazebook({"build", path, "--out", out, "-q"});
    EXPECT_EQ(r.code, 2) << message;
    EXPECT_EQ(r.err, "mazebook: " + path + ": " + message + "\n");
    EXPECT_FALSE(fs::exists(out + "/interior.pdf")) << message;
    EXPECT_FALSE(fs::exists(out + "/cover.pdf")) << message;
  }
}

}  // namespace
