#include "proof/variants/variant_kind.h"

#include <algorithm>

#include "proof/topology/shape_proof.h"
#include "proof/variants/entrances_proof.h"
#include "proof/variants/variant_search.h"

namespace mazeproof {

namespace {

template <typename T, typename F>
std::string list_text(const std::vector<T>& list, F text) {
  std::string out;
  for (size_t i = 0; i < list.size(); ++i) out += (i ? ", " : "") + text(list[i]);
  return "[" + out + "]";
}

std::string opening_list(const CellGrid& grid, const std::vector<CellOpening>& list) {
  std::string out;
  for (size_t i = 0; i < list.size(); ++i) {
    out += (i ? ", " : "") + std::string(1, static_cast<char>('A' + i)) + " " +
           (list[i].cell < 0 ? std::string("none") : opening_text(grid, list[i]));
  }
  return "[" + out + "]";
}

// A puzzle drawn in one maze with its two openings, the entrance and the
// exit: the kind's proof `search` after them.
template <void (*search)(const GridMaze&, const PageMarks&, int, VariantProof&)>
void two_openings(const GridMaze& maze, const std::vector<CellOpening>& openings,
                  const PageMarks& marks, int count, VariantProof& out) {
  if (openings.size() != 2)
    out.problems.push_back(std::to_string(openings.size()) +
                           " opening(s) in the outer wall, expected 2 (the entrance and the "
                           "exit)");
  out.start = maze.entrance;
  search(maze, marks, count, out);
}

std::vector<std::string> entrances_differences(const VariantRecord& r, const VariantProof& v,
                                               const GridMaze& drawn) {
  std::vector<std::string> out;
  if (r.entrances != v.entrances)
    out.push_back("entrances " + opening_list(drawn.grid, r.entrances) + " in book.json, " +
                  opening_list(drawn.grid, v.entrances) + " on the page");
  if (v.proved && !(v.start == drawn.entrance))
    out.push_back("the entrance in book.json, " + opening_text(drawn.grid, drawn.entrance) +
                  ", is not the one that reaches the exit, " + opening_text(drawn.grid, v.start));
  return out;
}

std::vector<std::string> keys_differences(const VariantRecord& r, const VariantProof& v,
                                          const GridMaze&) {
  const auto cells = [](const LetteredPassage& d) {
    return std::string(1, d.letter) + " " + std::to_string(d.a) + "-" + std::to_string(d.b);
  };
  const auto key = [](const LetteredCell& k) {
    return std::string(1, k.letter) + " " + std::to_string(k.cell);
  };
  std::vector<std::string> out;
  if (r.doors != v.doors)
    out.push_back("doors " + list_text(r.doors, cells) + " in book.json, " +
                  list_text(v.doors, cells) + " on the page");
  if (r.keys != v.keys)
    out.push_back("keys " + list_text(r.keys, key) + " in book.json, " + list_text(v.keys, key) +
                  " on the page");
  return out;
}

std::vector<std::string> oneway_differences(const VariantRecord& r, const VariantProof& v,
                                            const GridMaze&) {
  const auto arrow = [](const OneWay& a) {
    return std::to_string(a.from) + ">" + std::to_string(a.to);
  };
  std::vector<OneWay> listed = r.arrows;
  std::sort(listed.begin(), listed.end(), [](const OneWay& x, const OneWay& y) {
    return x.from != y.from ? x.from < y.from : x.to < y.to;
  });
  if (listed == v.arrows) return {};
  return {"arrows " + list_text(listed, arrow) + " in book.json, " + list_text(v.arrows, arrow) +
          " on the page"};
}

VariantKindRules plain_rules() { return {}; }

VariantKindRules entrances_rules() {
  VariantKindRules r;
  r.name = "entrances";
  r.marked = true;
  r.tree_per_entrance = true;
  r.perfect_walls = false;
  r.measured_on_solution = true;
  r.metrics = {"dead_entrances"};
  r.prove = prove_entrances;
  r.differences = entrances_differences;
  return r;
}

VariantKindRules keys_rules() {
  VariantKindRules r;
  r.name = "keys";
  r.marked = true;
  r.marks = {MarkKind::key, MarkKind::door};
  r.route_word = "walk";
  r.metrics = {"backtracking_steps", "keys_collected", "walk_length"};
  r.prove = two_openings<prove_keys>;
  r.differences = keys_differences;
  return r;
}

VariantKindRules oneway_rules() {
  VariantKindRules r;
  r.name = "oneway";
  r.marked = true;
  r.marks = {MarkKind::arrow};
  r.metrics = {"arrows_on_route"};
  r.prove = two_openings<prove_oneway>;
  r.differences = oneway_differences;
  return r;
}

VariantKindRules floors_rules() {
  VariantKindRules r;
  r.name = "floors";
  r.marked = true;
  r.marks = {MarkKind::stairs_up, MarkKind::stairs_down};
  r.per_floor = true;
  r.metrics = {"floors_changed"};
  return r;
}

}  // namespace

const VariantKindRules& variant_rules(VariantKind kind) {
  static const VariantKindRules kEntrances = entrances_rules(), kKeys = keys_rules(),
                                kOneway = oneway_rules(), kFloors = floors_rules();
  switch (kind) {
    case VariantKind::entrances:
      return kEntrances;
    case VariantKind::keys:
      return kKeys;
    case VariantKind::oneway:
      return kOneway;
    case VariantKind::floors:
      return kFloors;
  }
  return kFloors;
}

const VariantKindRules& variant_rules(const std::optional<VariantRecord>& variant) {
  static const VariantKindRules kPlain = plain_rules();
  return variant ? variant_rules(variant->kind) : kPlain;
}

}  // namespace mazeproof
