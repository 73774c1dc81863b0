// `mazebook batch`: selects COUNT good mazes of a preset and writes them,
// with their metrics and the selection figures, to a batch file.

#include <cstdio>
#include <memory>
#include <ostream>
#include <thread>

#include "base/file_io.h"
#include "book/batch_file.h"
#include "book/preset.h"
#include "book/selection.h"
#include "cli/command.h"
#include "cli/interrupts.h"
#include "cli/options.h"
#include "cli/progress.h"
#include "render/shipped_masks.h"

namespace mazebook {

namespace {

struct BatchArgs {
  std::string preset;
  std::string count;
  std::string seed = "1";
  std::string jobs;
  std::string out;
  bool quiet = false;
};

void run_batch(const BatchArgs& args, Console& console) {
  const Preset preset = load_preset(args.preset, "--preset", mask_files());
  const int count = static_cast<int>(parse_integer("--count", args.count, 1, 100000));
  const uint64_t seed = parse_seed("--seed", args.seed);
  const int jobs = parse_jobs("--jobs", args.jobs);
  check_writable(args.out);
  // Interrupted while writing, no temporary file stays behind.
  InterruptScope interrupts;
  interrupts.set_cleanup([&] {
    std::remove(temporary_name(args.out).c_str());
    return "nothing was written";
  });

  Progress progress(console.err, "batch " + preset.name, !args.quiet);
  SelectionOptions options;
  options.count = count;
  options.seed = seed;
  options.jobs = jobs;
  options.progress = [&progress](int done, int total) { progress.update(done, total); };
  const Selection selection = select_mazes(preset, options);
  progress.finish();

  write_file_atomically(args.out, batch_json(preset, seed, selection).dump(1) + "\n");
  if (!args.quiet) {
    const double rate = static_cast<double>(count) / static_cast<double>(selection.candidates);
    console.err << "wrote " << args.out << ": " << count << " " << preset.name << " mazes, "
                << selection.candidates << " candidates tried ("
                << static_cast<int>(rate * 100 + 0.5) << "% kept)\n";
  }
}

}  // namespace

void add_batch_command(CLI::App& app, Console& console, int& /*exit_code*/) {
  auto args = std::make_shared<BatchArgs>();
  CLI::App* cmd = app.add_subcommand(
      "batch", "Select COUNT good mazes of a difficulty preset and write them to a batch file.");
  cmd->add_option(
         "--preset,-p", args->preset,
         "A shipped preset (easy, medium, hard, expert, kids-easy, ...) or a preset .json file")
      ->required()
      ->type_name("NAME|FILE");
  cmd->add_option("--count,-n", args->count, "Mazes to keep, 1 to 100000")
      ->required()
      ->type_name("N");
  cmd->add_option("--seed", args->seed, "Batch seed (default 1); same seed, same file")
      ->type_name("S");
  cmd->add_option("--jobs,-j", args->jobs,
                  "Worker threads (default: all cores); output is identical for any N")
      ->type_name("N");
  cmd->add_option("--out,-o", args->out, "The batch file to write (JSON)")
      ->required()
      ->type_name("FILE");
  cmd->add_flag("--quiet,-q", args->quiet, "No progress line or summary on standard error");
  cmd->footer(
      "Each maze is the first candidate, in a fixed seed order, that meets every bound of\n"
      "the preset and is no mirror image or rotation of a maze kept before it.\n"
      "Example: mazebook batch --preset expert --count 100 --out expert.json");
  cmd->callback([args, &console] { run_batch(*args, console); });
}

}  // namespace mazebook
