#include "support/kept_book.h"

#include <gtest/gtest.h>

namespace mbtest {

std::unique_ptr<KeptBook> build_book_kept(const std::string& spec_path, int jobs,
                                          const std::string& tag) {
  auto book = std::make_unique<KeptBook>(tag);
  const fs::path out = book->dir.path() / "out";
  const fs::path kept = book->dir.path() / "kept";
  book->run = run_mazebook({"build", spec_path, "--out", out.string(), "--quiet", "--jobs",
                            std::to_string(jobs), "--keep-failed", kept.string()});
  EXPECT_TRUE(book->run.code == 0 || book->run.code == 1) << book->run.err;
  book->folder = book->run.code == 0 ? out : kept;
  if (fs::exists(book->folder / "book.json"))
    book->manifest = mazebook::Json::parse(read_bytes(book->folder / "book.json"));
  return book;
}

}  // namespace mbtest
