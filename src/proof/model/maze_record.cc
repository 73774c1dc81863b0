#include "proof/model/maze_record.h"

#include <algorithm>
#include <string_view>

#include "proof/model/manifest.h"

namespace mazeproof {

namespace {

int ranged(const JsonField& f, int low, int high) {
  if (!f.present() || !f.value->is_number_integer() || f.value->get<int64_t>() < low ||
      f.value->get<int64_t>() > high) {
    f.fail("an integer from " + std::to_string(low) + " to " + std::to_string(high));
  }
  return f.value->get<int>();
}

int cell_index(const JsonField& f, const CellGrid& grid) {
  const int cell = ranged(f, 0, grid.size() - 1);
  if (!grid.exists(cell)) f.fail("a cell the mask has (an 'X')");
  return cell;
}

// Keys a grid object of each kind may have: a key meant for another kind
// is a misunderstanding worth stopping at.
std::vector<std::string> grid_keys(GridKind kind) {
  switch (kind) {
    case GridKind::polar:
      return {"kind", "rings"};
    case GridKind::masked:
      return {"kind", "columns", "rows", "mask"};
    default:
      return {"kind", "columns", "rows"};
  }
}

std::vector<std::string> read_mask(const JsonField& f) {
  const size_t rows = f.array_size();
  if (rows < 1 || rows > static_cast<size_t>(kMaxRecordGridSide))
    f.fail("1 to " + std::to_string(kMaxRecordGridSide) + " rows of 'X' and '.'");
  std::vector<std::string> mask;
  for (size_t r = 0; r < rows; ++r) {
    const JsonField row = f.at(r);
    mask.push_back(row.string());
    const size_t width = mask[0].size();
    if (width < 1 || width > static_cast<size_t>(kMaxRecordGridSide))
      row.fail("1 to " + std::to_string(kMaxRecordGridSide) + " characters 'X' and '.'");
    if (mask[r].size() != width) row.fail(std::to_string(width) + " characters like row 1");
    if (mask[r].find_first_not_of("X.") != std::string::npos)
      row.fail("only 'X' (a cell) and '.' (none)");
  }
  return mask;
}

// A masked grid's cells must be one piece (joined side to side), as the
// maze JSON's grids are: a maze cannot reach a cell of another piece.
void check_one_piece(const CellGrid& grid, const JsonField& f) {
  if (grid.cells() == 0) f.fail("at least one 'X'");
  std::vector<uint8_t> all(static_cast<size_t>(grid.size()), 0);
  int first = -1;
  for (int cell = 0; cell < grid.size(); ++cell) {
    if (!grid.exists(cell)) continue;
    if (first < 0) first = cell;
    for (int side = 0; side < 4; ++side) {
      if (grid.neighbour(cell, side) != kOutside) all[cell] |= static_cast<uint8_t>(1u << side);
    }
  }
  std::vector<uint8_t> from(static_cast<size_t>(grid.size()), kWalkUnreached);
  if (walk_from(grid, all, first, from) == grid.cells()) return;
  int pieces = 1;
  for (int cell = 0; cell < grid.size(); ++cell) {
    if (!grid.exists(cell) || from[cell] != kWalkUnreached) continue;
    walk_from(grid, all, cell, from);
    ++pieces;
  }
  f.refuse("expected its cells in one piece (cells that touch only at a corner are apart), got " +
           std::to_string(pieces) + " pieces");
}

int value_of(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

// Standard base64, padded, nothing else (no white space, no stray bits
// under the padding): one text for one bit field.
bool decode_base64(std::string_view text, std::string& out) {
  out.clear();
  if (text.size() % 4 != 0) return false;
  out.reserve(text.size() / 4 * 3);
  for (size_t i = 0; i < text.size(); i += 4) {
    uint32_t block = 0;
    int padding = 0;
    for (size_t k = 0; k < 4; ++k) {
      const char c = text[i + k];
      int v = value_of(c);
      if (c == '=' && i + 4 == text.size() && k >= 2) {
        ++padding;
        v = 0;
      } else if (v < 0 || padding > 0) {
        return false;
      }
      block = (block << 6) | static_cast<uint32_t>(v);
    }
    if ((padding == 1 && (block & 0xFFu) != 0) || (padding == 2 && (block & 0xFFFFu) != 0))
      return false;
    for (int k = 0; k < 3 - padding; ++k) out += static_cast<char>((block >> (16 - 8 * k)) & 0xFFu);
  }
  return true;
}

void read_passage_list(const JsonField& list, GridMaze& maze) {
  const size_t count = list.array_size();
  for (size_t i = 0; i < count; ++i) {
    const JsonField pair = list.at(i);
    if (!pair.value->is_array() || pair.value->size() != 2) pair.fail("two cell indices");
    const int a = cell_index(pair.at(0), maze.grid);
    const int b = cell_index(pair.at(1), maze.grid);
    const int side = maze.grid.side_towards(a, b);
    if (side < 0) pair.fail("two neighbouring cells of the " + maze.grid.name() + " grid");
    if (!maze.join(a, side)) pair.fail("a passage not listed before");
  }
}

void read_passage_bits(const JsonField& field, GridMaze& maze) {
  const CellGrid& grid = maze.grid;
  const int bits = grid.wall_bits();
  const int64_t total = int64_t{grid.size()} * bits;
  std::string packed;
  if (!decode_base64(field.string(), packed) ||
      static_cast<int64_t>(packed.size()) != (total + 7) / 8) {
    field.fail("padded base64 of " + std::to_string((total + 7) / 8) + " bytes (" +
               std::to_string(bits) + " bits a cell)");
  }
  const auto bit_set = [&](int64_t i) {
    return (static_cast<unsigned char>(packed[static_cast<size_t>(i / 8)]) >> (i % 8)) & 1u;
  };
  for (int cell = 0; cell < grid.size(); ++cell) {
    for (int b = 0; b < bits; ++b) {
      const int64_t i = int64_t{cell} * bits + b;
      if (!bit_set(i)) continue;
      const int side = grid.exists(cell) ? grid.bit_side(cell, b) : -1;
      if (side < 0 || grid.neighbour(cell, side) == kOutside) {
        field.refuse("bit " + std::to_string(i) + " (" + grid.cell_name(cell) + ", bit " +
                     std::to_string(b) + ") is set, but " +
                     (!grid.exists(cell) ? "the mask has no such cell"
                      : side < 0         ? "that bit is no wall of the cell"
                                         : "side " + std::to_string(side) + " faces the outside"));
      }
      maze.join(cell, side);
    }
  }
  for (int64_t i = total; i < int64_t{static_cast<int64_t>(packed.size())} * 8; ++i) {
    if (bit_set(i)) field.refuse("bit " + std::to_string(i) + " is set, past the last cell's");
  }
}

CellOpening read_opening(const JsonField& f, const CellGrid& grid) {
  if (!f.present() || !f.value->is_object()) f.fail("an object {\"cell\", \"side\"}");
  CellOpening o;
  o.cell = cell_index(f["cell"], grid);
  if (f["side"].present()) o.side = ranged(f["side"], 0, grid.side_count(o.cell) - 1);
  return o;
}

// A rectangle's picture beside its passages: both must say the same maze.
void check_picture(const JsonField& f, const GridMaze& maze) {
  const PictureMaze picture = read_picture(f);
  std::vector<CellOpening> openings;
  for (const CellOpening& o : {maze.entrance, maze.exit}) {
    if (o.side >= 0 && maze.grid.neighbour(o.cell, o.side) == kOutside) openings.push_back(o);
  }
  PictureMaze passages{maze, in_reading_order(maze.grid, std::move(openings))};
  passages.maze.grid = passages.maze.grid.with_picture_names();
  const std::vector<std::string> differences =
      picture_differences(picture, "the picture", passages, "the passages");
  if (differences.empty()) return;
  std::string text;
  for (const std::string& d : differences) text += (text.empty() ? "" : "; ") + d;
  f.refuse("does not match the grid's passages and openings: " + text);
}

}  // namespace

CellGrid read_cell_grid(const JsonField& f) {
  if (!f.present() || !f.value->is_object()) f.fail("an object with \"kind\"");
  const JsonField kind_field = f["kind"];
  GridKind kind = GridKind::rect;
  bool known = false;
  for (GridKind k :
       {GridKind::rect, GridKind::masked, GridKind::polar, GridKind::hex, GridKind::triangle}) {
    if (kind_field.present() && kind_field.value->is_string() &&
        kind_field.value->get<std::string>() == grid_kind_name(k)) {
      kind = k;
      known = true;
    }
  }
  if (!known) kind_field.fail("rect, masked, polar, hex or triangle");
  const std::vector<std::string> keys = grid_keys(kind);
  for (auto it = f.value->begin(); it != f.value->end(); ++it) {
    if (std::find(keys.begin(), keys.end(), it.key()) != keys.end()) continue;
    std::string list;
    for (const std::string& k : keys) list += (list.empty() ? "" : ", ") + k;
    f[it.key()].fail(std::string("nothing in a ") + grid_kind_name(kind) + " grid (" + list + ")");
  }
  switch (kind) {
    case GridKind::polar:
      return CellGrid::polar(ranged(f["rings"], kMinRings, kMaxRings));
    case GridKind::masked: {
      CellGrid grid = CellGrid::masked(read_mask(f["mask"]));
      check_one_piece(grid, f["mask"]);
      if (f["columns"].present() && f["columns"].integer() != grid.columns())
        f["columns"].fail(std::to_string(grid.columns()) + " (the mask's columns)");
      if (f["rows"].present() && f["rows"].integer() != grid.rows())
        f["rows"].fail(std::to_string(grid.rows()) + " (the mask's rows)");
      return grid;
    }
    default: {
      const int columns = ranged(f["columns"], 1, kMaxRecordGridSide);
      const int rows = ranged(f["rows"], 1, kMaxRecordGridSide);
      if (kind == GridKind::hex) return CellGrid::hex(columns, rows);
      if (kind == GridKind::triangle) return CellGrid::triangle(columns, rows);
      return CellGrid::rect(columns, rows);
    }
  }
}

GridMaze read_grid_maze(const JsonField& f, CellGrid grid_read) {
  GridMaze maze(std::move(grid_read));
  const CellGrid& grid = maze.grid;
  if (f["cells"].present() && f["cells"].integer() != grid.cells())
    f["cells"].fail(std::to_string(grid.cells()) + " (the grid's cells)");
  for (const char* key : {"columns", "rows"}) {
    if (!f[key].present()) continue;
    if (grid.kind() == GridKind::polar) f[key].fail("nothing on a polar grid");
    const int want = key[0] == 'c' ? grid.columns() : grid.rows();
    if (f[key].integer() != want) f[key].fail(std::to_string(want) + " (the grid's " + key + ")");
  }
  if (f["passages"].present() && f["passage_bits"].present())
    f.refuse("expected \"passages\" or \"passage_bits\", not both");
  if (f["passage_bits"].present()) {
    read_passage_bits(f["passage_bits"], maze);
  } else {
    read_passage_list(f["passages"], maze);
  }
  maze.entrance = read_opening(f["entrance"], grid);
  maze.exit = read_opening(f["exit"], grid);
  if (f["picture"].present()) {
    if (grid.kind() != GridKind::rect)
      f["picture"].fail(std::string("no picture on a ") + grid_kind_name(grid.kind()) +
                        " grid (pictures are for rect grids)");
    check_picture(f["picture"], maze);
  }
  return maze;
}

}  // namespace mazeproof
