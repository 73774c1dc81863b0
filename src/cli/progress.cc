#include "cli/progress.h"

#include <unistd.h>

namespace mazebook {

Progress::Progress(std::ostream& err, std::string label, bool enabled)
    : err_(err), label_(std::move(label)), enabled_(enabled && ::isatty(STDERR_FILENO)) {}

Progress::~Progress() { finish(); }

void Progress::update(int done, int total) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (done < total && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  err_ << "\r" << label_ << ": " << done << "/" << total << " mazes" << std::flush;
  shown_ = true;
}

void Progress::finish() {
  if (!shown_) return;
  err_ << "\r\033[K" << std::flush;
  shown_ = false;
}

}  // namespace mazebook
