#include "proof/model/variant_record.h"

#include "proof/core/limits.h"
#include "proof/model/manifest.h"

namespace mazeproof {

namespace {

using Field = JsonField;

int cell_of(const Field& f, const CellGrid& grid) {
  const int cell = f.integer(0);
  if (cell >= grid.size() || !grid.exists(cell)) f.fail("a cell of the " + grid.name() + " grid");
  return cell;
}

char letter_of(const Field& f, char last) {
  if (!f.present() || !f.value->is_string() || f.value->get<std::string>().size() != 1 ||
      f.value->get<std::string>()[0] < 'A' || f.value->get<std::string>()[0] > last)
    f.fail(std::string("one capital letter from A to ") + last);
  return f.value->get<std::string>()[0];
}

// The array at `f` (absent: empty), each item read by `read`.
template <typename T, typename F>
std::vector<T> list_of(const Field& f, F read) {
  std::vector<T> out;
  if (!f.present()) return out;
  const size_t n = f.array_size();
  if (n > 64) f.fail("at most 64 items");
  for (size_t i = 0; i < n; ++i) out.push_back(read(f.at(i)));
  return out;
}

std::vector<Placement> placements_of(const Field& f) {
  return list_of<Placement>(f, [](const Field& item) {
    double wall = 0;
    return read_placement(item, wall);
  });
}

}  // namespace

const char* variant_kind_name(VariantKind kind) {
  switch (kind) {
    case VariantKind::entrances:
      return "entrances";
    case VariantKind::keys:
      return "keys";
    case VariantKind::oneway:
      return "oneway";
    case VariantKind::floors:
      return "floors";
  }
  return "?";
}

std::optional<VariantRecord> read_variant(const JsonField& record, const CellGrid& grid,
                                          bool has_solution) {
  const Field v = record["variant"];
  if (!v.present()) return std::nullopt;
  if (!v.value->is_object()) v.fail("an object {\"kind\", and its count}");
  if (grid.cells() > kMaxVariantCells)
    v.refuse("a puzzle variant on " + std::to_string(grid.cells()) + " cells, more than " +
             std::to_string(kMaxVariantCells) + " (its search would hold too many states)");
  VariantRecord out;
  struct Kind {
    VariantKind kind;
    const char* count;
    int low, high;
    bool floors;  // the count is of floors
  };
  static const Kind kKinds[] = {{VariantKind::entrances, "entrances", 2, 4, false},
                                {VariantKind::keys, "pairs", 1, 3, false},
                                {VariantKind::oneway, "arrows", 1, 12, false},
                                {VariantKind::floors, "floors", 2, 4, true}};
  const Field kind = v["kind"];
  const Kind* found = nullptr;
  for (const Kind& k : kKinds) {
    if (kind.present() && kind.value->is_string() &&
        kind.value->get<std::string>() == variant_kind_name(k.kind))
      found = &k;
  }
  if (found == nullptr) kind.fail("entrances, keys, oneway or floors");
  out.kind = found->kind;
  out.count = v[found->count].integer(found->low);
  if (out.count > found->high)
    v[found->count].fail("an integer from " + std::to_string(found->low) + " to " +
                         std::to_string(found->high));
  if (found->floors) out.floors = out.count;
  out.entrances = list_of<CellOpening>(record["entrances"], [&](const Field& f) {
    CellOpening o;
    o.cell = cell_of(f["cell"], grid);
    o.side = f["side"].integer(0);
    if (o.side >= grid.side_count(o.cell)) f["side"].fail("a side of the cell");
    return o;
  });
  out.doors = list_of<LetteredPassage>(record["doors"], [&](const Field& f) {
    const Field cells = f["cells"];
    if (cells.array_size() != 2) cells.fail("[a, b], two cells");
    LetteredPassage d{cell_of(cells.at(0), grid), cell_of(cells.at(1), grid),
                      letter_of(f["letter"], 'C')};
    if (grid.side_towards(d.a, d.b) < 0) cells.fail("two neighbouring cells");
    return d;
  });
  out.keys = list_of<LetteredCell>(record["keys"], [&](const Field& f) {
    return LetteredCell{cell_of(f["cell"], grid), letter_of(f["letter"], 'C')};
  });
  out.arrows = list_of<OneWay>(record["arrows"], [&](const Field& f) {
    OneWay a{cell_of(f["from"], grid), cell_of(f["to"], grid)};
    if (grid.side_towards(a.from, a.to) < 0) f.fail("two neighbouring cells (from, to)");
    return a;
  });
  out.stairs = list_of<Stair>(record["stairs"], [&](const Field& f) {
    return Stair{f["floor"].integer(0), cell_of(f["cell"], grid)};
  });
  out.placements = placements_of(record["placements"]);
  if (has_solution) out.solution_placements = placements_of(record["solution_placements"]);
  const Field metrics = record["variant_metrics"];
  if (metrics.present()) {
    if (!metrics.value->is_object()) metrics.fail("an object of integers");
    for (auto it = metrics.value->begin(); it != metrics.value->end(); ++it) {
      if (it->is_null()) continue;
      out.metrics[it.key()] = metrics[it.key()].integer(0);
    }
  }
  return out;
}

}  // namespace mazeproof
