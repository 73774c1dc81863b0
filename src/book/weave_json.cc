#include "book/weave_json.h"

#include "book/grid_json.h"
#include "book/maze_json.h"

namespace mazebook {

Json crossings_json(const std::vector<Crossing>& crossings) {
  Json list = Json::array();
  for (const Crossing& c : crossings) {
    list.push_back({{"cell", c.cell}, {"over", std::string(over_name(c.over))}});
  }
  return list;
}

Json weave_metrics_json(const Metrics& metrics, const WeaveMetrics& extra) {
  Json j = metrics_json(metrics);
  for (const WeaveMetricInfo& info : weave_metric_infos()) {
    j[std::string(info.name)] = static_cast<int64_t>(info.read(extra));
  }
  return j;
}

Json weave_maze_json(const std::string& id, const std::string& algorithm, uint64_t seed,
                     const WeaveMaze& wm, const WeaveMeasure& measured) {
  const Maze& maze = wm.maze;
  Json j;
  j["id"] = id;
  j["algorithm"] = algorithm;
  j["seed"] = seed;
  j["grid"] = grid_json(maze.grid());
  j["cells"] = maze.cells();
  add_passages(j, maze);
  j["crossings"] = crossings_json(wm.crossings);
  j["entrance"] = opening_json(maze.entrance());
  j["exit"] = opening_json(maze.exit());
  j["metrics"] = weave_metrics_json(measured.metrics, measured.extra);
  return j;
}

std::vector<Crossing> read_crossings(const JsonNode& node, const Maze& maze) {
  const size_t n = node.array_size(0, static_cast<size_t>(maze.cells()));
  std::vector<Crossing> crossings;
  crossings.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    const JsonNode entry = node.at(i);
    entry.expect_object({"cell", "over"});
    Crossing c;
    c.cell = static_cast<int32_t>(entry.at("cell").as_integer(0, maze.size() - 1));
    if (!maze.exists(c.cell)) entry.at("cell").fail("no such cell in the grid's mask");
    const JsonNode over = entry.at("over");
    if (!parse_over(over.as_string(), c.over)) {
      over.fail("expected \"ns\" or \"ew\", got " + describe_json(over.value()));
    }
    crossings.push_back(c);
  }
  return crossings;
}

}  // namespace mazebook
