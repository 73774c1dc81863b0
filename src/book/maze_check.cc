#include "book/maze_check.h"

#include "base/error.h"
#include "base/json_reader.h"
#include "maze/picture.h"

namespace mazebook {

namespace {

std::string plural(int64_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// The entry's stored entrance, if it is well formed.
std::optional<Opening> stored_opening(const JsonNode& entry, std::string_view key) {
  if (!entry.has(key)) return std::nullopt;
  const Json& o = entry.value()[std::string(key)];
  Side side;
  if (!o.is_object() || !o.contains("x") || !o.contains("y") || !o.contains("side") ||
      !o["x"].is_number_integer() || !o["y"].is_number_integer() || !o["side"].is_string() ||
      !parse_side(o["side"].get<std::string>(), side)) {
    return std::nullopt;
  }
  return Opening{o["x"].get<int>(), o["y"].get<int>(), side};
}

}  // namespace

std::vector<MazeRecord> read_maze_records(const Json& document, const std::string& file) {
  const JsonNode root(document, file);
  if (!document.is_object())
    root.fail("expected an object with a \"mazes\" array, got " + describe_json(document));
  const JsonNode mazes = root.at("mazes");
  const size_t n = mazes.array_size(0, 1000000);
  std::vector<MazeRecord> records;
  records.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    const JsonNode entry = mazes.at(i);
    if (!entry.value().is_object())
      entry.fail("expected an object, got " + describe_json(entry.value()));
    MazeRecord record;
    record.id = entry.has("id") ? entry.at("id").as_string() : "maze " + std::to_string(i + 1);
    const JsonNode picture = entry.at("picture");
    const size_t lines = picture.array_size(3, 2 * 10000 + 1);
    Picture text;
    for (size_t r = 0; r < lines; ++r) text.push_back(picture.at(r).as_string());
    try {
      record.maze = parse_picture(text);
    } catch (const Error& e) {
      picture.fail(e.what());
    }
    // Pictures do not say which opening is the entrance; the stored field
    // may, and it only decides the direction, never the walls.
    if (const auto entrance = stored_opening(entry, "entrance");
        entrance && *entrance == record.maze.exit()) {
      const Opening first = record.maze.entrance();
      record.maze.set_entrance(record.maze.exit());
      record.maze.set_exit(first);
    }
    records.push_back(std::move(record));
  }
  return records;
}

bool MazeFinding::passed() const {
  if (!perfect.perfect() || grid_problem) return false;
  for (const BoundResult& b : bounds) {
    if (!b.passed) return false;
  }
  return true;
}

std::string MazeFinding::perfect_text() const {
  if (perfect.perfect()) return "perfect";
  std::string text;
  if (perfect.loops() > 0)
    text = "loops: " + plural(perfect.loops(), "extra opening", "extra openings");
  if (perfect.reached < perfect.cells) {
    if (!text.empty()) text += "; ";
    text += "cut off: " + plural(perfect.cells - perfect.reached, "cell", "cells") +
            " not reachable from the entrance, the first at (" +
            std::to_string(perfect.first_unreached % columns) + ", " +
            std::to_string(perfect.first_unreached / columns) + ")";
  }
  return text;
}

MazeFinding check_maze(const MazeRecord& record, const std::vector<Bound>& bounds,
                       const Preset* preset) {
  MazeFinding f;
  f.id = record.id;
  f.columns = record.maze.columns();
  f.rows = record.maze.rows();
  f.perfect = check_perfect(record.maze);
  f.metrics = measure(record.maze);
  for (const Bound& bound : bounds) {
    double value = 0;
    metric_value(f.metrics, bound.metric, value);
    f.bounds.push_back({bound, value, bound.holds(value)});
  }
  if (preset && (preset->columns != f.columns || preset->rows != f.rows)) {
    f.grid_problem = "grid " + std::to_string(f.columns) + "x" + std::to_string(f.rows) +
                     ", preset " + preset->name + " asks " + std::to_string(preset->columns) + "x" +
                     std::to_string(preset->rows);
  }
  return f;
}

Json finding_json(const MazeFinding& f) {
  Json j;
  j["id"] = f.id;
  j["columns"] = f.columns;
  j["rows"] = f.rows;
  j["perfect"] = f.perfect.perfect();
  j["cells"] = f.perfect.cells;
  j["reached"] = f.perfect.reached;
  j["passages"] = f.perfect.passages;
  j["loops"] = f.perfect.loops();
  if (!f.perfect.perfect()) j["problem"] = f.perfect_text();
  j["metrics"] = metrics_json(f.metrics);
  Json bounds = Json::array();
  for (const BoundResult& b : f.bounds) {
    bounds.push_back(
        {{"bound", describe_bound(b.bound)}, {"value", b.value}, {"passed", b.passed}});
  }
  j["bounds"] = bounds;
  if (f.grid_problem) j["grid_problem"] = *f.grid_problem;
  j["passed"] = f.passed();
  return j;
}

}  // namespace mazebook
