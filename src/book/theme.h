#pragma once
// A theme (templates/themes/*.json, templates/themes/README.md): a template
// layer plus pictures. Its template keys (fonts, sizes, colours, texts,
// levels, marks, ...) are applied over its base template exactly as a
// template's own keys are, so a theme is no second system: it is a
// template that also names pictures for START and FINISH, section pages
// and the cover, and the silhouettes it likes. Pictures are chosen from
// these sets here, seeded, and recorded in the manifest; src/render only
// draws what it is handed.

#include <cstdint>
#include <string>
#include <vector>

#include "base/json.h"

namespace mazebook {

// One picture file a theme names.
struct ArtFile {
  std::string path;   // to open
  std::string shown;  // as the theme wrote it, for messages and the manifest
};

// Where a theme's picture is used.
enum class PictureRole : uint8_t { start, finish, section, cover };

struct Theme {
  std::string name;
  std::string base_template = "classic";  // a template name or path
  // Picture sets, each 1 to kMaxThemePictures files (section and cover may
  // be empty: those pages then have none).
  std::vector<ArtFile> start, finish, section, cover;
  std::vector<std::string> silhouettes;  // mask names (presets/masks)
  double picture_size = 48;              // the square a START or FINISH picture takes, points
  Json template_layer = Json::object();  // the theme's template keys
  std::string source;                    // the theme file, for messages
  std::string path;                      // the theme file, to open (its template is beside it)
};

// Most pictures in one set of a theme.
constexpr size_t kMaxThemePictures = 32;

// The folder "openclipart:PATH" names: Debian's openclipart-svg package.
constexpr char kOpenclipartRoot[] = "/usr/share/openclipart/svg";

// Names of the themes shipped in templates/themes/, sorted.
std::vector<std::string> shipped_theme_names();

// Loads a theme by name (templates/themes/NAME.json) or from a path.
// Picture paths are "openclipart:REL" (Debian's clip art), absolute, or
// relative to the theme file's folder. Throws Error("FILE: PATH: problem");
// an unknown name reads "CONTEXT: unknown theme 'x'; valid: ...", a missing
// file (a relative path is relative to `naming_file`, base/data_paths.h)
// "CONTEXT: no such file 'x.json' in FOLDER". The pictures themselves are
// read and checked by the caller (render/picture.h).
Theme load_theme(const std::string& name_or_path, const std::string& context,
                 const std::string& naming_file = "");

// The set of `role`.
const std::vector<ArtFile>& pictures_for(const Theme& theme, PictureRole role);

struct BookMaze;

// Gives every maze its START and FINISH picture: each section deals each
// set out in a seeded order, so no picture comes back before the others
// have been shown.
void choose_mark_pictures(const Theme& theme, uint64_t book_seed, std::vector<BookMaze>& mazes);

// The pictures a section page may show: the theme's section set, then its
// START pictures that are not in it, so that a book with more sections
// than section pictures shows those before any comes back.
std::vector<ArtFile> section_pool(const Theme& theme);

// The picture of each section's page: an index into section_pool(theme),
// or -1 when the theme has no section pictures. The section set is taken
// in turn from a seeded start, then the rest of the pool likewise: no
// picture comes back before the whole pool has been shown.
std::vector<int> choose_section_pictures(const Theme& theme, uint64_t book_seed, int sections);

// Most of the theme's cover pictures shown on a composed front.
constexpr size_t kFrontPictures = 3;

// The cover pictures shown in a row under the front's maze, left to right:
// indices into theme.cover, up to kFrontPictures of them taken in turn from
// a seeded start; none when the theme has no cover pictures.
std::vector<int> choose_cover_pictures(const Theme& theme, uint64_t book_seed);

// Records the theme in a manifest: "theme" (its name, file and picture
// sets, as the theme wrote them), each maze's "pictures" and each
// section's "picture". REQUIRES: manifest_json's "mazes" and "interior".
void add_theme_to_manifest(const Theme& theme, const std::vector<BookMaze>& mazes,
                           const std::vector<int>& section_pictures, Json& manifest);

// Which picture of a set of `count` the maze at (section, index) of a book
// seeded `book_seed` shows in `role`: uniform, from the project's own
// random source, the same whatever order mazes are made in.
// REQUIRES: count > 0.
int choose_picture(size_t count, uint64_t book_seed, int section, int index, PictureRole role);

}  // namespace mazebook
