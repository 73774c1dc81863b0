#include "studio/studio_paths.h"

#include <filesystem>
#include <system_error>

#include "base/data_paths.h"
#include "base/error.h"

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
  readable_ = {work_, resolved(fs::absolute(data_dir()))};
}

std::string StudioPaths::resolve_readable(const std::string& relative,
                                          const std::string& field) const {
  if (relative.empty()) throw Error(field + ": expected a file name");
  if (relative.find('\0') != std::string::npos) throw Error(field + ": a file name has no NUL");
  const fs::path given(relative);
  for (const std::string& folder : readable_) {
    const std::string path = resolved(given.is_absolute() ? given : fs::path(folder) / given);
    std::error_code ec;
    if (path_inside(path, folder) && fs::exists(path, ec)) return path;
  }
  for (const std::string& folder : readable_) {
    const std::string path = resolved(given.is_absolute() ? given : fs::path(folder) / given);
    if (path_inside(path, folder)) throw Error(field + ": " + relative + ": no such file");
  }
  throw Error(field + ": " + relative +
              ": outside the studio's folders (the work folder and the data folder)");
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
  if (out.contains("template")) confine(out["template"], "template", true);
  if (out.contains("theme")) confine(out["theme"], "theme", true);
  if (out.contains("cover") && out["cover"].is_object() && out["cover"].contains("front_image"))
    confine(out["cover"]["front_image"], "cover.front_image", false);
  if (out.contains("sections") && out["sections"].is_array()) {
    Json& sections = out["sections"];
    for (size_t i = 0; i < sections.size(); ++i) {
      if (sections[i].is_object() && sections[i].contains("preset"))
        confine(sections[i]["preset"], "sections[" + std::to_string(i) + "].preset", true);
    }
  }
  return out;
}

}  // namespace mazebook
