#pragma once
// mazebook's one logger (spdlog). Every message is one line, worded as the
// program words it (no time or level prefix), on the stream a console
// gives (standard error), shown at the level asked for: --verbose (debug:
// each step of a build with its time), --quiet (warnings and errors only),
// else $MAZEBOOK_LOG (debug, info, warn or error), else info.

#include <memory>
#include <ostream>
#include <string_view>

namespace spdlog {
class logger;
}  // namespace spdlog

namespace mazebook {

enum class LogLevel { debug, info, warn, error };

class Log {
 public:
  // Writes to `stream` (which must outlive the log) at `level` and above.
  explicit Log(std::ostream& stream, LogLevel level = LogLevel::info);
  ~Log();
  Log(const Log&) = delete;
  Log& operator=(const Log&) = delete;

  void set_level(LogLevel level);
  LogLevel level() const { return level_; }
  // True when a message of `level` is written.
  bool shows(LogLevel level) const { return level >= level_; }

  void debug(std::string_view line) const;
  void info(std::string_view line) const;
  void warn(std::string_view line) const;
  void error(std::string_view line) const;

 private:
  std::shared_ptr<spdlog::logger> logger_;
  LogLevel level_;
};

// The level $MAZEBOOK_LOG names; `fallback` when it is unset or empty.
// Throws Error("MAZEBOOK_LOG: expected debug, info, warn or error, got 'x'").
LogLevel log_level_from_environment(LogLevel fallback = LogLevel::info);

}  // namespace mazebook
