#pragma once
// A studio served on a free port for the tests that drive it over HTTP,
// with the plain client of tests/support (which sends exactly what a test
// writes, as an attacker's client would).

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>

#include "base/json_reader.h"
#include "cli/command.h"
#include "studio/request_guard.h"
#include "studio/studio_server.h"
#include "support/book_files.h"
#include "support/http_client.h"

namespace mazebook {

// A small book: two short sections, quick to select, build and prove.
inline Json small_studio_spec() {
  return parse_json_text(R"({"title": "Studio Test", "author": "A. Writer", "trim": "6x9",
      "seed": 7, "sections": [{"preset": "easy", "count": 3}, {"preset": "medium", "count": 2}]})",
                         "test");
}

class StudioFixture : public ::testing::Test {
 protected:
  explicit StudioFixture(const std::string& tag = "studio-server")
      : dir_(tag),
        session_(StudioPaths(dir_.file("work")), 2),
        server_(session_, 0, "feedfacefeedfacefeedfacefeedface") {
    thread_ = std::thread([this] { server_.run(); });
  }
  ~StudioFixture() override {
    server_.stop();
    thread_.join();
  }

  int port() const { return server_.port(); }
  mbtest::Headers with_token(mbtest::Headers headers = {}) const {
    headers.emplace_back(std::string(kTokenHeader), server_.token());
    return headers;
  }
  mbtest::HttpAnswer get(const std::string& target, const mbtest::Headers& headers = {}) {
    return mbtest::http_request(port(), "GET", target, with_token(headers));
  }
  mbtest::HttpAnswer post(const std::string& target, const std::string& body,
                          const mbtest::Headers& headers = {}) {
    mbtest::Headers all = with_token(headers);
    all.emplace_back("Content-Type", "application/json");
    return mbtest::http_request(port(), "POST", target, all, body);
  }
  // The answer's JSON, or null when there is none.
  static Json json_of(const mbtest::HttpAnswer& answer) {
    return Json::parse(answer.body, nullptr, false).is_discarded() ? Json()
                                                                   : Json::parse(answer.body);
  }
  Json post_json(const std::string& target, const Json& body) {
    const mbtest::HttpAnswer answer = post(target, body.dump());
    EXPECT_NE(answer.status, 0) << target;
    return json_of(answer);
  }
  Json wait_for_build() {
    for (int i = 0; i < 1200; ++i) {
      const Json status = json_of(get("/api/build"));
      if (status["state"] != "running") return status;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    ADD_FAILURE() << "the build did not end";
    return Json();
  }

  mbtest::TempDir dir_;
  StudioSession session_;
  StudioServer server_;
  std::thread thread_;
};

}  // namespace mazebook
