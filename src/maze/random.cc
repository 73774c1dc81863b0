#include "maze/random.h"

namespace mazebook {

uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Random::Random(uint64_t seed) {
  uint64_t state = seed;
  for (auto& word : s_) word = splitmix64(state);
}

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t Random::next() {
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

uint32_t Random::uniform(uint32_t n) {
  // Lemire, "Fast Random Integer Generation in an Interval" (2019).
  uint64_t m = (next() >> 32) * n;
  uint32_t low = static_cast<uint32_t>(m);
  if (low < n) {
    const uint32_t threshold = static_cast<uint32_t>(-n) % n;
    while (low < threshold) {
      m = (next() >> 32) * n;
      low = static_cast<uint32_t>(m);
    }
  }
  return static_cast<uint32_t>(m >> 32);
}

double Random::unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

bool Random::chance(double p) { return unit() < p; }

uint64_t derive_seed(uint64_t book_seed, uint64_t section, uint64_t index, uint64_t attempt) {
  // Each field is folded in through a full SplitMix64 round, so nearby
  // places (index 1 and 2, attempt 0 and 1) get unrelated seeds.
  uint64_t state = book_seed;
  uint64_t h = splitmix64(state);
  for (uint64_t field : {section, index, attempt}) {
    state = h ^ field;
    h = splitmix64(state);
  }
  // 53 bits, so that a seed written to JSON survives any reader's doubles.
  return h >> 11;
}

}  // namespace mazebook
