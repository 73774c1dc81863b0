#include <gtest/gtest.h>
#include "maze/generators.h"
#include "maze/solver.h"
TEST(Smoke, Builds) {
  mazebook::Random r(1);
  for (auto& g : mazebook::generators()) {
    auto m = g.generate(31, 17, r);
    EXPECT_TRUE(mazebook::check_perfect(m).perfect()) << g.name;
  }
}
