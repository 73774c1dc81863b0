#pragma once
// The picture of a variant maze on a rectangle (src/maze/README.md,
// "Variants"): the picture format of picture.h with marks put on its
// squares, for reading on a terminal. Only the marks are new:
//   A B C D  in the border: the lettered entrances (the exit stays '.')
//   A B C    on a passage square: a door, opened by the key of its letter
//   a b c    on a cell square: a key
//   > < v ^  on a passage square: a one-way passage, passed that way only
//   U D      on a cell square: stairs up to the next floor, down to the one before
// With floors there is one picture a floor: the entrance on the first, the
// exit on the last. A plain maze's picture is to_picture's, unchanged.

#include <vector>

#include "maze/picture.h"
#include "maze/variants/variant.h"

namespace mazebook {

// One picture a floor. REQUIRES: a rect grid.
std::vector<Picture> variant_pictures(const VariantMaze& vm);

}  // namespace mazebook
