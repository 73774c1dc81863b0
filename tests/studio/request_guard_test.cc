// The studio's gate: Host, Origin and token, and the folders it may touch.

#include "studio/request_guard.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "base/error.h"
#include "studio/studio_paths.h"
#include "support/book_files.h"

namespace mazebook {
namespace {

namespace fs = std::filesystem;

constexpr const char* kToken = "0123456789abcdef";

RequestFacts facts(std::string host, std::string origin, std::string token, bool api) {
  return {std::move(host), std::move(origin), std::move(token), api};
}

TEST(RequestGuard, TakesTheStudioByAddressOrName) {
  EXPECT_FALSE(refuse_request(facts("127.0.0.1:8765", "", kToken, true), 8765, kToken));
  EXPECT_FALSE(
      refuse_request(facts("localhost:8765", "http://localhost:8765", kToken, true), 8765, kToken));
  // The page itself needs no token: it holds nothing.
  EXPECT_FALSE(refuse_request(facts("127.0.0.1:8765", "", "", false), 8765, kToken));
}

TEST(RequestGuard, RefusesAnotherHostAsDnsRebindingSendsIt) {
  EXPECT_EQ(*refuse_request(facts("evil.example:8765", "", kToken, true), 8765, kToken),
            "Host: expected 127.0.0.1:8765 or localhost:8765, got 'evil.example:8765'");
  EXPECT_EQ(*refuse_request(facts("127.0.0.1:9999", "", kToken, false), 8765, kToken),
            "Host: expected 127.0.0.1:8765 or localhost:8765, got '127.0.0.1:9999'");
  EXPECT_EQ(*refuse_request(facts("", "", kToken, false), 8765, kToken),
            "Host: expected 127.0.0.1:8765 or localhost:8765, got ''");
}

TEST(RequestGuard, RefusesAnotherSitesOrigin) {
  EXPECT_EQ(
      *refuse_request(facts("127.0.0.1:8765", "https://evil.example", kToken, true), 8765, kToken),
      "Origin: expected http://127.0.0.1:8765 or http://localhost:8765, got "
      "'https://evil.example'");
  EXPECT_TRUE(refuse_request(facts("127.0.0.1:8765", "null", kToken, true), 8765, kToken));
}

TEST(RequestGuard, RefusesApiRequestsWithoutTheToken) {
  const std::string refused = "X-Studio-Token: missing or wrong access token";
  EXPECT_EQ(*refuse_request(facts("127.0.0.1:8765", "", "", true), 8765, kToken), refused);
  EXPECT_EQ(*refuse_request(facts("127.0.0.1:8765", "", "0123456789abcdeF", true), 8765, kToken),
            refused);
  EXPECT_EQ(*refuse_request(facts("127.0.0.1:8765", "", "0123", true), 8765, kToken), refused);
}

TEST(RequestGuard, TokensAreFreshAndLong) {
  const std::string a = make_studio_token();
  EXPECT_EQ(a.size(), 64u);
  EXPECT_EQ(a.find_first_not_of("0123456789abcdef"), std::string::npos);
  EXPECT_NE(a, make_studio_token());
}

TEST(StudioPaths, ResolvesInsideTheWorkAndDataFoldersOnly) {
  mbtest::TempDir dir("studio-paths");
  const StudioPaths paths(dir.file("work"));
  mbtest::write_text(dir.path() / "work" / "mine.json", "{}");
  mbtest::write_text(dir.path() / "secret.json", "{}");
  std::filesystem::create_symlink(dir.path() / "secret.json", dir.path() / "work" / "link.json");
  EXPECT_EQ(paths.resolve_readable("mine.json", "open"), paths.work() + "/mine.json");
  EXPECT_NE(paths.resolve_readable("presets/books/sample.json", "open").find("/presets/books/"),
            std::string::npos);
  try {
    paths.resolve_readable("../secret.json", "open");
    FAIL() << "read outside the work folder";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "open: ../secret.json: outside the studio's folders (the work folder; the data "
                 "folder's presets and templates; the clip art)");
  }
  // A symlink inside the work folder that leads out is refused too.
  EXPECT_THROW(paths.resolve_readable("link.json", "open"), Error);
  EXPECT_THROW(paths.resolve_readable("/etc/passwd", "open"), Error);
  try {
    paths.resolve_readable("nothing.json", "open");
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "open: nothing.json: no such file");
  }
}

TEST(StudioPaths, ConfinesTheFilesASpecNames) {
  mbtest::TempDir dir("studio-confine");
  const StudioPaths paths(dir.file("work"));
  Json spec = {{"template", "classic"}, {"sections", {{{"preset", "easy"}}}}};
  EXPECT_EQ(paths.confine_spec(spec, "spec.json"), spec);  // names of shipped data stay
  spec["sections"][0]["preset"] = "/etc/passwd";
  try {
    paths.confine_spec(spec, "spec.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "spec.json: sections[0].preset: /etc/passwd: outside the studio's folders (the "
                 "work folder; the data folder's presets and templates; the clip art)");
  }
  Json cover = {{"cover", {{"front_image", "../../art.png"}}}};
  EXPECT_THROW(paths.confine_spec(cover, "spec.json"), Error);
  mbtest::write_text(dir.path() / "work" / "art.png", "x");
  cover["cover"]["front_image"] = "art.png";
  EXPECT_EQ(paths.confine_spec(cover, "spec.json")["cover"]["front_image"],
            paths.work() + "/art.png");
}

TEST(StudioPaths, KeepsASeriesRecordInItsWorkFoldersSeriesFolderOnly) {
  mbtest::TempDir dir("studio-series");
  const StudioPaths paths(dir.file("work"));
  for (const char* where : {"/etc/series.json", "../series.json", "series.json",
                            "series/../../x.json", "series/a/b.json", "series/.json"}) {
    const Json spec = {{"series", where}, {"sections", {{{"preset", "easy"}}}}};
    EXPECT_THROW(paths.confine_spec(spec, "spec.json"), Error) << where;
  }
  try {
    paths.confine_spec({{"series", "/etc/series.json"}}, "spec.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "spec.json: series: '/etc/series.json': the studio keeps a series record in its "
                 "work folder: expected \"series/NAME.json\"");
  }
  EXPECT_EQ(paths.confine_spec({{"series", "series/dinosaurs.json"}}, "spec.json")["series"],
            paths.work() + "/series/dinosaurs.json");
  // A symlink planted as series/, or as the record, leads nowhere.
  fs::create_directories(dir.path() / "elsewhere");
  fs::create_directory_symlink(dir.path() / "elsewhere", dir.path() / "work" / "series");
  EXPECT_THROW(paths.confine_spec({{"series", "series/dinosaurs.json"}}, "spec.json"), Error);
  fs::remove(dir.path() / "work" / "series");
  fs::create_directory(dir.path() / "work" / "series");
  fs::create_symlink("/etc/passwd", dir.path() / "work" / "series" / "dinosaurs.json");
  try {
    paths.confine_spec({{"series", "series/dinosaurs.json"}}, "spec.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "spec.json: series: " + paths.work() +
                                         "/series/dinosaurs.json: not a file of the work folder "
                                         "(a symlink?)");
  }
}

TEST(StudioPaths, PathInsideComparesWholeNames) {
  EXPECT_TRUE(path_inside("/a/work/x", "/a/work"));
  EXPECT_TRUE(path_inside("/a/work", "/a/work"));
  EXPECT_FALSE(path_inside("/a/workshop/x", "/a/work"));
  EXPECT_FALSE(path_inside("/a", "/a/work"));
}

}  // namespace
}  // namespace mazebook
