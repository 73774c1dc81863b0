#include "book/maze_json.h"

#include "maze/picture.h"

namespace mazebook {

Json opening_json(const Opening& o) {
  return Json{{"x", o.x}, {"y", o.y}, {"side", std::string(side_name(o.side))}};
}

Json metrics_json(const Metrics& m) {
  Json j = Json::object();
  for (const MetricInfo& info : metric_infos()) {
    double value = 0;
    metric_value(m, info.name, value);
    if (info.integer) {
      j[std::string(info.name)] = static_cast<int64_t>(value);
    } else {
      j[std::string(info.name)] = value;
    }
  }
  return j;
}

Json maze_json(const std::string& id, const std::string& algorithm, uint64_t seed, const Maze& maze,
               const Metrics& metrics) {
  Json j;
  j["id"] = id;
  j["algorithm"] = algorithm;
  j["seed"] = seed;
  j["columns"] = maze.columns();
  j["rows"] = maze.rows();
  j["entrance"] = opening_json(maze.entrance());
  j["exit"] = opening_json(maze.exit());
  j["picture"] = to_picture(maze);
  j["metrics"] = metrics_json(metrics);
  return j;
}

}  // namespace mazebook
