#include "book/theme.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "base/data_paths.h"
#include "base/error.h"
#include "base/file_kind.h"
#include "base/json_reader.h"
#include "base/nearest_name.h"
#include "book/book_mazes.h"
#include "maze/random.h"

namespace mazebook {

namespace {

// Pictures draw from streams of their own per role, far from the attempts
// mazes use (derive_seed's last argument).
constexpr uint64_t kPictureStream = 1ull << 40;

// The theme-only keys; every other key of a theme is a template key.
constexpr std::string_view kThemeKeys[] = {"template", "pictures", "silhouettes", "picture_size"};

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
    const std::string problem = not_a_file(path.string());
    if (!problem.empty() && problem != kNoSuchFile) node.fail(path.string() + ": " + problem);
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

std::vector<std::string> shipped_theme_names() { return data_file_names("templates/themes"); }

Theme load_theme(const std::string& name_or_path, const std::string& context,
                 const std::string& naming_file) {
  const DataFile file = resolve_data_file("templates/themes", name_or_path, naming_file);
  if (file.path != file.shown && !std::filesystem::exists(file.path)) {
    throw Error(unknown_name_message(context, "theme", name_or_path, shipped_theme_names(),
                                     data_dir() + "/templates/themes"));
  }
  if (!naming_file.empty()) require_named_file(file.path, name_or_path, naming_file, context);
  const Json document = read_json_file(file.path, kMaxSpecBytes, file.shown);
  const JsonNode root(document, file.shown);
  if (!document.is_object()) root.fail("expected an object");
  Theme theme;
  theme.source = file.shown;
  theme.path = file.path;
  theme.name = std::filesystem::path(file.path).stem().string();
  const std::filesystem::path folder = std::filesystem::path(file.path).parent_path();
  if (root.has("template")) theme.base_template = root.at("template").as_string();
  // Half an inch to an inch and a third: big enough to read as a picture,
  // small enough to leave the maze most of the page.
  if (root.has("picture_size")) theme.picture_size = root.at("picture_size").as_number(36, 96);
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

namespace {

// The set's pictures in a seeded order of their own for one section.
std::vector<int> section_order(size_t count, uint64_t book_seed, int section, PictureRole role) {
  std::vector<int> order(count);
  for (size_t i = 0; i < count; ++i) order[i] = static_cast<int>(i);
  Random random(derive_seed(book_seed, static_cast<uint64_t>(section), 0,
                            kPictureStream + static_cast<uint64_t>(role)));
  random.shuffle(order);
  return order;
}

}  // namespace

void choose_mark_pictures(const Theme& theme, uint64_t book_seed, std::vector<BookMaze>& mazes) {
  // Each section deals its sets out in a seeded order, so a picture comes
  // back only when all the others have been shown. A maze's place in its
  // section is counted in printed order.
  std::vector<int> place;
  std::vector<std::vector<int>> starts;
  std::vector<std::vector<int>> finishes;
  for (BookMaze& m : mazes) {
    const auto section = static_cast<size_t>(m.section);
    if (place.size() <= section) {
      place.resize(section + 1, 0);
      starts.resize(section + 1);
      finishes.resize(section + 1);
    }
    if (starts[section].empty()) {
      starts[section] = section_order(theme.start.size(), book_seed, m.section, PictureRole::start);
      finishes[section] =
          section_order(theme.finish.size(), book_seed, m.section, PictureRole::finish);
    }
    const auto index = static_cast<size_t>(place[section]++);
    m.start_picture = starts[section][index % starts[section].size()];
    m.finish_picture = finishes[section][index % finishes[section].size()];
  }
}

std::vector<ArtFile> section_pool(const Theme& theme) {
  std::vector<ArtFile> pool = theme.section;
  if (pool.empty()) return pool;
  for (const ArtFile& art : theme.start) {
    const auto same = [&](const ArtFile& other) { return other.path == art.path; };
    if (std::none_of(pool.begin(), pool.end(), same)) pool.push_back(art);
  }
  return pool;
}

std::vector<int> choose_section_pictures(const Theme& theme, uint64_t book_seed, int sections) {
  std::vector<int> chosen(static_cast<size_t>(sections), -1);
  if (theme.section.empty()) return chosen;
  // Sections take the set in turn from a seeded start, so neighbouring
  // sections differ while the set lasts; then the rest of the pool the
  // same way, and only then does a picture come back.
  const int own = static_cast<int>(theme.section.size());
  const int rest = static_cast<int>(section_pool(theme).size()) - own;
  const int first = choose_picture(theme.section.size(), book_seed, 0, 0, PictureRole::section);
  const int first_rest =
      rest > 0 ? choose_picture(static_cast<size_t>(rest), book_seed, 0, 1, PictureRole::section)
               : 0;
  for (int s = 0; s < sections; ++s) {
    const int k = s % (own + rest);
    chosen[static_cast<size_t>(s)] =
        k < own ? (first + k) % own : own + (first_rest + k - own) % rest;
  }
  return chosen;
}

std::vector<int> choose_cover_pictures(const Theme& theme, uint64_t book_seed) {
  std::vector<int> chosen;
  if (theme.cover.empty()) return chosen;
  const int count = static_cast<int>(theme.cover.size());
  const int first = choose_picture(theme.cover.size(), book_seed, 0, 0, PictureRole::cover);
  for (int i = 0; i < std::min(count, static_cast<int>(kFrontPictures)); ++i)
    chosen.push_back((first + i) % count);
  return chosen;
}

void add_theme_to_manifest(const Theme& theme, const std::vector<BookMaze>& mazes,
                           const std::vector<int>& section_pictures, Json& manifest) {
  const auto names = [](const std::vector<ArtFile>& set) {
    Json list = Json::array();
    for (const ArtFile& art : set) list.push_back(art.shown);
    return list;
  };
  manifest["theme"] = {{"name", theme.name},
                       {"file", theme.source},
                       {"picture_size_pt", theme.picture_size},
                       {"pictures",
                        {{"start", names(theme.start)},
                         {"finish", names(theme.finish)},
                         {"section", names(theme.section)},
                         {"cover", names(theme.cover)}}}};
  for (size_t i = 0; i < mazes.size(); ++i) {
    const BookMaze& m = mazes[i];
    manifest["mazes"][i]["pictures"] = {
        {"start", theme.start[static_cast<size_t>(m.start_picture)].shown},
        {"finish", theme.finish[static_cast<size_t>(m.finish_picture)].shown}};
  }
  const std::vector<ArtFile> pool = section_pool(theme);
  for (size_t s = 0; s < section_pictures.size(); ++s) {
    if (section_pictures[s] >= 0) {
      manifest["interior"]["sections"][s]["picture"] =
          pool[static_cast<size_t>(section_pictures[s])].shown;
    }
  }
}

int choose_picture(size_t count, uint64_t book_seed, int section, int index, PictureRole role) {
  Random random(derive_seed(book_seed, static_cast<uint64_t>(section), static_cast<uint64_t>(index),
                            kPictureStream + static_cast<uint64_t>(role)));
  return static_cast<int>(random.uniform(static_cast<uint32_t>(count)));
}

}  // namespace mazebook
