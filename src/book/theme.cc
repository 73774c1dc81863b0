#include "book/theme.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "base/data_paths.h"
#include "base/error.h"
#include "base/json_reader.h"
#include "maze/random.h"

namespace mazebook {

namespace {

// The theme-only keys; every other key of a theme is a template key.
constexpr std::string_view kThemeKeys[] = {"template", "pictures", "silhouettes"};

bool is_theme_key(const std::string& key) {
  return std::find(std::begin(kThemeKeys), std::end(kThemeKeys), key) != std::end(kThemeKeys);
}

// The file a theme names: "openclipart:REL", absolute, or relative to the
// theme's folder. No ".." may climb out of the clip-art folder.
ArtFile art_file(const JsonNode& node, const std::filesystem::path& theme_folder) {
  const std::string written = node.as_string();
  if (written.empty()) node.fail("expected a picture file, got an empty string");
  static constexpr std::string_view kPrefix = "openclipart:";
  std::filesystem::path path;
  if (written.rfind(kPrefix, 0) == 0) {
    const std::filesystem::path relative(written.substr(kPrefix.size()));
    if (relative.empty() || relative.is_absolute() ||
        std::find(relative.begin(), relative.end(), "..") != relative.end()) {
      node.fail("expected openclipart:FOLDER/FILE.svg inside " + std::string(kOpenclipartRoot) +
                ", got '" + written + "'");
    }
    path = std::filesystem::path(kOpenclipartRoot) / relative;
  } else {
    path = std::filesystem::path(written);
    if (path.is_relative()) path = theme_folder / path;
  }
  const std::string extension = path.extension().string();
  if (extension != ".svg" && extension != ".png" && extension != ".jpg" && extension != ".jpeg") {
    node.fail("expected an .svg, .png or .jpg picture, got '" + written + "'");
  }
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    node.fail("no such picture file: " + path.string() +
              (written.rfind(kPrefix, 0) == 0 ? " (Debian's openclipart-svg package)" : ""));
  }
  return {path.string(), written};
}

std::vector<ArtFile> art_set(const JsonNode& pictures, std::string_view key, size_t min_size,
                             const std::filesystem::path& folder) {
  std::vector<ArtFile> files;
  if (!pictures.has(key)) {
    if (min_size > 0) pictures.fail("expected the picture set \"" + std::string(key) + "\"");
    return files;
  }
  const JsonNode set = pictures.at(key);
  const size_t count = set.array_size(min_size, kMaxThemePictures);
  for (size_t i = 0; i < count; ++i) files.push_back(art_file(set.at(i), folder));
  return files;
}

}  // namespace

std::vector<std::string> shipped_theme_names() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry :
       std::filesystem::directory_iterator(data_dir() + "/templates/themes", ec)) {
    if (entry.is_regular_file() && entry.path().extension() == ".json") {
      names.push_back(entry.path().stem().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

Theme load_theme(const std::string& name_or_path, const std::string& context) {
  const DataFile file = resolve_data_file("templates/themes", name_or_path);
  if (file.path != file.shown && !std::filesystem::exists(file.path)) {
    std::string valid;
    for (const std::string& n : shipped_theme_names()) valid += (valid.empty() ? "" : ", ") + n;
    throw Error(context + ": unknown theme '" + name_or_path + "'; valid: " + valid);
  }
  const Json document = read_json_file(file.path, file.shown);
  const JsonNode root(document, file.shown);
  if (!document.is_object()) root.fail("expected an object");
  Theme theme;
  theme.source = file.shown;
  theme.name = std::filesystem::path(file.path).stem().string();
  const std::filesystem::path folder = std::filesystem::path(file.path).parent_path();
  if (root.has("template")) theme.base_template = root.at("template").as_string();
  if (!root.has("pictures")) root.fail("expected \"pictures\": a theme's START and FINISH sets");
  const JsonNode pictures = root.at("pictures");
  pictures.expect_object({"start", "finish", "section", "cover"});
  theme.start = art_set(pictures, "start", 1, folder);
  theme.finish = art_set(pictures, "finish", 1, folder);
  theme.section = art_set(pictures, "section", 0, folder);
  theme.cover = art_set(pictures, "cover", 0, folder);
  if (root.has("silhouettes")) {
    const JsonNode list = root.at("silhouettes");
    const size_t count = list.array_size(0, kMaxThemePictures);
    for (size_t i = 0; i < count; ++i) {
      const std::string mask = list.at(i).as_string();
      // A shipped mask is NAME.txt or NAME.svgpath (presets/masks/README.md).
      const std::string stem = data_dir() + "/presets/masks/" + mask;
      if (mask.empty() || mask.find('/') != std::string::npos ||
          (!std::filesystem::exists(stem + ".txt") &&
           !std::filesystem::exists(stem + ".svgpath"))) {
        list.at(i).fail("no silhouette '" + mask + "' in presets/masks");
      }
      theme.silhouettes.push_back(mask);
    }
  }
  for (const auto& [key, value] : document.items()) {
    if (!is_theme_key(key)) theme.template_layer[key] = value;
  }
  if (theme.template_layer.contains("name")) theme.name = theme.template_layer["name"];
  return theme;
}

const std::vector<ArtFile>& pictures_for(const Theme& theme, PictureRole role) {
  switch (role) {
    case PictureRole::start:
      return theme.start;
    case PictureRole::finish:
      return theme.finish;
    case PictureRole::section:
      return theme.section;
    case PictureRole::cover:
      break;
  }
  return theme.cover;
}

int choose_picture(size_t count, uint64_t book_seed, int section, int index, PictureRole role) {
  // A stream of its own per role, far from the attempts mazes use.
  constexpr uint64_t kPictureStream = 1ull << 40;
  Random random(derive_seed(book_seed, static_cast<uint64_t>(section), static_cast<uint64_t>(index),
                            kPictureStream + static_cast<uint64_t>(role)));
  return static_cast<int>(random.uniform(static_cast<uint32_t>(count)));
}

}  // namespace mazebook
