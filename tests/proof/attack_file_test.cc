// A real book passes as made, rewritten by qpdf, and with the other
// template; alterations of its file structure, page boxes, optional content
// and manifest fail (exit 1) naming the rules they break.

#include <gtest/gtest.h>

#include <fstream>

#include "real_book.h"

namespace mazeproof_test {
namespace {

using BookFile = RealBookTest;

void expect_caught(const RunResult& r, const std::vector<std::string>& rules) {
  EXPECT_EQ(r.code, 1) << r.err;
  for (const std::string& rule : rules)
    EXPECT_GE(lines_with(r.err, {"[" + rule + "]"}), 1) << rule << "\n" << r.err;
}

TEST_F(BookFile, AsMadeItPasses) {
  const RunResult r = prove();
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json report = nlohmann::json::parse(slurp(copy_ / "check.json"));
  for (const nlohmann::json& check : report["checks"]) {
    if (check["id"] == "mazes.rendered") {
      // 20 mazes and 20 solutions, and the title page's ornament.
      EXPECT_EQ(check["figures"]["drawings"], 41);
    }
    if (check["id"] == "pages.accounted") {
      EXPECT_EQ(check["figures"]["maze"], 20);
      EXPECT_EQ(check["figures"]["solution"], 5);
      EXPECT_EQ(check["figures"]["front"], 4);  // title, copyright, contents, how to play
      EXPECT_EQ(check["figures"]["section"], 1);
    }
  }
}

TEST_F(BookFile, TheReportIsNeverWrittenThroughASymlinkPlantedBesideIt) {
  TempDir outside;
  const std::string victim = outside.path() + "/victim.txt";
  std::ofstream(victim) << "victim";
  // check.json.tmp was the report's temporary name, known in advance.
  fs::create_symlink(victim, copy_ / "check.json.tmp");
  const RunResult r = prove();
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(slurp(victim), "victim");
  EXPECT_FALSE(fs::is_symlink(copy_.path() + "/check.json"));
  EXPECT_EQ(nlohmann::json::parse(slurp(copy_ / "check.json"))["verdict"], "pass");
}

TEST_F(BookFile, QdfRewriteWithFixQdfPasses) {
  const RunResult rewrite =
      run_shell("(qpdf --qdf --object-streams=disable " + (copy_ / "interior.pdf") + " " +
                    (copy_ / "qdf.pdf") + " && fix-qdf " + (copy_ / "qdf.pdf") + " > " +
                    (copy_ / "interior.pdf") + ")",
                copy_.path());
  ASSERT_EQ(rewrite.code, 0) << rewrite.err;
  fs::remove(copy_ / "qdf.pdf");
  const RunResult r = prove();
  EXPECT_EQ(r.code, 0) << r.err;
}

TEST_F(BookFile, LinearizedRewritePasses) {
  const RunResult rewrite =
      run_shell("qpdf --linearize " + (copy_ / "interior.pdf") + " " + (copy_ / "linear.pdf") +
                    " && mv " + (copy_ / "linear.pdf") + " " + (copy_ / "interior.pdf"),
                copy_.path());
  ASSERT_EQ(rewrite.code, 0) << rewrite.err;
  const RunResult r = prove();
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json report = nlohmann::json::parse(slurp(copy_ / "check.json"));
  for (const nlohmann::json& check : report["checks"]) {
    if (check["id"] == "interior.structure") {
      EXPECT_EQ(check["figures"]["linearized"], true);
    }
  }
}

TEST_F(BookFile, SameMazesWithTheOtherTemplatePass) {
  ASSERT_TRUE(build_real_book(copy_.path(), "kids", small_spec(20, "kids")));
  const RunResult r = run_mazeproof(copy_ / "kids");
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json kids = nlohmann::json::parse(slurp(copy_ / "kids/book.json"));
  ASSERT_EQ(kids["mazes"].size(), manifest_["mazes"].size());
  for (size_t i = 0; i < kids["mazes"].size(); ++i)
    EXPECT_EQ(kids["mazes"][i]["picture"], manifest_["mazes"][i]["picture"]);
}

// The bytes of an incremental update that gives page `page` new content.
std::string incremental_update(const std::string& pdf_path, int page, const std::string& extra) {
  const std::string bytes = slurp(pdf_path);
  QPDF q;
  q.processFile(pdf_path.c_str());
  QPDFPageObjectHelper p = QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page - 1)];
  std::string content;
  Pl_String sink("content", nullptr, content);
  p.pipeContents(&sink);
  content += "\n" + extra + "\n";
  const int size = q.getTrailer().getKey("/Size").getIntValueAsInt();
  const QPDFObjGen page_id = p.getObjectHandle().getObjGen();
  QPDFObjectHandle dict = p.getObjectHandle().shallowCopy();
  dict.replaceKey("/Contents", QPDFObjectHandle::newName("/NewContents"));
  std::string dict_text = dict.unparse();
  dict_text.replace(dict_text.find("/NewContents"), 12, std::to_string(size) + " 0 R");
  const size_t last_startxref = bytes.rfind("startxref");
  const std::string prev = std::to_string(std::stoll(bytes.substr(last_startxref + 9)));
  std::string update = "\n";
  auto offset = [&] {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%010zu", bytes.size() + update.size());
    return std::string(buffer);
  };
  const std::string stream_at = offset();
  update += std::to_string(size) + " 0 obj\n<< /Length " + std::to_string(content.size()) +
            " >>\nstream\n" + content + "\nendstream\nendobj\n";
  const std::string page_at = offset();
  update += std::to_string(page_id.getObj()) + " " + std::to_string(page_id.getGen()) + " obj\n" +
            dict_text + "\nendobj\n";
  const std::string xref_at = std::to_string(bytes.size() + update.size());
  update += "xref\n0 1\n0000000000 65535 f \n" + std::to_string(page_id.getObj()) + " 1\n" +
            page_at + " 00000 n \n" + std::to_string(size) + " 1\n" + stream_at +
            " 00000 n \ntrailer\n<< /Size " + std::to_string(size + 1) + " /Root " +
            q.getTrailer().getKey("/Root").unparse() + " /Prev " + prev + " >>\nstartxref\n" +
            xref_at + "\n%%EOF\n";
  return bytes + update;
}

