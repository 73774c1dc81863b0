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
