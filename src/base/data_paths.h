#pragma once
// Where the run-time data lives: presets/ and templates/ are read when the
// program runs, so a preset can change without a rebuild.

#include <string>
#include <vector>

namespace mazebook {

// The folder holding presets/ and templates/: $MAZEBOOK_DATA when set, else
// the source tree the program was built from (found beside the executable,
// two levels up from build/bin, or at the path recorded at build time).
std::string data_dir();

// Resolves a name or a file: "expert" -> DATA/presets/expert.json, shown as
// "presets/expert.json"; anything with a '/' or ending in ".json" is a path.
struct DataFile {
  std::string path;   // to open
  std::string shown;  // for messages
};
DataFile resolve_data_file(const std::string& folder, const std::string& name_or_path);

// Throws Error("PATH: not a UTF-8 file name ...") when `path` (made
// absolute) holds a byte that is not UTF-8: a book's manifest records the
// files it was made from by name, and JSON text is UTF-8.
void check_utf8_path(const std::string& path);

// The names (without .json) of the JSON files in DATA/folder, sorted: the
// shipped presets, templates or themes.
std::vector<std::string> data_file_names(const std::string& folder);

}  // namespace mazebook
