#pragma once
// The keep-clear area of a shaped maze drawing (DRAWING_RULES.md "Shaped
// mazes", "Marks and the centre goal"): the grid's area (the union of its
// cells) grown by the wall width and 0.5 pt, where nothing but the maze's
// walls (and on a solution page its route) may be drawn; and, for a polar
// centre goal on a maze page, the symbol slot inside it: the disc of 0.85
// units round the centre, which may hold the goal's mark.

#include <vector>

#include "proof/drawings/shape_strokes.h"
#include "proof/model/grid_buckets.h"
#include "proof/model/grid_shapes.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// The centre goal's symbol slot: a disc of this radius, grid units.
constexpr double kCentreSlot = 0.85;

class ShapeArea {
 public:
  // `wall_pt`: the drawing's widest wall; `slot`: a centre goal's slot is
  // open (maze pages of a maze whose exit is the polar centre).
  ShapeArea(CellGrid grid, const Placement& placement, double wall_pt, bool slot);
  ShapeArea(const ShapeArea&) = delete;
  ShapeArea& operator=(const ShapeArea&) = delete;

  const CellGrid& grid() const { return grid_; }
  const Placement& placement() const { return placement_; }
  bool slot() const { return slot_; }
  // The area's box on the page, points.
  const Box& box() const { return box_; }
  // How far the area reaches beyond the grid's outline, grid units.
  double grow() const { return grow_; }
  // The outer walls, openings included: the outline of the grid's area.
  const std::vector<WallShape>& outline() const { return outline_; }

  // Whether grid point p lies in the keep-clear area.
  bool holds(GridPoint p) const;
  // Whether an item's ink (a fill's path, control points included; the box
  // of anything else) comes into the keep-clear area.
  bool reaches(const DrawItem& item) const;
  // Whether an item lies wholly in the centre slot (false without one).
  bool in_slot(const DrawItem& item) const;
  // A puzzle variant's slots that hold a mark (grid units): set once, before
  // the area is shared.
  void set_mark_slots(std::vector<GridBox> slots) { mark_slots_ = std::move(slots); }
  const std::vector<GridBox>& mark_slots() const { return mark_slots_; }
  // Whether an item lies wholly in one of them.
  bool in_mark_slot(const DrawItem& item) const;

 private:
  // The item's outline in grid units: straight edges whose union holds
  // its ink.
  std::vector<std::pair<GridPoint, GridPoint>> edges_of(const DrawItem& item) const;

  CellGrid grid_;
  Placement placement_;
  bool slot_ = false;
  double grow_ = 0;
  Box box_;
  std::vector<WallShape> outline_;
  GridBuckets index_;
  GridPoint inner_;  // a point of the grid's area: a cell centre
  std::vector<GridBox> mark_slots_;
};

}  // namespace mazeproof
