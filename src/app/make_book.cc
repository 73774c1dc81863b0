#include "app/make_book.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <ostream>

#include "app/book_files.h"
#include "app/book_job.h"
#include "app/interrupts.h"
#include "app/proof_runner.h"
#include "app/series_lock.h"
#include "base/error.h"
#include "base/file_io.h"
#include "base/json_reader.h"
#include "book/manifest.h"
#include "book/theme.h"
#include "render/font_digest.h"
#include "render/interior.h"
#include "render/shipped_masks.h"

namespace mazebook {

std::string mazebook_version() { return MAZEBOOK_VERSION; }

namespace {

// A step that must finish whole, under the interrupts' hold when there are
// any.
std::unique_lock<std::mutex> hold(InterruptScope* interrupts) {
  return interrupts ? interrupts->hold() : std::unique_lock<std::mutex>();
}

}  // namespace

MadeBook make_book(const std::string& spec_path, const std::string& shown, BookFolder& folder,
                   const MakeBookOptions& options, Console& console, InterruptScope* interrupts,
                   std::atomic<pid_t>* proof_child) {
  const Json document = options.rebuild    ? options.rebuild->spec_as_given
                        : options.document ? *options.document
                                           : read_json_file(spec_path, kMaxSpecBytes);
  const auto step = [&](std::string_view name) {
    interrupt_checkpoint(name);
    if (options.step) options.step(name);
  };
  const Log& log = console.log;
  const bool chatty = log.shows(LogLevel::info);
  // Each step of the build with its time, at debug level.
  auto last = std::chrono::steady_clock::now();
  const auto step_done = [&](const std::string& what) {
    const auto now = std::chrono::steady_clock::now();
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now - last).count();
    last = now;
    log.debug("mazebook: " + shown + ": " + what + " (" + std::to_string(ms) + " ms)");
  };
  const std::function<void(int, int)> progress = [&](int done, int total) {
    if (options.progress) options.progress(done, total);
    if (done == 1) interrupt_checkpoint("generating");
  };
  BookSpec spec = options.spec && !options.rebuild
                      ? *options.spec
                      : parse_book_spec(options.rebuild ? options.rebuild->spec : document,
                                        spec_path, mask_files());
  // A book of a series skips the other books' mazes: those in the record
  // now, held locked until this book is in it; made again, the ones the
  // book skipped when it was made, as its rebuild record keeps them.
  std::optional<SeriesLock> series;
  std::string series_name;
  if (!spec.series_file.empty()) {
    if (options.rebuild) {
      spec.avoid = std::make_shared<const AvoidedKeys>(options.rebuild->avoid);
    } else {
      series.emplace(spec.series_file, spec.source, log);
      series_name =
          series->book_name(options.series_book.empty() ? spec_path : options.series_book);
      spec.avoid =
          std::make_shared<const AvoidedKeys>(other_books_keys(series->record(), series_name));
    }
  }
  std::unique_ptr<BookJob> job =
      prepare_book(std::move(spec), options.jobs, progress, options.select);
  if (options.step) options.step("selected");
  // The page target met only above its count: said, as book.json records it.
  if (!job->spec.pages_note.empty()) log.warn("warning: " + job->spec.pages_note);
  step_done("chose " + std::to_string(job->mazes.size()) + " mazes and planned " +
            std::to_string(job->plan.page_count()) + " pages");
  std::vector<std::pair<std::string, std::string>> fonts;
  for (const FontDigest& d : template_font_digests(job->look)) fonts.emplace_back(d.font, d.sha256);
  if (options.rebuild) {
    check_font_digests(*options.rebuild, options.rebuild_from, fonts);
    // Masks, presets and templates as read now are the book's, or the
    // book would differ. The template and theme are compared as the spec
    // named them: the rebuild reads a relative path as the absolute file
    // recorded.
    Json resolved = book_spec_json(job->spec);
    for (const char* key : {"template", "theme"}) {
      if (options.rebuild->spec_as_given.contains(key)) {
        resolved[key] = options.rebuild->spec_as_given[key];
      }
    }
    if (resolved != options.rebuild->resolved_spec) {
      throw Error(options.rebuild_from +
                  ": spec: the book's presets, template or masks as read now differ from those "
                  "recorded");
    }
    job->date = options.rebuild->date;
  }
  interrupt_checkpoint("selected");
  const BookPlan& plan = job->plan;
  Json rebuild =
      rebuild_record(mazebook_version(), spec_path, document, job->date,
                     book_input_files(job->spec, options.rebuild ? options.rebuild->spec : document,
                                      job->theme ? &*job->theme : nullptr),
                     fonts);
  if (job->spec.avoid) rebuild["avoid"] = job->spec.avoid->met();
  // Every write into the staging folder (making it, then each file) is a
  // step held whole: a signal's cleanup waits for the one under way and
  // lets no other start, so it never empties a folder still being filled.
  // A test may interrupt inside each ("writing-staging",
  // "writing-interior.pdf", ...); the step goes on.
  {
    const auto writing = hold(interrupts);
    interrupt_checkpoint("writing-staging", true);
    folder.create_staging();
  }
  const FileWriter write = [&](const std::string& path, const std::string& bytes) {
    const auto writing = hold(interrupts);
    interrupt_checkpoint("writing-" + std::filesystem::path(path).filename().string(), true);
    write_file_atomically(path, bytes);
  };
  const Cover cover = write_book_files(*job, folder.staging(), step, rebuild, write);
  step_done("wrote interior.pdf, cover.pdf and book.json");

