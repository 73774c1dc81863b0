#include <iostream>

#include "base/error.h"
#include "book/preset.h"
#include "cli/command.h"
#include "render/shipped_masks.h"

namespace mazebook {

namespace {

// Every command, in the order `--help` lists them.
constexpr CommandInfo kCommands[] = {
    {"build", add_build_command},   {"preview", add_preview_command},
    {"poster", add_poster_command}, {"sample", add_sample_command},
    {"stats", add_stats_command},   {"batch", add_batch_command},
    {"check", add_check_command},   {"presets", add_presets_command},
    {"swap", add_swap_command},
};

// CLI11 messages, folded to one line.
std::string one_line(std::string text) {
  for (char& c : text) {
    if (c == '\n') c = ' ';
  }
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

}  // namespace

namespace {

std::vector<std::string> read_mask(const std::string& name_or_path, int columns, int rows,
                                   const std::string& context) {
  return mask_rows(context, name_or_path, columns, rows);
}

}  // namespace

void install_mask_reader() { set_mask_resolver(read_mask); }

int run_cli(int argc, const char* const* argv, Console& console) {
  install_mask_reader();
  CLI::App app{
      "mazebook: makes printable maze books that Amazon KDP accepts, with every maze "
      "measured, filtered and proved to have exactly one route."};
  app.name("mazebook");
  app.require_subcommand(1);
  app.set_version_flag("--version", "mazebook " MAZEBOOK_VERSION);
  app.footer("Run 'mazebook COMMAND --help' for the options of one command.");
  int exit_code = kExitOk;
  for (const CommandInfo& command : kCommands) command.add(app, console, exit_code);
  try {
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
  } catch (const CLI::ParseError& e) {
    console.err << "mazebook: " << one_line(e.what()) << " (see mazebook --help)\n";
    return kExitUnusable;
  } catch (const Error& e) {
    console.err << "mazebook: " << e.what() << "\n";
    return e.exit_code();
  } catch (const std::bad_alloc&) {
    console.err << "mazebook: out of memory\n";
    return kExitFailed;
  } catch (const std::exception& e) {
    console.err << "mazebook: " << one_line(e.what()) << "\n";
    return kExitFailed;
  }
  return exit_code;
}

}  // namespace mazebook
