#include "book/maze_json.h"

#include <algorithm>
#include <vector>

#include "base/error.h"
#include "book/base64.h"
#include "book/grid_json.h"
#include "maze/grids.h"
#include "maze/picture.h"

namespace mazebook {

namespace {

// The bit of wall `bit` of cell `cell` in "passage_bits".
int64_t bit_index(const Grid& grid, int32_t cell, int bit) {
  return int64_t{cell} * grid.wall_bits() + bit;
}

Json passage_bits_json(const Maze& maze) {
  const Grid& grid = maze.grid();
  std::string packed(static_cast<size_t>((bit_index(grid, maze.size(), 0) + 7) / 8), '\0');
  const std::vector<uint8_t>& bytes = maze.wall_bytes();
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    for (int b = 0; b < grid.wall_bits(); ++b) {
      if ((bytes[cell] >> b) & 1u) {
        const int64_t i = bit_index(grid, cell, b);
        packed[static_cast<size_t>(i / 8)] |= static_cast<char>(1u << (i % 8));
      }
    }
  }
  return base64_encode(packed);
}

Opening read_opening(const JsonNode& node, const Maze& maze, bool may_be_inside) {
  node.expect_object({"cell", "side"});
  Opening o;
  o.cell = static_cast<int32_t>(node.at("cell").as_integer(0, maze.size() - 1));
  if (!maze.exists(o.cell)) node.at("cell").fail("no such cell in the grid's mask");
  if (!node.has("side")) {
    if (!may_be_inside) node.fail("missing side: an entrance faces the outside");
    return o;
  }
  o.side = static_cast<int>(node.at("side").as_integer(0, kMaxSides - 1));
  if (!maze.is_outer_side(o)) {
    node.at("side").fail("side " + std::to_string(o.side) + " of cell " + std::to_string(o.cell) +
                         " does not face the outside");
  }
  return o;
}

}  // namespace

void read_passages(const JsonNode& record, Maze& maze) {
  const Grid& grid = maze.grid();
  if (record.has("passage_bits")) {
    const JsonNode node = record.at("passage_bits");
    std::string packed;
    if (!base64_decode(node.as_string(), packed) ||
        static_cast<int64_t>(packed.size()) != (bit_index(grid, maze.size(), 0) + 7) / 8) {
      node.fail("expected base64 of " + std::to_string((bit_index(grid, maze.size(), 0) + 7) / 8) +
                " bytes (" + std::to_string(grid.wall_bits()) + " bits a cell)");
    }
    Link links[kMaxSides];
    for (int32_t cell = 0; cell < maze.size(); ++cell) {
      if (!grid.exists(cell)) continue;
      const int n = grid.links(cell, links);
      for (int i = 0; i < n; ++i) {
        const WallRef ref = grid.wall_ref(cell, links[i].side);
        if (ref.owner != cell) continue;
        const int64_t bit = bit_index(grid, cell, ref.bit);
        if ((static_cast<unsigned char>(packed[static_cast<size_t>(bit / 8)]) >> (bit % 8)) & 1u) {
          maze.open(cell, links[i].side);
        }
      }
    }
    return;
  }
  const JsonNode passages = record.at("passages");
  const size_t n = passages.array_size(0, static_cast<size_t>(grid.cells()) * kMaxSides);
  for (size_t i = 0; i < n; ++i) {
    const JsonNode pair = passages.at(i);
    pair.array_size(2, 2);
    const auto a = static_cast<int32_t>(pair.at(size_t{0}).as_integer(0, maze.size() - 1));
    const auto b = static_cast<int32_t>(pair.at(size_t{1}).as_integer(0, maze.size() - 1));
    int side = 0;
    const int sides = grid.exists(a) ? grid.side_count(a) : 0;
    while (side < sides && grid.neighbour(a, side) != b) ++side;
    if (side == sides) {
      pair.fail("cells " + std::to_string(a) + " and " + std::to_string(b) +
                " are not neighbours in the grid");
    }
    if (maze.is_open(a, side)) pair.fail("the passage is listed twice");
    maze.open(a, side);
  }
}

void add_passages(Json& record, const Maze& maze) {
  if (maze.cells() > kCompactCells) {
    record["passage_bits"] = passage_bits_json(maze);
  } else {
    record["passages"] = passages_json(maze);
  }
}

