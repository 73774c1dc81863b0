#pragma once
// A book template (templates/*.json): the look of a book apart from its
// puzzles: which pages come before the first section, fonts, sizes,
// colours, and every word printed, as texts with placeholders such as
// {number}, {level} and {page}.
//
// Every key may be left out of a template file; the defaults below are the
// classic template's values (templates/classic.json, documented key by key
// in templates/README.md), so a template written today keeps working when a
// key is added.

#include <map>
#include <string>
#include <vector>

#include "book/page_kinds.h"

namespace mazebook {

struct Colour {
  double r = 0;  // 0 to 1
  double g = 0;
  double b = 0;
};

// #rrggbb as a Colour, exactly as a template's "#rrggbb" reads.
constexpr Colour hex_colour(unsigned rgb) {
  return {((rgb >> 16) & 255) / 255.0, ((rgb >> 8) & 255) / 255.0, (rgb & 255) / 255.0};
}

// The texts a template may set, with the classic template's words.
std::map<std::string, std::string> default_texts();

// The classic template's name of every level (book/level.h).
std::map<std::string, std::string> default_levels();

struct BookTemplate {
  std::string name = "classic";  // the file name without .json when not given
  // The pages before the first section, in order.
  std::vector<PageKind> front_matter = default_front_matter();
  // The pages after the solutions, in order.
  std::vector<PageKind> back_matter = default_back_matter();
  // Pango font descriptions without size: "Lato Bold".
  std::string title_font = "Lato Black", heading_font = "Lato Bold", body_font = "Lato",
              label_font = "Lato Bold";
  // Interior sizes in points.
  double title_size = 34, subtitle_size = 16, author_size = 15, section_size = 30,
         heading_size = 20, level_size = 12, body_size = 10, page_text_size = 13,
         page_number_size = 9, marks_size = 11, solution_label_size = 8;
  // Cover sizes in points; text that does not fit shrinks down to floors
  // (render/cover.h), then the build stops naming the field.
  double cover_title_size = 54, cover_subtitle_size = 20, cover_author_size = 20,
         cover_level_size = 16, back_text_size = 16, spine_size = 14;
  Colour text = hex_colour(0x1a1a1a), muted = hex_colour(0x555555), accent = hex_colour(0x333333),
         start = hex_colour(0x1a1a1a), finish = hex_colour(0x1a1a1a);
  // A puzzle variant's marks inside the maze (keys, doors, arrows, stairs):
  // a grey of 0.40 to 0.60 that contrasts 3:1 with the paper.
  Colour mark = hex_colour(0x737373);
  Colour cover_background = hex_colour(0x1f3a5f), cover_panel = hex_colour(0xffffff),
         cover_text = hex_colour(0xffffff), cover_accent = hex_colour(0xf2c14e);
  double wall_scale = 1.0;  // multiplies each preset's wall weight
  // The side of the square a START or FINISH picture takes beside its
  // label, points; 0 when the book has no pictures (a theme sets it).
  double mark_picture = 0;
  std::string marks = "arrow";  // START/FINISH style: "arrow" or "badge"
  std::map<std::string, std::string> texts = default_texts();
  // Level names by level (book/level.h: "easy": "Leicht"): {levels}, and
  // the title of a section without one of its own.
  std::map<std::string, std::string> levels = default_levels();
  std::string source;  // the file, for messages

  // The text called `key` with every {name} replaced from `values`.
  std::string text_for(const std::string& key,
                       const std::map<std::string, std::string>& values) const;
};

// Names of the templates shipped in templates/, sorted.
std::vector<std::string> shipped_template_names();

// A list of front-matter (or, with `back`, back-matter) page names as a
// template or a spec gives it: each known, each at most once. Throws Error
// naming the entry.
std::vector<PageKind> parse_page_list(const class JsonNode& node, bool back);

// Loads a template by name (templates/NAME.json) or from a path, relative
// to `naming_file` when a file names it (base/data_paths.h). Unknown names
// are reported as "CONTEXT: unknown template 'x'; valid: classic, kids", a
// missing file as "CONTEXT: no such file 'x.json' in FOLDER".
BookTemplate load_template(const std::string& name_or_path, const std::string& context,
                           const std::string& naming_file = "");

// Applies a template's keys (a template file's whole object, or a theme's
// template keys: book/theme.h) over `t`: every key given replaces what `t`
// has, every key left out keeps it. Throws Error("FILE: PATH: problem")
// naming the layer's file.
class JsonNode;
void apply_template_layer(const JsonNode& root, BookTemplate& t);

// Replaces every {name} in `text` with values[name]; unknown names stay.
std::string fill_placeholders(const std::string& text,
                              const std::map<std::string, std::string>& values);

}  // namespace mazebook
