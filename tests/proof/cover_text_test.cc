// Cover text at KDP's 7 pt or more (KDP_RULES.md "Cover"): a cover as
// mazebook makes it passes `cover.text_size`, and the same cover with one
// text set at 5 pt fails it, naming the page and the size.

#include <gtest/gtest.h>

#include "real_book.h"

namespace mazeproof_test {
namespace {

class CoverText : public RealBookTest {
 protected:
  // Rewrites the decoded content of cover.pdf's page with `edit`.
  void edit_cover(const std::function<void(std::string&)>& edit) {
    QPDF q;
    q.processFile((copy_ / "cover.pdf").c_str());
    QPDFPageObjectHelper p = page_of(q, 1);
    std::string content = content_of(p);
    edit(content);
    p.getObjectHandle().replaceKey("/Contents", q.newStream(content));
    QPDFWriter w(q, (copy_ / "edited.pdf").c_str());
    w.setStaticID(true);
    w.write();
    fs::rename(copy_ / "edited.pdf", copy_ / "cover.pdf");
  }

  nlohmann::json text_size_check() {
    const nlohmann::json report = nlohmann::json::parse(slurp(copy_ / "check.json"));
    for (const nlohmann::json& check : report["checks"]) {
      if (check["id"] == "cover.text_size") return check;
    }
    return {};
  }
};

TEST_F(CoverText, AsMadeEveryTextIsSevenPointsOrMore) {
  const RunResult r = prove();
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json check = text_size_check();
  ASSERT_FALSE(check.is_null()) << "no cover.text_size check";
  EXPECT_EQ(check["pass"], true);
  EXPECT_GE(check["figures"]["measured"].get<int>(), 3);  // title, level line, author
  EXPECT_GE(check["figures"]["smallest"].get<double>(), 7.0);
  EXPECT_EQ(check["rule"], "KDP_RULES.md Cover: text at least 7 pt, the spine's too");
}

TEST_F(CoverText, FivePointTextFails) {
  // The title's text matrix ("54 0 0 -54 x y Tm", Cairo's first) set to 5 pt.
  edit_cover([](std::string& content) {
    const size_t at = content.find("54 0 0 -54 ");
    ASSERT_NE(at, std::string::npos) << "no 54 pt text on the cover";
    content.replace(at, 11, "5 0 0 -5 ");
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: 1 text(s) below 7.00 pt, the smallest 5.00 pt",
                               "[cover.text_size]"}),
            1)
      << r.err;
}

}  // namespace
}  // namespace mazeproof_test
