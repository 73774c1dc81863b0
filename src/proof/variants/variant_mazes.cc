#include "proof/variants/variant_mazes.h"

#include <algorithm>

#include "proof/core/book_checks.h"

namespace mazeproof {

namespace {

std::string opening_list(const CellGrid& grid, const std::vector<CellOpening>& list) {
  std::string out;
  for (size_t i = 0; i < list.size(); ++i) {
    out += (i ? ", " : "") + std::string(1, static_cast<char>('A' + i)) + " " +
           (list[i].cell < 0 ? std::string("none") : opening_text(grid, list[i]));
  }
  return "[" + out + "]";
}

template <typename T, typename F>
std::string list_text(const std::vector<T>& list, F text) {
  std::string out;
  for (size_t i = 0; i < list.size(); ++i) out += (i ? ", " : "") + text(list[i]);
  return "[" + out + "]";
}

// What book.json says against what the page shows; phrases.
std::vector<std::string> manifest_differences(const VariantRecord& r, const VariantProof& v,
                                              const CellGrid& grid) {
  std::vector<std::string> out;
  const auto cells = [](const LetteredPassage& d) {
    return std::string(1, d.letter) + " " + std::to_string(d.a) + "-" + std::to_string(d.b);
  };
  const auto key = [](const LetteredCell& k) {
    return std::string(1, k.letter) + " " + std::to_string(k.cell);
  };
  const auto arrow = [](const OneWay& a) {
    return std::to_string(a.from) + ">" + std::to_string(a.to);
  };
  if (r.kind == VariantKind::entrances && r.entrances != v.entrances)
    out.push_back("entrances " + opening_list(grid, r.entrances) + " in book.json, " +
                  opening_list(grid, v.entrances) + " on the page");
  if (r.kind == VariantKind::keys && r.doors != v.doors)
    out.push_back("doors " + list_text(r.doors, cells) + " in book.json, " +
                  list_text(v.doors, cells) + " on the page");
  if (r.kind == VariantKind::keys && r.keys != v.keys)
    out.push_back("keys " + list_text(r.keys, key) + " in book.json, " + list_text(v.keys, key) +
                  " on the page");
  if (r.kind == VariantKind::oneway) {
    std::vector<OneWay> listed = r.arrows;
    std::sort(listed.begin(), listed.end(), [](const OneWay& x, const OneWay& y) {
      return x.from != y.from ? x.from < y.from : x.to < y.to;
    });
    if (listed != v.arrows)
      out.push_back("arrows " + list_text(listed, arrow) + " in book.json, " +
                    list_text(v.arrows, arrow) + " on the page");
  }
  return out;
}

}  // namespace

GridMaze solution_maze(const GridMaze& drawn, const VariantProof& proof) {
  GridMaze maze = drawn;
  maze.entrance = proof.start;
  return maze;
}

VariantDrawing prove_variant_drawing(const ManifestMaze& m, const ShapeDrawingProof& p,
                                     const PageDrawing& items, const Box& area, bool solution,
                                     const std::string& at, std::vector<Check>& checks,
                                     MazeResult& result) {
  const VariantRecord& record = *m.shape->variant;
  const GridMaze& drawn = *p.maze;
  VariantDrawing out;
  out.marks = read_marks(items, drawn.grid, p.placement, area, p.openings);
  for (const std::string& problem : out.marks.problems) checks[kVariants].fail(at + problem);
  out.proof = prove_variant(drawn, p.openings, out.marks, record.kind, record.count);
  const VariantProof& v = *out.proof;
  for (const std::string& problem : v.problems)
    checks[kVariants].fail(at + "puzzle variant " + variant_kind_name(record.kind) + ": " +
                           problem);
  const CheckIndex listed = solution ? kSolutionDrawings : kManifest;
  const std::string differs = solution ? " (the solution page's marks)" : "";
  for (const std::string& d : manifest_differences(record, v, drawn.grid))
    checks[listed].fail(at + d + differs);
  if (record.kind == VariantKind::entrances && v.proved && !(v.start == drawn.entrance))
    checks[listed].fail(
        at + "the entrance in book.json, " + opening_text(drawn.grid, drawn.entrance) +
        ", is not the one that reaches the exit, " + opening_text(drawn.grid, v.start));
  if (solution) {
    for (const EntranceLetter& e : out.marks.entrances) {
      const bool dead =
          std::find(v.dead_letters.begin(), v.dead_letters.end(), e.letter) != v.dead_letters.end();
      if (v.proved && dead != e.struck)
        checks[kSolutionDrawings].fail(at + "entrance " + e.letter +
                                       (dead ? " does not reach the exit but is not struck through"
                                             : " reaches the exit but is struck through"));
    }
    return out;
  }
  result.variant = variant_kind_name(record.kind);
  result.variant_proved = v.proved;
  result.variant_metrics = v.metrics;
  if (!v.proved) return out;
  if (m.route && *m.route != v.walk)
    checks[kManifest].fail(at + "route in book.json (" + std::to_string(m.route->size()) +
                           " cells) is not the solution's " +
                           (record.kind == VariantKind::keys ? "walk" : "route") + " (" +
                           std::to_string(v.walk.size()) + " cells)");
  for (const auto& [name, value] : v.metrics) {
    const auto it = record.metrics.find(name);
    if (it != record.metrics.end() && it->second != value)
      checks[kManifest].fail(at + "variant_metrics." + name + " " + std::to_string(value) +
                             " in the PDF, " + std::to_string(it->second) + " in book.json");
  }
  return out;
}

}  // namespace mazeproof
