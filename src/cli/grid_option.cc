#include "cli/grid_option.h"

#include "base/error.h"
#include "base/nearest_name.h"
#include "book/preset.h"
#include "cli/options.h"
#include "maze/grids.h"
#include "render/shipped_masks.h"

namespace mazebook {

const char* const kGridOptionHelp =
    "Grid: rect:CxR, polar:RINGS, hex:CxR, triangle:CxR, mask:NAME:CxR (a shipped "
    "silhouette, see presets/masks) or mask:FILE.png|svg|txt:CxR";

namespace {

[[noreturn]] void fail(const std::string& text, const std::string& problem) {
  throw Error("--grid: " + problem + ", got '" + text + "'");
}

}  // namespace

GridChoice parse_grid_option(const std::string& grid, const std::string& size) {
  if (!grid.empty() && !size.empty()) {
    throw Error("--size: give --grid or --size, not both (--size CxR is --grid rect:CxR)");
  }
  if (grid.empty() && size.empty()) {
    throw Error("--grid: a grid is needed, e.g. --grid rect:16x20 or --size 16x20");
  }
  GridSpec spec;
  if (!size.empty()) {
    const GridSize s = parse_size("--size", size);
    spec.columns = s.columns;
    spec.rows = s.rows;
    return {make_grid(spec), ""};
  }
  const size_t colon = grid.find(':');
  if (colon == std::string::npos)
    fail(grid, "expected KIND:PARAMETERS (rect, polar, hex, triangle or mask)");
  const std::string kind = grid.substr(0, colon);
  const std::string rest = grid.substr(colon + 1);
  if (kind == "mask") {
    // mask:NAME:CxR; NAME may hold ':' (a path), so the size is after the last.
    const size_t last = rest.rfind(':');
    if (last == std::string::npos) fail(grid, "expected mask:NAME:COLUMNSxROWS");
    const GridSize s = parse_size("--grid", rest.substr(last + 1));
    spec.kind = GridKind::masked;
    spec.mask = mask_rows("--grid", rest.substr(0, last), s.columns, s.rows);
  } else if (kind == "polar") {
    spec.kind = GridKind::polar;
    spec.rings = static_cast<int>(parse_integer("--grid rings", rest, 2, kMaxRings));
  } else if (kind == "masked") {
    fail(grid, "masks are given as mask:NAME:CxR");
  } else {
    if (!find_grid_kind(kind, spec.kind)) {
      constexpr std::string_view kKinds[] = {"rect", "polar", "hex", "triangle", "mask"};
      fail(grid, "unknown kind '" + kind + "'" + did_you_mean(kind, kKinds) +
                     "; valid: rect, polar, hex, triangle, mask");
    }
    const GridSize s = parse_size("--grid", rest);
    spec.columns = s.columns;
    spec.rows = s.rows;
  }
  if (const std::string problem = grid_spec_problem(spec); !problem.empty()) fail(grid, problem);
  int32_t dropped = 0;
  GridChoice choice{make_grid(spec, &dropped), ""};
  if (dropped > 0) {
    choice.note = "--grid: the mask's cells made several pieces; kept the largest (" +
                  std::to_string(choice.grid->cells()) + " cells) and dropped " +
                  std::to_string(dropped);
  }
  return choice;
}

}  // namespace mazebook
