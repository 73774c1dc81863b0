#pragma once
// Runs the independent verifier, `mazeproof`, as a separate process on a
// finished book: a book that does not prove is not done.

#include <sys/types.h>

#include <atomic>
#include <string>
#include <vector>

#include "app/console.h"
#include "app/interrupts.h"

namespace mazebook {

// The mazeproof executable beside this one (build/bin/mazeproof), or empty.
std::string find_mazeproof();

struct MazeproofRun {
  int code = -1;       // mazeproof's exit code; -1 when a signal ended it
  std::string output;  // standard output and error, interleaved
};

// Runs mazeproof with `args` (no shell) and waits for it. The child starts
// with no signal blocked; its process id is in `child` while it runs (for
// an interrupt to stop it), when `child` is given; with `interrupts`, it is
// started under their hold, so that none starts once a signal's cleanup
// has begun. Throws Error (exit code 1) when mazeproof cannot be found or
// started.
MazeproofRun run_mazeproof(const std::vector<std::string>& args, std::atomic<pid_t>* child,
                           InterruptScope* interrupts = nullptr);

// Kills mazeproof's process `pid` (0: none) and waits until it has ended
// (without reaping it: the thread that started it does), so that it writes
// nothing more into a folder about to be removed. Safe from any thread.
void stop_child(pid_t pid);

// Asks mazeproof whether `sign_key` can sign a report, before any work is
// done. Throws Error "--sign-key: ..." (exit code 2) when it cannot.
void check_sign_key(const std::string& sign_key);

// Runs `mazeproof book FOLDER [--sign-key KEY]`, passing its output on to
// the console's log (an error when it failed, else at info level) with
// FOLDER shown as `shown`.
// Throws Error (exit code 1) when the book does not prove, or when
// mazeproof cannot be found or run. `child` and `interrupts` as for
// run_mazeproof.
void prove_book(const std::string& folder, const std::string& shown, const std::string& sign_key,
                Console& console, std::atomic<pid_t>* child, InterruptScope* interrupts = nullptr);

}  // namespace mazebook
