#pragma once
// How the book layer turns a mask that a preset, an option or a theme names
// (a shipped silhouette, a text mask, a PNG or an SVG; presets/masks/
// README.md) into mask rows. Reading images needs librsvg, so the render
// layer implements it (render/shipped_masks.h, mask_files()) and whoever
// loads presets, specs or themes passes it in: the book layer links no
// drawing library.

#include <string>
#include <vector>

namespace mazebook {

class MaskReader {
 public:
  virtual ~MaskReader() = default;
  // The rows ('X' a cell, anything else none) of the `columns` x `rows`
  // mask that `name_or_path` stands for. Throws Error starting with
  // `context` (an option, or a file and its JSON path).
  virtual std::vector<std::string> mask_rows(const std::string& name_or_path, int columns, int rows,
                                             const std::string& context) const = 0;
};

}  // namespace mazebook