  const std::vector<KeyedMaze> keys = book_maze_keys(job->mazes, job->ornaments, &*job->cover_art);
  try {
    // The independent verifier, in its own process, has the last word.
    prove_book(folder.staging(), shown, options.sign_key, console, proof_child, interrupts);
    step_done("proved by mazeproof");
    step("proved");
    if (options.before_commit) options.before_commit(keys);
    const auto whole = hold(interrupts);
    folder.commit();
    step_done("moved into place");
  } catch (const Error&) {
    if (!options.keep_failed.empty()) {
      const auto keeping = hold(interrupts);
      folder.keep_as(options.keep_failed);
    }
    throw;
  }
  if (series) {
    // Written whole, under the lock taken before the mazes were selected.
    const auto whole = hold(interrupts);
    series->update({series_name, job->spec.title, keys});
    step_done("recorded in the series " + job->spec.series_file);
  }
  interrupt_checkpoint("done");
  // Shown even when quiet: the user has folders to remove by hand.
  for (const std::string& leftover : folder.leftovers()) log.warn("warning: " + leftover);
  if (chatty) {
    char spine[64];
    std::snprintf(spine, sizeof spine, "%.3f in spine%s", cover.plan.geometry.spine,
                  cover.plan.spine.size_pt > 0 ? " with text" : "");
    std::string per_page;
    for (const SolutionGrid& g : plan.section_solutions) {
      per_page += (per_page.empty() ? "" : ", ") + std::to_string(g.per_page);
    }
    log.info("wrote " + shown + "/interior.pdf (" + std::to_string(plan.page_count()) + " pages, " +
             job->spec.trim_name + (job->spec.bleed ? " with bleed" : "") + "), " + shown +
             "/cover.pdf (" + spine + "), " + shown + "/book.json and " + shown + "/check.json: " +
             std::to_string(job->mazes.size()) + " mazes, solutions " + per_page + " a page");
  }
  // Where mazebook chose for the user (ink, spine): notes, as the summary.
  for (const std::string& note : book_notes(*job, cover)) log.info("note: " + note);
  return {plan.page_count(), static_cast<int>(job->mazes.size()), keys};
}

MadeBook build_book(const std::string& spec_path, const std::string& out,
                    const MakeBookOptions& options, Console& console) {
  InterruptScope interrupts;
  BookFolder folder(out);
  std::atomic<pid_t> proof_child{0};
  interrupts.set_cleanup([&] {
    stop_child(proof_child.load());
    const std::string left = folder.discard();
    return out +
           (folder.committed() ? " holds the new book, proved"
                               : " is as it was before this build") +
           (left.empty() ? "" : "; " + left);
  });
  interrupt_checkpoint("checked");
  return make_book(spec_path, out, folder, options, console, &interrupts, &proof_child);
}

}  // namespace mazebook
