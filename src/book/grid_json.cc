#include "book/grid_json.h"

namespace mazebook {

Json grid_json(const Grid& grid) {
  Json j;
  j["kind"] = std::string(grid_kind_name(grid.kind()));
  if (grid.kind() == GridKind::polar) {
    j["rings"] = grid.rings();
    return j;
  }
  j["columns"] = grid.columns();
  j["rows"] = grid.rows();
  if (const auto* mask = grid.mask()) j["mask"] = *mask;
  return j;
}

GridSpec read_grid_spec(const JsonNode& node) {
  GridSpec spec;
  const JsonNode kind = node.at("kind");
  if (!kind.value().is_string() || !find_grid_kind(kind.value().get<std::string>(), spec.kind)) {
    kind.fail("expected one of " + grid_kind_names() + ", got " + describe_json(kind.value()));
  }
  switch (spec.kind) {
    case GridKind::polar:
      node.expect_object({"kind", "rings"});
      spec.rings = static_cast<int>(node.at("rings").as_integer(2, kMaxRings));
      break;
    case GridKind::masked: {
      node.expect_object({"kind", "columns", "rows", "mask"});
      const JsonNode mask = node.at("mask");
      const size_t rows = mask.array_size(1, kMaxGridSide);
      for (size_t r = 0; r < rows; ++r) spec.mask.push_back(mask.at(r).as_string());
      if (const std::string problem = grid_spec_problem(spec); !problem.empty()) {
        mask.fail(problem.substr(problem.find(": ") + 2));
      }
      spec.columns = static_cast<int>(spec.mask[0].size());
      spec.rows = static_cast<int>(spec.mask.size());
      if (node.has("columns") && node.at("columns").as_integer(1, kMaxGridSide) != spec.columns) {
        node.at("columns").fail("the mask has " + std::to_string(spec.columns) + " columns");
      }
      if (node.has("rows") && node.at("rows").as_integer(1, kMaxGridSide) != spec.rows) {
        node.at("rows").fail("the mask has " + std::to_string(spec.rows) + " rows");
      }
      break;
    }
    default:
      node.expect_object({"kind", "columns", "rows"});
      spec.columns = static_cast<int>(node.at("columns").as_integer(1, kMaxGridSide));
      spec.rows = static_cast<int>(node.at("rows").as_integer(1, kMaxGridSide));
      if (const std::string problem = grid_spec_problem(spec); !problem.empty()) {
        node.fail(problem);
      }
      break;
  }
  return spec;
}

}  // namespace mazebook
