#pragma once
// Things in grid units bucketed by place, so that what lies near a piece is
// found without looking at everything: walls near a stroke, strokes near a
// stroke. Buckets are a unit wide, wider for a grid of more than 256 units
// a side, so that there are never more than 65,536 or than the pieces the
// index is told it will hold (a poster's plane check looks near each of
// millions of pieces; a bucket of many cells would hand it hundreds of far
// ones each time). Boxes are clamped to the area the index was made for,
// and long pieces are looked up bucket by bucket along their length, not
// across their whole box.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <new>
#include <vector>

#include "proof/model/grid_shapes.h"

namespace mazeproof {

// A box in grid units.
struct GridBox {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  GridBox grown(double d) const { return {x0 - d, y0 - d, x1 + d, y1 + d}; }
  void add(GridPoint p) {
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  }
  static GridBox of(GridPoint a, GridPoint b) {
    return {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)};
  }
};

// Calls f(a, b) for pieces of at most `step` grid units that together make
// up the line of `w` (an arc's pieces are chords whose boxes, grown by
// `step`, hold the arc).
template <typename F>
void along(const WallShape& w, double step, F f) {
  const double length = w.length();
  const int n = std::max(1, static_cast<int>(std::min(1e6, std::ceil(length / step))));
  GridPoint last = w.a;
  for (int i = 1; i <= n; ++i) {
    const double t = static_cast<double>(i) / n;
    const GridPoint p = w.arc ? at_angle(w.radius, w.from + (w.to - w.from) * t)
                              : GridPoint{w.a.x + (w.b.x - w.a.x) * t, w.a.y + (w.b.y - w.a.y) * t};
    f(last, p);
    last = p;
  }
}

class GridBuckets {
 public:
  // Buckets over `area`, at most 65,536 or `pieces`; anything outside lands
  // in its edge buckets.
  explicit GridBuckets(const GridBox& area, size_t pieces = 0) {
    const double most = std::max(65536.0, static_cast<double>(pieces));
    const double w = std::max(1.0, area.x1 - area.x0), h = std::max(1.0, area.y1 - area.y0);
    side_ = std::max(1.0, std::sqrt(w * h / most));
    x0_ = area.x0 - side_;
    y0_ = area.y0 - side_;
    columns_ = static_cast<int64_t>(std::ceil(w / side_)) + 3;
    rows_ = static_cast<int64_t>(std::ceil(h / side_)) + 3;
  }
  double side() const { return side_; }

  // Puts ids 0 to count - 1 in the buckets: id i in every bucket the line
  // of shape(i), grown by `reach`, meets, as add() would one by one. Packed
  // into one array, bucket by bucket (counted first, then filled), so a
  // bucket costs a word and an id a word. REQUIRES: nothing added yet.
  template <typename Shape>
  void add_all(size_t count, double reach, Shape shape) {
    const size_t n = buckets();
    std::vector<int> last(n, -1);
    std::vector<uint32_t> sizes(n, 0);
    for (size_t i = 0; i < count; ++i) {
      visit(shape(i), reach, [&](size_t k) {
        if (last[k] == static_cast<int>(i)) return;
        last[k] = static_cast<int>(i);
        ++sizes[k];
      });
    }
    start_.assign(n + 1, 0);
    for (size_t k = 0; k < n; ++k) start_[k + 1] = start_[k] + sizes[k];
    ids_.resize(start_[n]);
    std::fill(sizes.begin(), sizes.end(), 0);  // now each bucket's ids filled so far
    std::fill(last.begin(), last.end(), -1);
    for (size_t i = 0; i < count; ++i) {
      visit(shape(i), reach, [&](size_t k) {
        if (last[k] == static_cast<int>(i)) return;
        last[k] = static_cast<int>(i);
        ids_[start_[k] + sizes[k]++] = static_cast<int>(i);
      });
    }
  }
  // Puts `id` in every bucket the line of `w`, grown by `reach`, meets (once
  // when it comes again before another id). Each bucket is a chain of
  // entries, for an index that is looked in while it is being filled.
  // REQUIRES: no add_all.
  void add(const WallShape& w, double reach, int id) {
    if (head_.empty()) {
      head_.assign(buckets(), kNone);
      tail_.assign(buckets(), kNone);
    }
    visit(w, reach, [&](size_t k) {
      const uint32_t last = tail_[k];
      if (last != kNone && chain_[last].id == id) return;
      if (chain_.size() >= kNone) throw std::bad_alloc();
      const uint32_t entry = static_cast<uint32_t>(chain_.size());
      chain_.push_back({id, kNone});
      if (last == kNone) {
        head_[k] = entry;
      } else {
        chain_[last].next = entry;
      }
      tail_[k] = entry;
    });
  }
  // Calls f(id) for the ids of every bucket the line of `w`, grown by
  // `reach`, meets, each bucket's in the order they were added; an id may
  // come more than once.
  template <typename F>
  void near(const WallShape& w, double reach, F f) const {
    visit(w, reach, [&](size_t k) { in_bucket(k, f); });
  }
  // The same for a box.
  template <typename F>
  void near(const GridBox& box, F f) const {
    each(box, [&](size_t k) { in_bucket(k, f); });
  }

 private:
  static constexpr uint32_t kNone = UINT32_MAX;
  struct Entry {
    int id;
    uint32_t next;
  };

  size_t buckets() const { return static_cast<size_t>(columns_ * rows_); }
  // Calls f(k) for every bucket the line of `w`, grown by `reach`, meets
  // (a bucket more than once where the line's pieces share it).
  template <typename F>
  void visit(const WallShape& w, double reach, F f) const {
    along(w, side_, [&](GridPoint a, GridPoint b) {
      each(GridBox::of(a, b).grown(reach + (w.arc ? side_ : 0)), f);
    });
  }
  template <typename F>
  void in_bucket(size_t k, F& f) const {
    if (!start_.empty()) {
      for (size_t e = start_[k]; e < start_[k + 1]; ++e) f(ids_[e]);
    } else if (!head_.empty()) {
      for (uint32_t e = head_[k]; e != kNone; e = chain_[e].next) f(chain_[e].id);
    }
  }
  int64_t column(double x) const {
    const double i = std::floor((std::clamp(x, -1e12, 1e12) - x0_) / side_);
    return std::clamp<int64_t>(static_cast<int64_t>(std::clamp(i, -1.0, 1e15)), 0, columns_ - 1);
  }
  int64_t row(double y) const {
    const double j = std::floor((std::clamp(y, -1e12, 1e12) - y0_) / side_);
    return std::clamp<int64_t>(static_cast<int64_t>(std::clamp(j, -1.0, 1e15)), 0, rows_ - 1);
  }
  template <typename F>
  void each(const GridBox& box, F f) const {
    const int64_t i0 = column(box.x0), i1 = column(box.x1);
    const int64_t j0 = row(box.y0), j1 = row(box.y1);
    for (int64_t j = j0; j <= j1; ++j) {
      for (int64_t i = i0; i <= i1; ++i) f(static_cast<size_t>(j * columns_ + i));
    }
  }

  double side_ = 1;
  double x0_ = 0, y0_ = 0;
  int64_t columns_ = 1, rows_ = 1;
  // Packed by add_all: bucket k's ids are ids_[start_[k]] to ids_[start_[k + 1] - 1].
  std::vector<size_t> start_;
  std::vector<int> ids_;
  // Chained by add: bucket k's entries from head_[k] to tail_[k].
  std::vector<uint32_t> head_, tail_;
  std::vector<Entry> chain_;
};

}  // namespace mazeproof
