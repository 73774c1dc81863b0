#include "app/series_build.h"

#include <signal.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <thread>

#include "app/interrupts.h"
#include "app/proof_runner.h"
#include "base/error.h"

namespace mazebook {

namespace fs = std::filesystem;

std::vector<std::string> series_folders(const std::vector<std::string>& specs,
                                        const std::string& out) {
  std::vector<std::string> folders;
  std::map<std::string, std::string> by_stem;
  for (const std::string& spec : specs) {
    const std::string stem = fs::path(spec).stem().string();
    const auto [it, added] = by_stem.emplace(stem, spec);
    if (!added) {
      throw Error(spec + ": builds into " + out + "/" + stem + ", as " + it->second +
                  " does; give the specs different file names");
    }
    folders.push_back((fs::path(out) / stem).string());
  }
  return folders;
}

namespace {

// One book of the series while it is built.
struct SeriesBook {
  std::optional<BookFolder> folder;  // set once its folder is claimed
  std::atomic<pid_t> proof_child{0};
  std::ostringstream messages;  // its own messages, printed when all are done
  std::string summary;
  int exit_code = kExitOk;
  std::vector<KeyedMaze> keys;  // once built: every maze it prints
};

// How many distinct mazes (by key) two books both print.
size_t shared_mazes(const std::vector<KeyedMaze>& a, const std::vector<KeyedMaze>& b) {
  std::set<std::string> in_a;
  for (const KeyedMaze& m : a) in_a.insert(m.key);
  std::set<std::string> both;
  for (const KeyedMaze& m : b) {
    if (in_a.contains(m.key)) both.insert(m.key);
  }
  return both.size();
}

std::string mazes_text(size_t count) {
  return std::to_string(count) + (count == 1 ? " maze" : " mazes");
}

}  // namespace

int build_series(const std::vector<std::string>& specs, const std::string& out,
                 const MakeBookOptions& options, Console& console, bool strict) {
  const std::vector<std::string> folders = series_folders(specs, out);
  const size_t n = specs.size();
  // Books side by side, the threads shared among them: the output does
  // not depend on the threads a book gets.
  // With `strict`, one after another in the order given: which of two
  // books sharing a maze is refused must not depend on timing.
  const auto at_once =
      strict ? 1 : std::min<size_t>(n, static_cast<size_t>(std::max(1, options.jobs)));
  MakeBookOptions each = options;
  each.jobs = std::max(1, options.jobs / static_cast<int>(at_once));
  each.keep_failed.clear();

  std::vector<std::unique_ptr<SeriesBook>> books;
  for (size_t i = 0; i < n; ++i) books.push_back(std::make_unique<SeriesBook>());
  InterruptScope interrupts;
  std::mutex claimed;  // guards the books' folders against the cleanup
  interrupts.set_cleanup([&] {
    const std::lock_guard<std::mutex> lock(claimed);
    for (auto& book : books) {
      stop_child(book->proof_child.load());
      if (book->folder) book->folder->discard();
    }
    return "each book's folder under " + out + " holds its new book, proved, or is as it was";
  });

  std::atomic<size_t> next{0};
  const auto work = [&] {
    for (size_t i = next++; i < n; i = next++) {
      SeriesBook& book = *books[i];
      Console own{book.messages, book.messages};
      own.log.set_level(std::max(console.log.level(), LogLevel::warn));
      try {
        {
          const std::lock_guard<std::mutex> lock(claimed);
          book.folder.emplace(folders[i]);
        }
        MakeBookOptions mine = each;
        if (strict) {
          mine.before_commit = [&, i](const std::vector<KeyedMaze>& keys) {
            for (size_t j = 0; j < i; ++j) {
              const size_t shared = shared_mazes(books[j]->keys, keys);
              if (shared == 0) continue;
              throw Error(specs[i] + ": shares " + mazes_text(shared) + " with " + specs[j] +
                              " (--strict); the book was not committed",
                          kExitFailed);
            }
          };
        }
        const MadeBook made = make_book(specs[i], folders[i], *book.folder, mine, own, &interrupts,
                                        &book.proof_child);
        book.keys = made.keys;
        book.summary = "built " + specs[i] + " into " + folders[i] + ": " +
                       std::to_string(made.pages) + " pages, " + std::to_string(made.mazes) +
                       " mazes";
      } catch (const Error& e) {
        book.summary = "failed " + specs[i] + ": " + e.what();
        book.exit_code = e.exit_code();
      } catch (const std::exception& e) {
        book.summary = "failed " + specs[i] + ": " + e.what();
        book.exit_code = kExitFailed;
      }
    }
  };
  std::vector<std::thread> threads;
  for (size_t t = 1; t < at_once; ++t) threads.emplace_back(work);
  work();
  for (std::thread& t : threads) t.join();

  int code = kExitOk;
  for (const auto& book : books) {
    console.err << book->messages.str();
    if (book->exit_code != kExitOk) {
      console.log.error(book->summary);
    } else {
      console.log.info(book->summary);
    }
    code = std::max(code, book->exit_code);
  }
  // Two books of one run with a maze in common would be duplicate content.
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = i + 1; j < n; ++j) {
      const size_t shared = shared_mazes(books[i]->keys, books[j]->keys);
      if (shared == 0) continue;
      console.log.warn("warning: " + specs[i] + " and " + specs[j] + " share " +
                       mazes_text(shared) + " (mazebook check " + folders[i] +
                       "/book.json --against " + folders[j] + "/book.json lists them)");
    }
  }
  return code;
}

}  // namespace mazebook