Json opening_json(const Opening& o) {
  Json j{{"cell", o.cell}};
  if (o.side != kNoSide) j["side"] = o.side;
  return j;
}

Json metrics_json(const Metrics& m) {
  Json j = Json::object();
  for (const MetricInfo& info : metric_infos()) {
    const double value = info.read(m);
    if (!metric_defined(value)) {
      j[std::string(info.name)] = nullptr;
    } else if (info.integer) {
      j[std::string(info.name)] = static_cast<int64_t>(value);
    } else {
      j[std::string(info.name)] = value;
    }
  }
  return j;
}

Json passages_json(const Maze& maze) {
  Json list = Json::array();
  std::vector<int32_t> later;
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    later.clear();
    for (unsigned open = maze.exists(cell) ? maze.open_sides(cell) : 0; open; open &= open - 1) {
      const int32_t next = maze.neighbour(cell, std::countr_zero(open));
      if (next > cell) later.push_back(next);
    }
    std::sort(later.begin(), later.end());
    for (int32_t next : later) list.push_back({cell, next});
  }
  return list;
}

Json maze_json(const std::string& id, const std::string& algorithm, uint64_t seed, const Maze& maze,
               const Metrics& metrics) {
  Json j;
  j["id"] = id;
  j["algorithm"] = algorithm;
  j["seed"] = seed;
  j["grid"] = grid_json(maze.grid());
  j["cells"] = maze.cells();
  add_passages(j, maze);
  j["entrance"] = opening_json(maze.entrance());
  j["exit"] = opening_json(maze.exit());
  if (maze.grid().kind() == GridKind::rect) {
    j["columns"] = maze.columns();
    j["rows"] = maze.rows();
    j["picture"] = to_picture(maze);
  }
  j["metrics"] = metrics_json(metrics);
  return j;
}

Json manifest_v1_maze_json(const std::string& id, const std::string& algorithm, uint64_t seed,
                           const Maze& maze, const Metrics& metrics) {
  const auto opening = [&](const Opening& o) {
    return Json{{"x", o.cell % maze.columns()},
                {"y", o.cell / maze.columns()},
                {"side", std::string(side_name(static_cast<Side>(o.side)))}};
  };
  Json j;
  j["id"] = id;
  j["algorithm"] = algorithm;
  j["seed"] = seed;
  j["columns"] = maze.columns();
  j["rows"] = maze.rows();
  j["entrance"] = opening(maze.entrance());
  j["exit"] = opening(maze.exit());
  j["picture"] = to_picture(maze);
  j["metrics"] = metrics_json(metrics);
  return j;
}

Maze read_maze_json(const JsonNode& record) {
  if (!record.has("grid")) {
    const JsonNode picture = record.at("picture");
    const size_t lines = picture.array_size(3, 2 * kMaxGridSide + 1);
    Picture text;
    for (size_t r = 0; r < lines; ++r) text.push_back(picture.at(r).as_string());
    try {
      return parse_picture(text);
    } catch (const Error& e) {
      picture.fail(e.what());
    }
  }
  const JsonNode grid_node = record.at("grid");
  const GridSpec spec = read_grid_spec(grid_node);
  int32_t dropped = 0;
  Maze maze(make_grid(spec, &dropped));
  if (dropped > 0) {
    grid_node.at("mask").fail("its cells make more than one piece; a maze needs one");
  }
  if (record.has("cells") && record.at("cells").as_integer(0, kMaxGridCells) != maze.cells()) {
    record.at("cells").fail("the grid has " + std::to_string(maze.cells()) + " cells");
  }
  read_passages(record, maze);
  maze.set_entrance(read_opening(record.at("entrance"), maze, false));
  maze.set_exit(read_opening(record.at("exit"), maze, true));
  // A rectangle may carry its picture beside the passages; both must say
  // the same.
  if (record.has("picture") && maze.grid().kind() == GridKind::rect) {
    const JsonNode picture = record.at("picture");
    const size_t lines = picture.array_size(0, 2 * kMaxGridSide + 1);
    Picture text;
    for (size_t r = 0; r < lines; ++r) text.push_back(picture.at(r).as_string());
    if (text != to_picture(maze)) picture.fail("does not match the passages and openings");
  }
  return maze;
}

}  // namespace mazebook
