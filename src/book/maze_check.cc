#include "book/maze_check.h"

#include "base/error.h"
#include "base/json_reader.h"
#include "book/variant_json.h"
#include "book/weave_json.h"
#include "maze/outline/outline_check.h"
#include "maze/picture.h"
#include "maze/variants/variant_check.h"
#include "maze/weave/weave_graph.h"

namespace mazebook {

namespace {

std::string plural(int64_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// A picture's stored entrance {"x", "y", "side": "top"}, if well formed.
std::optional<Opening> stored_opening(const JsonNode& entry, std::string_view key,
                                      const Maze& maze) {
  if (!entry.has(key)) return std::nullopt;
  const Json& o = entry.value()[std::string(key)];
  Side side;
  if (!o.is_object() || !o.contains("x") || !o.contains("y") || !o.contains("side") ||
      !o["x"].is_number_integer() || !o["y"].is_number_integer() || !o["side"].is_string() ||
      !parse_side(o["side"].get<std::string>(), side)) {
    return std::nullopt;
  }
  return Opening{maze.index(o["x"].get<int>(), o["y"].get<int>()), static_cast<int>(side)};
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
    if (entry.has("crossings") && entry.has("variant")) {
      entry.at("crossings").fail("a variant maze does not weave");
    }
    if (entry.has("variant")) {
      record.variant = read_variant_maze_json(entry);
      record.maze = record.variant.maze;
    } else {
      record.maze = read_variant_maze_json(entry).maze;
    }
    if (entry.has("crossings")) {
      const JsonNode crossings = entry.at("crossings");
      if (!entry.has("grid")) crossings.fail("a weave maze needs its \"grid\"");
      record.weave = true;
      record.woven = {record.maze, read_crossings(crossings, record.maze)};
    }
    if (entry.has("picture_route")) {
      const JsonNode outline = entry.at("picture_route");
      const size_t cells = outline.array_size(0, static_cast<size_t>(record.maze.size()));
      for (size_t k = 0; k < cells; ++k)
        record.picture_route.push_back(
            static_cast<int32_t>(outline.at(k).as_integer(0, record.maze.size() - 1)));
    }
    // A picture does not say which opening is the entrance; a stored
    // {"x", "y", "side"} may, and it only decides the direction, never the
    // walls.
    if (!entry.has("grid")) {
      if (const auto entrance = stored_opening(entry, "entrance", record.maze);
          entrance && *entrance == record.maze.exit()) {
        const Opening first = record.maze.entrance();
        record.maze.set_entrance(record.maze.exit());
        record.maze.set_exit(first);
      }
    }
    records.push_back(std::move(record));
  }
  return records;
}

bool MazeFinding::passed() const {
  if (grid_problem || variant_problem) return false;
  if (weave && !weave_fault.empty()) return false;
  if (!picture_fault.empty()) return false;
  if (variant.empty() ? !perfect.perfect() : !variant_fault.empty()) return false;
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
            " not reachable from the entrance, the first at " + first_unreached;
  }
  return text;
}

MazeFinding check_maze(const MazeRecord& record, const std::vector<Bound>& bounds,
                       const Preset* preset) {
  MazeFinding f;
  f.id = record.id;
  const Grid& grid = record.maze.grid();
  f.columns = record.maze.columns();
  f.rows = record.maze.rows();
  const bool rect = grid.kind() == GridKind::rect;
  f.size = rect ? std::to_string(f.columns) + "x" + std::to_string(f.rows) : grid.name();
  if (record.weave) {
    f.weave = true;
    f.weave_fault = crossing_fault(record.woven);
    if (f.weave_fault.empty()) {
      std::vector<int32_t> route;
      f.perfect = check_weave_perfect(record.woven, route);
      const WeaveMeasure measured = measure_weave(record.woven, std::move(route));
      f.metrics = measured.metrics;
      f.weave_metrics = measured.extra;
    }
  } else if (!record.picture_route.empty()) {
    std::vector<int32_t> route;
    f.perfect = check_perfect(record.maze, route);
    if (f.perfect.perfect()) {
      const std::string fault = picture_route_fault(record.maze, route, record.picture_route);
      if (!fault.empty()) f.picture_fault = "picture_route: " + fault;
    }
  } else {
    f.perfect = check_perfect(record.maze);
  }
  const int32_t cut = f.perfect.first_unreached;
  if (cut >= 0) {
    std::string& where = f.first_unreached;
    if (rect) {
      where = "(";
      where += std::to_string(cut % f.columns);
      where += ", ";
      where += std::to_string(cut / f.columns);
      where += ")";
    } else {
      where = "cell " + std::to_string(cut);
    }
  }
  if (record.variant.variant.kind != VariantKind::none) {
    f.variant = variant_spec(record.variant.variant);
    f.variant_fault = variant_fault(record.variant);
    const VariantMeasure measured = measure_variant(record.variant);
    f.metrics = measured.metrics;
    f.variant_metrics = measured.extra;
  } else if (!record.weave) {
    f.metrics = measure(record.maze);
  }
  for (const Bound& bound : bounds) {
    double value = 0;
    if (!metric_value(f.metrics, bound.metric, value) &&
        !weave_metric_value(f.weave_metrics, bound.metric, value)) {
      variant_metric_value(f.variant_metrics, bound.metric, value);
    }
    f.bounds.push_back({bound, value, bound.holds(value)});
  }
  if (preset && !same_grid(*preset->grid, grid)) {
    const auto shown = [](const Grid& g) {
      return g.kind() == GridKind::rect
                 ? std::to_string(g.columns()) + "x" + std::to_string(g.rows())
                 : g.name();
    };
    f.grid_problem =
        "grid " + shown(grid) + ", preset " + preset->name + " asks " + shown(*preset->grid);
  }
  if (preset && preset->variant != record.variant.variant) {
    f.variant_problem = "variant " + variant_spec(record.variant.variant) + ", preset " +
                        preset->name + " asks " + variant_spec(preset->variant);
  }
  return f;
}

Json finding_json(const MazeFinding& f) {
  Json j;
  j["id"] = f.id;
  j["size"] = f.size;
  if (f.columns > 0) {
    j["columns"] = f.columns;
    j["rows"] = f.rows;
  }
  j["perfect"] = f.perfect.perfect();
  j["cells"] = f.perfect.cells;
  j["reached"] = f.perfect.reached;
  j["passages"] = f.perfect.passages;
  j["loops"] = f.perfect.loops();
  if (!f.weave_fault.empty()) {
    j["problem"] = f.weave_fault;
  } else if (!f.picture_fault.empty()) {
    j["problem"] = f.picture_fault;
  } else if (!f.perfect.perfect() && f.variant.empty()) {
    j["problem"] = f.perfect_text();
  }
  if (!f.variant.empty()) {
    j["variant"] = f.variant;
    j["variant_holds"] = f.variant_fault.empty();
    if (!f.variant_fault.empty()) j["problem"] = f.variant_fault;
  }
  j["metrics"] = f.weave ? weave_metrics_json(f.metrics, f.weave_metrics) : metrics_json(f.metrics);
  if (Variant v; !f.variant.empty() && parse_variant_spec(f.variant, v).empty()) {
    Json extra = Json::object();
    for (const VariantMetricInfo& info : variant_metric_infos()) {
      if (info.kind == v.kind) {
        extra[std::string(info.name)] = static_cast<int64_t>(info.read(f.variant_metrics));
      }
    }
    j["variant_metrics"] = extra;
  }
  Json bounds = Json::array();
  for (const BoundResult& b : f.bounds) {
    bounds.push_back(
        {{"bound", describe_bound(b.bound)}, {"value", b.value}, {"passed", b.passed}});
  }
  j["bounds"] = bounds;
  if (f.grid_problem) j["grid_problem"] = *f.grid_problem;
  if (f.variant_problem) j["variant_problem"] = *f.variant_problem;
  j["passed"] = f.passed();
  return j;
}

}  // namespace mazebook
