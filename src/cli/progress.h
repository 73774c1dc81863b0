#pragma once
// The one piece that draws progress on the terminal: a single line on
// standard error, rewritten in place, only when standard error is a terminal
// and the user did not ask for quiet.

#include <chrono>
#include <ostream>
#include <string>

namespace mazebook {

class Progress {
 public:
  // Shows nothing unless `enabled` and standard error is a terminal.
  Progress(std::ostream& err, std::string label, bool enabled);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // Updates the line (at most ten times a second, and at the end).
  void update(int done, int total);
  // Erases the line.
  void finish();

 private:
  std::ostream& err_;
  std::string label_;
  bool enabled_;
  bool shown_ = false;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace mazebook
