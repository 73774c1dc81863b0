#include "proof/book/art_proof.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <map>

#include "proof/book/art_shape.h"
#include "proof/drawings/lattice.h"
#include "proof/drawings/legibility.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/drawings/maze_like.h"
#include "proof/drawings/shape_area.h"

namespace mazeproof {

namespace {

struct FoundMaze {
  int page = 0;  // 1-based
  Colour colour;
  MazeDrawing drawing;
  MazeLike like;
  bool matched = false;
};

std::string colour_text(const Colour& c) {
  double r = 0, g = 0, b = 0;
  c.rgb(r, g, b);
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", static_cast<int>(std::lround(r * 255)),
                static_cast<int>(std::lround(g * 255)), static_cast<int>(std::lround(b * 255)));
  return buffer;
}

bool same_colour(const Colour& a, const Colour& b) {
  double r = 0, g = 0, bl = 0;
  b.rgb(r, g, bl);
  return a.is_rgb(r, g, bl);
}

// The drawings of every stroke colour (but the puzzles' black, unless
// `black`): each colour's strokes grouped as walls are, and whether each is
// a maze (maze_like.h). Strokes are sorted by colour in one pass (colours
// that print the same 8-bit RGB are one), so any number of colours costs
// no more than the strokes themselves.
std::vector<FoundMaze> coloured_mazes(const PageDrawing& items, int page, bool black) {
  std::map<std::array<long, 3>, size_t> index;          // colour -> its place in `colours`
  std::vector<std::pair<Colour, PageDrawing>> colours;  // in the order they first appear
  for (const DrawItem& item : items) {
    if (item.kind != ItemKind::stroke || item.colour.space == Colour::Space::other) continue;
    if (!black && is_wall_colour(item.colour)) continue;
    double r = 0, g = 0, b = 0;
    item.colour.rgb(r, g, b);
    const auto [at, added] = index.try_emplace(
        {std::lround(r * 255), std::lround(g * 255), std::lround(b * 255)}, colours.size());
    if (added) colours.push_back({item.colour, {}});
    PageDrawing& strokes = colours[at->second].second;
    strokes.push_back(item);
    strokes.back().colour = Colour{};  // black: grouped and rebuilt as walls are
  }
  std::vector<FoundMaze> out;
  for (auto& [colour, strokes] : colours) {
    for (MazeDrawing& d : find_maze_drawings(strokes).drawings) {
      const MazeLike like = maze_like(d);
      out.push_back({page, colour, std::move(d), like, false});
    }
  }
  return out;
}

// Grey level (0 black, 1 white) a renderer gives an RGB colour.
double grey_of(const Colour& c) {
  double r = 0, g = 0, b = 0;
  c.rgb(r, g, b);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

// The drawing of `art` among `found`: for art placed by its record, the
// one of its page and colour nearest the placement; for any other, the
// first of them that shows its maze, with its proof. Null when none.
FoundMaze* find_art(const ManifestArt& art, std::vector<FoundMaze>& found,
                    std::optional<ShapeDrawingProof>& proof) {
  std::vector<FoundMaze*> mine;
  std::vector<const MazeDrawing*> drawings;
  for (FoundMaze& f : found) {
    if (f.matched || f.page != art.page) continue;
    if (art.colour && !same_colour(*art.colour, f.colour)) continue;
    mine.push_back(&f);
    drawings.push_back(&f.drawing);
  }
  if (art.placed) {
    const std::optional<size_t> nearest = nearest_drawing(*art.shape, drawings);
    if (!nearest) return nullptr;
    proof = prove_art_drawing(art, mine[*nearest]->drawing);
    return mine[*nearest];
  }
  for (FoundMaze* f : mine) {
    // A drawing of another size spans another lattice: no need to read it.
    if (f->like.columns != art.shape->maze.grid.columns() ||
        f->like.rows != art.shape->maze.grid.rows())
      continue;
    ShapeDrawingProof p = prove_art_drawing(art, f->drawing);
    if (!shows_art(art, p)) continue;
    proof = std::move(p);
    return f;
  }
  return nullptr;
}

}  // namespace

ArtProof prove_art(const std::optional<std::vector<ManifestArt>>& listed, int manifest_version,
                   const std::vector<PageDrawing>& pages, const std::set<int>& skip,
                   const std::string& file, const std::string& id, const std::string& rule,
                   bool black) {
  ArtProof out;
  out.check = {id, rule, {}, {}};
  Check& check = out.check;
  std::vector<FoundMaze> found;
  for (size_t p = 0; p < pages.size(); ++p) {
    const int page = static_cast<int>(p) + 1;
    if (skip.count(page) != 0) continue;
    try {
      for (FoundMaze& f : coloured_mazes(pages[p], page, black)) found.push_back(std::move(f));
    } catch (const Error& e) {
      throw Error(file + ": page " + std::to_string(page) + ": " + e.what());
    }
  }
  int proved = 0;
  for (const ManifestArt& art : listed.value_or(std::vector<ManifestArt>{})) {
    const std::string at = file + ": page " + std::to_string(art.page) + ": " + art.id + ": ";
    std::optional<ShapeDrawingProof> proof;
    FoundMaze* f = find_art(art, found, proof);
    if (f == nullptr) {
      check.fail(at + "no drawing of this maze on the page" +
                 (art.colour ? " in " + colour_text(*art.colour) : std::string()));
      continue;
    }
    f->matched = true;
    ShapedArt shaped = report_art(art, f->drawing, *proof, at, check);
    if (contrast_with_white(f->colour) < kMinContrast) {
      check.fail(at + "walls in " + colour_text(f->colour) +
                 " contrast with the paper less than 3:1");
    }
    proved += shaped.perfect ? 1 : 0;
    if (shaped.job) {
      shaped.job->page = art.page - 1;
      shaped.job->wall_grey = grey_of(f->colour);
      out.jobs.push_back(std::move(*shaped.job));
    }
  }
  // A version-1 manifest made before art was recorded lists none: its
  // rectangles in colour stay unchecked, as they were when it was made.
  const bool unrecorded = !listed && manifest_version < 2;
  int counted = 0;
  for (const FoundMaze& f : found) {
    if (!f.like.maze && !f.matched) continue;
    ++counted;
    if (f.matched || (unrecorded && f.like.columns > 0)) continue;
    check.fail(file + ": page " + std::to_string(f.page) + ": " +
               maze_like_name(f.like, f.drawing) + " in " + colour_text(f.colour) +
               " that book.json does not list");
  }
  if (listed) {
    check.figures = {{"listed", listed->size()}, {"found", counted}, {"perfect", proved}};
  } else {
    check.figures = {{"listed", false}, {"found", counted}, {"perfect", proved}};
  }
  return out;
}

Check check_pictures_clear(const PageDrawing& page, const std::vector<RenderJob>& jobs,
                           const std::string& id, const std::string& rule) {
  Check check{id, rule, {}, {}};
  int pictures = 0;
  for (const DrawItem& item : page) {
    if (!item.figure || !leaves_ink(item)) continue;
    ++pictures;
    for (const RenderJob& job : jobs) {
      // A maze keeps clear its grid's area, grown.
      if (!job.shape->area->reaches(item)) continue;
      char buffer[160];
      std::snprintf(buffer, sizeof buffer, "a picture's %s at (%.1f, %.1f)-(%.1f, %.1f) pt",
                    kind_name(item.kind), item.box.x0, item.box.y0, item.box.x1, item.box.y1);
      check.fail(job.where + buffer + " reaches into the maze's keep-clear area");
    }
  }
  check.figures = {{"pictures", pictures}, {"art_mazes", jobs.size()}};
  return check;
}

}  // namespace mazeproof
