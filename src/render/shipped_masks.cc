#include "render/shipped_masks.h"

#include <algorithm>
#include <filesystem>

#include "base/data_paths.h"
#include "base/error.h"
#include "base/file_io.h"
#include "base/nearest_name.h"

namespace mazebook {

namespace {

namespace fs = std::filesystem;

constexpr char kFolder[] = "presets/masks";

bool is_shipped_name(const std::string& name) {
  return name.find('/') == std::string::npos && name.find('.') == std::string::npos;
}

// An SVG named by a NAME.svgpath file; errors name the pointer file first.
MaskSource load_svgpath(const std::string& path, const std::string& shown) {
  const std::string svg = parse_svgpath(read_file(path), fs::path(path).parent_path(), shown);
  try {
    return load_mask_file(svg, svg);
  } catch (const Error& e) {
    throw Error(shown + ": " + e.what(), e.exit_code());
  }
}

}  // namespace

std::vector<std::string> shipped_mask_names() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(data_dir() + "/" + kFolder, ec)) {
    const fs::path& path = entry.path();
    const std::string stem = path.stem().string();
    if (entry.is_regular_file() && is_shipped_name(stem) &&
        (path.extension() == ".txt" || path.extension() == ".svgpath")) {
      names.push_back(stem);
    }
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

std::string parse_svgpath(const std::string& text, const std::string& folder,
                          const std::string& shown) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    start = end + 1;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  }
  if (lines.size() != 1) {
    throw Error(shown + ": expected one line with the path of an .svg file, got " +
                std::to_string(lines.size()));
  }
  if (lines[0].size() < 5 || lines[0].compare(lines[0].size() - 4, 4, ".svg") != 0) {
    throw Error(shown + ": expected the path of an .svg file, got '" + lines[0] + "'");
  }
  if (lines[0][0] == '/') return lines[0];
  return (fs::path(folder) / lines[0]).string();
}

MaskSource load_mask(const std::string& context, const std::string& name_or_path) {
  if (!is_shipped_name(name_or_path)) {
    if (!is_mask_file_name(name_or_path)) {
      throw Error(context + ": mask '" + name_or_path +
                  "': expected a shipped mask's name or a path to a .txt, .png or .svg file");
    }
    return load_mask_file(name_or_path, name_or_path);
  }
  const std::string base = data_dir() + "/" + kFolder + "/" + name_or_path;
  const std::string shown = std::string(kFolder) + "/" + name_or_path;
  std::error_code ec;
  if (!name_or_path.empty() && fs::is_regular_file(base + ".txt", ec)) {
    return load_mask_file(base + ".txt", shown + ".txt");
  }
  if (!name_or_path.empty() && fs::is_regular_file(base + ".svgpath", ec)) {
    return load_svgpath(base + ".svgpath", shown + ".svgpath");
  }
  throw Error(unknown_name_message(context, "mask", name_or_path, shipped_mask_names(),
                                   data_dir() + "/" + kFolder,
                                   " (or a path to a .txt, .png or .svg file)"));
}

std::vector<std::string> mask_rows(const std::string& context, const std::string& name_or_path,
                                   int columns, int rows) {
  return sample_mask(load_mask(context, name_or_path), columns, rows);
}

namespace {

class MaskFiles final : public MaskReader {
 public:
  std::vector<std::string> mask_rows(const std::string& name_or_path, int columns, int rows,
                                     const std::string& context) const override {
    return mazebook::mask_rows(context, name_or_path, columns, rows);
  }
};

}  // namespace

const MaskReader& mask_files() {
  static const MaskFiles files;
  return files;
}

}  // namespace mazebook
