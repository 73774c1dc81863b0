#pragma once
// The studio's state between requests: the spec last laid out and its book
// job (for thumbnails), the kept selections, and what the page may open.
// Every answer is JSON or PNG; every refusal is an Error whose one-line
// message names the field, as the command line prints it.

#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>

#include "app/book_job.h"
#include "base/json.h"
#include "base/read_roots.h"
#include "render/cover.h"
#include "studio/maze_cache.h"
#include "studio/studio_paths.h"

namespace mazebook {

// The name a spec from the page goes by in messages (and the file a build
// writes it to, inside the work folder).
constexpr const char* kStudioSpecName = "spec.json";
// The name a spec the page has not saved is built and previewed under.
constexpr const char* kUntitledBuild = "untitled";

class StudioSession {
 public:
  // `jobs`: worker threads for selections.
  StudioSession(StudioPaths paths, int jobs);

  const StudioPaths& paths() const { return paths_; }
  MazeCache& cache() { return cache_; }
  int jobs() const { return jobs_; }

  // Lays the book out (selecting only the sections not kept; outside the
  // session's lock, so other requests go on meanwhile) and answers
  // {"revision", "ok": true, "page_count", "spine_in", "trim", "pages":
  // [{"n", "kind", "section", "maze", "number"}], "notes": [...]} or, when mazebook's
  // checks refuse the spec, {"revision", "ok": false, "error": {"field",
  // "message"}}. The layout is kept for thumbnails unless a later preview
  // began while it was made. A book of a series skips the mazes its
  // record gives the other books, `name` being this one's (as its builds
  // are named).
  Json preview(const Json& spec, const std::string& name);

  // Page `page` (from 1) or the cover (page 0; with its guides) of the book
  // laid out at `revision`, as PNG at `dpi`. Throws Error when the revision
  // is not the latest or the page does not exist.
  std::string thumbnail(int revision, int page, double dpi);

  // Pick and swap: `spec` with the maze on `page` of the latest layout
  // replaced by another like it, as an override that keeps its place
  // (book/maze_override.h); every other page stays as it was. Throws Error
  // when that page holds no maze.
  Json swap(const Json& spec, int page);

  // A spec from a file the page names (a spec, or a book.json whose
  // "spec" is turned back into one), relative to the work folder or the
  // data folder. Throws Error naming the file and the problem.
  Json open(const std::string& relative) const;

  // The spec, checked and confined as a build reads it (see
  // StudioPaths::confine_spec). Throws Error.
  BookSpec read_spec(const Json& spec) const;

 private:
  StudioPaths paths_;
  // Every file the studio reads, and every file those name, is read
  // beneath paths_.readable() while the session lives.
  ReadRoots read_roots_;
  int jobs_;
  MazeCache cache_;
  // A finished layout replaces the job: it alone; thumbnails of one job are drawn
  // side by side, but a book with pictures (a theme's, the cover's image)
  // one at a time, as a picture's handle serves one drawing at a time.
  std::shared_mutex mutex_;
  std::mutex pictures_mutex_;
  int revision_ = 0;
  std::unique_ptr<BookJob> job_;
  std::unique_ptr<Cover> cover_;
};

// The field an Error's message names, "FILE: FIELD: problem" read back
// ("sections[0].count"); "" when it names none.
std::string error_field(const std::string& message, const std::string& file);

// A book.json's "spec" (presets expanded, defaults filled in) as a spec
// again: presets by their names, empty optional texts left out.
Json spec_from_manifest(const Json& manifest);

}  // namespace mazebook