TEST_F(BookFile, WhiteRectangleAppendedAsAnIncrementalUpdate) {
  const WallLattice l = lattice(maze_page());
  const std::string white = "q 1 1 1 rg " + rect(l.x(0), l.y(2), l.x(6), l.y(4)) + " f Q";
  write_text(copy_ / "interior.pdf",
             incremental_update(copy_ / "interior.pdf", maze_page(), white));
  // qpdf reads the update as any reader would.
  const RunResult check = run_shell("qpdf --check " + (copy_ / "interior.pdf"), copy_.path());
  ASSERT_EQ(check.code, 0) << check.out << check.err;
  expect_caught(prove(), {"interior.structure", "mazes.closed_world", "mazes.rendered"});
}

TEST_F(BookFile, CropBoxCuttingOffRowsAndTheExit) {
  const WallLattice l = lattice(maze_page());
  const int rows = graph().rows();
  edit_pdf([&](QPDF& q) {
    QPDFObjectHandle page = page_of(q, maze_page()).getObjectHandle();
    const double height = page.getKey("/MediaBox").getArrayAsRectangle().ury;
    page.replaceKey("/CropBox", QPDFObjectHandle::parse("[0 " + num(height - l.y(rows - 3)) +
                                                        " 432 " + num(height) + "]"));
  });
  expect_caught(prove(), {"interior.structure", "mazes.rendered"});
}

TEST_F(BookFile, OptionalContentSwitchedOff) {
  edit_pdf([&](QPDF& q) {
    QPDFObjectHandle ocg =
        q.makeIndirectObject(QPDFObjectHandle::parse("<< /Type /OCG /Name (walls) >>"));
    QPDFObjectHandle properties = QPDFObjectHandle::parse("<< /OCGs [] /D << /OFF [] >> >>");
    properties.getKey("/OCGs").appendItem(ocg);
    properties.getKey("/D").getKey("/OFF").appendItem(ocg);
    q.getRoot().replaceKey("/OCProperties", properties);
    QPDFPageObjectHelper p = page_of(q, maze_page());
    resources(p, "/Properties").replaceKey("/oc1", ocg);
    std::string c = content_of(p);
    const auto [start, end] = wall_block(c);
    c.insert(end + 2, " EMC ");
    c.insert(start, "/OC /oc1 BDC ");
    p.getObjectHandle().replaceKey("/Contents", q.newStream(c));
  });
  expect_caught(prove(), {"interior.structure", "interior.graphics_state", "mazes.rendered"});
}

TEST_F(BookFile, EmptyMazeListInTheManifest) {
  const int page = maze_page(0);
  manifest_["mazes"] = nlohmann::json::array();
  manifest_["cover"].erase("back_samples");  // they name mazes no longer listed
  write_manifest();
  const RunResult r = prove();
  expect_caught(r, {"pages.accounted"});
  EXPECT_EQ(lines_with(r.err, {"book.json: lists no mazes [pages.accounted]"}), 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page " + std::to_string(page) +
                               ": 1 maze drawing(s) that book.json does not list"}),
            1)
      << r.err;
}

TEST_F(BookFile, MazeDroppedFromTheManifest) {
  const int page = maze_page(5);
  manifest_["mazes"].erase(5);
  write_manifest();
  const RunResult r = prove();
  expect_caught(r, {"pages.accounted"});
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page " + std::to_string(page) +
                               ": 1 maze drawing(s) that book.json does not list "
                               "[pages.accounted]"}),
            1)
      << r.err;
}

TEST_F(BookFile, ManifestRouteIsCheckedAgainstTheProof) {
  const mazeproof::PictureProof proof = graph().proof();
  ASSERT_TRUE(proof.perfect);
  manifest_["mazes"][0]["route"] = proof.forest.route;
  write_manifest();
  EXPECT_EQ(prove().code, 0);
  std::vector<int> wrong = proof.forest.route;
  wrong.pop_back();
  manifest_["mazes"][0]["route"] = wrong;
  write_manifest();
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(
      lines_with(r.err, {"maze easy-001: route in book.json (" + std::to_string(wrong.size()) +
                         " cells) is not the unique route (" +
                         std::to_string(proof.forest.route.size()) + " cells) [mazes.manifest]"}),
      1)
      << r.err;
}

}  // namespace
}  // namespace mazeproof_test
