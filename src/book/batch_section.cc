#include "book/batch_section.h"

#include "base/data_paths.h"
#include "base/json_reader.h"
#include "book/batch_file.h"
#include "book/book_spec.h"
#include "book/maze_check.h"
#include "maze/solver.h"

namespace mazebook {

void load_batch_section(const JsonNode& entry, const std::string& spec_file, SectionSpec& section,
                        const MaskReader& masks) {
  const JsonNode batch = entry.at("batch");
  auto picked = std::make_shared<BatchMazes>();
  picked->shown = batch.as_string();
  if (picked->shown.empty()) batch.fail("expected a batch file (mazebook batch --out FILE)");
  picked->file = path_from(spec_file, picked->shown);
  require_named_file(picked->file, picked->shown, spec_file, batch.file() + ": " + batch.path());
  const Json document = read_json_file(picked->file, kMaxMazesFileBytes);
  const JsonNode root(document, picked->file);
  if (!document.is_object())
    root.fail("expected a batch file (an object with \"format\": \"mazebook-batch\"), got " +
              describe_json(document));
  if (root.at("format").as_string() != "mazebook-batch")
    root.at("format").fail("expected \"mazebook-batch\", got " +
                           describe_json(root.at("format").value()));
  root.at("version").as_integer(kBatchFormatVersion, kBatchFormatVersion);
  section.preset = parse_preset(root.at("preset"), masks);
  if (section.preset.variant.kind != VariantKind::none) {
    root.at("preset").fail("preset " + section.preset.name +
                           " is a puzzle variant; books do not print variants");
  }
  if (section.preset.weave > 0) {
    root.at("preset").fail("preset " + section.preset.name +
                           " weaves; books do not print weave mazes");
  }
  const std::vector<MazeRecord> records = read_maze_records(document, picked->file);
  if (records.empty()) root.at("mazes").fail("expected at least one maze");
  const JsonNode mazes = root.at("mazes");
  for (size_t i = 0; i < records.size(); ++i) {
    const JsonNode record = mazes.at(i);
    const MazeFinding finding = check_maze(records[i], {}, &section.preset);
    if (finding.grid_problem) record.fail(*finding.grid_problem);
    if (!finding.perfect.perfect()) record.fail("not a perfect maze: " + finding.perfect_text());
    SolvedMaze solved;
    solved.maze = records[i].maze;
    solved.route = solve(solved.maze);
    solved.metrics = measure(solved.maze, solved.route);
    solved.algorithm = record.at("algorithm").as_string();
    solved.seed = record.at("seed").as_seed();
    picked->mazes.push_back(std::move(solved));
  }
  const auto available = static_cast<int64_t>(picked->mazes.size());
  section.count = entry.has("count") ? static_cast<int>(entry.at("count").as_integer(1, available))
                                     : static_cast<int>(available);
  section.batch = std::move(picked);
}

}  // namespace mazebook
