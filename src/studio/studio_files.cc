#include "studio/studio_files.h"

#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <vector>

#include "base/error.h"
#include "base/file_io.h"
#include "base/json_text.h"

namespace mazebook {

namespace {

constexpr size_t kMaxNameLength = 64;
constexpr size_t kBuildDigits = 3;

// A real folder at `path` (made when missing): never a symlink or a file.
void real_folder(const std::string& path) {
  struct stat st {};
  if (::lstat(path.c_str(), &st) != 0) {
    if (errno != ENOENT || ::mkdir(path.c_str(), 0777) != 0)
      throw Error("build: " + path + ": " + std::strerror(errno));
    return;
  }
  if (S_ISLNK(st.st_mode))
    throw Error("build: " + path + ": a symlink; the studio builds only into its work folder");
  if (!S_ISDIR(st.st_mode)) throw Error("build: " + path + ": not a folder");
}

// The build numbers in `folder`, in order: its real folders only, or with
// `any`, every entry so named (a symlink or a file planted there too, so
// that a new build never goes to a name that exists).
std::vector<std::string> builds_in(const std::string& folder, bool any = false) {
  std::vector<std::string> found;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    const std::string name = entry.path().filename().string();
    if (is_build_number(name) && (any || (entry.is_directory() && !entry.is_symlink())))
      found.push_back(name);
  }
  std::sort(found.begin(), found.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  });
  return found;
}

std::string utc_minute(time_t when) {
  std::tm tm{};
  gmtime_r(&when, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &tm);
  return text;
}

}  // namespace

std::string studio_spec_name(const std::string& given, const std::string& field) {
  std::string name = given;
  if (name.size() > 5 && name.compare(name.size() - 5, 5, ".json") == 0)
    name.resize(name.size() - 5);
  const bool fine = !name.empty() && name.size() <= kMaxNameLength && name[0] != '.' &&
                    name.find_first_not_of(
                        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                        "0123456789-_.") == std::string::npos;
  if (!fine) {
    throw Error(field + ": '" + given +
                "': expected a name of 1 to 64 letters, digits, '-', '_' and '.', not "
                "starting with '.'");
  }
  return name;
}

std::string save_studio_spec(const std::string& work, const std::string& name, const Json& spec) {
  if (!spec.is_object()) throw Error("save: spec: expected an object");
  const std::string file = name + ".json";
  write_file_atomically(work + "/" + file, spec.dump(2) + "\n");
  return file;
}

std::string save_studio_image(const std::string& work, const std::string& file,
                              const std::string& bytes) {
  const size_t dot = file.rfind('.');
  std::string extension = dot == std::string::npos ? "" : file.substr(dot);
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (extension != ".png" && extension != ".jpg" && extension != ".jpeg" && extension != ".svg")
    throw Error("upload: '" + file + "': expected a PNG, JPEG or SVG picture (.png, .jpg, .svg)");
  const std::string name = studio_spec_name(file, "upload");
  if (bytes.empty()) throw Error("upload: " + file + ": an empty file");
  const std::string folder = work + "/images";
  struct stat st {};
  if (::lstat(folder.c_str(), &st) != 0) {
    if (::mkdir(folder.c_str(), 0777) != 0)
      throw Error("upload: " + folder + ": " + std::strerror(errno));
  } else if (!S_ISDIR(st.st_mode)) {
    throw Error("upload: " + folder + ": not a folder of the work folder (a symlink?)");
  }
  write_file_atomically(folder + "/" + name, bytes);
  return "images/" + name;
}

std::string studio_builds_folder(const std::string& work, const std::string& name) {
  real_folder(work + "/builds");
  const std::string folder = work + "/builds/" + name;
  real_folder(folder);
  return folder;
}

std::string studio_series_record(const std::string& work, const std::string& value,
                                 const std::string& field, bool make) {
  const std::string prefix = "series/";
  const bool shaped = value.size() > prefix.size() + 5 &&
                      value.compare(0, prefix.size(), prefix) == 0 &&
                      value.compare(value.size() - 5, 5, ".json") == 0;
  if (!shaped) {
    throw Error(field + ": '" + value +
                "': the studio keeps a series record in its work folder: expected "
                "\"series/NAME.json\"");
  }
  const std::string name = studio_spec_name(value.substr(prefix.size()), field);
  const std::string folder = work + "/series";
  struct stat st {};
  if (::lstat(folder.c_str(), &st) != 0) {
    if (errno != ENOENT) throw Error(field + ": " + folder + ": " + std::strerror(errno));
    if (make && ::mkdir(folder.c_str(), 0777) != 0)
      throw Error(field + ": " + folder + ": " + std::strerror(errno));
  } else if (!S_ISDIR(st.st_mode)) {
    throw Error(field + ": " + folder + ": not a folder of the work folder (a symlink?)");
  }
  const std::string file = folder + "/" + name + ".json";
  if (::lstat(file.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
    throw Error(field + ": " + file + ": not a file of the work folder (a symlink?)");
  return file;
}

std::string next_build_number(const std::string& folder) {
  const std::vector<std::string> builds = builds_in(folder, true);
  const int next = builds.empty() ? 1 : std::stoi(builds.back()) + 1;
  std::string number = std::to_string(next);
  if (number.size() < kBuildDigits) number.insert(0, kBuildDigits - number.size(), '0');
  return number;
}

bool is_build_number(const std::string& build) {
  return build.size() >= kBuildDigits && build.size() <= 9 &&
         build.find_first_not_of("0123456789") == std::string::npos;
}

Json list_studio_builds(const std::string& work, const std::string& name, int most) {
  Json list = Json::array();
  const std::string folder = work + "/builds/" + name;
  struct stat st {};
  if (::lstat(folder.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) return list;
  std::vector<std::string> builds = builds_in(folder);
  std::reverse(builds.begin(), builds.end());
  for (const std::string& build : builds) {
    if (static_cast<int>(list.size()) == most) break;
    const std::string relative = "builds/" + name + "/" + build;
    Json entry = {{"build", build}, {"verdict", "fail"}};
    if (::lstat((work + "/" + relative).c_str(), &st) == 0) entry["date"] = utc_minute(st.st_mtime);
    // Read beneath the work folder: a file planted as a symlink leads nowhere.
    try {
      const Json check =
          parse_json_text(read_file_beneath(work, relative + "/check.json"), "check.json");
      if (check.contains("summary") && check.at("summary").value("failed", 1) == 0)
        entry["verdict"] = "pass";
      const Json book =
          parse_json_text(read_file_beneath(work, relative + "/book.json"), "book.json");
      entry["pages"] = book.at("interior").at("pages");
      entry["mazes"] = book.at("mazes").size();
    } catch (const std::exception&) {
      // A build without its files (deleted by hand) is listed as failed.
    }
    list.push_back(entry);
  }
  return list;
}

void delete_studio_build(const std::string& work, const std::string& name,
                         const std::string& build) {
  const std::string path = work + "/builds/" + name + "/" + build;
  struct stat folder {};
  struct stat st {};
  if (!is_build_number(build) || ::lstat((work + "/builds/" + name).c_str(), &folder) != 0 ||
      !S_ISDIR(folder.st_mode) || ::lstat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
    throw Error("delete: " + name + " build '" + build + "': no such build");
  // remove_all removes a symlink inside the build, never what it points to.
  std::filesystem::remove_all(path);
}

}  // namespace mazebook
