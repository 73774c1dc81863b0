#include "cli/outline_sample.h"

#include <cmath>
#include <sstream>
#include <vector>

#include "base/error.h"
#include "base/file_io.h"
#include "book/maze_json.h"
#include "book/sample_plan.h"
#include "cli/options.h"
#include "maze/grids.h"
#include "maze/metrics.h"
#include "maze/outline/outline_maze.h"
#include "maze/outline/outline_route.h"
#include "maze/picture.h"
#include "render/maze_png.h"
#include "render/shipped_masks.h"

namespace mazebook {

const char* const kOutlineOptionHelp =
    "A picture maze: the way through runs once round this silhouette's outline (a shipped "
    "mask's name, see presets/masks, or FILE.png|svg|txt), 60 % of the grid each way, "
    "centred; rect grids, with --algorithm backtracker or wilson";

namespace {

// START and FINISH of a sample picture maze at least this share of the
// grid apart (metrics.h, opening_distance).
constexpr double kSampleOpeningDistance = 0.2;

}  // namespace

void run_outline_sample(const OutlineSampleRequest& request, Console& console) {
  if (!grows_off_route(request.algorithm)) {
    throw Error(
        "--algorithm: a picture maze grows off its route with backtracker or wilson, not '" +
        request.algorithm + "'");
  }
  if (request.format != "picture" && request.format != "png" && request.format != "json") {
    throw Error("--format: expected picture, json or png, got '" + request.format + "'");
  }
  if (request.format == "png" && request.out.empty()) {
    throw Error("--out: a file name is needed with --format png (e.g. --out maze.png)");
  }
  const int width = std::max(1, static_cast<int>(std::lround(request.columns * 0.6)));
  const int height = std::max(1, static_cast<int>(std::lround(request.rows * 0.6)));
  const OutlineRing ring = outline_ring(mask_rows("--outline", request.outline, width, height));
  if (!ring.refusal.empty()) throw Error("--outline: " + request.outline + ": " + ring.refusal);
  const OutlineRoute route = place_outline_route(ring.cells, width, height, request.columns,
                                                 request.rows, kSampleOpeningDistance);
  if (!route.refusal.empty()) {
    throw Error("--outline: " + request.outline + " on a " + std::to_string(request.columns) +
                " x " + std::to_string(request.rows) + " grid: " + route.refusal);
  }
  const GridPtr grid = rect_grid(request.columns, request.rows);
  // The outline's cells in route order, as the maze JSON records them.
  const std::vector<int32_t> outline(
      route.cells.begin() + route.lead_in,
      route.cells.begin() + route.lead_in + static_cast<std::ptrdiff_t>(ring.cells.size()));
  std::ostringstream text;
  Json all = Json::array();
  for (int i = 0; i < request.count; ++i) {
    const uint64_t maze_seed = request.seed + static_cast<uint64_t>(i);
    Random random(maze_seed);
    const Maze maze = grow_off_route(grid, route.cells, request.algorithm, random);
    if (request.format == "json") {
      Json record = maze_json(request.algorithm + "-" + request.outline + "-" +
                                  std::to_string(request.columns) + "x" +
                                  std::to_string(request.rows) + "-" + std::to_string(maze_seed),
                              request.algorithm, maze_seed, maze, measure(maze));
      record["picture_route"] = outline;
      all.push_back(std::move(record));
    } else if (request.format == "picture") {
      if (i > 0) text << "\n";
      for (const std::string& line : to_picture(maze)) text << line << "\n";
    } else {
      const std::vector<int32_t> shown = request.solution ? route.cells : std::vector<int32_t>{};
      write_file_atomically(numbered_path(request.out, i, request.count),
                            maze_png(maze, plan_sample(maze, 0), shown));
    }
  }
  if (request.format == "png") return;
  if (request.format == "json") text << (request.count == 1 ? all[0] : all).dump(2) << "\n";
  if (request.out.empty()) {
    console.out << text.str();
  } else {
    write_file_atomically(request.out, text.str());
  }
}

}  // namespace mazebook
