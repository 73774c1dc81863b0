#pragma once
// A book template (templates/*.json): the look of a book, apart from its
// puzzles: fonts, sizes, colours, and texts with placeholders such as
// {number}, {level} and {page}.

#include <map>
#include <string>
#include <vector>

namespace mazebook {

struct Colour {
  double r = 0;
  double g = 0;
  double b = 0;
};

struct BookTemplate {
  std::string name;
  bool belongs_to_page = false;  // a "This book belongs to" page after the copyright page
  // Pango font descriptions without size: "Lato Bold".
  std::string title_font, heading_font, body_font, label_font;
  // Sizes in points.
  double title_size = 34, subtitle_size = 16, author_size = 15, section_size = 30,
         heading_size = 20, level_size = 12, body_size = 10, page_number_size = 9, marks_size = 9,
         solution_label_size = 8;
  // Cover sizes in points; text that does not fit shrinks down to the
  // floors below, then the build stops naming the field.
  double cover_title_size = 54, cover_subtitle_size = 20, cover_author_size = 20,
         cover_level_size = 16, back_text_size = 13, spine_size = 14;
  Colour text, muted, accent, start, finish;
  Colour cover_background, cover_panel, cover_text, cover_accent;
  double wall_scale = 1.0;                   // multiplies each preset's wall weight
  std::string marks = "arrow";               // START/FINISH style: "arrow" or "badge"
  std::map<std::string, std::string> texts;  // see templates/classic.json
  std::string source;                        // the file, for messages

  // The text called `key` with every {name} replaced from `values`.
  std::string text_for(const std::string& key,
                       const std::map<std::string, std::string>& values) const;
};

// Names of the templates shipped in templates/, sorted.
std::vector<std::string> shipped_template_names();

// Loads a template by name (templates/NAME.json) or from a path. Unknown
// names are reported as "CONTEXT: unknown template 'x'; valid: classic, kids".
BookTemplate load_template(const std::string& name_or_path, const std::string& context);

// Replaces every {name} in `text` with values[name]; unknown names stay.
std::string fill_placeholders(const std::string& text,
                              const std::map<std::string, std::string>& values);

}  // namespace mazebook
