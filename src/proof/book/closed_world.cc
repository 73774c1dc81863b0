#include "proof/book/closed_world.h"

#include <algorithm>
#include <cstdio>

#include "proof/core/tally.h"

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

// A colour a reader takes for the walls' black: every channel under 0.1
// (pictures print nothing darker than #1a1a1a, 0.102).
bool reads_as_wall(const Colour& c) {
  if (c.space == Colour::Space::other) return false;
  double r = 0, g = 0, b = 0;
  c.rgb(r, g, b);
  return r < 0.1 && g < 0.1 && b < 0.1;
}

}  // namespace

std::vector<std::string> closed_world_problems(
    const PageDrawing& items, const PageNotes& notes, const PageMazes& mazes, bool solution_page,
    const std::vector<std::shared_ptr<const ShapeArea>>& shapes) {
  std::vector<std::string> out;
  for (const PageNote& n : notes) {
    if (!n.every_page) out.push_back(n.text);
  }
  std::vector<Box> areas;
  for (const MazeDrawing& d : mazes.drawings) areas.push_back(keep_clear(d));
  const auto shape_of = [&](size_t k) -> const ShapeArea* {
    return k < shapes.size() ? shapes[k].get() : nullptr;
  };
  // A centre goal's slot: what it holds, and in which colours.
  struct Slot {
    int marks = 0;
    std::vector<Colour> colours;
  };
  std::vector<Slot> slots(areas.size());
  Tally other_strokes, wall_like, cut, over, slot_kind, slot_colour;
  for (const DrawItem& item : items) {
    if (item.kind == ItemKind::stroke) {
      const bool wall = is_wall_colour(item.colour);
      const bool route = solution_page && is_route_colour(item.colour);
      if (wall || route) {
        if (item.hazards.cut) {
          cut.add(std::string(wall ? "wall" : "route") + " stroke at " + at_text(item.box));
        }
        continue;
      }
      if (solution_page) {
        other_strokes.add(colour_text(item.colour) + " at " + at_text(item.box));
        continue;
      }
      // A maze page's other strokes are pictures' lines: never so dark that
      // they could be taken for a wall, and kept out of every maze below.
      if (reads_as_wall(item.colour)) {
        wall_like.add(colour_text(item.colour) + " at " + at_text(item.box));
        continue;
      }
    }
    bool marked = false;  // a puzzle variant's mark, which variant_marks.h reads
    for (size_t k = 0; k < areas.size() && !marked; ++k) {
      const ShapeArea* shape = shape_of(k);
      marked = shape != nullptr && (item.kind == ItemKind::fill || item.kind == ItemKind::text) &&
               shape->in_mark_slot(item);
    }
    if (marked) continue;
    for (size_t k = 0; k < areas.size(); ++k) {
      const ShapeArea* shape = shape_of(k);
      if (shape != nullptr && shape->in_slot(item)) {
        // The goal's mark: fills and filled text of one colour, neither the
        // walls' nor the route's.
        Slot& slot = slots[k];
        ++slot.marks;
        if (item.kind != ItemKind::fill && item.kind != ItemKind::text) {
          slot_kind.add(std::string(kind_name(item.kind)) + " at " + at_text(item.box));
        } else if (is_wall_colour(item.colour) || is_route_colour(item.colour)) {
          slot_colour.add(colour_text(item.colour) + " at " + at_text(item.box));
        } else if (std::none_of(slot.colours.begin(), slot.colours.end(), [&](const Colour& c) {
                     double r = 0, g = 0, b = 0;
                     c.rgb(r, g, b);
                     return item.colour.is_rgb(r, g, b);
                   })) {
          slot.colours.push_back(item.colour);
          if (slot.colours.size() == 2)
            slot_colour.add(colour_text(item.colour) + " at " + at_text(item.box));
        }
        break;
      }
      const bool reaches = shape != nullptr ? shape->reaches(item) : item.box.overlaps(areas[k]);
      if (reaches) {
        over.add(std::string(kind_name(item.kind)) + " at " + at_text(item.box));
        break;
      }
    }
  }
  int empty_slots = 0;
  for (size_t k = 0; k < areas.size(); ++k) {
    const ShapeArea* shape = shape_of(k);
    if (shape != nullptr && shape->slot() && slots[k].marks == 0) ++empty_slots;
  }
  other_strokes.report(out, "stroke(s) neither wall nor route (black or grey 0.55)");
  wall_like.report(out,
                   "stroke(s) dark enough to be taken for a wall (every channel below 0.1) but "
                   "not black");
  cut.report(out, "wall or route stroke(s) a clip may cut into");
  over.report(out, "fill(s), stroke(s), text(s), image(s) or shading(s) over a maze drawing");
  slot_kind.report(out, "image(s) or shading(s) in a centre goal's slot (fills and text only)");
  slot_colour.report(out,
                     "mark(s) in a centre goal's slot in another colour (one colour, neither "
                     "the walls' nor the route's)");
  if (empty_slots > 0) {
    out.push_back(std::to_string(empty_slots) +
                  " centre goal(s) with nothing in their slot (the goal's mark is missing)");
  }
  return out;
}

}  // namespace mazeproof
