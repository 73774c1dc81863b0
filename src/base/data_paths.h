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
// A relative path is relative to the file that names it, `naming_file` (a
// spec naming its presets, a theme its template), whatever the working
// folder; "" for a path given on the command line, relative to the working
// folder.
struct DataFile {
  std::string path;   // to open
  std::string shown;  // for messages
};
DataFile resolve_data_file(const std::string& folder, const std::string& name_or_path,
                           const std::string& naming_file = "");

// `path` as the file `naming_file` means it: an absolute path as it is, a
// relative one taken from naming_file's folder ("" for the working folder).
std::string path_from(const std::string& naming_file, const std::string& path);

// Throws Error("CONTEXT: no such file 'WRITTEN' in FOLDER") when `path`
// (the file `naming_file` names as `written`, resolved) does not exist:
// FOLDER is the absolute folder a relative WRITTEN was taken from.
void require_named_file(const std::string& path, const std::string& written,
                        const std::string& naming_file, const std::string& context);

// Throws Error("PATH: not a UTF-8 file name ...") when `path` (made
// absolute) holds a byte that is not UTF-8: a book's manifest records the
// files it was made from by name, and JSON text is UTF-8.
void check_utf8_path(const std::string& path);

// The names (without .json) of the JSON files in DATA/folder, sorted: the
// shipped presets, templates or themes.
std::vector<std::string> data_file_names(const std::string& folder);

}  // namespace mazebook
