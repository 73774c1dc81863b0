#pragma once
// Where the run-time data lives: presets/ and templates/ are read when the
// program runs, so a preset can change without a rebuild.

#include <string>
#include <vector>

namespace mazebook {

// The folder holding presets/ and templates/: $MAZEBOOK_DATA when set, else
// the program's own, found from the program's folder as installed (for
// /usr/bin/mazebook, /usr/share/mazebook; for build/bin/mazebook,
// build/share/mazebook, which links to the source tree's folders).
std::string data_dir();

// Resolves a name or a file: "expert" -> DATA/presets/expert.json, shown as
// "presets/expert.json"; anything with a '/' or ending in ".json" is a path.
struct DataFile {
  std::string path;   // to open
  std::string shown;  // for messages
};
DataFile resolve_data_file(const std::string& folder, const std::string& name_or_path);

// The names (without .json) of the JSON files in DATA/folder, sorted: the
// shipped presets, templates or themes.
std::vector<std::string> data_file_names(const std::string& folder);

}  // namespace mazebook
