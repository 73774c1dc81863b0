#pragma once
// The property each variant promises, checked without trusting the
// generator (src/maze/README.md, "Variants"):
//   none       the maze is perfect;
//   entrances  the passages form a forest of one tree per entrance, every
//              cell in one of them, and only the route's entrance reaches
//              the exit;
//   keys       the maze without its doors is perfect, every key can be
//              picked up, and the shortest walk that collects each key
//              before its door is unique;
//   oneway     the maze without its arrows is perfect and has no trap: the
//              exit stays reachable from every cell the player can reach;
//   floors     the floors and their stairs form one perfect maze: one
//              stair between each floor and the next, every cell of every
//              floor reached, no loop.

#include <string>

#include "maze/variants/variant.h"

namespace mazebook {

// "" when the property holds, else the first fault found in one line, e.g.
// "entrances A and C are joined", "key B (cell 17) cannot be picked up: it
// lies behind its own door or a door whose key comes later", "trap: from
// cell 40 the exit cannot be reached". REQUIRES: non-empty.
std::string variant_fault(const VariantMaze& vm);

}  // namespace mazebook
