#pragma once
// Reading one maze record of the maze JSON (README.md "The maze JSON"):
// {"id", "grid", "cells", "passages" or "passage_bits", "entrance",
// "exit", ["columns", "rows", "picture" on a rectangle], "metrics"}.
// Strictly, with the verifier's own grid arithmetic (cell_grid.h): a grid
// past the limits, a mask in pieces, a passage between cells that are not
// neighbours, a bit field of the wrong length, or a rectangle's picture
// that says otherwise than its passages is unusable input. Whether the
// maze is perfect, and whether its openings face the outside, is for the
// proof (forest_proof.h) to find.

#include "proof/core/json_field.h"
#include "proof/model/grid_maze.h"

namespace mazeproof {

// Reads the "grid" object of a record, within the limits of limits.h
// (kMaxRecordGridSide, kMinRings, kMaxRings). Throws Error "FILE: PATH: expected
// ..., got ..." naming the first problem.
CellGrid read_cell_grid(const JsonField& grid);

// Reads a record whose "grid" read_cell_grid made into `grid`. Throws
// Error naming the file and the JSON path of the first problem.
GridMaze read_grid_maze(const JsonField& record, CellGrid grid);

}  // namespace mazeproof
