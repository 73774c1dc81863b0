#include "studio/studio_paths.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "base/data_paths.h"
#include "base/error.h"
#include "book/theme.h"
#include "studio/studio_files.h"

namespace mazebook {

namespace fs = std::filesystem;

namespace {

std::string resolved(const fs::path& path) {
  std::error_code ec;
  const fs::path r = fs::weakly_canonical(path, ec);
  return ec ? path.lexically_normal().string() : r.string();
}

// A shipped preset, template or theme is named, not pathed (see
// resolve_data_file): such names are read from the data folder.
bool is_data_name(const std::string& text) {
  return text.find('/') == std::string::npos &&
         !(text.size() > 5 && text.compare(text.size() - 5, 5, ".json") == 0);
}

}  // namespace

bool path_inside(const std::string& path, const std::string& folder) {
  if (path == folder) return true;
  const std::string prefix = folder.back() == '/' ? folder : folder + "/";
  return path.compare(0, prefix.size(), prefix) == 0;
}

StudioPaths::StudioPaths(const std::string& work) {
  std::error_code ec;
  fs::create_directories(work, ec);
  if (ec || !fs::is_directory(work)) {
    throw Error("--work: " + work +
                ": cannot create the folder: " + (ec ? ec.message() : "not a folder"));
  }
  work_ = resolved(fs::absolute(work));
  const std::string data = resolved(fs::absolute(data_dir()));
  bases_ = {work_, data};
  // Of the data folder, only what a book is made from: not the source
  // tree, the build or the test folders beside them.
  // Resolved too: an installed data folder holds them, a build tree's
  // links to the source tree's.
  readable_ = {work_, resolved(data + "/presets"), resolved(data + "/templates"),
               resolved(kOpenclipartRoot)};
}

bool StudioPaths::readable_path(const std::string& path) const {
  return std::any_of(readable_.begin(), readable_.end(),
                     [&](const std::string& folder) { return path_inside(path, folder); });
}

std::string StudioPaths::resolve_readable(const std::string& relative,
                                          const std::string& field) const {
  if (relative.empty()) throw Error(field + ": expected a file name");
  if (relative.find('\0') != std::string::npos) throw Error(field + ": a file name has no NUL");
  const fs::path given(relative);
  // Resolved, symlinks and all: a path is judged by where it really leads
  // (and read_file, under the session's ReadRoots, opens it beneath its
  // folder, so a symlink planted after this check leads nowhere either).
  for (const std::string& base : bases_) {
    const std::string path = resolved(given.is_absolute() ? given : fs::path(base) / given);
    std::error_code ec;
    if (readable_path(path) && fs::exists(path, ec)) return path;
  }
  // A file that is there, but outside, is refused as outside; one that is
  // nowhere is missing.
  bool missing = false;
  for (const std::string& base : bases_) {
    const std::string path = resolved(given.is_absolute() ? given : fs::path(base) / given);
    std::error_code ec;
    if (fs::exists(path, ec)) throw Error(field + ": " + relative + ": " + kOutsideFolders);
    missing = missing || readable_path(path);
  }
  if (missing) throw Error(field + ": " + relative + ": no such file");
  throw Error(field + ": " + relative + ": " + kOutsideFolders);
}

Json StudioPaths::confine_spec(const Json& spec, const std::string& file) const {
  Json out = spec;
  if (!out.is_object()) return out;  // the spec's own check names the problem
  const auto confine = [&](Json& value, const std::string& field, bool names) {
    if (!value.is_string()) return;
    const std::string text = value.get<std::string>();
    if (text.empty() || (names && is_data_name(text))) return;
    value = resolve_readable(text, file + ": " + field);
  };
  // A series record is written, so it is kept where the studio writes:
  // its work folder's series/ folder.
  if (out.contains("series") && out["series"].is_string()) {
    out["series"] =
        studio_series_record(work_, out["series"].get<std::string>(), file + ": series", false);
  }
  if (out.contains("template")) confine(out["template"], "template", true);
  if (out.contains("theme")) confine(out["theme"], "theme", true);
  if (out.contains("cover") && out["cover"].is_object() && out["cover"].contains("front_image"))
    confine(out["cover"]["front_image"], "cover.front_image", false);
  if (out.contains("sections") && out["sections"].is_array()) {
    Json& sections = out["sections"];
    for (size_t i = 0; i < sections.size(); ++i) {
      if (!sections[i].is_object()) continue;
      const std::string at = "sections[" + std::to_string(i) + "].";
      if (sections[i].contains("preset")) confine(sections[i]["preset"], at + "preset", true);
      // A batch is always a path (a file of mazes), never a shipped name.
      if (sections[i].contains("batch")) confine(sections[i]["batch"], at + "batch", false);
    }
  }
  return out;
}

}  // namespace mazebook
