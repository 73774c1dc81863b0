#include "render/mask_source.h"

#include <algorithm>
#include <cctype>

#include "base/error.h"
#include "render/image_file.h"
#include "render/mask_images.h"

namespace mazebook {

namespace {

std::string shown_char(char c) {
  if (c >= 32 && c < 127) return std::string("'") + c + "'";
  return "byte " + std::to_string(static_cast<unsigned char>(c));
}

bool is_blank(const std::string& line) {
  return std::all_of(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\t'; });
}

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

bool ends_with(const std::string& text, const std::string& end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

int64_t source_pixel(int64_t cell, int64_t cells, int64_t length, int64_t p, int64_t q) {
  // The centre (cell + 1/2) less the margin (cells - length * p / q) / 2,
  // divided by the scale p / q, all times 2p to stay in integers.
  const int64_t numerator = (2 * cell + 1 - cells) * q + length * p;
  const int64_t denominator = 2 * p;
  if (numerator < 0 || numerator >= length * denominator) return -1;
  return numerator / denominator;
}

std::vector<std::string> sample_mask(const MaskSource& source, int columns, int rows) {
  if (columns < 1 || rows < 1 || columns > kMaxMaskSide || rows > kMaxMaskSide) {
    throw Error(source.shown + ": mask size " + std::to_string(columns) + "x" +
                std::to_string(rows) + ": expected columns and rows each from 1 to " +
                std::to_string(kMaxMaskSide));
  }
  if (source.kind == MaskSource::Kind::svg) return sample_svg(source, columns, rows);
  const int64_t width = source.width;
  const int64_t height = source.height;
  // Fit inside: the axis that runs out first sets the scale p / q.
  const bool width_fits = int64_t{columns} * height <= int64_t{rows} * width;
  const int64_t p = width_fits ? columns : rows;
  const int64_t q = width_fits ? width : height;
  std::vector<int64_t> pixel_x(columns);
  for (int x = 0; x < columns; ++x) pixel_x[x] = source_pixel(x, columns, width, p, q);
  std::vector<std::string> mask(rows, std::string(columns, kMaskEmpty));
  for (int y = 0; y < rows; ++y) {
    const int64_t py = source_pixel(y, rows, height, p, q);
    if (py < 0) continue;
    for (int x = 0; x < columns; ++x) {
      if (pixel_x[x] >= 0 && source.inside[py * width + pixel_x[x]]) mask[y][x] = kMaskCell;
    }
  }
  return mask;
}

MaskSource parse_text_mask(const std::string& text, const std::string& shown) {
  MaskSource source;
  source.shown = shown;
  int first_line = 0;
  int line_number = 0;
  bool any_cell = false;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    start = end + 1;
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (is_blank(line) || line[0] == '#') continue;
    const std::string where = shown + ": line " + std::to_string(line_number);
    for (size_t c = 0; c < line.size(); ++c) {
      if (line[c] != kMaskCell && line[c] != kMaskEmpty) {
        throw Error(where + ", column " + std::to_string(c + 1) + ": expected 'X' or '.', got " +
                    shown_char(line[c]));
      }
    }
    if (first_line == 0) {
      if (line.size() > static_cast<size_t>(kMaxSourceSide)) {
        throw Error(where + ": has " + std::to_string(line.size()) + " characters; at most " +
                    std::to_string(kMaxSourceSide));
      }
      first_line = line_number;
      source.width = static_cast<int>(line.size());
    } else if (line.size() != static_cast<size_t>(source.width)) {
      throw Error(where + ": has " + std::to_string(line.size()) +
                  " characters, the first row (line " + std::to_string(first_line) + ") has " +
                  std::to_string(source.width));
    }
    if (source.height == kMaxSourceSide) {
      throw Error(where + ": more than " + std::to_string(kMaxSourceSide) + " rows");
    }
    ++source.height;
    for (const char c : line) {
      source.inside.push_back(c == kMaskCell ? 1 : 0);
      any_cell = any_cell || c == kMaskCell;
    }
  }
  if (first_line == 0) throw Error(shown + ": no rows: every line is blank or a comment");
  if (!any_cell) throw Error(shown + ": empty: no 'X' in any row");
  return source;
}

bool is_mask_file_name(const std::string& path) {
  const std::string name = lower(path);
  return ends_with(name, ".txt") || ends_with(name, ".png") || ends_with(name, ".svg");
}

MaskSource load_mask_file(const std::string& path, const std::string& shown) {
  const std::string name = lower(path);
  if (ends_with(name, ".png")) {
    return parse_png_mask(read_image_file(path, shown, kMaxPngMaskBytes), shown);
  }
  if (ends_with(name, ".svg")) {
    return parse_svg_mask(read_image_file(path, shown, kMaxSvgMaskBytes), shown);
  }
  if (ends_with(name, ".txt")) {
    return parse_text_mask(read_image_file(path, shown, kMaxTextMaskBytes), shown);
  }
  throw Error(shown + ": expected a .txt, .png or .svg file");
}

}  // namespace mazebook
