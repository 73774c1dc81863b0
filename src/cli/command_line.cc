// The top-level app's words, and the one place a failure becomes a line on
// standard error and an exit code.

#include <new>

#include "base/error.h"
#include "cli/command.h"

namespace mazebook {

namespace {

// CLI11 messages, folded to one line.
std::string one_line(std::string text) {
  for (char& c : text) {
    if (c == '\n') c = ' ';
  }
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

}  // namespace

void describe_app(CLI::App& app) {
  app.description(
      "mazebook: makes printable maze books that Amazon KDP accepts, with every maze "
      "measured, filtered and proved to have exactly one route.");
  app.name("mazebook");
  app.require_subcommand(1);
  app.set_version_flag("--version", "mazebook " MAZEBOOK_VERSION);
  app.footer("Run 'mazebook COMMAND --help' for the options of one command.");
}

int report_failure(Console& console) {
  try {
    throw;
  } catch (const CLI::ParseError& e) {
    console.log.error("mazebook: " + one_line(e.what()) + " (see mazebook --help)");
    return kExitUnusable;
  } catch (const Error& e) {
    console.log.error(std::string("mazebook: ") + e.what());
    return e.exit_code();
  } catch (const std::bad_alloc&) {
    console.log.error("mazebook: out of memory");
    return kExitFailed;
  } catch (const std::exception& e) {
    console.log.error("mazebook: " + one_line(e.what()));
    return kExitFailed;
  } catch (...) {
    console.log.error("mazebook: failed");
    return kExitFailed;
  }
}

void add_log_flags(CLI::App& command, Console& console) {
  CLI::Option* verbose = command.add_flag_callback(
      "--verbose", [&console] { console.log.set_level(LogLevel::debug); },
      "Also log each step and its time on standard error");
  CLI::Option* quiet = command.add_flag_callback(
      "--quiet,-q", [&console] { console.log.set_level(LogLevel::warn); },
      "Only warnings and errors on standard error: no progress line, summary or notes");
  verbose->excludes(quiet);
}

}  // namespace mazebook
