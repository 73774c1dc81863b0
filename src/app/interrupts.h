#pragma once
// Interrupting a build (SIGINT, SIGTERM) must leave the output folder as it
// was. While an InterruptScope lives, those signals are taken by one waiting
// thread instead of killing the process mid-write: it runs the cleanup the
// build registered (remove the staging folder, stop mazeproof), under the
// same lock that guards steps which must not be cut in half, then exits with
// 128 + the signal number, as a shell expects of a process killed by it.

#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

namespace mazebook {

class InterruptScope {
 public:
  // Blocks SIGINT and SIGTERM in the calling thread (threads started later
  // inherit that) and starts the waiting thread.
  InterruptScope();
  // Stops the waiting thread and restores the signal mask.
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;

  // What to undo when a signal arrives; replaces any earlier cleanup. It
  // returns what to tell the user after "mazebook: interrupted; ".
  void set_cleanup(std::function<std::string()> cleanup);
  // Hold the returned lock across a step that must finish whole (a write
  // into a staging folder, the swap of a finished book into place): a
  // signal's cleanup waits for it, and once the cleanup has begun no new
  // step starts (hold() waits until the process ends). REQUIRES: not
  // already held by this thread.
  std::unique_lock<std::mutex> hold();

 private:
  void wait_for_signal();

  std::mutex mutex_;
  std::function<std::string()> cleanup_;
  std::thread waiter_;
};

// A test hook: when the environment variable MAZEBOOK_TEST_INTERRUPT names
// this checkpoint ("NAME", or "NAME:INT" for SIGINT instead of SIGTERM, or
// "NAME:STOP" to stop there, for a test to SIGKILL), the process signals
// itself here, so tests interrupt a build at exact moments; then it waits
// to be ended, or, inside a step held whole (`holding_lock`), waits until
// the signal is taken and 0.1 s more and goes on to the end of the step;
// the cleanup then begins 0.5 s late, so that a step begun after the
// signal was taken is seen ("mazebook: a step began after the signal was
// taken" on standard error). Does nothing otherwise.
void interrupt_checkpoint(std::string_view name, bool holding_lock = false);

}  // namespace mazebook
