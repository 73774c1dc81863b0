#pragma once
// What every command shares: where it prints, and how it is registered.

#include <CLI/CLI.hpp>
#include <functional>
#include <string_view>

#include "app/console.h"

namespace mazebook {

// Adds a subcommand to `app`. Its callback does the work and throws Error on
// bad input; it sets `exit_code` when it finishes with another code than 0.
using AddCommandFn = void (*)(CLI::App& app, Console& console, int& exit_code);

struct CommandInfo {
  std::string_view name;
  AddCommandFn add;
};

void add_sample_command(CLI::App& app, Console& console, int& exit_code);
void add_stats_command(CLI::App& app, Console& console, int& exit_code);
void add_batch_command(CLI::App& app, Console& console, int& exit_code);
void add_check_command(CLI::App& app, Console& console, int& exit_code);
void add_presets_command(CLI::App& app, Console& console, int& exit_code);
void add_build_command(CLI::App& app, Console& console, int& exit_code);
void add_preview_command(CLI::App& app, Console& console, int& exit_code);
void add_poster_command(CLI::App& app, Console& console, int& exit_code);
void add_swap_command(CLI::App& app, Console& console, int& exit_code);
void add_studio_command(CLI::App& app, Console& console, int& exit_code);

// Runs the command line; returns the process exit code. Never throws.
int run_cli(int argc, const char* const* argv, Console& console);

// The top-level app's name, version, footer and rule of one command
// (cli/command_line.cc).
void describe_app(CLI::App& app);

// Inside a catch block: logs the exception in flight as mazebook's one
// line (an error) and returns its exit code. Never throws.
int report_failure(Console& console);

// Adds --verbose and --quiet to `command`: they set the console's log level
// (debug, or warnings and errors only) for the run.
void add_log_flags(CLI::App& command, Console& console);

}  // namespace mazebook
