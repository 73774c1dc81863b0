#pragma once
// `sample --outline`: picture mazes (src/maze/README.md, "Picture mazes"),
// whose one way through runs once round a silhouette's outline.

#include <cstdint>
#include <string>

#include "cli/command.h"

namespace mazebook {

// For help texts: what --outline takes.
extern const char* const kOutlineOptionHelp;

// `count` picture mazes of `outline` (a shipped silhouette's name, or a
// mask file: .png, .svg, .txt) at 60 % of a `columns` x `rows` rectangle,
// centred, grown by `algorithm` from seeds seed, seed + 1, ..., as
// pictures of '#' and '.' or the maze JSON with its "picture_route" (to
// `out`, or standard output) or PNG drawings
// (to `out`, numbered when count > 1) with the route when `solution`.
struct OutlineSampleRequest {
  std::string outline;
  int columns = 0;
  int rows = 0;
  std::string algorithm;
  int count = 1;
  uint64_t seed = 1;
  std::string format;  // picture, json or png
  std::string out;
  bool solution = false;
};
void run_outline_sample(const OutlineSampleRequest& request, Console& console);

}  // namespace mazebook
