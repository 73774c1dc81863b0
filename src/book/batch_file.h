#pragma once
// The batch file that `mazebook batch` writes and `mazebook check` reads:
//   {"format": "mazebook-batch", "version": 1, "preset": {...}, "seed": S,
//    "count": N, "selection": {...}, "mazes": [{id, algorithm, seed,
//    columns, rows, entrance, exit, picture, metrics}, ...]}

#include <cstdint>
#include <string>

#include "book/maze_json.h"
#include "book/preset.h"
#include "book/selection.h"

namespace mazebook {

constexpr int kBatchFormatVersion = 1;

// "expert-007": the preset's name and the place in the batch from 1, padded
// to at least three digits.
std::string maze_id(const std::string& prefix, int index, int count);

// Selection figures: candidates, kept, acceptance rate, duplicates and
// rejections by bound.
Json selection_json(const Preset& preset, const Selection& selection);

Json batch_json(const Preset& preset, uint64_t seed, const Selection& selection);

}  // namespace mazebook
