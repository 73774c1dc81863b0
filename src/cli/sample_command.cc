// `mazebook sample`: generates mazes with one algorithm and prints them as
// pictures or JSON, or draws them as PNG images.

#include <memory>
#include <ostream>
#include <sstream>

#include "base/error.h"
#include "base/file_io.h"
#include "book/maze_json.h"
#include "cli/command.h"
#include "cli/options.h"
#include "maze/metrics.h"
#include "maze/picture.h"
#include "maze/solver.h"
#include "render/maze_png.h"

namespace mazebook {

namespace {

struct SampleArgs {
  std::string algorithm;
  std::string size;
  std::string seed = "1";
  std::string count = "1";
  std::string format = "picture";
  std::string out;
  bool solution = false;
};

// "maze.png" with index 2 of 3 -> "maze-2.png"; one maze keeps the name.
std::string numbered_path(const std::string& path, int index, int count) {
  if (count == 1) return path;
  const size_t dot = path.rfind('.');
  const size_t slash = path.rfind('/');
  const bool has_extension =
      dot != std::string::npos && (slash == std::string::npos || dot > slash);
  const std::string stem = has_extension ? path.substr(0, dot) : path;
  const std::string extension = has_extension ? path.substr(dot) : "";
  return stem + "-" + std::to_string(index + 1) + extension;
}

void run_sample(const SampleArgs& args, Console& console) {
  const GeneratorInfo& generator = parse_algorithm("--algorithm", args.algorithm);
  const GridSize size = parse_size("--size", args.size);
  const uint64_t seed = parse_seed("--seed", args.seed);
  const int count = static_cast<int>(parse_integer("--count", args.count, 1, 10000));
  if (args.format != "picture" && args.format != "json" && args.format != "png") {
    throw Error("--format: expected picture, json or png, got '" + args.format + "'");
  }
  if (args.format == "png" && args.out.empty()) {
    throw Error("--out: a file name is needed with --format png (e.g. --out maze.png)");
  }
  if (args.format == "png" && std::max(size.columns, size.rows) > kMaxPngSide) {
    throw Error("--size: png is drawn for at most " + std::to_string(kMaxPngSide) +
                " cells a side, got '" + args.size + "'");
  }

  std::ostringstream text;
  Json all = Json::array();
  for (int i = 0; i < count; ++i) {
    // Maze i uses seed + i, so the seed printed with a maze reproduces it
    // on its own: `sample --seed S` with the printed S.
    const uint64_t maze_seed = seed + static_cast<uint64_t>(i);
    Random random(maze_seed);
    const Maze maze = generator.generate(size.columns, size.rows, random);
    if (args.format == "picture") {
      if (i > 0) text << "\n";
      for (const std::string& line : to_picture(maze)) text << line << "\n";
    } else if (args.format == "json") {
      const std::string id = std::string(generator.name) + "-" + std::to_string(size.columns) +
                             "x" + std::to_string(size.rows) + "-" + std::to_string(maze_seed);
      all.push_back(maze_json(id, std::string(generator.name), maze_seed, maze, measure(maze)));
    } else {
      const std::vector<int32_t> route = args.solution ? solve(maze) : std::vector<int32_t>{};
      PngOptions options;
      options.route = route;
      write_file_atomically(numbered_path(args.out, i, count), maze_png(maze, options));
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
  cmd->add_option("--algorithm,-a", args->algorithm, "Generator: " + generator_names())
      ->required()
      ->type_name("NAME");
  cmd->add_option("--size,-s", args->size, "Grid as COLUMNSxROWS, each 1 to 10000, e.g. 16x20")
      ->required()
      ->type_name("CxR");
  cmd->add_option("--seed", args->seed, "Seed of the first maze; maze i uses seed + i (default 1)")
      ->type_name("N");
  cmd->add_option("--count,-n", args->count, "How many mazes, 1 to 10000 (default 1)")
      ->type_name("K");
  cmd->add_option("--format,-f", args->format,
                  "picture: rows of '#' and '.' (default); json: id, algorithm, seed, size, "
                  "entrance, exit, picture, metrics (an array when K > 1); png: a drawing "
                  "(needs --out; K > 1 writes FILE-1.png, FILE-2.png, ...)")
      ->type_name("FORMAT");
  cmd->add_option("--out,-o", args->out, "Write to FILE instead of standard output")
      ->type_name("FILE");
  cmd->add_flag("--solution", args->solution, "Draw the route from entrance to exit (png)");
  cmd->footer(
      "Entrance on top of the top-left cell, exit below the bottom-right one.\n"
      "Example: mazebook sample --algorithm wilson --size 16x20 --seed 7");
  cmd->callback([args, &console] { run_sample(*args, console); });
}

}  // namespace mazebook
