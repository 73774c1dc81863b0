#pragma once
// A series record (book/series_record.h) held for one book's build: read
// under an exclusive file lock (flock) before the book's mazes are
// selected, so that no two builds into one series pick at once, and
// written whole after the book is committed.

#include <set>
#include <string>

#include "app/console.h"
#include "base/file_descriptor.h"
#include "book/series_record.h"

namespace mazebook {

// The name a series record at `record_file` gives the book of spec file
// `spec_path`: its path from the record's folder.
std::string series_book_name(const std::string& record_file, const std::string& spec_path);

// The keys of every book but `spec_path`'s in the record at `record_file`,
// read without a lock (a preview: the build takes the lock); none while
// there is no record. Throws Error for a file that is not a series record.
std::set<std::string> series_keys_to_avoid(const std::string& record_file,
                                           const std::string& spec_path);

class SeriesLock {
 public:
  // Locks and reads the record at `file`, which `spec` names as its
  // "series" (messages name both), creating an empty one when there is
  // none. Waits while another build holds it, saying so on `log`. Throws
  // Error (exit code 2) when the record cannot be written, or is not a
  // series record, before anything is made.
  SeriesLock(const std::string& file, const std::string& spec, const Log& log);

  const SeriesRecord& record() const { return record_; }
  // The name the record gives the book of spec file `spec_path`: its path
  // from the record's folder.
  std::string book_name(const std::string& spec_path) const;
  // Writes the record with `book` in its place, whole; the lock is kept
  // until this object goes.
  void update(SeriesEntry book);

 private:
  std::string file_;
  FileDescriptor lock_;
  SeriesRecord record_;
};

}  // namespace mazebook
