// The studio over HTTP, as a page (or an attacker) would drive it: the gate
// on every request, bounded bodies, one-line refusals naming the field, the
// preview and its kept mazes, and a build that proves or leaves nothing,
// through the plain client of tests/support.

#include <algorithm>
#include <filesystem>
#include <set>

#include "studio_fixture.h"

namespace mazebook {
namespace {

namespace fs = std::filesystem;

using StudioServerTest = StudioFixture;

Json small_spec() { return small_studio_spec(); }

TEST_F(StudioServerTest, ServesThePageWithoutTheTokenButNoApi) {
  const auto page = mbtest::http_request(port(), "GET", "/");
  EXPECT_EQ(page.status, 200);
  EXPECT_NE(page.body.find("<title>mazebook studio</title>"), std::string::npos);
  EXPECT_EQ(page.headers.at("x-frame-options"), "DENY");
  EXPECT_EQ(page.headers.at("content-type"), "text/html; charset=utf-8");
  const auto script = mbtest::http_request(port(), "GET", "/static/studio.js");
  EXPECT_EQ(script.status, 200);
  EXPECT_EQ(script.headers.at("content-type"), "text/javascript; charset=utf-8");
  EXPECT_EQ(mbtest::http_request(port(), "GET", "/static/nothing.js").status, 400);
  const auto api = mbtest::http_request(port(), "GET", "/api/choices");
  EXPECT_EQ(api.status, 403);
  EXPECT_EQ(json_of(api)["error"]["message"], "X-Studio-Token: missing or wrong access token");
}

TEST_F(StudioServerTest, RefusesForeignHostAndOrigin) {
  const auto rebound =
      get("/api/choices", {{"Host", "attacker.example:" + std::to_string(server_.port())}});
  EXPECT_EQ(rebound.status, 403);
  EXPECT_EQ(get("/", {{"Host", "attacker.example"}}).status, 403);
  const auto cross = post("/api/build/cancel", "{}", {{"Origin", "https://attacker.example"}});
  EXPECT_EQ(cross.status, 403);
  EXPECT_EQ(json_of(cross)["error"]["message"],
            "Origin: expected http://127.0.0.1:" + std::to_string(server_.port()) +
                " or http://localhost:" + std::to_string(server_.port()) +
                ", got 'https://attacker.example'");
}

TEST_F(StudioServerTest, BoundsRequestBodies) {
  EXPECT_EQ(post("/api/preview", std::string((1 << 20) + 1, ' ')).status, 413);
}

TEST_F(StudioServerTest, AnswersBadInputWithOneLineNamingTheField) {
  const auto broken = post("/api/preview", "{\"spec\": ");
  EXPECT_EQ(broken.status, 400);
  EXPECT_EQ(json_of(broken)["error"]["message"].get<std::string>().rfind("request: ", 0), 0u);

  Json spec = small_spec();
  spec["sections"][0]["count"] = "many";
  const Json answer = post_json("/api/preview", {{"spec", spec}});
  EXPECT_EQ(answer["ok"], false);
  EXPECT_EQ(answer["error"]["field"], "sections[0].count");
  EXPECT_EQ(answer["error"]["message"],
            "spec.json: sections[0].count: expected an integer from 1 to 2000, got \"many\"");

  spec = small_spec();
  spec["sections"][1]["preset"] = "../../../etc/passwd.json";
  const Json outside = post_json("/api/preview", {{"spec", spec}});
  EXPECT_EQ(outside["error"]["field"], "sections[1].preset");

  const Json opened = post_json("/api/open", {{"path", "../../etc/passwd"}});
  EXPECT_EQ(opened["error"]["message"],
            "open: ../../etc/passwd: outside the studio's folders (the work folder; the data "
            "folder's presets and templates; the clip art)");
}

TEST_F(StudioServerTest, RefusesANumberOutOfRangeOrAKeyGivenTwiceWithItsPlace) {
  const auto huge = post("/api/preview", R"({"spec": {"title": "T", "seed": 1e309}})");
  EXPECT_EQ(huge.status, 400);
  EXPECT_EQ(json_of(huge)["error"]["message"], "request: line 1, column 33: number out of range");
  const auto twice = post("/api/preview", "{\"spec\": {\"title\": \"A\",\n \"title\": \"B\"}}");
  EXPECT_EQ(twice.status, 400);
  EXPECT_EQ(json_of(twice)["error"]["message"],
            "request: line 2, column 2: duplicate key \"title\" (first on line 1)");
  mbtest::write_text(dir_.path() / "work" / "huge.json", "{\"title\": \"T\",\n  \"seed\": -1e309}");
  const Json opened = post_json("/api/open", {{"path", "huge.json"}});
  EXPECT_EQ(opened["error"]["message"], "huge.json: line 2, column 11: number out of range");
}

TEST_F(StudioServerTest, PreviewKeepsTheMazesWhenOnlyTheTitleChanges) {
  Json spec = small_spec();
  const Json first = post_json("/api/preview", {{"spec", spec}});
  ASSERT_EQ(first["ok"], true) << first.dump();
  EXPECT_EQ(session_.cache().misses(), 2);
  spec["title"] = "Another Title";
  const Json second = post_json("/api/preview", {{"spec", spec}});
  ASSERT_EQ(second["ok"], true);
  EXPECT_EQ(session_.cache().misses(), 2);  // nothing selected again
  EXPECT_EQ(session_.cache().hits(), 2);
  EXPECT_EQ(second["page_count"], first["page_count"]);
  EXPECT_EQ(second["pages"], first["pages"]);  // the same mazes on the same pages
  spec["sections"][1]["count"] = 30;
  const Json third = post_json("/api/preview", {{"spec", spec}});
  ASSERT_EQ(third["ok"], true);
  EXPECT_EQ(session_.cache().misses(), 3);  // the changed section alone
  EXPECT_GT(third["page_count"].get<int>(), first["page_count"].get<int>());

  // Thumbnails of the latest layout only.
  const int rev = third["revision"];
  const auto png = get("/api/thumb?rev=" + std::to_string(rev) + "&page=1&dpi=20");
  EXPECT_EQ(png.status, 200);
  EXPECT_EQ(png.headers.at("content-type"), "image/png");
  EXPECT_EQ(png.body.substr(1, 3), "PNG");
  const auto stale = get("/api/thumb?rev=" + std::to_string(rev - 1) + "&page=1&dpi=20");
  EXPECT_EQ(json_of(stale)["error"]["message"], "revision: " + std::to_string(rev - 1) +
                                                    " is not the latest layout (" +
                                                    std::to_string(rev) + ")");
  EXPECT_EQ(json_of(get("/api/thumb?rev=x&page=1&dpi=20"))["error"]["message"],
            "rev: expected a whole number, got 'x'");
}

TEST_F(StudioServerTest, SwapsOneMazeAndLeavesEveryOtherPage) {
  const Json first = post_json("/api/preview", {{"spec", small_spec()}});
  ASSERT_EQ(first["ok"], true);
  const auto pages_of = [&](const Json& layout) {
    std::vector<std::string> pngs;
    const int rev = layout["revision"];
    for (int n = 1; n <= layout["page_count"].get<int>(); ++n) {
      pngs.push_back(
          get("/api/thumb?rev=" + std::to_string(rev) + "&page=" + std::to_string(n) + "&dpi=30")
              .body);
    }
    return pngs;
  };
  const std::vector<std::string> before = pages_of(first);
  int page = 0;
  for (const Json& p : first["pages"]) {
    if (p["kind"] == "maze" && page == 0) page = p["n"];
  }
  ASSERT_GT(page, 0);
  const Json swapped = post_json("/api/swap", {{"spec", small_spec()}, {"page", page}});
  ASSERT_TRUE(swapped.contains("spec")) << swapped.dump();
  ASSERT_EQ(swapped["spec"]["overrides"].size(), 1u);
  EXPECT_EQ(swapped["spec"]["overrides"][0]["maze"], 1);
  EXPECT_EQ(swapped["spec"]["title"], "Studio Test");  // the rest as it was

  const Json second = post_json("/api/preview", {{"spec", swapped["spec"]}});
  ASSERT_EQ(second["ok"], true) << second.dump();
  ASSERT_EQ(second["page_count"], first["page_count"]);
  const std::vector<std::string> after = pages_of(second);
  std::vector<int> changed;
  for (size_t i = 0; i < before.size(); ++i) {
    if (before[i] != after[i]) changed.push_back(static_cast<int>(i) + 1);
  }
  // The maze's own page and the solutions page that shows it; no other.
  ASSERT_EQ(changed.size(), 2u);
  EXPECT_EQ(changed[0], page);

  const Json title_page = post_json("/api/swap", {{"spec", small_spec()}, {"page", 1}});
  EXPECT_EQ(title_page["error"]["message"], "page: page 1 holds no maze");
}

TEST_F(StudioServerTest, BuildsProvesAndOffersTheFiles) {
  const Json started = post_json("/api/build", {{"spec", small_spec()}});
  EXPECT_EQ(started["state"], "running") << started.dump();
  const Json status = wait_for_build();
  ASSERT_EQ(status["state"], "passed") << status.dump();
  EXPECT_EQ(status["check"]["verdict"], "pass");
  for (const char* name : {"interior.pdf", "cover.pdf", "book.json", "check.json", "spec.json"}) {
    const auto res = get(std::string("/api/download/") + name);
    EXPECT_EQ(res.status, 200) << name;
    EXPECT_EQ(res.headers.at("content-disposition"),
              std::string("attachment; filename=\"") + name + "\"");
  }
  const auto pdf = get("/api/download/interior.pdf");
  EXPECT_EQ(pdf.body.substr(0, 5), "%PDF-");
  EXPECT_EQ(pdf.headers.at("content-type"), "application/pdf");
  EXPECT_NE(get("/api/download/..%2Fspec.json").status, 200);
  EXPECT_EQ(json_of(get("/api/download/spec.json"))["title"], "Studio Test");

  // The built book.json opens as a spec again, which lays out the same book.
  const Json reopened = post_json("/api/open", {{"path", "builds/untitled/001/book.json"}});
  ASSERT_TRUE(reopened.contains("spec")) << reopened.dump();
  EXPECT_EQ(reopened["spec"]["sections"][0]["preset"], "easy");
  EXPECT_EQ(reopened["spec"]["sections"][1]["count"], 2);
  const Json again = post_json("/api/preview", {{"spec", reopened["spec"]}});
  EXPECT_EQ(again["ok"], true) << again.dump();
  EXPECT_EQ(again["pages"], post_json("/api/preview", {{"spec", small_spec()}})["pages"]);
}

TEST_F(StudioServerTest, AFailedBuildLeavesNoFiles) {
  Json spec = small_spec();
  spec["trim"] = "3x3";
  const Json refused = post_json("/api/build", {{"spec", spec}});
  EXPECT_EQ(refused["error"]["field"], "trim");
  EXPECT_EQ(json_of(get("/api/build"))["state"], "idle");
  // Cancelled at once: nothing is left in the work folder but its own.
  ASSERT_EQ(post_json("/api/build", {{"spec", small_spec()}})["state"], "running");
  post_json("/api/build/cancel", Json::object());
  const Json status = wait_for_build();
  EXPECT_EQ(status["state"], "cancelled");
  EXPECT_EQ(status["message"], "cancelled; nothing kept");
  EXPECT_FALSE(fs::exists(fs::path(session_.paths().work()) / "builds" / "untitled" / "001"));
  for (const auto& entry : fs::directory_iterator(session_.paths().work()))
    EXPECT_EQ(entry.path().filename().string().find(".book.mazebook-"), std::string::npos);
}

TEST_F(StudioServerTest, SavesBuildsIntoItsOwnFolderListsAndDeletes) {
  const Json bad = post_json("/api/save", {{"name", "Vol 1"}, {"spec", small_spec()}});
  EXPECT_EQ(bad["error"]["message"],
            "save: name: 'Vol 1': expected a name of 1 to 64 letters, digits, '-', '_' and '.', "
            "not starting with '.'");
  EXPECT_EQ(post_json("/api/save", {{"name", "../up"}, {"spec", small_spec()}})["error"]["message"],
            "save: name: '../up': expected a name of 1 to 64 letters, digits, '-', '_' and '.', "
            "not starting with '.'");
  Json spec = small_spec();
  spec["isbn"] = "978-0-306-40615-7";
  const Json saved = post_json("/api/save", {{"name", "vol-1.json"}, {"spec", spec}});
  EXPECT_EQ(saved, (Json{{"saved", "vol-1.json"}, {"name", "vol-1"}})) << saved.dump();
  // Open finds it again, as saved.
  EXPECT_EQ(post_json("/api/open", {{"path", "vol-1.json"}})["spec"], spec);

  // Two builds, each in a folder of its own, listed newest first.
  for (int i = 0; i < 2; ++i) {
    ASSERT_EQ(post_json("/api/build", {{"spec", spec}, {"name", "vol-1"}})["state"], "running");
    const Json status = wait_for_build();
    ASSERT_EQ(status["state"], "passed") << status.dump();
    EXPECT_EQ(status["build"], i == 0 ? "001" : "002");
  }
  const fs::path builds = fs::path(session_.paths().work()) / "builds" / "vol-1";
  EXPECT_TRUE(fs::exists(builds / "001" / "interior.pdf"));
  EXPECT_TRUE(fs::exists(builds / "002" / "spec.json"));
  const Json listed = json_of(get("/api/builds?name=vol-1"));
  ASSERT_EQ(listed["builds"].size(), 2u) << listed.dump();
  EXPECT_EQ(listed["builds"][0]["build"], "002");
  EXPECT_EQ(listed["builds"][1]["build"], "001");
  EXPECT_EQ(listed["builds"][0]["verdict"], "pass");
  EXPECT_EQ(listed["builds"][0]["pages"], 24);
  EXPECT_EQ(listed["builds"][0]["date"].get<std::string>().size(), 16u);
  EXPECT_EQ(json_of(get("/api/download/spec.json?name=vol-1&build=001"))["isbn"],
            "978-0-306-40615-7");
  EXPECT_EQ(json_of(get("/api/builds?name=..%2Fx"))["error"]["message"],
            "builds: name: '../x': expected a name of 1 to 64 letters, digits, '-', '_' and '.', "
            "not starting with '.'");

  // One deleted: the other stays.
  const Json after = post_json("/api/builds/delete", {{"name", "vol-1"}, {"build", "001"}});
  ASSERT_EQ(after["builds"].size(), 1u) << after.dump();
  EXPECT_EQ(after["builds"][0]["build"], "002");
  EXPECT_FALSE(fs::exists(builds / "001"));
  EXPECT_EQ(
      post_json("/api/builds/delete", {{"name", "vol-1"}, {"build", "001"}})["error"]["message"],
      "delete: vol-1 build '001': no such build");
  EXPECT_EQ(
      post_json("/api/builds/delete", {{"name", "vol-1"}, {"build", ".."}})["error"]["message"],
      "delete: vol-1 build '..': no such build");
}

// The maze seeds a layout's maze pages show, in page order.
std::vector<uint64_t> maze_seeds(const Json& layout) {
  std::vector<uint64_t> seeds;
  for (const Json& page : layout["pages"])
    if (page["kind"] == "maze") seeds.push_back(page["seed"].get<uint64_t>());
  return seeds;
}

std::set<std::string> book_keys(const Json& record, const std::string& book) {
  std::set<std::string> keys;
  for (const Json& b : record["books"])
    if (b["book"] == book)
      for (const Json& m : b["mazes"]) keys.insert(m["key"].get<std::string>());
  return keys;
}

TEST_F(StudioServerTest, BuildsTheVolumesOfASeriesWithNoMazeTwice) {
  // One seed: without the series the two volumes would print the same mazes.
  Json one = small_spec();
  one["series"] = "series/dinos.json";
  Json two = one;
  two["title"] = "Studio Test 2";
  EXPECT_EQ(maze_seeds(post_json("/api/preview", {{"spec", one}, {"name", "vol-1"}})),
            maze_seeds(post_json("/api/preview", {{"spec", two}, {"name", "vol-2"}})));
  ASSERT_EQ(post_json("/api/build", {{"spec", one}, {"name", "vol-1"}})["state"], "running");
  ASSERT_EQ(wait_for_build()["state"], "passed");
  const fs::path work(session_.paths().work());
  ASSERT_TRUE(fs::is_regular_file(work / "series" / "dinos.json"));

  // The preview of volume 2 already skips volume 1's mazes; volume 1's own
  // does not.
  const std::vector<uint64_t> first =
      maze_seeds(post_json("/api/preview", {{"spec", one}, {"name", "vol-1"}}));
  const std::vector<uint64_t> second =
      maze_seeds(post_json("/api/preview", {{"spec", two}, {"name", "vol-2"}}));
  ASSERT_EQ(first.size(), second.size());
  for (const uint64_t seed : second)
    EXPECT_EQ(std::count(first.begin(), first.end(), seed), 0) << seed;
  ASSERT_EQ(post_json("/api/build", {{"spec", two}, {"name", "vol-2"}})["state"], "running");
  ASSERT_EQ(wait_for_build()["state"], "passed");
  const Json record = parse_json_text(mbtest::read_bytes(work / "series" / "dinos.json"), "record");
  ASSERT_EQ(record["books"].size(), 2u) << record.dump();
  const std::set<std::string> a = book_keys(record, "../vol-1.json");
  const std::set<std::string> b = book_keys(record, "../vol-2.json");
  ASSERT_FALSE(a.empty());
  ASSERT_FALSE(b.empty());
  for (const std::string& key : b) EXPECT_EQ(a.count(key), 0u) << key;

  // Volume 1 built again is the same book: the series names it by its spec.
  ASSERT_EQ(post_json("/api/build", {{"spec", one}, {"name", "vol-1"}})["state"], "running");
  ASSERT_EQ(wait_for_build()["state"], "passed");
  EXPECT_EQ(mbtest::read_bytes(work / "builds" / "vol-1" / "001" / "interior.pdf"),
            mbtest::read_bytes(work / "builds" / "vol-1" / "002" / "interior.pdf"));
  EXPECT_EQ(
      parse_json_text(mbtest::read_bytes(work / "series" / "dinos.json"), "record")["books"].size(),
      2u);
}

TEST_F(StudioServerTest, TakesAnUploadedCoverPictureIntoItsImagesFolder) {
  const std::string png =
      mbtest::read_bytes(fs::path(MAZEBOOK_TEST_DATA) / "fuzz" / "mask_png" / "rgb.png");
  ASSERT_FALSE(png.empty());
  const auto refused = post("/api/upload?name=cover.exe", png);
  EXPECT_EQ(json_of(refused)["error"]["message"],
            "upload: 'cover.exe': expected a PNG, JPEG or SVG picture (.png, .jpg, .svg)");
  EXPECT_EQ(json_of(post("/api/upload?name=..%2Fcover.png", png))["error"]["message"],
            "upload: '../cover.png': expected a name of 1 to 64 letters, digits, '-', '_' and "
            "'.', not starting with '.'");
  EXPECT_EQ(json_of(post("/api/upload?name=empty.png", ""))["error"]["message"],
            "upload: empty.png: an empty file");
  const Json saved = json_of(post("/api/upload?name=Front.PNG", png));
  EXPECT_EQ(saved["path"], "images/Front.PNG") << saved.dump();
  EXPECT_EQ(mbtest::read_bytes(fs::path(session_.paths().work()) / "images" / "Front.PNG"), png);
  // The spec names it as the page does, relative to the work folder: the
  // preview finds it there and holds its 4 x 4 pixels to the 300 DPI rule.
  Json spec = small_spec();
  spec["cover"] = {{"front_image", "images/Front.PNG"}, {"fit", "frame"}};
  const Json layout = post_json("/api/preview", {{"spec", spec}});
  EXPECT_EQ(layout["error"]["message"],
            "spec.json: cover.front_image: " + session_.paths().work() +
                "/images/Front.PNG: prints at 0 DPI at 4.84 x 4.84 in (4 x 4 pixels); print "
                "needs 300 DPI: at least 1452 x 1452 pixels")
      << layout.dump();
}

TEST_F(StudioServerTest, KeepsAndMeetsAPageTarget) {
  Json spec = small_spec();
  spec["pages"] = 40;
  spec["pages_fill"] = 0;
  spec["sections"][0].erase("count");
  const Json layout = post_json("/api/preview", {{"spec", spec}});
  ASSERT_EQ(layout["ok"], true) << layout.dump();
  EXPECT_EQ(layout["page_count"], 40);
  spec["pages"] = 0;
  EXPECT_EQ(post_json("/api/preview", {{"spec", spec}})["error"]["message"],
            "spec.json: pages: expected the interior's page count, a whole number such as 120, "
            "got 0");
  spec["pages"] = 40;
  ASSERT_EQ(post_json("/api/build", {{"spec", spec}})["state"], "running");
  ASSERT_EQ(wait_for_build()["state"], "passed");
  // The built book opens with its target, and lays out the same pages.
  const Json reopened = post_json("/api/open", {{"path", "builds/untitled/001/book.json"}});
  EXPECT_EQ(reopened["spec"]["pages"], 40);
  EXPECT_EQ(reopened["spec"]["pages_fill"], 0);
  EXPECT_EQ(post_json("/api/preview", {{"spec", reopened["spec"]}})["pages"], layout["pages"]);
}

}  // namespace
}  // namespace mazebook
