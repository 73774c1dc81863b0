#pragma once
// A book is written as a unit. Its files go into a staging folder beside the
// output folder (".NAME.mazebook-PID-START": the process id and its start
// time), mazeproof proves them there, and only then is the staging folder
// swapped with the output folder in one atomic rename (Linux's
// RENAME_EXCHANGE), so the output folder holds the old book or the new one,
// never a mix, whatever stops the run; even after SIGKILL, only a staging
// folder is left, and the next run sweeps it: a staging folder whose process
// is gone, or whose process id now belongs to a process started at another
// time, is stale.

#include <string>
#include <vector>

namespace mazebook {

// The files a book folder may hold; any other entry makes mazebook refuse
// the folder rather than mix a book with someone's files.
bool is_book_file_name(const std::string& name);

class BookFolder {
 public:
  // Checks, creating nothing, that `out` can take a book (absent, empty, or
  // holding only a book's files) and that the swap can complete: the
  // folder to hold it (or the nearest one above that exists) is writable,
  // and so is an old book's folder, whose files are removed once the new
  // book is in place. Throws Error naming the folder or the file in the way.
  explicit BookFolder(std::string out);
  // Removes the staging folder unless the book was committed or kept.
  ~BookFolder();
  BookFolder(const BookFolder&) = delete;
  BookFolder& operator=(const BookFolder&) = delete;

  const std::string& out() const { return out_; }
  // Creates the output folder's missing parents and the staging folder,
  // and sweeps staging folders that ended runs left beside it: called when
  // the book is about to be written, so that a book refused before then
  // leaves nothing. Returns staging(). Throws Error.
  const std::string& create_staging();
  // Where the book's files are written and proved (once created).
  const std::string& staging() const { return staging_; }

  // Swaps the staged book into place and removes the old one. Throws Error.
  void commit();
  // Moves the staged (failed) book to `folder`, which must not exist yet,
  // for inspection. Throws Error.
  void keep_as(const std::string& folder);
  // Removes the staging folder now (safe to call twice; never throws);
  // returns "" or why some of it could not be removed.
  std::string discard() noexcept;
  // True once the new book is in place.
  bool committed() const { return committed_; }
  // Folders left behind that could not be removed (a stale staging
  // folder, the old book after the swap), one line each for the user.
  const std::vector<std::string>& leftovers() const { return leftovers_; }

 private:
  std::string out_;
  std::string staging_;
  bool created_ = false;
  bool done_ = false;
  bool committed_ = false;
  std::vector<std::string> leftovers_;
};

// The start time of process `pid` (clock ticks after boot, from
// /proc/PID/stat), or 0 when there is no such process.
unsigned long long process_start_time(long pid);

}  // namespace mazebook
