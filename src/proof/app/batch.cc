#include "proof/app/batch.h"

#include <optional>

#include "proof/core/json_field.h"
#include "proof/model/manifest.h"
#include "proof/model/maze_record.h"
#include "proof/topology/forest_proof.h"
#include "proof/topology/picture_proof.h"
#include "proof/topology/weave_proof.h"

namespace mazeproof {

namespace {

// The record's claims about its route against the proof's figures.
void compare_metrics(const JsonField& metrics, BatchMaze& b) {
  if (!b.perfect) return;
  if (metrics["route_length"].present() && metrics["route_length"].integer() != b.route_length) {
    b.problems.push_back("route_length " + std::to_string(b.route_length) +
                         " by proof, the file says " +
                         std::to_string(metrics["route_length"].integer()));
  }
  if (metrics["forks"].present() && metrics["forks"].integer() != b.forks) {
    b.problems.push_back("forks " + std::to_string(b.forks) + " by proof, the file says " +
                         std::to_string(metrics["forks"].integer()));
  }
  if (b.crossings < 0) return;
  for (const auto& [key, value] : {std::pair<const char*, int64_t>{"crossings", b.crossings},
                                   {"crossings_on_route", b.crossings_on_route}}) {
    if (metrics[key].present() && metrics[key].integer() != value) {
      b.problems.push_back(std::string(key) + " " + std::to_string(value) +
                           " by proof, the file says " + std::to_string(metrics[key].integer()));
    }
  }
}

// A record without a grid: a rectangle's picture.
void prove_picture_record(const JsonField& f, BatchMaze& b) {
  const PictureMaze picture = read_picture(f["picture"]);
  const CellGrid& grid = picture.maze.grid;
  b.grid = grid.name();
  b.cells = grid.cells();
  std::optional<CellOpening> entrance;
  if (f["entrance"].present()) entrance = read_picture_opening(f["entrance"], grid);
  const PictureProof proof = prove_picture(picture, entrance);
  b.problems = proof.problems;
  if (f["exit"].present()) {
    const CellOpening exit = read_picture_opening(f["exit"], grid);
    if (proof.exit && !(*proof.exit == exit)) {
      b.problems.push_back("exit is " + picture_opening_name(grid, *proof.exit) +
                           " in the picture, the file says " + picture_opening_name(grid, exit));
    }
  }
  b.perfect = proof.perfect;
  if (b.perfect) {
    b.route_length = proof.forest.route_length;
    b.forks = proof.forest.forks;
  }
}

void prove_grid_record(const JsonField& f, CellGrid grid, BatchMaze& b) {
  b.grid = grid.name();
  b.cells = grid.cells();
  const GridMaze maze = read_grid_maze(f, std::move(grid));
  ForestProof proof;
  if (f["crossings"].present()) {
    const std::vector<WeaveCrossing> crossings = read_crossings(f["crossings"], maze.grid);
    proof = prove_weave(maze, crossings);
    b.crossings = static_cast<int64_t>(crossings.size());
    std::vector<uint8_t> crossing(static_cast<size_t>(maze.grid.size()), 0);
    for (const WeaveCrossing& c : crossings) crossing[static_cast<size_t>(c.cell)] = 1;
    for (const int cell : proof.route) b.crossings_on_route += crossing[static_cast<size_t>(cell)];
  } else {
    proof = prove_perfect(maze);
  }
  b.problems = proof.problems;
  b.perfect = proof.proved;
  b.route_length = proof.route_length;
  b.forks = proof.forks;
}

}  // namespace

std::vector<BatchMaze> prove_batch(const std::string& text, const std::string& name) {
  const nlohmann::json json = parse_json(text, name);
  const JsonField root{&json, "", name};
  // A batch file, the array `sample --count N` prints, or the one record
  // `sample` prints.
  std::vector<JsonField> records;
  if (json.is_array()) {
    for (size_t i = 0; i < json.size(); ++i) records.push_back(root.at(i));
  } else if (json.is_object() && !json.contains("mazes") &&
             (json.contains("grid") || json.contains("picture"))) {
    records.push_back(root);
  } else {
    if (!json.is_object()) root.fail("an object with \"mazes\", an array of mazes, or one maze");
    const JsonField mazes = root["mazes"];
    const size_t count = mazes.array_size();
    for (size_t i = 0; i < count; ++i) records.push_back(mazes.at(i));
  }
  // The grids first: a file asking for too much work is refused before
  // any of it is done. Pictures need no such count: each cell costs them
  // four characters of the file, which kMaxFileBytes bounds.
  std::vector<std::optional<CellGrid>> grids;
  int64_t cells = 0;
  for (const JsonField& f : records) {
    grids.emplace_back();
    if (!f["grid"].present()) continue;
    grids.back() = read_cell_grid(f["grid"]);
    cells += grids.back()->cells();
    if (cells > kMaxBatchCells) {
      f["grid"].refuse("its " + std::to_string(grids.back()->cells()) +
                       " cells take the file past " + std::to_string(kMaxBatchCells) +
                       " cells, the most mazeproof proves from one file");
    }
  }
  std::vector<BatchMaze> out;
  for (size_t i = 0; i < records.size(); ++i) {
    const JsonField& f = records[i];
    BatchMaze b;
    b.id = f["id"].present() ? f["id"].string() : f.path.empty() ? "maze" : f.path;
    if (grids[i]) {
      prove_grid_record(f, std::move(*grids[i]), b);
    } else {
      prove_picture_record(f, b);
    }
    compare_metrics(f["metrics"], b);
    out.push_back(std::move(b));
  }
  return out;
}

}  // namespace mazeproof
