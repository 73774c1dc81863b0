#pragma once
// What book.json records to make its book again, byte for byte
// (`mazebook build --from book.json`), under "rebuild":
//   {"mazebook": VERSION, "spec_file": ABSOLUTE PATH, "spec": THE SPEC AS GIVEN,
//    "date": "YYYY-MM-DDThh:mm:ss" (the PDFs' date as used),
//    "files": [{"role", "file", "at", "sha256", "content"}, ...],
//    "fonts": [{"font", "sha256"}, ...],
//    "avoid": [KEY, ...] (a book of a series: the other books' maze keys its
//              selection met and skipped, book/avoided_keys.h)}
// Every outside file the book was read from is in "files" with its SHA-256
// (presets, template, theme, the theme's pictures, masks, the cover image,
// batch files), the JSON ones with their contents as read; "at" is the JSON
// pointer of the spec's string that named it, when one did.

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "base/json.h"
#include "book/book_spec.h"
#include "book/theme.h"

namespace mazebook {

// An outside file a book was read from.
struct InputFile {
  std::string role;  // "preset", "template", "theme", "picture", "mask", "cover image", "batch"
  std::string file;  // absolute path
  std::string at;    // the spec's JSON pointer naming it, "" for none
};

// Every outside file of the book `spec` (read from `spec_document`) with
// `theme`, when it has one.
std::vector<InputFile> book_input_files(const BookSpec& spec, const Json& spec_document,
                                        const Theme* theme);

// The "rebuild" record. `fonts` holds (font description, SHA-256) pairs.
// Throws Error when a file cannot be read.
Json rebuild_record(const std::string& version, const std::string& spec_path,
                    const Json& spec_document, const std::string& date,
                    const std::vector<InputFile>& files,
                    const std::vector<std::pair<std::string, std::string>>& fonts);

// A book to make again, read from a manifest's record.
struct Rebuild {
  std::string spec_file;        // where the spec was: paths in it are relative to its folder
  Json spec_as_given;           // as recorded
  Json spec;                    // the same with its relative preset, template and theme paths
                                // made absolute, to read
  std::string date;             // the PDFs' date
  Json fonts;                   // as recorded
  Json resolved_spec;           // the manifest's "spec", to compare with the spec as read now
  std::set<std::string> avoid;  // the maze keys the book skipped (a series' book)
};

// Reads `manifest`'s record (`file` names it in messages) and checks every
// recorded file against its SHA-256. Throws Error naming the first file
// that changed with the expected and the found digest, or the field that
// is missing or of another mazebook version.
Rebuild read_rebuild(const Json& manifest, const std::string& file, const std::string& version);

// Throws Error when a font's digest is not the one recorded.
void check_font_digests(const Rebuild& rebuild, const std::string& file,
                        const std::vector<std::pair<std::string, std::string>>& fonts);

}  // namespace mazebook
