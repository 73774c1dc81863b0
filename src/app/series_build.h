#pragma once
// `mazebook build A.json B.json ... --out DIR`: several books in one run,
// each into DIR/<its spec file's stem>/, built side by side.

#include <string>
#include <vector>

#include "app/console.h"
#include "app/make_book.h"

namespace mazebook {

// Each spec's folder under `out`: DIR/<stem>. Throws Error when two specs
// share a stem.
std::vector<std::string> series_folders(const std::vector<std::string>& specs,
                                        const std::string& out);

// Builds every spec into its folder, up to options.jobs books at a time
// with the threads shared among them; each book is the same as built
// alone. A book that fails leaves its folder as it was and the others are
// still built. Prints each book's own messages, then one line a book, to
// console.err, then a warning for each two books that share a maze,
// naming both and the count. With `strict` the books are built one at a
// time in the order given, and a book sharing a maze with one before it is
// not committed (it fails with exit code 1). Returns kExitOk, or the
// highest exit code of a failed book.
int build_series(const std::vector<std::string>& specs, const std::string& out,
                 const MakeBookOptions& options, Console& console, bool strict = false);

}  // namespace mazebook
