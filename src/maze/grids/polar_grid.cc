// Polar grids (kind "polar"): `rings` rings around a centre cell. Ring 0 is
// the centre; ring r >= 1 has count(r) = count(r-1) * round(2 pi r /
// count(r-1)) cells (6, 12, 24, 24, 24, 48, ...), numbered ring by ring,
// counter-clockwise from angle 0 (pointing right, then up). Ring r lies
// between radii r and r + 1 (the centre is the disc of radius 1).
//
// Sides of a ring cell: 0 clockwise (cell i - 1 of its ring), 1
// counter-clockwise (i + 1), 2 inward (cell floor(i * count(r-1) /
// count(r)) of ring r - 1), then 3 and on, outward, one per cell of ring
// r + 1 that lies on it (one or two), in counter-clockwise order; the outer
// ring's side 3 faces the outside. The centre's sides are its ring-1
// neighbours, in their order. A ring cell stores its counter-clockwise wall
// (bit 0) and its inward wall (bit 1); every other wall belongs to the cell
// across it.

#include <algorithm>
#include <cmath>
#include <vector>

#include "maze/grids/kinds.h"

namespace mazebook {

namespace {

constexpr double kTwoPi = 6.28318530717958647692;

class PolarGrid : public Grid {
 public:
  PolarGrid(int rings, const std::vector<int32_t>& counts, int32_t total)
      : Grid(total, total), rings_(rings), counts_(counts) {
    starts_.assign(counts_.size() + 1, 0);
    for (size_t r = 0; r < counts_.size(); ++r) starts_[r + 1] = starts_[r] + counts_[r];
  }

  GridKind kind() const override { return GridKind::polar; }
  std::string name() const override { return "polar:" + std::to_string(rings_); }
  int rings() const override { return rings_; }

  int ring_of(int32_t cell) const {
    return static_cast<int>(std::upper_bound(starts_.begin(), starts_.end(), cell) -
                            starts_.begin()) -
           1;
  }
  // Cells of ring r + 1 on each cell of ring r (1 or 2); 1 past the outer ring.
  int32_t fan_out(int ring) const {
    return ring + 1 < rings_ ? counts_[ring + 1] / counts_[ring] : 1;
  }

  int side_count(int32_t cell) const override {
    const int r = ring_of(cell);
    if (r == 0) return rings_ > 1 ? counts_[1] : 1;
    return 3 + static_cast<int>(fan_out(r));
  }

  int32_t neighbour(int32_t cell, int side) const override {
    const int r = ring_of(cell);
    if (r == 0) return rings_ > 1 ? starts_[1] + side : kOutside;
    const int32_t i = cell - starts_[r];
    const int32_t n = counts_[r];
    switch (side) {
      case 0:
        return starts_[r] + (i + n - 1) % n;
      case 1:
        return starts_[r] + (i + 1) % n;
      case 2:
        return r == 1 ? 0 : starts_[r - 1] + static_cast<int32_t>(int64_t{i} * counts_[r - 1] / n);
      default:
        if (r + 1 >= rings_) return kOutside;
        return starts_[r + 1] + i * fan_out(r) + (side - 3);
    }
  }

  int back_side(int32_t cell, int side) const override {
    const int r = ring_of(cell);
    if (r == 0) return 2;
    if (side == 0) return 1;
    if (side == 1) return 0;
    if (side >= 3) return 2;
    // Inward: which outward side of the cell inside leads back here.
    if (r == 1) return static_cast<int>(cell - starts_[1]);
    const int32_t i = cell - starts_[r];
    return 3 + static_cast<int>(i % fan_out(r - 1));
  }

  WallRef wall_ref(int32_t cell, int side) const override {
    const int r = ring_of(cell);
    if (r == 0) return {starts_[1] + side, 1};
    if (side == 1) return {cell, 0};
    if (side == 2) return {cell, 1};
    if (side == 0) return {neighbour(cell, 0), 0};
    return {neighbour(cell, side), 1};
  }
  int wall_bits() const override { return 2; }

  // Entrance and exit on opposite sides of the outer ring.
  Opening first_opening() const override { return {starts_[rings_ - 1], outer_side()}; }
  Opening last_opening() const override {
    return {starts_[rings_ - 1] + counts_[rings_ - 1] / 2, outer_side()};
  }
  Opening centre_goal() const override { return {0, kNoSide}; }
  int outer_side() const { return rings_ == 1 ? 0 : 3; }

  // Clockwise, counter-clockwise, inward, outward.
  int direction(int32_t cell, int side) const override {
    if (ring_of(cell) == 0) return 3;
    return side < 3 ? side : 3;
  }

  GridPoint at(double radius, double angle) const {
    return {radius * std::cos(angle), -radius * std::sin(angle)};
  }
  double angle(int ring, double i) const { return kTwoPi * i / counts_[ring]; }

  GridPoint centre(int32_t cell) const override {
    const int r = ring_of(cell);
    if (r == 0) return {0, 0};
    return at(r + 0.5, angle(r, cell - starts_[r] + 0.5));
  }

  WallShape wall_shape(int32_t cell, int side) const override {
    const int r = ring_of(cell);
    WallShape w;
    if (r == 0) {  // the arc of radius 1 along ring-1 cell `side`
      w.arc = true;
      w.radius = 1;
      w.from = rings_ > 1 ? angle(1, side) : 0;
      w.to = rings_ > 1 ? angle(1, side + 1) : kTwoPi;
      return w;
    }
    const int32_t i = cell - starts_[r];
    if (side == 0 || side == 1) {
      const double a = angle(r, i + side);
      w.a = at(r, a);
      w.b = at(r + 1, a);
      return w;
    }
    w.arc = true;
    if (side == 2) {
      w.radius = r;
      w.from = angle(r, i);
      w.to = angle(r, i + 1);
    } else {
      w.radius = r + 1;
      const int32_t k = fan_out(r);
      w.from = angle(r, i + (side - 3) / static_cast<double>(k));
      w.to = angle(r, i + (side - 2) / static_cast<double>(k));
    }
    return w;
  }

  // A ring is one unit deep; a cell's inner arc is shortest just after a
  // ring splits its cells.
  double corridor_width() const override {
    double narrowest = 1;
    for (int r = 1; r < rings_; ++r) narrowest = std::min(narrowest, kTwoPi * r / counts_[r]);
    return narrowest;
  }

  GridBox bounds() const override {
    const double R = rings_;
    return {-R, -R, R, R};
  }

  GridPoint outside_point(int32_t cell, int) const override {
    const int r = ring_of(cell);
    if (r == 0) return at(1.5, 0);
    return at(r + 1.5, angle(r, cell - starts_[r] + 0.5));
  }

 private:
  int rings_;
  std::vector<int32_t> counts_;
  std::vector<int32_t> starts_;
};

}  // namespace

std::vector<int32_t> polar_ring_counts(int rings) {
  std::vector<int32_t> counts{1};
  for (int r = 1; r < rings; ++r) {
    const int32_t previous = counts.back();
    const double split = std::round(kTwoPi * r / previous);
    counts.push_back(previous * static_cast<int32_t>(std::max(1.0, split)));
  }
  return counts;
}

GridPtr make_polar_grid(int rings) {
  const std::vector<int32_t> counts = polar_ring_counts(rings);
  int32_t total = 0;
  for (int32_t c : counts) total += c;
  return std::make_shared<PolarGrid>(rings, counts, total);
}

}  // namespace mazebook
