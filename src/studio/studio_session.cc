#include "studio/studio_session.h"

#include <algorithm>

#include "base/error.h"
#include "base/json_reader.h"
#include "book/book_spec.h"
#include "book/maze_override.h"
#include "render/interior.h"

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

StudioSession::StudioSession(StudioPaths paths, int jobs) : paths_(std::move(paths)), jobs_(jobs) {}

BookSpec StudioSession::read_spec(const Json& spec) const {
  return parse_book_spec(paths_.confine_spec(spec, kStudioSpecName), kStudioSpecName);
}

Json StudioSession::preview(const Json& spec) {
  std::unique_lock<std::shared_mutex> lock(mutex_);
  const int revision = ++revision_;
  job_.reset();
  cover_.reset();
  Json answer = {{"revision", revision}};
  try {
    job_ = prepare_book(read_spec(spec), jobs_, nullptr, cache_.selector());
    cover_ = std::make_unique<Cover>(plan_book_cover(*job_));
  } catch (const Error& e) {
    job_.reset();
    answer["ok"] = false;
    answer["error"] = {{"field", error_field(e.what(), kStudioSpecName)}, {"message", e.what()}};
    return answer;
  }
  const BookPlan& plan = job_->plan;
  answer["ok"] = true;
  answer["page_count"] = plan.page_count();
  answer["spine_in"] = cover_->geometry.spine;
  answer["trim"] = {job_->spec.trim.width, job_->spec.trim.height};
  answer["cover_in"] = {cover_->geometry.width, cover_->geometry.height};
  answer["mazes"] = job_->mazes.size();
  Json pages = Json::array();
  for (int n = 1; n <= plan.page_count(); ++n) {
    const PlannedPage& p = plan.pages[static_cast<size_t>(n - 1)];
    Json page = {{"n", n}, {"kind", kind_name(p.kind)}, {"section", p.section}};
    if (p.kind == PageKind::maze) {
      const BookMaze& maze = job_->mazes[static_cast<size_t>(p.maze)];
      page["maze"] = maze.id;
      page["seed"] = maze.solved.seed;
    }
    pages.push_back(page);
  }
  answer["pages"] = pages;
  Json notes = Json::array();
  for (const std::string& note : book_notes(*job_, *cover_)) notes.push_back(note);
  answer["notes"] = notes;
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
  add_swap_override(confined, kStudioSpecName, number);
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
