#pragma once
// The one error type thrown at the boundaries (command line, JSON, pictures,
// files, Cairo), and the exit codes. Its message names the file or field and
// the problem, in one line; `main` prints it and exits with its code.

#include <stdexcept>
#include <string>

namespace mazebook {

// Exit codes. mazeproof (src/proof/core/error.h) uses the same numbers with the
// same meaning: 0 everything asked for was done and passed; 1 the work ran
// but its result failed (bounds no candidate met, a book that does not
// prove, a batch with a faulty maze); 2 an input (an option, a file) is
// unusable and nothing was done.
constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitUnusable = 2;

class Error : public std::runtime_error {
 public:
  // REQUIRES: message is one line naming the file or option and the problem.
  explicit Error(const std::string& message, int exit_code = kExitUnusable)
      : std::runtime_error(message), exit_code_(exit_code) {}

  int exit_code() const { return exit_code_; }

 private:
  int exit_code_;
};

}  // namespace mazebook
