#include "proof/model/weave_record.h"

#include <string>

namespace mazeproof {

std::vector<WeaveCrossing> read_crossings(const JsonField& crossings, const CellGrid& grid) {
  if (grid.kind() != GridKind::rect && grid.kind() != GridKind::masked) {
    crossings.refuse(std::string("crossings on a ") + grid_kind_name(grid.kind()) +
                     " grid: only rect and masked grids weave");
  }
  const size_t n = crossings.array_size();
  std::vector<WeaveCrossing> out;
  std::vector<uint8_t> seen(static_cast<size_t>(grid.size()), 0);
  for (size_t i = 0; i < n; ++i) {
    const JsonField entry = crossings.at(i);
    if (!entry.value->is_object()) entry.fail("an object {\"cell\", \"over\"}");
    for (const auto& item : entry.value->items()) {
      if (item.key() != "cell" && item.key() != "over") entry[item.key()].refuse("unknown key");
    }
    WeaveCrossing c;
    c.cell = entry["cell"].integer(0);
    if (c.cell >= grid.size() || !grid.exists(c.cell)) entry["cell"].fail("a cell of the grid");
    const std::string over = entry["over"].string();
    if (over != "ns" && over != "ew") entry["over"].fail("\"ns\" or \"ew\"");
    c.over_ns = over == "ns";
    if (seen[static_cast<size_t>(c.cell)]) {
      entry["cell"].refuse(grid.cell_name(c.cell) + " holds another crossing already");
    }
    seen[static_cast<size_t>(c.cell)] = 1;
    out.push_back(c);
  }
  return out;
}

}  // namespace mazeproof
