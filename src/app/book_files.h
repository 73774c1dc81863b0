#pragma once
// What `build` and the studio write for a prepared book: the interior PDF,
// the cover PDF (made after the interior, from its real page count) and the
// manifest, in that order, into one folder.

#include <functional>
#include <string>
#include <string_view>

#include "app/book_job.h"
#include "render/cover.h"

namespace mazebook {

// Writes `bytes` to the file `path`, whole or not at all.
using FileWriter = std::function<void(const std::string& path, const std::string& bytes)>;

// Writes FOLDER/interior.pdf, FOLDER/cover.pdf and FOLDER/book.json, each
// with `write` (by default atomically, base/file_io.h), calling
// `written` after each with "interior-written", "cover-written" and
// "manifest-written" (it may throw to stop there). A `rebuild` record
// (book/rebuild_record.h) that is not null goes into book.json as its
// "rebuild". A manifest over kMaxMazesFileBytes (base/json_reader.h), which
// mazeproof and `build --from` would refuse, is refused instead of written
// (Error naming the spec). Returns the cover, for the summary.
Cover write_book_files(const BookJob& job, const std::string& folder,
                       const std::function<void(std::string_view)>& written,
                       const Json& rebuild = Json(), const FileWriter& write = {});

}  // namespace mazebook
