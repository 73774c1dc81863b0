// `mazebook swap`: another maze in place of one of a book's, recorded in
// the spec file as an override (book/maze_override.h).

#include <memory>
#include <optional>
#include <ostream>

#include "base/file_io.h"
#include "base/json_reader.h"
#include "book/book_spec.h"
#include "book/maze_override.h"
#include "cli/command.h"
#include "cli/options.h"
#include "render/shipped_masks.h"

namespace mazebook {

namespace {

struct SwapArgs {
  std::string spec;
  std::string maze;
  std::string seed;
};

void run_swap(const SwapArgs& args, Console& console) {
  const int maze = static_cast<int>(parse_integer("--maze", args.maze, 1, kMaxBookMazes));
  std::optional<uint64_t> seed;
  if (!args.seed.empty()) seed = parse_seed("--seed", args.seed);
  Json document = read_json_file(args.spec, kMaxSpecBytes);
  const MazeOverride added = add_swap_override(document, args.spec, mask_files(), maze, seed);
  write_file_atomically(args.spec, document.dump(2) + "\n");
  console.out << added.seed << "\n";
}

}  // namespace

void add_swap_command(CLI::App& app, Console& console, int& /*exit_code*/) {
  auto args = std::make_shared<SwapArgs>();
  CLI::App* cmd = app.add_subcommand(
      "swap",
      "Swap one maze of a book for another like it: adds (or replaces) the maze's override "
      "in SPEC and prints its seed.");
  cmd->add_option("spec", args->spec, "The book spec (JSON), rewritten in place")
      ->type_name("SPEC")
      ->required();
  cmd->add_option("--maze", args->maze, "The maze's number in the book, from 1")
      ->type_name("N")
      ->required();
  cmd->add_option("--seed", args->seed,
                  "The replacement's seed (default: derived from the spec's seed, N and how "
                  "often maze N was swapped before)")
      ->type_name("S");
  cmd->footer(
      "The replacement is the first maze the seed keeps from the section's preset, with the\n"
      "same bounds and grid, printed in the swapped maze's place (even when the section is\n"
      "ordered by difficulty): building the spec again changes that maze's page and its\n"
      "solution, nothing else. The spec gets \"overrides\": [{\"maze\": N, \"seed\": S,\n"
      "\"swaps\": K}]; the file is replaced whole, never half-written.\n"
      "Example: mazebook swap book.json --maze 7");
  cmd->callback([args, &console] { run_swap(*args, console); });
}

}  // namespace mazebook
