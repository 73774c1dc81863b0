#pragma once
// The build transaction: one book made from its spec into a book folder,
// staged, written, proved and committed. `mazebook build` calls it for one
// spec, for each of several and for `--from`; the studio for the book on
// its page.

#include <sys/types.h>

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/book_folder.h"
#include "app/console.h"
#include "app/interrupts.h"
#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/rebuild_record.h"
#include "book/series_record.h"

namespace mazebook {

struct MakeBookOptions {
  int jobs = 1;             // worker threads for the selection
  std::string sign_key;     // mazeproof signs its report with it; "" for none
  std::string keep_failed;  // where a book that does not prove is moved; "" for nowhere
  // The book to make again (`build --from`): its spec, date and files as
  // recorded; null to make the book of the spec file.
  const Rebuild* rebuild = nullptr;
  std::string rebuild_from;  // the manifest the rebuild was read from, for messages
  // The spec's JSON as given and the spec read from it, when the caller
  // has read them (the studio's, its files confined); else the spec file
  // is read.
  std::optional<Json> document;
  std::optional<BookSpec> spec;
  // The spec file a series record names the book by; empty: the spec
  // file built (the studio builds a copy, and names the spec it saved).
  std::string series_book;
  // How the sections' mazes are selected (book/book_mazes.h); empty: afresh.
  SectionSelector select;
  // Called as mazes are selected (done, total), and after each step:
  // "selected", "interior-written", "cover-written", "manifest-written",
  // "proved"; either may throw to stop the build there.
  std::function<void(int, int)> progress;
  std::function<void(std::string_view)> step;
  // Called with the book's maze keys once it is proved, before it is
  // committed; may throw to keep it out (`build --strict`).
  std::function<void(const std::vector<KeyedMaze>&)> before_commit;
};

// What a made book holds, for a summary line.
struct MadeBook {
  int pages = 0;
  int mazes = 0;
  std::vector<KeyedMaze> keys;  // every maze it prints (book/series_record.h)
};

// The version written into every manifest's "rebuild" record.
std::string mazebook_version();

// Makes the book of `spec_path` (or options.rebuild's) in `folder`'s
// staging folder, has mazeproof prove it there (its messages show the
// folder as `shown`) and commits it, each write and the swap under
// `interrupts`' hold when given. book.json's "rebuild" record names
// `spec_path`. Logs the summary and notes (info) and a warning for each
// folder left that could not be removed; mazeproof's pid is in
// `proof_child` while it runs. Throws Error (or what a hook throws), and
// then `folder` is left as it was; a book that did not prove is still in
// the staging folder until `folder` goes.
MadeBook make_book(const std::string& spec_path, const std::string& shown, BookFolder& folder,
                   const MakeBookOptions& options, Console& console, InterruptScope* interrupts,
                   std::atomic<pid_t>* proof_child);

// One book into the folder `out`, as `mazebook build SPEC` makes it: `out`
// checked (creating nothing: app/book_folder.h), SIGINT and SIGTERM taken
// for the build's cleanup while it runs (app/interrupts.h), then
// make_book. Throws Error, and then `out` is as it was.
MadeBook build_book(const std::string& spec_path, const std::string& out,
                    const MakeBookOptions& options, Console& console);

}  // namespace mazebook
