#pragma once
// A book built like a user builds it, kept even when mazeproof refuses it:
// puzzle variants are printed before mazeproof proves them, and their
// tests read the files wherever the build left them.

#include <filesystem>
#include <memory>
#include <string>

#include "base/json.h"
#include "support/book_files.h"

namespace mbtest {

// `mazebook build SPEC_PATH --jobs N --keep-failed ...`: `folder` is the
// output folder, or the kept one when mazeproof refused the book (exit 1).
struct KeptBook {
  explicit KeptBook(const std::string& tag) : dir(tag) {}
  TempDir dir;
  std::filesystem::path folder;  // interior.pdf, cover.pdf, book.json
  CliRun run;
  mazebook::Json manifest;
};
std::unique_ptr<KeptBook> build_book_kept(const std::string& spec_path, int jobs,
                                          const std::string& tag);

}  // namespace mbtest
