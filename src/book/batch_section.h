#pragma once
// A book section whose mazes come from a batch file (`mazebook batch`
// writes them, book/batch_file.h): hand-picked mazes printed as they are.

#include <memory>
#include <string>
#include <vector>

#include "book/mask_reader.h"
#include "book/solved_maze.h"

namespace mazebook {

class JsonNode;
struct SectionSpec;

// The batch's mazes, each checked perfect, solved and measured again here
// (only the pictures are trusted), in file order.
struct BatchMazes {
  std::string file;   // the file read
  std::string shown;  // as the spec wrote it
  std::vector<SolvedMaze> mazes;
};

// Reads `entry.batch` (a path relative to the spec file `spec_file`'s
// folder) into `section`: its preset is the batch's "preset", its mazes
// the batch's, its count `entry.count` (at most the file's) or all of
// them. Throws Error naming the file and the JSON path of the problem.
void load_batch_section(const JsonNode& entry, const std::string& spec_file, SectionSpec& section,
                        const MaskReader& masks);

}  // namespace mazebook
