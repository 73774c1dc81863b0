#include "support/page_fill.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>

#include "book/page_plan.h"
#include "support/book_files.h"

namespace mbtest {

namespace {

// A grey image read from pdftoppm's PGM (P5, 8 bits).
struct Grey {
  int width = 0;
  int height = 0;
  std::string pixels;
  bool ink(int x, int y) const {
    return static_cast<unsigned char>(pixels[static_cast<size_t>(y * width + x)]) < 200;
  }
};

Grey render_page(const fs::path& pdf, int page) {
  const std::string n = std::to_string(page);
  const std::string pgm = shell_output("pdftoppm -gray -r 72 -f " + n + " -l " + n + " '" +
                                       pdf.string() + "' 2>/dev/null");
  Grey g;
  std::istringstream in(pgm);
  std::string magic;
  int depth = 0;
  in >> magic >> g.width >> g.height >> depth;
  in.get();
  if (magic != "P5" || depth != 255) return {};
  g.pixels.resize(static_cast<size_t>(g.width) * static_cast<size_t>(g.height));
  in.read(g.pixels.data(), static_cast<std::streamsize>(g.pixels.size()));
  return g;
}

struct Rect {
  double left = 0;
  double top = 0;
  double right = 0;
  double bottom = 0;
};

// A line's box as book.json records it (top left, width, size), a line
// of 1.3 its size high.
Rect line_box(const mazebook::Json& t) {
  const double x = t[6].get<double>();
  const double y = t[7].get<double>();
  return {x - 2, y - 2, x + t[8].get<double>() + 2, y + t[9].get<double>() * 1.3 + 2};
}

std::string kind_of(const mazebook::Json& maze) {
  std::string kind = maze["grid"].value("kind", "");
  if (maze.contains("variant") && maze["variant"].is_object())
    kind += "+" + maze["variant"].value("kind", "");
  return kind;
}

const mazebook::Json& placement_of(const mazebook::Json& maze) {
  return maze.contains("placement") ? maze["placement"] : maze["placements"][0];
}

}  // namespace

double PageFill::share() const {
  return std::max(ink_width / room_width, ink_height / room_height);
}

std::vector<PageFill> measure_fill(const fs::path& out, const mazebook::Json& manifest) {
  const mazebook::Json& interior = manifest["interior"];
  mazebook::BookPlan plan;
  plan.page_in = {interior["width_in"].get<double>(), interior["height_in"].get<double>()};
  plan.margins_in =
      mazebook::book_margins(interior["pages"].get<int>(), interior["bleed"].get<bool>());
  std::map<int, std::vector<Rect>> lines;  // per page: the boxes of its lines
  std::map<int, double> page_number;       // per page: its number's top
  for (const mazebook::Json& t : manifest["texts"]) {
    if (t[0] != "interior.pdf") continue;
    const int page = t[1].get<int>();
    const std::string key = t[2].get<std::string>();
    if (key == "maze_heading" || key == "level_line" || key == "rule_line") {
      lines[page].push_back(line_box(t));
    } else if (key == "page_number") {
      lines[page].push_back(line_box(t));
      page_number[page] = t[7].get<double>();
    }
  }
  std::vector<PageFill> pages;
  for (const mazebook::Json& maze : manifest["mazes"]) {
    PageFill f;
    f.page = maze["page"].get<int>();
    f.section = maze["section"].get<int>();
    f.kind = kind_of(maze);
    f.cell = placement_of(maze)["unit_pt"].get<double>();
    const double wall = placement_of(maze)["wall_pt"].get<double>();
    const mazebook::Box live = plan.live_area(f.page);
    // The maze's part of the page: the live area above the page number,
    // or on a page of several mazes its slot (book.json's slot_pt).
    Rect part{live.x, live.y, live.x + live.width,
              page_number.count(f.page) ? page_number[f.page] : live.y + live.height};
    if (maze.contains("slot_pt")) {
      const mazebook::Json& s = maze["slot_pt"];
      const double top = plan.height_pt() - s["y"].get<double>() - s["height"].get<double>();
      part = {s["x"].get<double>(), top, s["x"].get<double>() + s["width"].get<double>(),
              top + s["height"].get<double>()};
    }
    const auto within = [&](const Rect& r) {
      return r.left + 2 >= part.left - 1 && r.right - 2 <= part.right + 1 &&
             r.top + 2 >= part.top - 1 && r.top + 2 < part.bottom;
    };
    double below_heading = part.top;  // the lowest heading line's foot in the part
    for (const Rect& r : lines[f.page]) {
      if (within(r) && r.top + 2 < part.top + plan.metrics.maze_header + plan.metrics.rule_line)
        below_heading = std::max(below_heading, r.bottom - 2);
    }
    const Rect room{part.left, below_heading, part.right, part.bottom};
    f.room_width = room.right - room.left;
    f.room_height = room.bottom - room.top;
    const Grey g = render_page(out / "interior.pdf", f.page);
    Rect ink{1e9, 1e9, -1e9, -1e9};
    // Only the part's ink: a page of several mazes holds the others'.
    const int x0 = std::max(0, static_cast<int>(std::floor(part.left)));
    const int x1 = std::min(g.width, static_cast<int>(std::ceil(part.right)));
    const int y0 = std::max(0, static_cast<int>(std::floor(part.top)));
    const int y1 = std::min(g.height, static_cast<int>(std::ceil(part.bottom)));
    for (int y = y0; y < y1; ++y) {
      for (int x = x0; x < x1; ++x) {
        if (!g.ink(x, y)) continue;
        const auto in_line = [&](const Rect& r) {
          return x + 1 > r.left && x < r.right && y + 1 > r.top && y < r.bottom;
        };
        if (std::any_of(lines[f.page].begin(), lines[f.page].end(), in_line)) continue;
        ink = {std::min(ink.left, 1.0 * x), std::min(ink.top, 1.0 * y),
               std::max(ink.right, x + 1.0), std::max(ink.bottom, y + 1.0)};
      }
    }
    if (ink.right > ink.left) {
      f.ink_width = ink.right - ink.left;
      f.ink_height = ink.bottom - ink.top;
      // Half a wall and a pixel of anti-aliasing either side.
      const double spare = wall / 2 + 1;
      f.inside = ink.left >= room.left - spare && ink.right <= room.right + spare &&
                 ink.top >= room.top - spare && ink.bottom <= room.bottom + spare;
    }
    pages.push_back(f);
  }
  return pages;
}

std::string fill_table(const std::vector<PageFill>& pages) {
  std::string out;
  char line[200];
  for (const PageFill& f : pages) {
    std::snprintf(line, sizeof line,
                  "page %3d section %d %-14s %5.1f %%  ink %5.1f x %5.1f of %5.1f x %5.1f pt%s  "
                  "cell %6.2f pt\n",
                  f.page, f.section, f.kind.c_str(), 100 * f.share(), f.ink_width, f.ink_height,
                  f.room_width, f.room_height, f.inside ? "" : " (outside)", f.cell);
    out += line;
  }
  return out;
}

}  // namespace mbtest
