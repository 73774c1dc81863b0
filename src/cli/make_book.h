#pragma once
// One book made from its spec into a book folder: what `mazebook build`
// does for one spec, and for each of several.

#include <sys/types.h>

#include <atomic>
#include <string>

#include "book/rebuild_record.h"
#include "cli/book_folder.h"
#include "cli/command.h"
#include "cli/interrupts.h"

namespace mazebook {

struct MakeBookOptions {
  int jobs = 1;             // worker threads for the selection
  std::string sign_key;     // mazeproof signs its report with it; "" for none
  std::string keep_failed;  // where a book that does not prove is moved; "" for nowhere
  // The book to make again (`build --from`): its spec, date and files as
  // recorded; null to make the book of the spec file.
  const Rebuild* rebuild = nullptr;
  std::string rebuild_from;  // the manifest the rebuild was read from, for messages
};

// What a made book holds, for a summary line.
struct MadeBook {
  int pages = 0;
  int mazes = 0;
};

// The version written into every manifest's "rebuild" record.
std::string mazebook_version();

// Makes the book of `spec_path` (or options.rebuild's) in `folder`'s staging folder, has
// mazeproof prove it there (its messages show the folder as `shown`) and
// commits it, under `interrupts`' hold. Logs the summary and notes (info)
// and a warning for each folder left that could not be removed;
// mazeproof's pid is in `proof_child` while it runs. Throws Error, and
// then `folder` is left as it was.
MadeBook make_book(const std::string& spec_path, const std::string& shown, BookFolder& folder,
                   const MakeBookOptions& options, Console& console, InterruptScope& interrupts,
                   std::atomic<pid_t>* proof_child);

}  // namespace mazebook
