// The studio as an attacker drives it: paths and symlinks that lead out of
// its folders, files planted at the names it writes, bodies without end,
// connections that never finish their headers, a second Host header, bytes
// that are not UTF-8. Each is refused in one line, and the page is still
// answered.

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <thread>

#include "studio_fixture.h"

namespace mazebook {
namespace {

namespace fs = std::filesystem;

const std::string kOutside =
    ": outside the studio's folders (the work folder; the data folder's presets and templates; "
    "the clip art)";

class StudioAttackTest : public StudioFixture {
 protected:
  StudioAttackTest() : StudioFixture("studio-attack") {
    mbtest::write_text(dir_.path() / "secret.txt", "s3cr3t: the outside file\n");
    work_ = session_.paths().work();
  }
  Json preview_with_section(const Json& section) {
    Json spec = small_studio_spec();
    spec["sections"] = Json::array({section});
    return post_json("/api/preview", {{"spec", spec}});
  }
  std::string work_;
};

TEST_F(StudioAttackTest, ABatchPathIsConfinedLikeEveryOtherPath) {
  mbtest::write_text(dir_.path() / "outside.json", R"({"format": "s3cr3t-format"})");
  for (const std::string& batch :
       {std::string("/etc/passwd"), dir_.file("outside.json"), std::string("../outside.json"),
        "/proc/self/root" + dir_.file("outside.json")}) {
    const Json answer = preview_with_section({{"batch", batch}});
    EXPECT_EQ(answer["ok"], false) << batch;
    EXPECT_EQ(answer["error"]["field"], "sections[0].batch") << batch;
    EXPECT_EQ(answer["error"]["message"], "spec.json: sections[0].batch: " + batch + kOutside);
  }
}

TEST_F(StudioAttackTest, AFileThatAConfinedFileNamesIsConfinedToo) {
  // A preset in the work folder whose mask is a (valid) mask file outside.
  mbtest::write_text(dir_.path() / "mask.txt", std::string(16, 'X') + "\n" + std::string(16, 'X') +
                                                   "\n" + std::string(16, 'X') + "\n");
  Json preset =
      parse_json_text(mbtest::read_bytes(fs::path(MAZEBOOK_SOURCE_DIR) / "presets/kids-heart.json"),
                      "kids-heart.json");
  preset["grid"]["mask"] = dir_.file("mask.txt");
  mbtest::write_text(fs::path(work_) / "mine.json", preset.dump());
  const Json answer = preview_with_section({{"preset", "mine.json"}, {"count", 1}});
  EXPECT_EQ(answer["ok"], false);
  EXPECT_NE(answer["error"]["message"].get<std::string>().find(
                dir_.file("mask.txt") + ": cannot read: outside the studio's folders"),
            std::string::npos)
      << answer.dump();
}

TEST_F(StudioAttackTest, OpensNothingOfTheSourceTreeButPresetsAndTemplates) {
  // The data folder of a build tree links to the source tree's presets and
  // templates; nothing else of it, or of the build, is readable.
  const std::string source = MAZEBOOK_SOURCE_DIR;
  for (const std::string& path :
       std::vector<std::string>{source + "/tests/studio/browser/package.json",
                                source + "/CMakeLists.txt", "presets/../CMakeLists.txt",
                                "presets/../src/studio/web/studio.js", "../../CMakeCache.txt"}) {
    const Json answer = post_json("/api/open", {{"path", path}});
    EXPECT_EQ(answer["error"]["message"], "open: " + path + kOutside) << path;
  }
  EXPECT_TRUE(post_json("/api/open", {{"path", "presets/books/sample.json"}}).contains("spec"));
}

TEST_F(StudioAttackTest, ServesNoDownloadThroughASymlink) {
  const fs::path build = fs::path(work_) / "builds" / "untitled" / "001";
  fs::create_directories(build);
  fs::create_symlink(dir_.file("secret.txt"), build / "interior.pdf");
  fs::create_symlink(dir_.file("secret.txt"), build / "spec.json");
  for (const char* name : {"interior.pdf", "spec.json"}) {
    const auto answer = get(std::string("/api/download/") + name + "?name=untitled&build=001");
    EXPECT_EQ(answer.status, 400) << name;
    EXPECT_EQ(answer.body.find("s3cr3t"), std::string::npos) << name;
    EXPECT_EQ(json_of(answer)["error"]["message"],
              std::string("download: ") + name +
                  ": a symlink leading out of the work folder; not served");
  }
  // A spec's builds folder, and the builds folder itself, a symlink to a
  // folder outside.
  fs::create_directories(dir_.path() / "elsewhere" / "001");
  mbtest::write_text(dir_.path() / "elsewhere" / "001" / "cover.pdf", "s3cr3t");
  for (const fs::path& planted :
       {fs::path(work_) / "builds" / "untitled", fs::path(work_) / "builds"}) {
    fs::remove_all(fs::path(work_) / "builds");
    if (planted.filename() == "untitled") fs::create_directories(fs::path(work_) / "builds");
    fs::create_symlink(dir_.path() / (planted.filename() == "untitled" ? "elsewhere" : ""),
                       planted);
    const auto cover = get("/api/download/cover.pdf?name=untitled&build=001");
    EXPECT_EQ(cover.status, 400) << planted;
    EXPECT_EQ(cover.body.find("s3cr3t"), std::string::npos) << planted;
    // Nor does a build go where that symlink points.
    // The build may have failed already when the answer is made: "running"
    // or "failed", never "passed".
    const Json started = post_json("/api/build", {{"spec", small_studio_spec()}});
    ASSERT_TRUE(started["state"] == "running" || started["state"] == "failed") << started.dump();
    const Json status = wait_for_build();
    EXPECT_EQ(status["state"], "failed");
    EXPECT_EQ(status["message"], "build: " + planted.string() +
                                     ": a symlink; the studio builds only into its work folder");
    fs::remove(planted);
  }
  EXPECT_EQ(fs::directory_iterator(dir_.path() / "elsewhere" / "001")->path().filename(),
            "cover.pdf");
  EXPECT_FALSE(fs::exists(dir_.path() / "elsewhere" / "002"));
}

TEST_F(StudioAttackTest, ListsABuildWhoseFilesWerePlantedAsFailedAndGoesOn) {
  const fs::path build = fs::path(work_) / "builds" / "mine" / "001";
  fs::create_directories(build);
  mbtest::write_text(build / "check.json", R"({"summary": 3})");
  mbtest::write_text(build / "book.json", R"({"mazes": 1})");
  const Json listed = json_of(get("/api/builds?name=mine"));
  ASSERT_EQ(listed["builds"].size(), 1u) << listed.dump();
  EXPECT_EQ(listed["builds"][0]["verdict"], "fail");
  EXPECT_FALSE(listed["builds"][0].contains("pages"));
}

TEST_F(StudioAttackTest, AnUploadNeverGoesThroughAPlantedImagesFolder) {
  fs::create_directories(dir_.path() / "outside");
  fs::create_symlink(dir_.path() / "outside", work_ + "/images");
  const auto answer = post("/api/upload?name=front.png", "\x89PNG");
  EXPECT_EQ(json_of(answer)["error"]["message"],
            "upload: " + work_ + "/images: not a folder of the work folder (a symlink?)");
  EXPECT_TRUE(fs::is_empty(dir_.path() / "outside"));
}

TEST_F(StudioAttackTest, NeitherSaveNorBuildWritesThroughAPlantedSymlink) {
  const std::string victim = dir_.file("victim.txt");
  mbtest::write_text(victim, "victim");
  // A saved spec's name planted as a symlink: the save replaces the link.
  fs::create_symlink(victim, work_ + "/mine.json");
  EXPECT_EQ(post_json("/api/save", {{"name", "mine"}, {"spec", small_studio_spec()}})["saved"],
            "mine.json");
  EXPECT_EQ(mbtest::read_bytes(victim), "victim");
  EXPECT_FALSE(fs::is_symlink(work_ + "/mine.json"));
  // The next build's folder planted as a symlink to a folder outside: the
  // build takes the next number.
  fs::create_directories(work_ + "/builds/mine");
  fs::create_directories(dir_.path() / "outside");
  fs::create_symlink(dir_.path() / "outside", work_ + "/builds/mine/001");
  ASSERT_EQ(post_json("/api/build", {{"spec", small_studio_spec()}, {"name", "mine"}})["state"],
            "running");
  const Json status = wait_for_build();
  EXPECT_EQ(status["state"], "passed") << status.dump();
  EXPECT_EQ(status["build"], "002");
  EXPECT_TRUE(fs::is_empty(dir_.path() / "outside"));
  EXPECT_EQ(json_of(get("/api/download/spec.json"))["title"], "Studio Test");
}

TEST_F(StudioAttackTest, RefusesTwoHostHeaders) {
  mbtest::HttpConnection connection(port());
  ASSERT_TRUE(connection.send(
      "GET /api/choices HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port()) +
      "\r\nHost: evil.com\r\n" + std::string(kTokenHeader) + ": " + server_.token() + "\r\n\r\n"));
  const auto answer = connection.read_answer();
  EXPECT_EQ(answer.status, 400);
  EXPECT_EQ(json_of(answer)["error"]["message"], "Host: expected one, got 2");
}

TEST_F(StudioAttackTest, AnswersBytesThatAreNotUtf8WithTheField) {
  const std::string spec = Json({{"spec", small_studio_spec()}}).dump();
  const size_t title = spec.find("Studio Test");
  const std::string body = spec.substr(0, title) + "Studio \xff Test" + spec.substr(title + 11);
  const auto answer = post("/api/preview", body);
  EXPECT_EQ(answer.status, 400);
  EXPECT_EQ(json_of(answer)["error"]["field"], "title");
  EXPECT_EQ(json_of(answer)["error"]["message"], "spec.json: title: not UTF-8 text (0xff at byte " +
                                                     std::to_string(title + 7) +
                                                     " of the request)");
  const auto open = post("/api/open", "{\"path\": \"a\xc3(\"}");
  EXPECT_EQ(open.status, 400);
  EXPECT_EQ(json_of(open)["error"]["message"],
            "request: path: not UTF-8 text (0xc3 at byte 11 of the request)");
  // A header that is not UTF-8 is refused as any other wrong Host.
  const auto host = get("/api/choices", {{"Host", "\xff\xfe"}});
  EXPECT_EQ(host.status, 403);
}

TEST_F(StudioAttackTest, ASlowPreviewHoldsUpNoOtherRequest) {
  // Some seconds of selecting: 440 expert mazes.
  const Json slow = parse_json_text(R"({"title": "Slow", "author": "A", "trim": "8.5x11",
      "seed": 3, "solutions_per_page": 6,
      "sections": [{"preset": "expert", "count": 220}, {"preset": "expert", "count": 220}]})",
                                    "slow");
  std::atomic<bool> slow_done{false};
  Json slow_answer;
  std::thread slow_thread([&] {
    slow_answer = post_json("/api/preview", {{"spec", slow}});
    slow_done = true;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // under way
  const Json fast = post_json("/api/preview", {{"spec", small_studio_spec()}});
  ASSERT_EQ(fast["ok"], true) << fast.dump();
  const std::string thumb =
      "/api/thumb?rev=" + std::to_string(fast["revision"].get<int>()) + "&page=1&dpi=20";
  EXPECT_EQ(get(thumb).status, 200);
  EXPECT_FALSE(slow_done) << "the other requests waited for the slow preview";
  slow_thread.join();
  ASSERT_EQ(slow_answer["ok"], true) << slow_answer.dump();
  EXPECT_LT(slow_answer["revision"], fast["revision"]);
  // The overtaken layout was not kept: the thumbnails are still the latest's.
  EXPECT_EQ(get(thumb).status, 200);
  // The same spec laid out alone gives the same pages.
  EXPECT_EQ(post_json("/api/preview", {{"spec", slow}})["pages"], slow_answer["pages"]);
}

}  // namespace
}  // namespace mazebook
