#include "book/solved_maze.h"

#include "book/maze_json.h"
#include "maze/generators.h"
#include "maze/random.h"
#include "maze/solver.h"

namespace mazebook {

SolvedMaze generate_solved(const GeneratorInfo& generator, int columns, int rows, uint64_t seed) {
  Random random(seed);
  Maze maze = generate_rect(generator, columns, rows, random);
  std::vector<int32_t> route = solve(maze);
  const Metrics metrics = measure(maze, route);
  return {seed, std::string(generator.name), std::move(maze), std::move(route), metrics};
}

Json solved_maze_json(const std::string& id, const SolvedMaze& solved, int manifest_version) {
  const Json record =
      manifest_version == 1
          ? manifest_v1_maze_json(id, solved.algorithm, solved.seed, solved.maze, solved.metrics)
          : maze_json(id, solved.algorithm, solved.seed, solved.maze, solved.metrics);
  Json j;
  for (const auto& [key, value] : record.items()) {
    if (key == "metrics") j["route"] = solved.route;
    j[key] = value;
  }
  return j;
}

}  // namespace mazebook
