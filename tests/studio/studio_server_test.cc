// The studio over HTTP, as a page (or an attacker) would drive it: the gate
// on every request, bounded bodies, one-line refusals naming the field, the
// preview and its kept mazes, and a build that proves or leaves nothing.

#include "studio/studio_server.h"

#include <gtest/gtest.h>
#include <httplib.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "base/json_reader.h"
#include "cli/command.h"
#include "render/shipped_masks.h"
#include "studio/request_guard.h"
#include "support/book_files.h"

namespace mazebook {
namespace {

namespace fs = std::filesystem;

// A small book: two short sections, quick to select, build and prove.
Json small_spec() {
  return parse_json_text(R"({"title": "Studio Test", "author": "A. Writer", "trim": "6x9",
      "seed": 7, "sections": [{"preset": "easy", "count": 3}, {"preset": "medium", "count": 2}]})",
                         "test");
}

class StudioServerTest : public ::testing::Test {
 protected:
  StudioServerTest()
      : dir_("studio-server"),
        session_(StudioPaths(dir_.file("work")), 2),
        server_(session_, 0, "feedfacefeedfacefeedfacefeedface") {
    thread_ = std::thread([this] { server_.run(); });
    client_.set_read_timeout(60, 0);
    client_.set_default_headers({{std::string(kTokenHeader), server_.token()}});
  }
  ~StudioServerTest() override {
    server_.stop();
    thread_.join();
  }

  httplib::Result post(const std::string& path, const Json& body) {
    return client_.Post(path.c_str(), body.dump(), "application/json");
  }
  Json post_json(const std::string& path, const Json& body) {
    auto res = post(path, body);
    EXPECT_TRUE(res);
    return res ? Json::parse(res->body) : Json();
  }
  Json wait_for_build() {
    for (int i = 0; i < 1200; ++i) {
      auto res = client_.Get("/api/build");
      const Json status = Json::parse(res->body);
      if (status["state"] != "running") return status;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    ADD_FAILURE() << "the build did not end";
    return Json();
  }

  mbtest::TempDir dir_;
  StudioSession session_;
  StudioServer server_;
  httplib::Client client_{"127.0.0.1", server_.port()};
  std::thread thread_;
};

TEST_F(StudioServerTest, ServesThePageWithoutTheTokenButNoApi) {
  httplib::Client bare("127.0.0.1", server_.port());
  auto page = bare.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("<title>mazebook studio</title>"), std::string::npos);
  EXPECT_EQ(page->get_header_value("X-Frame-Options"), "DENY");
  auto api = bare.Get("/api/choices");
  ASSERT_TRUE(api);
  EXPECT_EQ(api->status, 403);
  EXPECT_EQ(Json::parse(api->body)["error"]["message"],
            "X-Studio-Token: missing or wrong access token");
}

TEST_F(StudioServerTest, RefusesForeignHostAndOrigin) {
  auto rebound =
      client_.Get("/api/choices", {{"Host", "attacker.example:" + std::to_string(server_.port())}});
  ASSERT_TRUE(rebound);
  EXPECT_EQ(rebound->status, 403);
  auto page = client_.Get("/", {{"Host", "attacker.example"}});
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 403);
  auto cross = client_.Post("/api/build/cancel", {{"Origin", "https://attacker.example"}}, "{}",
                            "application/json");
  ASSERT_TRUE(cross);
  EXPECT_EQ(cross->status, 403);
  EXPECT_EQ(Json::parse(cross->body)["error"]["message"],
            "Origin: expected http://127.0.0.1:" + std::to_string(server_.port()) +
                " or http://localhost:" + std::to_string(server_.port()) +
                ", got 'https://attacker.example'");
}

TEST_F(StudioServerTest, BoundsRequestBodies) {
  auto res =
      client_.Post("/api/preview", std::string(kMaxStudioRequest + 1, ' '), "application/json");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 413);
}

TEST_F(StudioServerTest, AnswersBadInputWithOneLineNamingTheField) {
  auto broken = client_.Post("/api/preview", "{\"spec\": ", "application/json");
  ASSERT_TRUE(broken);
  EXPECT_EQ(broken->status, 400);
  EXPECT_EQ(Json::parse(broken->body)["error"]["message"].get<std::string>().rfind("request: ", 0),
            0u);

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
            "open: ../../etc/passwd: outside the studio's folders (the work folder and the data "
            "folder)");
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
  auto png = client_.Get("/api/thumb?rev=" + std::to_string(rev) + "&page=1&dpi=20");
  ASSERT_TRUE(png);
  EXPECT_EQ(png->status, 200);
  EXPECT_EQ(png->body.substr(1, 3), "PNG");
  auto stale = client_.Get("/api/thumb?rev=" + std::to_string(rev - 1) + "&page=1&dpi=20");
  EXPECT_EQ(Json::parse(stale->body)["error"]["message"], "revision: " + std::to_string(rev - 1) +
                                                              " is not the latest layout (" +
                                                              std::to_string(rev) + ")");
}

TEST_F(StudioServerTest, SwapsOneMazeAndLeavesEveryOtherPage) {
  const Json first = post_json("/api/preview", {{"spec", small_spec()}});
  ASSERT_EQ(first["ok"], true);
  const auto pages_of = [&](const Json& layout) {
    std::vector<std::string> pngs;
    const int rev = layout["revision"];
    for (int n = 1; n <= layout["page_count"].get<int>(); ++n) {
      pngs.push_back(client_
                         .Get("/api/thumb?rev=" + std::to_string(rev) +
                              "&page=" + std::to_string(n) + "&dpi=30")
                         ->body);
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
    auto res = client_.Get((std::string("/api/download/") + name).c_str());
    ASSERT_TRUE(res);
    EXPECT_EQ(res->status, 200) << name;
  }
  EXPECT_EQ(client_.Get("/api/download/interior.pdf")->body.substr(0, 5), "%PDF-");
  auto other = client_.Get("/api/download/..%2Fspec.json");
  EXPECT_NE(other->status, 200);
  EXPECT_EQ(Json::parse(client_.Get("/api/download/spec.json")->body)["title"], "Studio Test");

  // The built book.json opens as a spec again, which lays out the same book.
  const Json reopened = post_json("/api/open", {{"path", "book/book.json"}});
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
  EXPECT_EQ(Json::parse(client_.Get("/api/build")->body)["state"], "idle");
  // Cancelled at once: nothing is left in the work folder but its own.
  ASSERT_EQ(post_json("/api/build", {{"spec", small_spec()}})["state"], "running");
  post_json("/api/build/cancel", Json::object());
  const Json status = wait_for_build();
  EXPECT_EQ(status["state"], "cancelled");
  EXPECT_EQ(status["message"], "cancelled; book/ is as it was");
  EXPECT_FALSE(fs::exists(fs::path(session_.paths().work()) / "book" / "interior.pdf"));
  for (const auto& entry : fs::directory_iterator(session_.paths().work()))
    EXPECT_EQ(entry.path().filename().string().find(".book.mazebook-"), std::string::npos);
}

}  // namespace
}  // namespace mazebook
