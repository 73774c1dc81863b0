#pragma once
// The one error type thrown at the boundaries (command line, JSON, pictures,
// files, Cairo). Its message names the file or field and the problem, in one
// line; `main` prints it and exits non-zero.

#include <stdexcept>
#include <string>

namespace mazebook {

class Error : public std::runtime_error {
 public:
  // Exit code 2: the input (an option, a file) is unusable. Other failures,
  // such as a preset whose bounds no candidate met, use 1.
  explicit Error(const std::string& message, int exit_code = 2)
      : std::runtime_error(message), exit_code_(exit_code) {}

  int exit_code() const { return exit_code_; }

 private:
  int exit_code_;
};

}  // namespace mazebook
