#include "render/theme_art.h"

namespace mazebook {

namespace {

std::vector<Picture> load_set(const Theme& theme, const std::vector<ArtFile>& files) {
  std::vector<Picture> pictures;
  pictures.reserve(files.size());
  for (const ArtFile& file : files) {
    pictures.push_back(Picture::load(file.path, theme.source + ": " + file.shown));
  }
  return pictures;
}

}  // namespace

ThemeArt load_theme_art(const Theme& theme) {
  ThemeArt art;
  art.start = load_set(theme, theme.start);
  art.finish = load_set(theme, theme.finish);
  art.section = load_set(theme, section_pool(theme));
  art.cover = load_set(theme, theme.cover);
  return art;
}

}  // namespace mazebook
