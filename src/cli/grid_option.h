#pragma once
// The --grid option of `sample` and `stats`: KIND:PARAMETERS, as
// rect:16x20, polar:12, hex:14x12, triangle:24x12, mask:heart:30x28 (a
// shipped silhouette) or mask:FILE.png:40x40 (.svg and .txt too). --size
// CxR stays the short form of rect:CxR; giving both is an error.

#include <string>

#include "maze/grid.h"

namespace mazebook {

struct GridChoice {
  GridPtr grid;
  // A mask whose cells made several pieces keeps its largest: this says so
  // ("" otherwise), for the command to print.
  std::string note;
};

// The grid the options ask for (`grid` and `size` as given, either may be
// empty but not both). Throws Error naming the option, in one line.
GridChoice parse_grid_option(const std::string& grid, const std::string& size);

// For help texts: the forms --grid takes.
extern const char* const kGridOptionHelp;

}  // namespace mazebook
