#pragma once
// The one error type of mazeproof: an input it cannot use at all (a missing
// file, a truncated or corrupt PDF, bad JSON, a bad key). Proof findings are
// never errors; they are results (see check.h). main prints the message on
// one line and exits with kExitUnusable.

#include <stdexcept>
#include <string>

namespace mazeproof {

// Exit codes of every command, the same numbers with the same meaning as
// mazebook's (src/base/error.h): 0 every check passed; 1 the input was read
// and something failed; 2 an input was unusable and nothing was proved.
constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitUnusable = 2;

// REQUIRES: message is one line naming the file and, where it helps, the
// page, field or rule.
class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace mazeproof
