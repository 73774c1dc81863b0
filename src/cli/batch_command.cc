// `mazebook batch`: selects COUNT good mazes of a preset and writes them,
// with their metrics and the selection figures, to a batch file.

#include <algorithm>
#include <cstdio>
#include <memory>
#include <ostream>
#include <thread>

#include "app/interrupts.h"
#include "base/error.h"
#include "base/file_io.h"
#include "base/json_reader.h"
#include "book/batch_file.h"
#include "book/maze_json.h"
#include "book/preset.h"
#include "book/selection.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/progress.h"
#include "render/shipped_masks.h"

namespace mazebook {

namespace {

// The fewest bytes a passage takes in a batch file: "[a, b]" on four lines.
constexpr uint64_t kMinPassageBytes = 12;

struct BatchArgs {
  std::string preset;
  std::string count;
  std::string seed = "1";
  std::string jobs;
  std::string out;
};

void run_batch(const BatchArgs& args, Console& console) {
  const Preset preset = load_preset(args.preset, "--preset", mask_files());
  const int count = static_cast<int>(parse_integer("--count", args.count, 1, 100000));
  // Each maze's record lists at least its cells - 1 passages, a dozen bytes
  // each (up to kCompactCells): a count that cannot fit a batch file is
  // refused before the work.
  const int64_t cells = preset.grid->cells();
  const uint64_t at_least = cells > kCompactCells
                                ? 0
                                : static_cast<uint64_t>(count) *
                                      static_cast<uint64_t>(std::max<int64_t>(cells - 1, 1)) *
                                      kMinPassageBytes;
  if (at_least > kMaxMazesFileBytes) {
    throw Error("--count: " + std::to_string(count) + " mazes of preset " + preset.name +
                " take more than the " + std::to_string(kMaxMazesFileBytes) +
                " bytes a batch file holds (at least " + std::to_string(at_least) +
                "); ask for fewer");
  }
  const uint64_t seed = parse_seed("--seed", args.seed);
  const int jobs = parse_jobs("--jobs", args.jobs);
  check_writable(args.out);
  // Interrupted while writing, no temporary file stays behind.
  InterruptScope interrupts;
  interrupts.set_cleanup([&] {
    std::remove(temporary_name(args.out).c_str());
    return "nothing was written";
  });

  Progress progress(console.err, "batch " + preset.name, console.log.shows(LogLevel::info));
  SelectionOptions options;
  options.count = count;
  options.seed = seed;
  options.jobs = jobs;
  options.progress = [&progress](int done, int total) { progress.update(done, total); };
  const Selection selection = select_mazes(preset, options);
  progress.finish();

  const std::string text = batch_json(preset, seed, selection).dump(1) + "\n";
  // What mazebook (a book's section, `check`) and mazeproof read back.
  if (text.size() > kMaxMazesFileBytes) {
    throw Error("--count: " + std::to_string(count) + " mazes of preset " + preset.name +
                " make a batch file of " + std::to_string(text.size()) +
                " bytes; a batch file holds at most " + std::to_string(kMaxMazesFileBytes) +
                ": ask for fewer");
  }
  write_file_atomically(args.out, text);
  const double rate = static_cast<double>(count) / static_cast<double>(selection.candidates);
  console.log.info("wrote " + args.out + ": " + std::to_string(count) + " " + preset.name +
                   " mazes, " + std::to_string(selection.candidates) + " candidates tried (" +
                   std::to_string(static_cast<int>(rate * 100 + 0.5)) + "% kept)");
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
  cmd->add_option("--count,-n", args->count,
                  "Mazes to keep, 1 to 100000, and no more than a batch file holds (64 MiB: about "
                  "13,000 easy mazes or 1,400 expert ones)")
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
  cmd->footer(
      "Each maze is the first candidate, in a fixed seed order, that meets every bound of\n"
      "the preset and is no mirror image or rotation of a maze kept before it.\n"
      "Example: mazebook batch --preset expert --count 100 --out expert.json");
  cmd->callback([args, &console] { run_batch(*args, console); });
}

}  // namespace mazebook
