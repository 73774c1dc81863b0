#pragma once
// Work that may run without bound on hostile input (a library drawing a
// file it was handed) done in a child process: fork, then setrlimit on its
// address space and CPU time, its result piped back, the child killed at
// a wall-clock deadline. Whatever the input makes the library do, the
// verifier waits no longer than the bound and holds no more memory.

#include <cstdint>
#include <functional>
#include <string>

namespace mazeproof {

struct ChildBounds {
  double seconds = 0;         // wall-clock and CPU time
  uint64_t memory_bytes = 0;  // address space the child may take beyond the parent's
};

// Runs `work` in a child process under `bounds` and returns what it
// returns. An Error `work` throws comes back as that Error; a child
// stopped at a bound, or that dies, throws Error(`what` + " (at most N s
// and M MB)"). The child writes nothing to stdout or stderr. Call it while
// this process runs no other thread (fork copies only the caller's).
std::string run_bounded(const std::function<std::string()>& work, const ChildBounds& bounds,
                        const std::string& what);

}  // namespace mazeproof
