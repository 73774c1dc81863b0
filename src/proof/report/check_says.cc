#include "proof/report/check_says.h"

#include <array>
#include <string_view>
#include <utility>

namespace mazeproof {
namespace {

using Said = std::pair<std::string_view, std::string_view>;

// Checks of the book as a whole, and of a poster's pages.
constexpr std::array kBook{
    Said{"pages.accounted",
         "Every page is accounted for: each maze and solution is where the book lists it, and "
         "no maze is printed that the book does not list"},
    Said{"mazes.pages",
         "Every maze has a page of its own and a solution on the page listed for it"},
    Said{"mazes.drawings", "Every maze page shows one whole maze, drawn wall by wall"},
    Said{"mazes.perfect", "Every maze has exactly one way from START to FINISH"},
    Said{"mazes.manifest",
         "Every maze printed is the maze the book lists, with the same openings, route and "
         "difficulty"},
    Said{"solutions.drawings", "Every solution page shows the right mazes, in the right places"},
    Said{"solutions.routes",
         "Every solution shows the one way from START to FINISH, never through a wall"},
    Said{"mazes.closed_world",
         "Nothing else on a maze or solution page adds, hides or changes a wall"},
    Said{"mazes.legible",
         "Every maze's walls and corridors are wide enough to read and to draw in"},
    Said{"variants.proved",
         "Every puzzle maze (entrances, keys, one-way passages, floors) can be solved by its rule, "
         "in one way only"},
    Said{"ornaments.proved",
         "Every decorative maze inside the book is a real maze with one way through"},
    Said{"mazes.rendered",
         "Every maze and solution looks on paper as it was proved: dark walls, clear corridors, "
         "the grey route seen all the way"},
    Said{"cover.pictures", "The cover's pictures stay clear of the mazes on the cover"},
    Said{"cover.art", "Every maze on the cover is a real maze with one way through"},
    Said{"pictures.drawn",
         "Every picture is plain artwork: no words, no line too thin to print, no pure black"},
    Said{"texts.printed",
         "Every heading, caption, label and letter reads as the book means it, and no other words "
         "are on the maze and solution pages"},
    Said{
        "texts.visible",
        "Every heading, caption, label and letter can be seen: nothing covers it and it stands out "
        "from what is under it"},
    Said{"texts.numbered",
         "The mazes are numbered in book order, and every solution is labelled with its maze and "
         "page"},
    Said{"pages.white_paint",
         "Nothing is painted in the paper's colour over a wall, a route, a mark or a word"},
    Said{"interior.page_size",
         "Every page of the interior is the trim size (with bleed when chosen)"},
    Said{"interior.page_count",
         "The page count is even and within KDP's range for the trim and paper"},
    Said{"interior.line_width",
         "Every line in the interior is at least 0.75 pt, thick enough to print"},
    Said{"interior.grey_fills",
         "Every grey in the interior is at least 10 % ink, dark enough to print"},
    Said{"interior.margins", "Nothing is printed in the interior's margins for its page count"},
    Said{"interior.blank_pages",
         "No more blank pages than KDP allows: at most 2 in a row, at most 10 at the end"},
    Said{"interior.text_size", "All text in the interior is at least 7 pt"},
    Said{"cover.pages", "The cover is one page"},
    Said{"cover.size", "The cover's size and its spine fit the page count and the paper"},
    Said{"cover.text_size", "All text on the cover, the spine's too, is at least 7 pt"},
    Said{"cover.spine_text",
         "The spine carries text only when the book has 80 pages or more, clear of its folds"},
    Said{"cover.barcode_box",
         "The back cover leaves the barcode's place white and empty, where KDP "
         "prints it"},
    Said{"cover.safe_area",
         "The cover's words and art keep 0.25 in inside the trim; only the background runs to the "
         "edge"},
};

// Checks made for each file ("interior.fonts", "cover.fonts",
// "poster.structure"): the file's name goes into the sentence.
constexpr std::array kPerFile{
    Said{"structure", "The {} is one complete PDF, with nothing hidden or added after it"},
    Said{"graphics_state", "Everything in the {} prints solid: no transparency, no hidden layers"},
    Said{"fonts", "Every font in the {} is embedded"},
    Said{"annotations", "The {} has no comments or other annotations"},
    Said{"outlines", "The {} has no bookmarks"},
    Said{"encryption", "The {} is not encrypted or locked"},
    Said{"image_resolution", "Every image in the {} prints at 300 DPI or more"},
};

constexpr std::array kFiles{"interior", "cover", "poster"};

}  // namespace

std::string check_says(const std::string& id) {
  for (const Said& s : kBook) {
    if (s.first == id) return std::string(s.second);
  }
  const size_t dot = id.find('.');
  if (dot == std::string::npos) return "";
  const std::string_view file(id.data(), dot), rest(id.data() + dot + 1, id.size() - dot - 1);
  bool known = false;
  for (const char* f : kFiles) known = known || file == f;
  if (!known) return "";
  for (const Said& s : kPerFile) {
    if (s.first != rest) continue;
    std::string out(s.second);
    out.replace(out.find("{}"), 2, file);
    return out;
  }
  return "";
}

}  // namespace mazeproof
