#include "book/variant_json.h"

#include <algorithm>
#include <array>
#include <vector>

#include "base/error.h"
#include "book/maze_json.h"
#include "maze/grids.h"

namespace mazebook {

namespace {

// The fields each kind adds, in the order they are written.
constexpr std::string_view kVariantFields[] = {"entrances", "doors",  "keys",
                                               "arrows",    "floors", "stairs"};

bool field_of(VariantKind kind, std::string_view field) {
  switch (kind) {
    case VariantKind::entrances:
      return field == "entrances";
    case VariantKind::keys:
      return field == "doors" || field == "keys";
    case VariantKind::oneway:
      return field == "arrows";
    case VariantKind::floors:
      return field == "floors" || field == "stairs";
    case VariantKind::none:
      break;
  }
  return false;
}

constexpr std::array<std::string_view, 3> kLetters = {"A", "B", "C"};

int read_letter(const JsonNode& node, std::vector<uint8_t>& seen, const std::string& what) {
  const int letter = static_cast<int>(node.as_choice(kLetters)[0] - 'A');
  if (seen[static_cast<size_t>(letter)]) {
    node.fail(what + " " + letter_char(letter) + " is given twice");
  }
  seen[static_cast<size_t>(letter)] = 1;
  return letter;
}

int32_t read_cell(const JsonNode& node, const Maze& maze) {
  const auto cell = static_cast<int32_t>(node.as_integer(0, maze.size() - 1));
  if (!maze.exists(cell)) node.fail("no such cell in the grid's mask");
  return cell;
}

// Two cells joined by an open passage of `maze`.
void expect_passage(const JsonNode& node, const Maze& maze, int32_t a, int32_t b) {
  for (unsigned open = maze.open_sides(a); open; open &= open - 1) {
    if (maze.neighbour(a, std::countr_zero(open)) == b) return;
  }
  node.fail("cells " + std::to_string(a) + " and " + std::to_string(b) +
            " have no open passage between them");
}

void read_entrances(const JsonNode& list, VariantMaze& vm) {
  const size_t n = list.array_size(1, 4);
  for (size_t i = 0; i < n; ++i) {
    const JsonNode node = list.at(i);
    node.expect_object({"cell", "side"});
    Opening o{read_cell(node.at("cell"), vm.maze),
              static_cast<int>(node.at("side").as_integer(0, kMaxSides - 1))};
    if (!vm.maze.is_outer_side(o)) {
      node.at("side").fail("side " + std::to_string(o.side) + " of cell " + std::to_string(o.cell) +
                           " does not face the outside");
    }
    vm.entrances.push_back(o);
  }
}

void read_keys(const JsonNode& record, VariantMaze& vm) {
  std::vector<uint8_t> seen(kLetters.size(), 0);
  const JsonNode doors = record.at("doors");
  for (size_t i = 0, n = doors.array_size(0, kLetters.size()); i < n; ++i) {
    const JsonNode node = doors.at(i);
    node.expect_object({"cells", "letter"});
    const JsonNode cells = node.at("cells");
    cells.array_size(2, 2);
    const int32_t a = read_cell(cells.at(size_t{0}), vm.maze);
    const int32_t b = read_cell(cells.at(size_t{1}), vm.maze);
    expect_passage(cells, vm.maze, a, b);
    vm.doors.push_back(
        {std::min(a, b), std::max(a, b), read_letter(node.at("letter"), seen, "door")});
  }
  seen.assign(kLetters.size(), 0);
  const JsonNode keys = record.at("keys");
  for (size_t i = 0, n = keys.array_size(0, kLetters.size()); i < n; ++i) {
    const JsonNode node = keys.at(i);
    node.expect_object({"cell", "letter"});
    const int32_t cell = read_cell(node.at("cell"), vm.maze);
    for (const Key& k : vm.keys) {
      if (k.cell == cell) node.at("cell").fail("two keys in one cell");
    }
    vm.keys.push_back({cell, read_letter(node.at("letter"), seen, "key")});
  }
  const auto by_letter = [](const auto& x, const auto& y) { return x.letter < y.letter; };
  std::sort(vm.doors.begin(), vm.doors.end(), by_letter);
  std::sort(vm.keys.begin(), vm.keys.end(), by_letter);
}

void read_arrows(const JsonNode& list, VariantMaze& vm) {
  const size_t n = list.array_size(0, static_cast<size_t>(variant_info(VariantKind::oneway).max));
  for (size_t i = 0; i < n; ++i) {
    const JsonNode node = list.at(i);
    node.expect_object({"from", "to"});
    const Arrow arrow{read_cell(node.at("from"), vm.maze), read_cell(node.at("to"), vm.maze)};
    expect_passage(node, vm.maze, arrow.from, arrow.to);
    for (const Arrow& other : vm.arrows) {
      if (std::min(other.from, other.to) == std::min(arrow.from, arrow.to) &&
          std::max(other.from, other.to) == std::max(arrow.from, arrow.to)) {
        node.fail("the passage has an arrow already");
      }
    }
    vm.arrows.push_back(arrow);
  }
}

void read_floors(const JsonNode& record, VariantMaze& vm) {
  const JsonNode floors = record.at("floors");
  const size_t n =
      floors.array_size(0, static_cast<size_t>(variant_info(VariantKind::floors).max) - 1);
  for (size_t i = 0; i < n; ++i) {
    const JsonNode node = floors.at(i);
    node.expect_object({"passages", "passage_bits"});
    Maze floor(vm.maze.grid_ptr());
    read_passages(node, floor);
    vm.upper_floors.push_back(std::move(floor));
  }
  const JsonNode stairs = record.at("stairs");
  for (size_t i = 0, m = stairs.array_size(0, n); i < m; ++i) {
    const JsonNode node = stairs.at(i);
    node.expect_object({"floor", "cell"});
    const JsonNode floor = node.at("floor");
    const auto f = static_cast<int>(floor.as_integer(0, variant_info(VariantKind::floors).max));
    if (f + 1 >= vm.floor_count()) {
      floor.fail("no floor " + std::to_string(f + 1) + " above floor " + std::to_string(f) +
                 " to join");
    }
    vm.stairs.push_back({f, read_cell(node.at("cell"), vm.maze)});
  }
}

}  // namespace

Json variant_json(const Variant& variant) {
  const VariantInfo& info = variant_info(variant.kind);
  return Json{{"kind", std::string(info.name)}, {std::string(info.parameter), variant.count}};
}

Variant read_variant(const JsonNode& node) {
  if (!node.value().is_object()) {
    node.fail("expected an object such as {\"kind\": \"keys\", \"pairs\": 2}, got " +
              describe_json(node.value()));
  }
  std::vector<std::string_view> names;
  for (const VariantInfo& info : variant_infos()) names.push_back(info.name);
  const JsonNode kind = node.at("kind");
  const VariantInfo* info = find_variant(kind.as_choice(names));
  node.expect_object({"kind", info->parameter});
  return {info->kind, static_cast<int>(node.at(info->parameter).as_integer(info->min, info->max))};
}

Json variant_maze_json(const std::string& id, const std::string& algorithm, uint64_t seed,
                       const VariantMaze& vm, const VariantMeasure& measured) {
  Json j = maze_json(id, algorithm, seed, vm.maze, measured.metrics);
  if (vm.variant.kind == VariantKind::none) return j;
  Json metrics = std::move(j["metrics"]);
  j.erase("metrics");
  j["variant"] = variant_json(vm.variant);
  switch (vm.variant.kind) {
    case VariantKind::entrances:
      j["entrances"] = Json::array();
      for (const Opening& o : vm.entrances) j["entrances"].push_back(opening_json(o));
      break;
    case VariantKind::keys:
      j["doors"] = Json::array();
      for (const Door& d : vm.doors) {
        j["doors"].push_back(
            {{"cells", {d.a, d.b}}, {"letter", std::string(1, letter_char(d.letter))}});
      }
      j["keys"] = Json::array();
      for (const Key& k : vm.keys) {
        j["keys"].push_back({{"cell", k.cell}, {"letter", std::string(1, letter_char(k.letter))}});
      }
      break;
    case VariantKind::oneway:
      j["arrows"] = Json::array();
      for (const Arrow& a : vm.arrows) j["arrows"].push_back({{"from", a.from}, {"to", a.to}});
      break;
    case VariantKind::floors:
      j["floors"] = Json::array();
      for (const Maze& floor : vm.upper_floors) {
        Json entry = Json::object();
        add_passages(entry, floor);
        j["floors"].push_back(entry);
      }
      j["stairs"] = Json::array();
      for (const Stair& s : vm.stairs)
        j["stairs"].push_back({{"floor", s.floor}, {"cell", s.cell}});
      break;
    case VariantKind::none:
      break;
  }
  j["metrics"] = std::move(metrics);
  Json extra = Json::object();
  for (const VariantMetricInfo& info : variant_metric_infos()) {
    if (info.kind == vm.variant.kind) {
      extra[std::string(info.name)] = static_cast<int64_t>(info.read(measured.extra));
    }
  }
  j["variant_metrics"] = extra;
  return j;
}

VariantMaze read_variant_maze_json(const JsonNode& record) {
  VariantMaze vm;
  vm.maze = read_maze_json(record);
  if (!record.has("variant")) {
    for (const std::string_view field : kVariantFields) {
      if (record.has(field)) record.at(field).fail("goes with a \"variant\" only");
    }
    return vm;
  }
  if (!record.has("grid")) record.at("variant").fail("a variant maze needs its \"grid\"");
  vm.variant = read_variant(record.at("variant"));
  for (const std::string_view field : kVariantFields) {
    if (record.has(field) && !field_of(vm.variant.kind, field)) {
      record.at(field).fail("does not go with variant " +
                            std::string(variant_info(vm.variant.kind).name));
    }
  }
  switch (vm.variant.kind) {
    case VariantKind::entrances:
      read_entrances(record.at("entrances"), vm);
      break;
    case VariantKind::keys:
      read_keys(record, vm);
      break;
    case VariantKind::oneway:
      read_arrows(record.at("arrows"), vm);
      break;
    case VariantKind::floors:
      read_floors(record, vm);
      break;
    case VariantKind::none:
      break;
  }
  return vm;
}

}  // namespace mazebook
