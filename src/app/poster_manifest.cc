#include "app/poster_manifest.h"

#include "book/maze_json.h"
#include "maze/metrics.h"

namespace mazebook {

namespace {

// Only the file's name: the manifest sits beside the poster.
std::string base_name(const std::string& path) {
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// Where grid point (0, 0) lands, in PDF orientation (points from the
// page's lower-left corner), with the unit and the wall width.
Json placement_json(const Grid& grid, const PosterLayout& layout) {
  const GridBox box = grid.bounds();
  const Drawing& d = layout.drawing;
  const double x = d.grid.x - box.x0 * d.cell;
  const double y = layout.height - (d.grid.y - box.y0 * d.cell);
  return Json{{"origin_pt", Json::array({x, y})}, {"unit_pt", d.cell}, {"wall_pt", d.wall}};
}

}  // namespace

Json poster_manifest(const PosterRecord& r, const PosterFiles& files) {
  const Maze& maze = *r.maze;
  const PosterPage& page = *r.page;
  Json manifest;
  manifest["format"] = "mazebook-poster";
  manifest["version"] = 1;
  manifest["page"] =
      Json{{"width_in", r.layout->width / 72},      {"height_in", r.layout->height / 72},
           {"trim_width_in", page.trim_width / 72}, {"trim_height_in", page.trim_height / 72},
           {"bleed_in", page.bleed / 72},           {"margin_in", page.margin / 72}};
  if (files.dpi > 0) manifest["page"]["dpi"] = files.dpi;
  manifest["legibility"] =
      Json{{"min_wall_pt", kPosterMinWall}, {"min_corridor_pt", kPosterMinCorridor}};
  manifest["title"] = page.title;
  const std::string id = "poster-" + std::to_string(r.seed);
  Json record = maze_json(id, r.algorithm, r.seed, maze, measure(maze, r.route));
  record["route"] = Json(std::vector<int32_t>(r.route.begin(), r.route.end()));
  record["file"] = base_name(files.maze);
  record["page"] = 1;
  record["placement"] = placement_json(maze.grid(), *r.layout);
  if (!files.solution.empty()) {
    record["solution_file"] = base_name(files.solution);
    record["solution_page"] = files.solution == files.maze ? 2 : 1;
    record["solution_placement"] = placement_json(maze.grid(), *r.layout);
  }
  manifest["maze"] = std::move(record);
  return manifest;
}

}  // namespace mazebook
