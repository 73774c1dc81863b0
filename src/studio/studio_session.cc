#include "studio/studio_session.h"

#include <algorithm>

#include "app/series_lock.h"
#include "base/error.h"
#include "base/json_reader.h"
#include "book/book_spec.h"
#include "book/maze_override.h"
#include "render/interior.h"
#include "render/shipped_masks.h"

namespace mazebook {

namespace {

std::string_view kind_name(PageKind kind) {
  switch (kind) {
    case PageKind::section:
      return "section";
    case PageKind::maze:
      return "maze";
    case PageKind::solutions:
      return "solutions";
    case PageKind::blank:
      return "blank";
    default:
      return matter_name(kind);
  }
}

// Thumbnails are small: a page at most a few hundred pixels wide.
constexpr double kMinThumbDpi = 8;
constexpr double kMaxThumbDpi = 150;

}  // namespace

std::string error_field(const std::string& message, const std::string& file) {
  const std::string prefix = file + ": ";
  if (message.compare(0, prefix.size(), prefix) != 0) return "";
  const size_t end = message.find(": ", prefix.size());
  if (end == std::string::npos) return "";
  const std::string field = message.substr(prefix.size(), end - prefix.size());
  const bool path_like = !field.empty() && std::all_of(field.begin(), field.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '[' ||
           c == ']';
  });
  return path_like ? field : "";
}

Json spec_from_manifest(const Json& manifest) {
  if (!manifest.is_object() || !manifest.contains("spec") || !manifest["spec"].is_object())
    return manifest;
  Json spec = manifest["spec"];
  for (const char* key : {"subtitle", "back_text", "publisher", "edition", "isbn"}) {
    if (spec.contains(key) && spec[key] == "") spec.erase(key);
  }
  if (spec.contains("sections") && spec["sections"].is_array()) {
    for (Json& section : spec["sections"]) {
      if (!section.is_object()) continue;
      if (section.contains("preset") && section["preset"].is_object() &&
          section["preset"].contains("name"))
        section["preset"] = section["preset"]["name"];
      if (section.contains("fit") && section["fit"].is_object()) section["fit"].erase("preset");
    }
  }
  return spec;
}

StudioSession::StudioSession(StudioPaths paths, int jobs)
    : paths_(std::move(paths)),
      read_roots_(paths_.readable(), "the studio's folders"),
      jobs_(jobs) {}

BookSpec StudioSession::read_spec(const Json& spec) const {
  return parse_book_spec(paths_.confine_spec(spec, kStudioSpecName), kStudioSpecName, mask_files());
}

Json StudioSession::preview(const Json& spec, const std::string& name) {
  // The revision is taken at once, the layout made outside the lock (so a
  // slow one holds up no other request), and kept only if no later
  // preview began meanwhile: the page shows the latest answer alone.
  int revision = 0;
  {
    std::unique_lock<std::shared_mutex> lock(mutex_);
    revision = ++revision_;
  }
  const auto keep = [&](std::unique_ptr<BookJob> job, std::unique_ptr<Cover> cover) {
    std::unique_lock<std::shared_mutex> lock(mutex_);
    if (revision != revision_) return;
    job_ = std::move(job);
    cover_ = std::move(cover);
  };
  Json answer = {{"revision", revision}};
  std::unique_ptr<BookJob> job;
  std::unique_ptr<Cover> cover;
  try {
    BookSpec book = read_spec(spec);
    if (!book.series_file.empty()) {
      book.avoid = std::make_shared<const AvoidedKeys>(
          series_keys_to_avoid(book.series_file, paths_.work() + "/" + name + ".json"));
    }
    job = prepare_book(std::move(book), jobs_, nullptr, cache_.selector());
    cover = std::make_unique<Cover>(plan_book_cover(*job));
  } catch (const Error& e) {
    keep(nullptr, nullptr);
    answer["ok"] = false;
    answer["error"] = {{"field", error_field(e.what(), kStudioSpecName)}, {"message", e.what()}};
    return answer;
  }
  const BookPlan& plan = job->plan;
  answer["ok"] = true;
  answer["page_count"] = plan.page_count();
  answer["spine_in"] = cover->plan.geometry.spine;
  answer["trim"] = {job->spec.trim.width, job->spec.trim.height};
  answer["cover_in"] = {cover->plan.geometry.width, cover->plan.geometry.height};
  answer["mazes"] = job->mazes.size();
  Json pages = Json::array();
  for (int n = 1; n <= plan.page_count(); ++n) {
    const PlannedPage& p = plan.pages[static_cast<size_t>(n - 1)];
    Json page = {{"n", n}, {"kind", kind_name(p.kind)}, {"section", p.section}};
    if (p.kind == PageKind::maze) {
      const BookMaze& maze = job->mazes[static_cast<size_t>(p.maze)];
      page["maze"] = maze.id;
      page["number"] = p.maze + 1;
      page["seed"] = maze.solved.seed;
    }
    pages.push_back(page);
  }
  answer["pages"] = pages;
  Json notes = Json::array();
  if (!job->spec.pages_note.empty()) notes.push_back(job->spec.pages_note);
  for (const std::string& note : book_notes(*job, *cover)) notes.push_back(note);
  answer["notes"] = notes;
  keep(std::move(job), std::move(cover));
  return answer;
}

std::string StudioSession::thumbnail(int revision, int page, double dpi) {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  if (revision != revision_ || !job_) {
    throw Error("revision: " + std::to_string(revision) + " is not the latest layout (" +
                std::to_string(revision_) + ")");
  }
  dpi = std::clamp(dpi, kMinThumbDpi, kMaxThumbDpi);
  std::unique_lock<std::mutex> pictures(pictures_mutex_, std::defer_lock);
  if (job_->theme || job_->front_image) pictures.lock();
  if (page == 0) return cover_png(*cover_, dpi, true);
  if (page < 0 || page > job_->plan.page_count()) {
    throw Error("page: expected 0 (the cover) to " + std::to_string(job_->plan.page_count()) +
                ", got " + std::to_string(page));
  }
  return interior_page_png(job_->interior, page, dpi);
}

Json StudioSession::swap(const Json& spec, int page) {
  int number = 0;
  {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    if (!job_) throw Error("page: the book has no layout to swap a maze in");
    const BookPlan& plan = job_->plan;
    if (page < 1 || page > plan.page_count() ||
        plan.pages[static_cast<size_t>(page - 1)].kind != PageKind::maze) {
      throw Error("page: page " + std::to_string(page) + " holds no maze");
    }
    number =
        job_->mazes[static_cast<size_t>(plan.pages[static_cast<size_t>(page - 1)].maze)].number;
  }
  // The override is worked out on the confined spec (the files it names
  // checked), and only the spec's "overrides" is written back.
  Json confined = paths_.confine_spec(spec, kStudioSpecName);
  add_swap_override(confined, kStudioSpecName, mask_files(), number);
  Json swapped = spec;
  swapped[std::string(kOverridesKey)] = confined[std::string(kOverridesKey)];
  return swapped;
}

Json StudioSession::open(const std::string& relative) const {
  const std::string path = paths_.resolve_readable(relative, "open");
  Json document = read_json_file(path, kMaxMazesFileBytes, relative);
  if (document.is_object() && document.contains("spec") && document.contains("format"))
    return spec_from_manifest(document);
  return document;
}

}  // namespace mazebook
