// Pictures on the cover (DRAWING_RULES.md "Cover"), edited into a real
// cover.pdf with qpdf: a picture may run to the bleed edge where other
// drawing may not, but one that reaches into a listed art maze's keep-clear
// area fails `cover.pictures`, and an image under 300 DPI fails
// `cover.image_resolution`.

#include <gtest/gtest.h>

#include "proof/pdf/content_walker.h"
#include "real_book.h"

namespace mazeproof_test {
namespace {

class CoverPicture : public RealBookTest {
 protected:
  // Appends `drawing` to the cover's page (y downward from the top edge).
  void draw_on_cover(const std::string& drawing) {
    QPDF q;
    q.processFile((copy_ / "cover.pdf").c_str());
    QPDFPageObjectHelper p = page_of(q, 1);
    const std::string content = content_of(p) + "\nq " + drawing + " Q\n";
    p.getObjectHandle().replaceKey("/Contents", q.newStream(content));
    QPDFWriter w(q, (copy_ / "edited.pdf").c_str());
    w.setStaticID(true);
    w.write();
    fs::rename(copy_ / "edited.pdf", copy_ / "cover.pdf");
  }

  // The front art's walls' extent (the strokes right of the cover's middle
  // that are neither black nor white), y downward; and the page's height.
  mazeproof::Box front_art(double& height) {
    mazeproof::PdfFile file(copy_ / "cover.pdf", "cover.pdf");
    const mazeproof::Box media = file.media_box(0);
    height = media.height();
    mazeproof::ContentWalker walker(file);
    mazeproof::Box art;
    for (const mazeproof::DrawItem& item : walker.walk_page(0)) {
      if (item.kind != mazeproof::ItemKind::stroke || item.box.x0 < media.width() / 2) continue;
      if (item.colour.is_white() || item.colour.is_rgb(0, 0, 0)) continue;
      art = mazeproof::Box::of(std::min(art.x0, item.box.x0), std::min(art.y0, item.box.y0),
                               std::max(art.x1, item.box.x1), std::max(art.y1, item.box.y1));
    }
    return mazeproof::Box::of(art.x0, height - art.y1, art.x1, height - art.y0);
  }

  static std::string figure(const std::string& drawing) {
    return "/Figure BDC 0.949 0.549 0.157 rg " + drawing + " EMC";
  }

  std::vector<std::string> failed_checks() {
    const nlohmann::json report = nlohmann::json::parse(slurp(copy_ / "check.json"));
    std::vector<std::string> failed;
    for (const nlohmann::json& check : report["checks"]) {
      if (!check["pass"].get<bool>()) failed.push_back(check["id"]);
    }
    return failed;
  }
};

TEST_F(CoverPicture, APictureOverTheFrontArtFails) {
  double height = 0;
  const mazeproof::Box art = front_art(height);
  ASSERT_GT(art.width(), 72);
  const double cx = (art.x0 + art.x1) / 2, cy = (art.y0 + art.y1) / 2;
  draw_on_cover(figure(rect(cx - 20, cy - 20, cx + 20, cy + 20) + " f"));
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: cover-front: a picture's fill at",
                               "reaches into the maze's keep-clear area [cover.pictures]"}),
            1)
      << r.err;
}

TEST_F(CoverPicture, APictureBesideTheArtAndIntoTheBleedProves) {
  double height = 0;
  const mazeproof::Box art = front_art(height);
  // Above the art's right end, running off the top of the cover: a picture
  // may bleed.
  draw_on_cover(figure(rect(art.x1 - 30, -9, art.x1 + 10, art.y0 - 12) + " f"));
  const RunResult r = prove();
  EXPECT_EQ(r.code, 0) << r.err;
}

TEST_F(CoverPicture, TheSameFillOutsideAPictureMayNotBleed) {
  double height = 0;
  const mazeproof::Box art = front_art(height);
  draw_on_cover("0.949 0.549 0.157 rg " + rect(art.x1 - 30, -9, art.x1 + 10, art.y0 - 12) + " f");
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(failed_checks(), std::vector<std::string>{"cover.safe_area"}) << r.err;
}

TEST_F(CoverPicture, AnImageUnder300DpiFails) {
  double height = 0;
  const mazeproof::Box art = front_art(height);
  // Two by two pixels over an inch: 2 DPI, beside the art.
  draw_on_cover("/Figure BDC 72 0 0 72 " + num(art.x1 - 72) + " " + num(art.y0 - 80) +
                " cm BI /W 2 /H 2 /CS /RGB /BPC 8 ID " + std::string(12, '\x7f') + " EI EMC");
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(failed_checks(), std::vector<std::string>{"cover.image_resolution"}) << r.err;
}

}  // namespace
}  // namespace mazeproof_test
