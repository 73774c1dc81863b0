#include "book/batch_file.h"

#include "book/variant_json.h"
#include "book/weave_json.h"

namespace mazebook {

std::string maze_id(const std::string& prefix, int index, int count) {
  const int width = std::max<int>(3, static_cast<int>(std::to_string(count).size()));
  std::string number = std::to_string(index + 1);
  if (static_cast<int>(number.size()) < width) number.insert(0, width - number.size(), '0');
  return prefix + "-" + number;
}

Json selection_json(const Preset& preset, const Selection& selection) {
  Json j;
  const auto kept = static_cast<int64_t>(selection.mazes.size());
  j["candidates"] = selection.candidates;
  j["kept"] = kept;
  j["acceptance_rate"] = selection.candidates > 0
                             ? static_cast<double>(kept) / static_cast<double>(selection.candidates)
                             : 0.0;
  j["duplicates"] = selection.duplicates;
  Json rejections = Json::object();
  for (size_t b = 0; b < preset.bounds.size(); ++b) {
    rejections[describe_bound(preset.bounds[b])] = selection.failures[b];
  }
  j["rejections"] = rejections;
  if (preset.variant.kind != VariantKind::none) j["variant_failures"] = selection.variant_failures;
  return j;
}

Json batch_json(const Preset& preset, uint64_t seed, const Selection& selection) {
  Json j;
  j["format"] = "mazebook-batch";
  j["version"] = kBatchFormatVersion;
  j["preset"] = preset_json(preset);
  j["seed"] = seed;
  j["count"] = selection.mazes.size();
  j["selection"] = selection_json(preset, selection);
  Json mazes = Json::array();
  const int count = static_cast<int>(selection.mazes.size());
  for (const KeptMaze& kept : selection.mazes) {
    const Candidate& c = kept.candidate;
    const std::string id = maze_id(preset.name, kept.index, count);
    if (preset.weave > 0) {
      mazes.push_back(weave_maze_json(id, std::string(c.generator->name), c.seed, c.woven,
                                      {c.route, c.metrics, c.weave_metrics}));
    } else if (c.variant.variant.kind != VariantKind::none) {
      mazes.push_back(variant_maze_json(id, std::string(c.generator->name), c.seed, c.variant,
                                        {c.walk, c.metrics, c.variant_metrics}));
    } else {
      mazes.push_back(maze_json(id, std::string(c.generator->name), c.seed, c.maze, c.metrics));
    }
  }
  j["mazes"] = mazes;
  return j;
}

}  // namespace mazebook
