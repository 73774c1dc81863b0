#pragma once
// Masks the picture-maze tests start from: filled blocks, and the shipped
// silhouettes' pinned text masks (tests/data/pins/masks).

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace mbtest {

// A filled W x H rectangle of 'X' in a mask with `margin` '.' all round.
inline std::vector<std::string> block(int width, int height, int margin) {
  std::vector<std::string> rows(static_cast<size_t>(height + 2 * margin),
                                std::string(static_cast<size_t>(width + 2 * margin), '.'));
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) rows[y + margin][x + margin] = 'X';
  return rows;
}

// The pinned mask file `name` ("heart-40x40.txt"), its comment lines left out.
inline std::vector<std::string> pinned_mask(const std::string& name) {
  std::ifstream in(std::filesystem::path(MAZEBOOK_TEST_DATA) / "pins" / "masks" / name);
  std::vector<std::string> rows;
  for (std::string line; std::getline(in, line);)
    if (line.empty() || line[0] != '#') rows.push_back(line);
  return rows;
}

}  // namespace mbtest
