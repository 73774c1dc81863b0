#include "base/log.h"

#include <spdlog/logger.h>
#include <spdlog/sinks/ostream_sink.h>

#include <cstdlib>
#include <string>

#include "base/error.h"

namespace mazebook {

namespace {

spdlog::level::level_enum spdlog_level(LogLevel level) {
  switch (level) {
    case LogLevel::debug:
      return spdlog::level::debug;
    case LogLevel::info:
      return spdlog::level::info;
    case LogLevel::warn:
      return spdlog::level::warn;
    case LogLevel::error:
      break;
  }
  return spdlog::level::err;
}

}  // namespace

Log::Log(std::ostream& stream, LogLevel level) : level_(level) {
  // Flushed after every line, so that lines keep their order with the
  // program's other writes to the same stream.
  auto sink = std::make_shared<spdlog::sinks::ostream_sink_mt>(stream, true);
  sink->set_pattern("%v");
  logger_ = std::make_shared<spdlog::logger>("mazebook", std::move(sink));
  logger_->set_level(spdlog_level(level));
}

Log::~Log() = default;

void Log::set_level(LogLevel level) {
  level_ = level;
  logger_->set_level(spdlog_level(level));
}

void Log::debug(std::string_view line) const { logger_->debug("{}", line); }
void Log::info(std::string_view line) const { logger_->info("{}", line); }
void Log::warn(std::string_view line) const { logger_->warn("{}", line); }
void Log::error(std::string_view line) const { logger_->error("{}", line); }

LogLevel log_level_from_environment(LogLevel fallback) {
  const char* value = std::getenv("MAZEBOOK_LOG");
  if (!value || !*value) return fallback;
  const std::string text(value);
  if (text == "debug") return LogLevel::debug;
  if (text == "info") return LogLevel::info;
  if (text == "warn") return LogLevel::warn;
  if (text == "error") return LogLevel::error;
  throw Error("MAZEBOOK_LOG: expected debug, info, warn or error, got '" + text + "'");
}

}  // namespace mazebook
