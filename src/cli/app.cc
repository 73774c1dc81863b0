#include "base/error.h"
#include "cli/command.h"

namespace mazebook {

namespace {

// Every command, in the order `--help` lists them.
constexpr CommandInfo kCommands[] = {
    {"build", add_build_command},   {"preview", add_preview_command},
    {"poster", add_poster_command}, {"sample", add_sample_command},
    {"stats", add_stats_command},   {"batch", add_batch_command},
    {"check", add_check_command},   {"presets", add_presets_command},
    {"swap", add_swap_command},     {"studio", add_studio_command},
};

}  // namespace

int run_cli(int argc, const char* const* argv, Console& console) {
  CLI::App app;
  describe_app(app);
  int exit_code = kExitOk;
  for (const CommandInfo& command : kCommands) command.add(app, console, exit_code);
  for (CLI::App* command : app.get_subcommands({})) add_log_flags(*command, console);
  try {
    console.log.set_level(log_level_from_environment());
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    console.out << app.help();
    return kExitOk;
  } catch (const CLI::CallForAllHelp&) {
    console.out << app.help("", CLI::AppFormatMode::All);
    return kExitOk;
  } catch (const CLI::CallForVersion& e) {
    console.out << e.what() << "\n";
    return kExitOk;
  } catch (...) {
    return report_failure(console);
  }
  return exit_code;
}

}  // namespace mazebook
