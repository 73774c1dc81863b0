#include "proof/closed_world.h"

#include <cstdio>

namespace mazeproof {

namespace {

std::string at_text(const Box& b) {
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "(%.2f, %.2f)-(%.2f, %.2f) pt", b.x0, b.y0, b.x1, b.y1);
  return buffer;
}

std::string colour_text(const Colour& c) {
  if (c.space == Colour::Space::other) return "a pattern or special colour";
  double r = 0, g = 0, b = 0;
  c.rgb(r, g, b);
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "colour %.3g %.3g %.3g", r, g, b);
  return buffer;
}

// Counts breaks of one kind and keeps the first one's words.
struct Tally {
  int count = 0;
  std::string first;
  void add(const std::string& what) {
    if (count++ == 0) first = what;
  }
  void report(std::vector<std::string>& out, const std::string& kind) const {
    if (count == 0) return;
    out.push_back(std::to_string(count) + " " + kind + ", first " + first);
  }
};

}  // namespace

std::vector<std::string> closed_world_problems(const PageDrawing& items, const PageNotes& notes,
                                               const PageMazes& mazes, bool solution_page) {
  std::vector<std::string> out;
  for (const PageNote& n : notes) {
    if (!n.every_page) out.push_back(n.text);
  }
  std::vector<Box> areas;
  for (const MazeDrawing& d : mazes.drawings) areas.push_back(keep_clear(d));
  Tally other_strokes, cut, over;
  for (const DrawItem& item : items) {
    if (item.kind == ItemKind::stroke) {
      const bool wall = is_wall_colour(item.colour);
      const bool route = solution_page && is_route_colour(item.colour);
      if (!wall && !route) {
        other_strokes.add(colour_text(item.colour) + " at " + at_text(item.box));
      } else if (item.hazards.cut) {
        cut.add(std::string(wall ? "wall" : "route") + " stroke at " + at_text(item.box));
      }
      continue;
    }
    for (const Box& area : areas) {
      if (item.box.overlaps(area)) {
        over.add(std::string(kind_name(item.kind)) + " at " + at_text(item.box));
        break;
      }
    }
  }
  other_strokes.report(out, std::string("stroke(s) neither wall") +
                                (solution_page ? " nor route" : "") + " (" +
                                (solution_page ? "black or grey 0.55" : "black") + ")");
  cut.report(out, "wall or route stroke(s) a clip may cut into");
  over.report(out, "fill(s), text(s), image(s) or shading(s) over a maze drawing");
  return out;
}

}  // namespace mazeproof
