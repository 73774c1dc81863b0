// Work in a bounded child process (core/bounded_child.h): what it returns
// or throws comes back; work that runs past its time, blocks, takes more
// memory than its bound or dies is stopped, and says so in one line.

#include "proof/core/bounded_child.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

#include "proof/core/error.h"

namespace mazeproof {
namespace {

constexpr ChildBounds kBounds{1, uint64_t{64} << 20};

std::string message_of(const std::function<std::string()>& work) {
  try {
    run_bounded(work, kBounds, "x.svg: the work did not end");
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

TEST(BoundedChild, ReturnsWhatTheWorkReturns) {
  const std::string big(20'000'000, 'p');  // more than a pipe holds at once
  EXPECT_EQ(run_bounded([&] { return big; }, kBounds, "x"), big);
  EXPECT_EQ(run_bounded([] { return std::string(); }, kBounds, "x"), "");
}

TEST(BoundedChild, AnErrorComesBackAsItIs) {
  EXPECT_EQ(message_of([]() -> std::string { throw Error("x.svg: line 3: <text>"); }),
            "x.svg: line 3: <text>");
}

TEST(BoundedChild, WorkPastItsBoundsIsStopped) {
  const std::string over = "x.svg: the work did not end within 1 s and 64 MB";
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(message_of([]() -> std::string {
              std::atomic<uint64_t> spins{0};
              for (;;) spins.fetch_add(1, std::memory_order_relaxed);
            }),
            over);
  EXPECT_EQ(message_of([]() -> std::string {
              for (;;) pause();
            }),
            over);
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 5);
  EXPECT_EQ(message_of([] {
              std::vector<std::string> held;
              for (;;) held.emplace_back(size_t{1} << 20, 'm');
              return std::string();
            }),
            over);
  EXPECT_EQ(message_of([]() -> std::string { std::abort(); }), over);
}

}  // namespace
}  // namespace mazeproof
