#pragma once
// Our own seeded random source. The standard library's distributions differ
// between implementations, so a seed would mean different mazes on different
// machines; everything here is defined bit for bit.

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace mazebook {

// One step of SplitMix64: advances `state` and returns a well-mixed value.
uint64_t splitmix64(uint64_t& state);

// xoshiro256** seeded through SplitMix64. Cheap to copy; passed by reference
// to every generator, never global.
class Random {
 public:
  explicit Random(uint64_t seed);

  // A uniformly distributed 64-bit value. Inline, as is uniform(): the
  // generators draw once or more per cell.
  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // A uniform integer in [0, n). REQUIRES: n > 0.
  // Lemire's multiply-and-reject ("Fast Random Integer Generation in an
  // Interval", 2019), so there is no modulo bias.
  uint32_t uniform(uint32_t n) {
    uint64_t m = (next() >> 32) * n;
    auto low = static_cast<uint32_t>(m);
    if (low < n) {
      const uint32_t threshold = static_cast<uint32_t>(-n) % n;
      while (low < threshold) {
        m = (next() >> 32) * n;
        low = static_cast<uint32_t>(m);
      }
    }
    return static_cast<uint32_t>(m >> 32);
  }

  // True with probability 1/n. REQUIRES: n > 0.
  bool one_in(uint32_t n) { return uniform(n) == 0; }

  // True with probability p (0 <= p <= 1), from 53 random bits.
  bool chance(double p);

  // A uniform real in [0, 1).
  double unit();

  // Fisher-Yates shuffle of the whole vector.
  template <typename T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = uniform(static_cast<uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

  uint64_t s_[4];
};

// The seed of one maze from its place in a book or batch: the book seed, the
// section, the maze's index in it and the attempt number. Independent of the
// order in which threads finish, so output is the same with 1 thread or 16.
// The result is below 2^53.
uint64_t derive_seed(uint64_t book_seed, uint64_t section, uint64_t index, uint64_t attempt);

}  // namespace mazebook
