// `mazebook sample`: generates mazes with one algorithm and prints them as
// pictures or JSON, or draws them as PNG images.

#include <algorithm>
#include <memory>
#include <ostream>
#include <sstream>

#include "base/error.h"
#include "base/file_io.h"
#include "book/maze_json.h"
#include "book/sample_plan.h"
#include "cli/command.h"
#include "cli/grid_option.h"
#include "cli/options.h"
#include "cli/outline_sample.h"
#include "cli/variant_commands.h"
#include "cli/weave_commands.h"
#include "maze/metrics.h"
#include "maze/picture.h"
#include "maze/solver.h"
#include "render/maze_png.h"

namespace mazebook {

namespace {

struct SampleArgs {
  std::string algorithm;
  std::string grid;
  std::string size;
  std::string seed = "1";
  std::string count = "1";
  std::string format;  // picture unless given (json with --weave)
  std::string out;
  bool solution = false;
  std::string variant;
  std::string weave;
  std::string outline;
};

// Refuses a png of `grid` larger than maze_png draws, naming the option
// that gave the grid.
void check_png_side(const SampleArgs& args, const Grid& grid) {
  const GridBox box = grid.bounds();
  if (std::max(box.x1 - box.x0, box.y1 - box.y0) > kMaxPngSide) {
    throw Error(std::string(args.size.empty() ? "--grid" : "--size") +
                ": png is drawn for at most " + std::to_string(kMaxPngSide) +
                " cells a side, got '" + (args.size.empty() ? args.grid : args.size) + "'");
  }
}

void run_sample(const SampleArgs& given, Console& console) {
  SampleArgs args = given;
  if (!args.outline.empty()) {
    if (!args.variant.empty() || !args.weave.empty()) {
      throw Error(
          "--outline: a picture maze has no variant and does not weave (for now); leave "
          "out --variant and --weave");
    }
    const GridChoice choice = parse_grid_option(args.grid, args.size);
    if (choice.grid->kind() != GridKind::rect) {
      throw Error("--outline: picture mazes are for rect grids, not " +
                  std::string(grid_kind_name(choice.grid->kind())));
    }
    OutlineSampleRequest request;
    request.outline = args.outline;
    request.columns = choice.grid->columns();
    request.rows = choice.grid->rows();
    request.algorithm = args.algorithm;
    request.seed = parse_seed("--seed", args.seed);
    request.count = static_cast<int>(parse_integer("--count", args.count, 1, 10000));
    request.format = args.format.empty() ? "picture" : args.format;
    request.out = args.out;
    request.solution = args.solution;
    if (request.format == "png") check_png_side(args, *choice.grid);
    run_outline_sample(request, console);
    return;
  }
  if (!args.weave.empty()) {
    if (!args.variant.empty()) {
      throw Error("--weave: a variant maze does not weave; leave out --variant or --weave");
    }
    const GridChoice choice = parse_grid_option(args.grid, args.size);
    WeaveSampleRequest request;
    request.density = parse_weave_option("--weave", args.weave, *choice.grid);
    request.grid = choice.grid;
    request.algorithm = args.algorithm;
    request.seed = parse_seed("--seed", args.seed);
    request.count = static_cast<int>(parse_integer("--count", args.count, 1, 10000));
    request.format = args.format.empty() ? "json" : args.format;
    request.out = args.out;
    request.solution = args.solution;
    if (request.format == "png") check_png_side(args, *choice.grid);
    if (!choice.note.empty()) console.log.info("mazebook: note: " + choice.note);
    run_weave_sample(request, console);
    return;
  }
  if (args.format.empty()) args.format = "picture";
  if (!args.variant.empty()) {
    const GridChoice choice = parse_grid_option(args.grid, args.size);
    VariantSampleRequest request;
    request.variant = parse_variant_option("--variant", args.variant, *choice.grid);
    request.grid = choice.grid;
    request.algorithm = args.algorithm;
    request.seed = parse_seed("--seed", args.seed);
    request.count = static_cast<int>(parse_integer("--count", args.count, 1, 10000));
    request.format = args.format;
    request.out = args.out;
    if (!choice.note.empty()) console.log.info("mazebook: note: " + choice.note);
    run_variant_sample(request, console);
    return;
  }
  if (args.algorithm.empty()) {
    throw Error("--algorithm: needed; one of " + generator_names());
  }
  const GeneratorInfo& generator = parse_algorithm("--algorithm", args.algorithm);
  const GridChoice choice = parse_grid_option(args.grid, args.size);
  const Grid& grid = *choice.grid;
  if (!supports(generator, grid.kind())) {
    throw Error("--algorithm: " + std::string(generator.name) + " works on " +
                std::string(supported_kinds(generator)) + " grids only, not " +
                std::string(grid_kind_name(grid.kind())));
  }
  const uint64_t seed = parse_seed("--seed", args.seed);
  const int count = static_cast<int>(parse_integer("--count", args.count, 1, 10000));
  if (args.format != "picture" && args.format != "json" && args.format != "png") {
    throw Error("--format: expected picture, json or png, got '" + args.format + "'");
  }
  if (args.format == "png" && args.out.empty()) {
    throw Error("--out: a file name is needed with --format png (e.g. --out maze.png)");
  }
  if (args.format == "picture" && grid.kind() != GridKind::rect) {
    throw Error("--format: pictures are for rect grids; use json or png for " +
                std::string(grid_kind_name(grid.kind())));
  }
  if (args.format == "png") check_png_side(args, grid);
  if (!choice.note.empty()) console.log.info("mazebook: note: " + choice.note);

  std::ostringstream text;
  Json all = Json::array();
  for (int i = 0; i < count; ++i) {
    // Maze i uses seed + i, so the seed printed with a maze reproduces it
    // on its own: `sample --seed S` with the printed S.
    const uint64_t maze_seed = seed + static_cast<uint64_t>(i);
    Random random(maze_seed);
    const Maze maze = generator.generate(choice.grid, random);
    if (args.format == "picture") {
      if (i > 0) text << "\n";
      for (const std::string& line : to_picture(maze)) text << line << "\n";
    } else if (args.format == "json") {
      const std::string shape =
          grid.kind() == GridKind::rect
              ? std::to_string(grid.columns()) + "x" + std::to_string(grid.rows())
              : grid.name();
      const std::string id =
          std::string(generator.name) + "-" + shape + "-" + std::to_string(maze_seed);
      all.push_back(maze_json(id, std::string(generator.name), maze_seed, maze, measure(maze)));
    } else {
      const std::vector<int32_t> route = args.solution ? solve(maze) : std::vector<int32_t>{};
      write_file_atomically(numbered_path(args.out, i, count),
                            maze_png(maze, plan_sample(maze, 0), route));
    }
  }
  if (args.format == "png") return;
  if (args.format == "json") text << (count == 1 ? all[0] : all).dump(2) << "\n";
  if (args.out.empty()) {
    console.out << text.str();
  } else {
    write_file_atomically(args.out, text.str());
  }
}

}  // namespace

void add_sample_command(CLI::App& app, Console& console, int& /*exit_code*/) {
  auto args = std::make_shared<SampleArgs>();
  CLI::App* cmd = app.add_subcommand(
      "sample",
      "Generate mazes with one algorithm and print them (picture, JSON) or draw them (PNG).");
  cmd->add_option("--algorithm,-a", args->algorithm,
                  "Generator: " + generator_names() + " (left out with --variant entrances:K)")
      ->type_name("NAME");
  cmd->add_option("--grid,-g", args->grid, kGridOptionHelp)->type_name("KIND:SIZE");
  cmd->add_option("--size,-s", args->size, "Short for --grid rect:CxR, e.g. 16x20")
      ->type_name("CxR");
  cmd->add_option("--seed", args->seed, "Seed of the first maze; maze i uses seed + i (default 1)")
      ->type_name("N");
  cmd->add_option("--count,-n", args->count, "How many mazes, 1 to 10000 (default 1)")
      ->type_name("K");
  cmd->add_option("--format,-f", args->format,
                  "picture: rows of '#' and '.' (default; rect grids); json: the maze JSON "
                  "(the default with --weave) "
                  "of src/maze/README.md (an array when K > 1); png: a drawing (needs --out; "
                  "K > 1 writes FILE-1.png, FILE-2.png, ...)")
      ->type_name("FORMAT");
  cmd->add_option("--out,-o", args->out, "Write to FILE instead of standard output")
      ->type_name("FILE");
  cmd->add_flag("--solution", args->solution, "Draw the route from entrance to exit (png)");
  cmd->add_option("--variant", args->variant, kVariantOptionHelp)->type_name("KIND:N");
  cmd->add_option("--weave", args->weave, kWeaveOptionHelp)->type_name("D");
  cmd->add_option("--outline,--picture", args->outline, kOutlineOptionHelp)->type_name("NAME");
  cmd->footer(
      "Entrance and exit at the grid's corners: on a rectangle, on top of the top-left\n"
      "cell and below the bottom-right one (src/maze/README.md, \"Grids\").\n"
      "Example: mazebook sample --algorithm wilson --size 16x20 --seed 7\n"
      "         mazebook sample --algorithm backtracker --grid polar:10 --format png "
      "--solution --out circle.png\n"
      "With --variant the picture marks the variant (src/maze/README.md, \"Variants\"):\n"
      "entrance letters A-D in the border, doors A-C on passages and keys a-c in cells,\n"
      "arrows > < v ^ on one-way passages, U and D for stairs up and down (one picture a\n"
      "floor); the rule heads each maze and its metrics follow it. json adds the\n"
      "variant's fields to the maze JSON; png is not drawn for variants.\n"
      "         mazebook sample --variant keys:2 --algorithm backtracker --size 12x10\n"
      "With --weave the maze JSON lists the crossings (src/maze/README.md, \"Weave mazes\");\n"
      "png draws each crossing as a bridge over a tunnel, the route under it dashed.\n"
      "         mazebook sample --weave 0.2 --algorithm kruskal --size 20x20\n"
      "         mazebook sample --weave 0.2 --algorithm backtracker --size 20x20 --format png "
      "--solution --out weave.png\n"
      "With --outline the way through draws the silhouette's outline (src/maze/README.md,\n"
      "\"Picture mazes\"): shade it on the solution to see the picture.\n"
      "         mazebook sample --outline heart --algorithm backtracker --size 30x30 "
      "--format png --solution --out heart.png");
  cmd->callback([args, &console] { run_sample(*args, console); });
}

}  // namespace mazebook
