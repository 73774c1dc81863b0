#include "book/series_record.h"

#include <algorithm>

#include "base/json_reader.h"
#include "book/maze_json.h"
#include "book/maze_key.h"
#include "book/variant_json.h"

namespace mazebook {

namespace {

constexpr const char* kSeriesFormat = "mazebook-series";
constexpr int kSeriesVersion = 1;
// Far above any real series (50 books of 2000 mazes), low enough that a
// runaway file is refused rather than read.
constexpr size_t kMaxSeriesBooks = 10000;
constexpr size_t kMaxBookKeys = 10000;

bool is_key(const std::string& text) {
  return text.size() == 64 && std::ranges::all_of(text, [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

}  // namespace

Json series_record_json(const SeriesRecord& record) {
  Json books = Json::array();
  for (const SeriesEntry& b : record.books) {
    Json mazes = Json::array();
    for (const KeyedMaze& m : b.mazes) mazes.push_back({{"id", m.id}, {"key", m.key}});
    books.push_back({{"book", b.book}, {"title", b.title}, {"mazes", mazes}});
  }
  return {{"format", kSeriesFormat}, {"version", kSeriesVersion}, {"books", books}};
}

SeriesRecord parse_series_record(const Json& document, const std::string& file) {
  const JsonNode root(document, file);
  if (!document.is_object())
    root.fail("expected a series record (an object), got " + describe_json(document));
  root.expect_object({"format", "version", "books"});
  const JsonNode format = root.at("format");
  if (format.as_string() != kSeriesFormat) {
    format.fail(std::string("expected \"") + kSeriesFormat + "\", got " +
                describe_json(format.value()));
  }
  root.at("version").as_integer(kSeriesVersion, kSeriesVersion);
  const JsonNode books = root.at("books");
  SeriesRecord record;
  std::set<std::string> seen;
  for (size_t i = 0, n = books.array_size(0, kMaxSeriesBooks); i < n; ++i) {
    const JsonNode entry = books.at(i);
    entry.expect_object({"book", "title", "mazes"});
    SeriesEntry book;
    const JsonNode name = entry.at("book");
    book.book = name.as_string();
    if (book.book.empty()) name.fail("expected the book's spec file, got \"\"");
    if (!seen.insert(book.book).second) name.fail("the book \"" + book.book + "\" is listed twice");
    book.title = entry.at("title").as_string();
    const JsonNode mazes = entry.at("mazes");
    for (size_t m = 0, count = mazes.array_size(0, kMaxBookKeys); m < count; ++m) {
      const JsonNode maze = mazes.at(m);
      maze.expect_object({"id", "key"});
      const JsonNode key = maze.at("key");
      KeyedMaze keyed{maze.at("id").as_string(), key.as_string()};
      if (!is_key(keyed.key)) {
        key.fail("expected a maze key (64 hex digits, lowercase), got " +
                 describe_json(key.value()));
      }
      book.mazes.push_back(std::move(keyed));
    }
    record.books.push_back(std::move(book));
  }
  return record;
}

std::set<std::string> other_books_keys(const SeriesRecord& record, const std::string& book) {
  std::set<std::string> keys;
  for (const SeriesEntry& b : record.books) {
    if (b.book == book) continue;
    for (const KeyedMaze& m : b.mazes) keys.insert(m.key);
  }
  return keys;
}

void put_series_book(SeriesRecord& record, SeriesEntry entry) {
  auto it = std::ranges::find(record.books, entry.book, &SeriesEntry::book);
  if (it == record.books.end()) {
    record.books.push_back(std::move(entry));
  } else {
    *it = std::move(entry);
  }
}

std::vector<KeyedMaze> book_maze_keys(const std::vector<BookMaze>& mazes,
                                      const std::vector<Ornament>& ornaments,
                                      const CoverArt* cover) {
  std::vector<KeyedMaze> keys;
  for (const BookMaze& m : mazes) {
    keys.push_back({m.id, maze_key(m.solved.maze, m.solved.crossings)});
  }
  for (const Ornament& o : ornaments) keys.push_back({o.id, maze_key(o.solved.maze)});
  if (cover && cover->front_drawn) keys.push_back({"cover-front", maze_key(cover->front.maze)});
  return keys;
}

std::vector<KeyedMaze> manifest_maze_keys(const Json& manifest, const std::string& file) {
  const JsonNode root(manifest, file);
  if (!manifest.is_object()) root.fail("expected a book manifest (book.json)");
  std::vector<KeyedMaze> keys;
  const auto add = [&](const JsonNode& entry, const std::string& fallback_id) {
    if (!entry.value().is_object())
      entry.fail("expected an object, got " + describe_json(entry.value()));
    const std::string id = entry.has("id") ? entry.at("id").as_string() : fallback_id;
    keys.push_back({id, maze_key(read_variant_maze_json(entry).maze)});
  };
  for (const char* list : {"mazes", "ornaments"}) {
    if (!root.has(list)) continue;
    const JsonNode entries = root.at(list);
    for (size_t i = 0, n = entries.array_size(0, 1000000); i < n; ++i)
      add(entries.at(i), std::string(list) + "[" + std::to_string(i) + "]");
  }
  if (root.has("cover") && root.at("cover").has("front_art"))
    add(root.at("cover").at("front_art"), "cover-front");
  return keys;
}

}  // namespace mazebook
