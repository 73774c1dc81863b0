#include "app/interrupts.h"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>
#include <utility>

namespace mazebook {

namespace {

// SIGUSR2 only wakes the waiting thread when the scope ends.
sigset_t handled_signals(bool with_wakeup) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  if (with_wakeup) sigaddset(&set, SIGUSR2);
  return set;
}

// Set once a signal is taken, before its cleanup waits for the step under
// way: std::mutex is not fair, and the thread that ends a step would often
// take it again for the next one. The process ends after the cleanup.
std::atomic<bool> signal_taken{false};
// Set by interrupt_checkpoint inside a held step (tests only): the cleanup
// then comes late, as on a busy machine, so that a step the wait in hold()
// failed to stop would begin in view.
std::atomic<bool> test_cleanup_late{false};

}  // namespace

InterruptScope::InterruptScope() {
  const sigset_t set = handled_signals(true);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  waiter_ = std::thread([this] { wait_for_signal(); });
}

InterruptScope::~InterruptScope() {
  pthread_kill(waiter_.native_handle(), SIGUSR2);
  waiter_.join();
  // A SIGUSR2 sent to the process while blocked may still be pending: take
  // it, so unblocking does not end the process.
  sigset_t wakeup;
  sigemptyset(&wakeup);
  sigaddset(&wakeup, SIGUSR2);
  const timespec none{0, 0};
  while (sigtimedwait(&wakeup, nullptr, &none) > 0) {
  }
  const sigset_t set = handled_signals(true);
  pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
}

void InterruptScope::set_cleanup(std::function<std::string()> cleanup) {
  const std::lock_guard<std::mutex> lock(mutex_);
  cleanup_ = std::move(cleanup);
}

std::unique_lock<std::mutex> InterruptScope::hold() {
  std::unique_lock<std::mutex> lock(mutex_);
  if (signal_taken) {
    // Its cleanup comes next and ends the process.
    lock.unlock();
    for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
  }
  if (signal_taken && std::getenv("MAZEBOOK_TEST_INTERRUPT")) {
    // Said where a test sees it, should the wait above ever let a step by.
    constexpr std::string_view kLate = "mazebook: a step began after the signal was taken\n";
    [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, kLate.data(), kLate.size());
  }
  return lock;
}

void InterruptScope::wait_for_signal() {
  const sigset_t set = handled_signals(true);
  int signal = 0;
  while (sigwait(&set, &signal) != 0) {
  }
  if (signal == SIGUSR2) {
    // The scope is ending; a signal that came before that is still taken.
    const sigset_t stops = handled_signals(false);
    const timespec none{0, 0};
    signal = sigtimedwait(&stops, nullptr, &none);
    if (signal <= 0) return;
  }
  signal_taken = true;
  if (test_cleanup_late) std::this_thread::sleep_for(std::chrono::milliseconds(500));
  const std::lock_guard<std::mutex> lock(mutex_);
  const std::string message = "mazebook: interrupted; " +
                              (cleanup_ ? cleanup_() : std::string("nothing was written")) + "\n";
  [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, message.data(), message.size());
  ::_exit(128 + signal);
}

void interrupt_checkpoint(std::string_view name, bool holding_lock) {
  const char* wanted = std::getenv("MAZEBOOK_TEST_INTERRUPT");
  if (!wanted) return;
  std::string_view text(wanted);
  int signal = SIGTERM;
  for (const auto& [suffix, number] : {std::pair<std::string_view, int>{":INT", SIGINT},
                                       std::pair<std::string_view, int>{":STOP", SIGSTOP}}) {
    if (text.size() > suffix.size() && text.substr(text.size() - suffix.size()) == suffix) {
      text.remove_suffix(suffix.size());
      signal = number;
    }
  }
  if (text != name) return;
  // To the process, not this thread: the waiting thread takes it.
  test_cleanup_late = holding_lock;
  ::kill(::getpid(), signal);
  if (signal == SIGSTOP) return;
  if (!holding_lock) {
    for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
  }
  // The step goes on once the waiting thread has taken the signal, a
  // little later, as a slow disk would: whatever the cleanup does then,
  // it does while this step is under way.
  for (int waited = 0; waited < 5000; ++waited) {
    sigset_t pending;
    sigpending(&pending);
    if (!sigismember(&pending, signal)) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
}

}  // namespace mazebook
