#pragma once
// A book is written as a unit. Its files go into a staging folder beside the
// output folder (".NAME.mazebook-PID"), mazeproof proves them there, and
// only then is the staging folder swapped with the output folder in one
// atomic rename (Linux's RENAME_EXCHANGE), so the output folder holds the
// old book or the new one, never a mix, whatever stops the run; even after
// SIGKILL, only a staging folder is left, and the next run sweeps it.

#include <string>

namespace mazebook {

// The files a book folder may hold; any other entry makes mazebook refuse
// the folder rather than mix a book with someone's files.
bool is_book_file_name(const std::string& name);

class BookFolder {
 public:
  // Checks that `out` can take a book (absent, empty, or holding only a
  // book's files, with a writable parent), sweeps staging folders that
  // runs no longer alive left beside it, and creates a fresh staging
  // folder. Throws Error naming the folder or the file in the way.
  explicit BookFolder(std::string out);
  // Removes the staging folder unless the book was committed or kept.
  ~BookFolder();
  BookFolder(const BookFolder&) = delete;
  BookFolder& operator=(const BookFolder&) = delete;

  const std::string& out() const { return out_; }
  // Where the book's files are written and proved.
  const std::string& staging() const { return staging_; }

  // Swaps the staged book into place and removes the old one. Throws Error.
  void commit();
  // Moves the staged (failed) book to `folder`, which must not exist yet,
  // for inspection. Throws Error.
  void keep_as(const std::string& folder);
  // Removes the staging folder now (safe to call twice; never throws).
  void discard() noexcept;
  // True once the new book is in place.
  bool committed() const { return committed_; }

 private:
  std::string out_;
  std::string staging_;
  bool done_ = false;
  bool committed_ = false;
};

}  // namespace mazebook
