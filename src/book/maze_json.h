#pragma once
// A maze and its measurements as JSON: the record that `sample --format
// json`, batch files, `check` and the book manifest share, for every grid
// kind (src/maze/README.md, "The maze JSON"):
//   {"id", "algorithm", "seed", "grid", "cells", "passages" (or, above
//    kCompactCells cells, "passage_bits"), "entrance", "exit",
//    ["columns", "rows", "picture" on a rectangle], "metrics"}

#include <cstdint>
#include <string>

#include "base/json.h"
#include "base/json_reader.h"
#include "maze/maze.h"
#include "maze/metrics.h"

namespace mazebook {

// Above this many cells, passages are written as a bit field.
constexpr int32_t kCompactCells = 250000;

// {"cell": c, "side": s}, or {"cell": c} for a goal inside the maze.
Json opening_json(const Opening& opening);
// Every metric by name; one that is not defined is null.
Json metrics_json(const Metrics& metrics);
// Each open passage once as [a, b], a < b, sorted.
Json passages_json(const Maze& maze);

// Adds the maze's open passages to `record`: "passages", or "passage_bits"
// above kCompactCells cells.
void add_passages(Json& record, const Maze& maze);
// Opens in `maze` the passages that `record` lists ("passages" or
// "passage_bits"). Throws Error naming the file and JSON path.
void read_passages(const JsonNode& record, Maze& maze);

Json maze_json(const std::string& id, const std::string& algorithm, uint64_t seed, const Maze& maze,
               const Metrics& metrics);

// The record of a rectangle's maze in the book manifest's version 1, which
// mazeproof reads: {"id", "algorithm", "seed", "columns", "rows",
// "entrance", "exit" (each {"x", "y", "side": "top"}), "picture",
// "metrics"}. REQUIRES: a rect maze.
Json manifest_v1_maze_json(const std::string& id, const std::string& algorithm, uint64_t seed,
                           const Maze& maze, const Metrics& metrics);

// Reads a maze record: its "grid", "passages" (or "passage_bits"),
// "entrance" and "exit"; or, for a record without "grid", its rectangle's
// "picture". The maze need not be perfect (that is for the checker), but
// every passage must join two neighbours and every opening must face the
// outside (an exit may be a goal inside). Throws Error naming the file and
// JSON path of the first problem.
Maze read_maze_json(const JsonNode& record);

}  // namespace mazebook
