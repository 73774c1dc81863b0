#include "proof/batch.h"

#include "proof/json_field.h"
#include "proof/manifest.h"

namespace mazeproof {

std::vector<BatchMaze> prove_batch(const std::string& text, const std::string& name) {
  const nlohmann::json json = parse_json(text, name);
  const JsonField root{&json, "", name};
  if (!json.is_object()) root.fail("an object with \"mazes\"");
  const JsonField mazes = root["mazes"];
  const size_t count = mazes.array_size();
  std::vector<BatchMaze> out;
  for (size_t i = 0; i < count; ++i) {
    const JsonField f = mazes.at(i);
    BatchMaze b;
    b.id = f["id"].present() ? f["id"].string() : "mazes[" + std::to_string(i) + "]";
    const MazeGraph maze = read_picture(f["picture"]);
    b.columns = maze.columns();
    b.rows = maze.rows();
    std::optional<Opening> entrance;
    if (f["entrance"].present()) entrance = read_opening(f["entrance"], maze);
    b.proof = prove_maze(maze, entrance);
    b.problems = b.proof.problems;
    if (f["exit"].present()) {
      const Opening exit = read_opening(f["exit"], maze);
      if (b.proof.exit && !(*b.proof.exit == exit)) {
        b.problems.push_back("exit is " + opening_name(*b.proof.exit) +
                             " in the picture, the file says " + opening_name(exit));
      }
    }
    const JsonField metrics = f["metrics"];
    if (b.proof.perfect && metrics["route_length"].present() &&
        metrics["route_length"].integer() != b.proof.route_length) {
      b.problems.push_back("route_length " + std::to_string(b.proof.route_length) +
                           " by proof, the file says " +
                           std::to_string(metrics["route_length"].integer()));
    }
    if (b.proof.perfect && metrics["forks"].present() &&
        metrics["forks"].integer() != b.proof.forks) {
      b.problems.push_back("forks " + std::to_string(b.proof.forks) + " by proof, the file says " +
                           std::to_string(metrics["forks"].integer()));
    }
    out.push_back(std::move(b));
  }
  return out;
}

}  // namespace mazeproof
