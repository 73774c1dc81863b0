#pragma once
// Disjoint sets over 0 .. n-1 with path halving: which cells a maze's
// passages join, which wall pieces touch, which drawings lie close.

#include <cstddef>
#include <numeric>
#include <vector>

namespace mazeproof {

class UnionFind {
 public:
  explicit UnionFind(size_t n) : parent_(n) { std::iota(parent_.begin(), parent_.end(), 0); }

  // The representative of i's set.
  size_t find(size_t i) {
    while (parent_[i] != i) i = parent_[i] = parent_[parent_[i]];
    return i;
  }

  // Joins the sets of a and b; false when they were one set already.
  bool join(size_t a, size_t b) {
    const size_t ra = find(a);
    const size_t rb = find(b);
    if (ra == rb) return false;
    parent_[ra] = rb;
    return true;
  }

 private:
  std::vector<size_t> parent_;
};

}  // namespace mazeproof
