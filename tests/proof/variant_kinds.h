#pragma once
// The three puzzle variants the tests draw (variant_book.h), each on the
// tests' own perfect maze of seed 1 with its book.json fields: keys with a
// detour, one-way passages, lettered entrances.

#include <algorithm>
#include <nlohmann/json.hpp>
#include <vector>

#include "variant_book.h"

namespace mazeproof_test {

// keys:2: door A a third of the way along the route and door B two thirds;
// key A on the route before door A, key B at the end of a side branch
// hanging from the route before door B (a detour there and back).
inline VariantBook keys_variant() {
  VariantBook b = plain_variant();
  VariantDrawing& d = b.maze;
  const std::vector<int> route = d.walk;
  const size_t n = route.size(), da = n / 3, db = 2 * n / 3;
  d.doors = {{std::min(route[da], route[da + 1]), std::max(route[da], route[da + 1]), 'A'},
             {std::min(route[db], route[db + 1]), std::max(route[db], route[db + 1]), 'B'}};
  d.keys = {{route[da / 2], 'A'}};
  // Key B: the off-route cell farthest from the route whose branch joins
  // it before door B, after door A when one does.
  int key_b = -1;
  std::pair<bool, size_t> best{false, 0};
  size_t deepest = 0;
  for (int c = 0; c < kVariantSide * kVariantSide; ++c) {
    if (std::find(route.begin(), route.end(), c) != route.end()) continue;
    const std::vector<int> to_start = d.grid.path(c, route.front());
    size_t depth = 0;
    while (std::find(route.begin(), route.end(), to_start[depth]) == route.end()) ++depth;
    const size_t joins =
        static_cast<size_t>(std::find(route.begin(), route.end(), to_start[depth]) - route.begin());
    const std::pair<bool, size_t> score{joins > da, depth};
    if (joins <= db && (key_b < 0 || score > best)) {
      best = score;
      deepest = depth;
      key_b = c;
    }
  }
  d.keys.push_back({key_b, 'B'});
  std::vector<int> walk = d.grid.path(route.front(), key_b);
  const std::vector<int> back = d.grid.path(key_b, route.back());
  walk.insert(walk.end(), back.begin() + 1, back.end());
  d.walk = walk;
  b.solution = d;
  b.record["variant"] = {{"kind", "keys"}, {"pairs", 2}};
  nlohmann::json doors = nlohmann::json::array(), keys = nlohmann::json::array();
  for (const auto& [a, c, letter] : d.doors)
    doors.push_back({{"cells", {a, c}}, {"letter", std::string(1, letter)}});
  for (const auto& [cell, letter] : d.keys)
    keys.push_back({{"cell", cell}, {"letter", std::string(1, letter)}});
  b.record["doors"] = doors;
  b.record["keys"] = keys;
  b.record["route"] = walk;
  b.record["variant_metrics"] = {
      {"walk_length", walk.size() - 1}, {"keys_collected", 2}, {"backtracking_steps", deepest}};
  return b;
}

// oneway:3: two arrows along the route, one off it pointing towards it.
inline VariantBook oneway_variant() {
  VariantBook b = plain_variant();
  VariantDrawing& d = b.maze;
  const std::vector<int>& route = d.walk;
  const size_t n = route.size();
  d.arrows = {{route[n / 4], route[n / 4 + 1]}, {route[n / 2], route[n / 2 + 1]}};
  for (int c = 0; c < kVariantSide * kVariantSide; ++c) {
    if (std::find(route.begin(), route.end(), c) != route.end()) continue;
    const std::vector<int> to_route = d.grid.path(c, route.front());
    d.arrows.push_back({to_route[0], to_route[1]});
    break;
  }
  b.solution = d;
  b.record["variant"] = {{"kind", "oneway"}, {"arrows", 3}};
  nlohmann::json arrows = nlohmann::json::array();
  for (const auto& [from, to] : d.arrows) arrows.push_back({{"from", from}, {"to", to}});
  b.record["arrows"] = arrows;
  b.record["route"] = d.walk;
  b.record["variant_metrics"] = {{"arrows_on_route", 2}};
  return b;
}

// entrances:2: the route cut in the middle by a wall; A (the old entrance)
// is dead, B opens into the exit's tree.
inline VariantBook entrances_variant() {
  VariantBook b = plain_variant();
  VariantDrawing& d = b.maze;
  const std::vector<int> route = d.walk;
  const size_t cut = route.size() / 2;
  d.grid.set(route[cut], route[cut + 1], false);
  Opening second{-1, -1};
  for (int c = 0; c < kVariantSide * kVariantSide && second.cell < 0; ++c) {
    for (int s = 0; s < 4 && second.cell < 0; ++s) {
      if (TestGrid::neighbour(c, s) >= 0 || (c == d.exit.cell && s == d.exit.side)) continue;
      if (!d.grid.path(c, d.exit.cell).empty() && c != d.exit.cell) second = {c, s};
    }
  }
  d.openings = {d.start, second, d.exit};
  d.entrance_letters = {{'A', d.start}, {'B', second}};
  d.struck = {'A'};
  const Opening dead = d.start;
  d.start = second;
  d.walk = d.grid.path(second.cell, d.exit.cell);
  b.solution = d;
  b.record["passages"] = passages_json(d.grid);
  b.record["entrance"] = opening_json(second);
  b.record["variant"] = {{"kind", "entrances"}, {"entrances", 2}};
  b.record["entrances"] = {opening_json(dead), opening_json(second)};
  b.record["route"] = d.walk;
  b.record["variant_metrics"] = {{"dead_entrances", 1}};
  return b;
}

}  // namespace mazeproof_test
