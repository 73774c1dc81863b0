// The studio's limits on what a client may cost it: bodies bounded per
// endpoint however they are sent, headers that must arrive by a deadline,
// connections bounded per client and in all; and a page that is answered
// at once all the while.

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

#include "studio_fixture.h"

namespace mazebook {
namespace {

using Clock = std::chrono::steady_clock;
using StudioLimitsTest = StudioFixture;

// A request with the token, headers only, for the test to send a body.
std::string post_head(int port, const std::string& token, const std::string& target,
                      const std::string& framing) {
  return "POST " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) + "\r\n" +
         std::string(kTokenHeader) + ": " + token + "\r\nContent-Type: application/json\r\n" +
         framing + "\r\n";
}

TEST_F(StudioLimitsTest, StopsReadingAChunkedBodyPastTheLimitAndAnswers413) {
  mbtest::HttpConnection connection(port());
  ASSERT_TRUE(connection.send(
      post_head(port(), server_.token(), "/api/preview", "Transfer-Encoding: chunked\r\n")));
  const std::string chunk = "10000\r\n" + std::string(1 << 16, ' ') + "\r\n";
  size_t sent = 0;
  // At most 64 MiB: the server must stop long before.
  while (sent < (64u << 20) && connection.send(chunk)) {
    sent += 1 << 16;
    if (connection.closed_within(0)) break;
  }
  // The server reads 1 MiB and drops 1 MiB more; the rest sits in the two
  // sockets' buffers, which the kernel grows to several MiB under load
  // (8.3 MiB seen once): 16 MiB is still far short of the 64 MiB sent.
  EXPECT_LT(sent, 16u << 20);
  const auto answer = connection.read_answer(10);
  EXPECT_EQ(answer.status, 413);
  EXPECT_EQ(json_of(answer)["error"]["message"],
            "request: larger than 1048576 bytes, the most /api/preview takes");
}

TEST_F(StudioLimitsTest, RefusesADeclaredLengthPastTheLimitBeforeTheBody) {
  mbtest::HttpConnection connection(port());
  ASSERT_TRUE(connection.send(
      post_head(port(), server_.token(), "/api/preview", "Content-Length: 3000000000\r\n")));
  const auto answer = connection.read_answer(5);
  EXPECT_EQ(answer.status, 413);
  // Each endpoint has its own limit: a path to open is short.
  const auto open = post("/api/open", "{\"path\": \"" + std::string(5000, 'a') + "\"}");
  EXPECT_EQ(open.status, 413);
  EXPECT_EQ(json_of(open)["error"]["message"],
            "request: larger than 4096 bytes, the most /api/open takes");
  EXPECT_EQ(get("/api/choices", {{"Content-Length", "10"}}).status, 413);
}

TEST_F(StudioLimitsTest, AnswersAtOnceWhileConnectionsIdleAndHeadersTrickle) {
  // 200 connections that send nothing, 16 that send a header a byte a second.
  std::vector<std::unique_ptr<mbtest::HttpConnection>> idle;
  for (int i = 0; i < 200; ++i) idle.push_back(std::make_unique<mbtest::HttpConnection>(port()));
  std::vector<std::unique_ptr<mbtest::HttpConnection>> slow;
  for (int i = 0; i < 16; ++i) slow.push_back(std::make_unique<mbtest::HttpConnection>(port()));
  std::atomic<bool> done{false};
  std::thread trickle([&] {
    const std::string header =
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: " + std::string(100, 'x');
    for (size_t i = 0; i < header.size() && !done; ++i) {
      for (auto& c : slow) c->send(header.substr(i, 1));
      for (int t = 0; t < 10 && !done; ++t)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  // A blocked server took 18 to 40 s here; 5 s is a bound on behaviour.
  for (int i = 0; i < 3; ++i) {
    const auto started = Clock::now();
    const auto answer = mbtest::http_request(port(), "GET", "/api/choices", with_token(), "", 5);
    EXPECT_EQ(answer.status, 200);
    EXPECT_LT(std::chrono::duration<double>(Clock::now() - started).count(), 5.0);
  }
  done = true;
  trickle.join();
}

TEST_F(StudioLimitsTest, ClosesAConnectionWhoseHeadersMissTheDeadline) {
  StudioLimits limits;
  limits.header_deadline_s = 1;
  StudioServer quick(session_, 0, server_.token(), limits);
  std::thread serving([&] { quick.run(); });
  mbtest::HttpConnection trickling(quick.port());
  ASSERT_TRUE(trickling.send("GET / HTTP/1.1\r\nHo"));
  mbtest::HttpConnection silent(quick.port());
  // Each sends a byte now and then, never a whole header.
  const auto started = Clock::now();
  bool closed = false;
  for (int i = 0; i < 40 && !closed; ++i) {
    trickling.send("x");
    closed = trickling.closed_within(0.1);
  }
  EXPECT_TRUE(closed);
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - started).count(), 3.0);
  EXPECT_TRUE(silent.closed_within(2));
  quick.stop();
  serving.join();
}

TEST_F(StudioLimitsTest, BoundsTheConnectionsOfOneClient) {
  // From another loopback address: the client the page is not.
  std::vector<std::unique_ptr<mbtest::HttpConnection>> many;
  for (unsigned i = 0; i < kMaxConnectionsPerClient + 8; ++i)
    many.push_back(std::make_unique<mbtest::HttpConnection>(port(), "127.0.0.2"));
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  int closed = 0;
  for (auto& c : many) closed += c->closed_within(0.01) ? 1 : 0;
  EXPECT_EQ(closed, 8);
  EXPECT_EQ(mbtest::http_request(port(), "GET", "/api/choices", with_token(), "", 5).status, 200);
}

}  // namespace
}  // namespace mazebook
