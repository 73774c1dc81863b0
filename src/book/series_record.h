#pragma once
// A series record: the file a spec's "series" names, listing the key of
// every maze (ornaments and cover art included) of every book built into
// it, with the book it belongs to, so that no book of the series prints a
// maze another one holds. Its format is in src/book/README.md ("Series").

#include <set>
#include <string>
#include <vector>

#include "base/json.h"
#include "book/book_mazes.h"
#include "book/ornaments.h"

namespace mazebook {

// A maze of a book: its id in book.json and its key (book/maze_key.h).
struct KeyedMaze {
  std::string id;
  std::string key;
};

// One book of a series: its spec file (relative to the record's folder)
// and title, and its mazes.
struct SeriesEntry {
  std::string book;
  std::string title;
  std::vector<KeyedMaze> mazes;
};

struct SeriesRecord {
  std::vector<SeriesEntry> books;
};

// The record as JSON, and read back. Throws Error("FILE: PATH: problem")
// for a document of another shape (exit code 2).
Json series_record_json(const SeriesRecord& record);
SeriesRecord parse_series_record(const Json& document, const std::string& file);

// The keys of every book of `record` but `book`.
std::set<std::string> other_books_keys(const SeriesRecord& record, const std::string& book);

// Puts `entry` in the place of the record's entry of the same book, or
// adds it at the end.
void put_series_book(SeriesRecord& record, SeriesEntry entry);

// Every maze a book prints, keyed: its mazes in book order, the title
// page's ornament and the cover's front art when drawn.
std::vector<KeyedMaze> book_maze_keys(const std::vector<BookMaze>& mazes,
                                      const std::vector<Ornament>& ornaments,
                                      const CoverArt* cover);

// The same read back from a book's manifest (book.json): its `mazes`,
// `ornaments` and `cover.front_art`, only their pictures (or grids and
// passages) trusted. Throws Error("FILE: PATH: problem").
std::vector<KeyedMaze> manifest_maze_keys(const Json& manifest, const std::string& file);

}  // namespace mazebook
