#include "proof/book/art_proof.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "proof/book/art_shape.h"
#include "proof/drawings/legibility.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/drawings/shape_area.h"
#include "proof/drawings/wall_grid.h"
#include "proof/topology/maze_proof.h"

namespace mazeproof {

namespace {

// An outline agrees with a recorded box to this, points.
constexpr double kBoxTolerancePt = 1.0;
// Stroke colours looked at on one page; more is no book's art.
constexpr size_t kMaxArtColours = 16;

struct FoundMaze {
  int page = 0;  // 1-based
  Colour colour;
  MazeDrawing drawing;
  WallGrid grid;
  bool matched = false;
  bool rect = false;  // rebuilt as a rectangle of at least 2 x 2 cells
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

// Maze drawings of every stroke colour but the puzzles' black: each
// colour's strokes grouped as walls are, rebuilt; `rect` when they span a
// grid of at least 2 x 2 cells (the rest may be shaped art).
std::vector<FoundMaze> coloured_mazes(const PageDrawing& items, int page) {
  std::vector<Colour> colours;
  for (const DrawItem& item : items) {
    if (item.kind != ItemKind::stroke || item.colour.space == Colour::Space::other) continue;
    if (is_wall_colour(item.colour)) continue;
    if (std::none_of(colours.begin(), colours.end(),
                     [&](const Colour& c) { return same_colour(c, item.colour); }) &&
        colours.size() < kMaxArtColours) {
      colours.push_back(item.colour);
    }
  }
  std::vector<FoundMaze> out;
  for (const Colour& colour : colours) {
    PageDrawing strokes;
    for (const DrawItem& item : items) {
      if (item.kind != ItemKind::stroke || !same_colour(colour, item.colour)) continue;
      strokes.push_back(item);
      strokes.back().colour = Colour{};  // black: grouped and rebuilt as walls are
    }
    for (MazeDrawing& d : find_maze_drawings(strokes).drawings) {
      WallGrid grid = rebuild_grid(d.walls);
      const bool rect = grid.ok && grid.geometry.columns >= 2 && grid.geometry.rows >= 2;
      out.push_back({page, colour, std::move(d), std::move(grid), false, rect});
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

}  // namespace

ArtProof prove_art(const std::optional<std::vector<ManifestArt>>& listed,
                   const std::vector<PageDrawing>& pages, const std::set<int>& skip,
                   const std::string& file, const std::string& id, const std::string& rule) {
  ArtProof out;
  out.check = {id, rule, {}, {}};
  Check& check = out.check;
  if (!listed) {
    check.figures = {{"listed", false}};
    return out;
  }
  std::vector<FoundMaze> found;
  for (size_t p = 0; p < pages.size(); ++p) {
    const int page = static_cast<int>(p) + 1;
    if (skip.count(page) != 0) continue;
    try {
      for (FoundMaze& f : coloured_mazes(pages[p], page)) found.push_back(std::move(f));
    } catch (const Error& e) {
      throw Error(file + ": page " + std::to_string(page) + ": " + e.what());
    }
  }
  int proved = 0;
  for (const ManifestArt& art : *listed) {
    const std::string at = file + ": page " + std::to_string(art.page) + ": " + art.id + ": ";
    if (art.shape) {
      // Shaped art: the drawing of its colour nearest its placement.
      std::vector<FoundMaze*> mine;
      std::vector<const MazeDrawing*> drawings;
      for (FoundMaze& f : found) {
        if (f.matched || f.page != art.page) continue;
        if (art.colour && !same_colour(*art.colour, f.colour)) continue;
        mine.push_back(&f);
        drawings.push_back(&f.drawing);
      }
      const std::optional<size_t> nearest = nearest_drawing(*art.shape, drawings);
      if (!nearest) {
        check.fail(at + "no drawing of this maze on the page" +
                   (art.colour ? " in " + colour_text(*art.colour) : std::string()));
        continue;
      }
      FoundMaze& f = *mine[*nearest];
      f.matched = true;
      ShapedArt shaped = prove_shaped_art(art, f.drawing, at, check);
      if (contrast_with_white(f.colour) < kMinContrast) {
        check.fail(at + "walls in " + colour_text(f.colour) +
                   " contrast with the paper less than 3:1");
      }
      proved += shaped.perfect ? 1 : 0;
      if (shaped.job) {
        shaped.job->page = art.page - 1;
        shaped.job->wall_grey = grey_of(f.colour);
        out.jobs.push_back(std::move(*shaped.job));
      }
      continue;
    }
    FoundMaze* match = nullptr;
    for (FoundMaze& f : found) {
      if (f.matched || !f.rect || f.page != art.page) continue;
      if (art.colour && !same_colour(*art.colour, f.colour)) continue;
      if (!maze_differences(f.grid.maze, "the PDF", art.maze, "book.json").empty()) continue;
      match = &f;
      break;
    }
    if (match == nullptr) {
      check.fail(at + "no drawing of this maze on the page" +
                 (art.colour ? " in " + colour_text(*art.colour) : std::string()));
      continue;
    }
    match->matched = true;
    const GridGeometry& g = match->grid.geometry;
    if (art.box_pt) {
      const Box outline =
          Box::of(g.left, g.top - g.rows * g.cell, g.left + g.columns * g.cell, g.top);
      const Box& b = *art.box_pt;
      if (std::abs(outline.x0 - b.x0) > kBoxTolerancePt ||
          std::abs(outline.y0 - b.y0) > kBoxTolerancePt ||
          std::abs(outline.x1 - b.x1) > kBoxTolerancePt ||
          std::abs(outline.y1 - b.y1) > kBoxTolerancePt) {
        char buffer[128];
        std::snprintf(buffer, sizeof buffer, "drawn at (%.1f, %.1f)-(%.1f, %.1f) pt, not ",
                      outline.x0, outline.y0, outline.x1, outline.y1);
        char where[96];
        std::snprintf(where, sizeof where, "(%.1f, %.1f)-(%.1f, %.1f) pt", b.x0, b.y0, b.x1, b.y1);
        check.fail(at + buffer + where + " as book.json says");
      }
    }
    const MazeProof proof = prove_maze(match->grid.maze, art.entrance);
    for (const std::string& problem : proof.problems) check.fail(at + problem);
    const std::string legible = wall_legibility(match->drawing.wall_width, g.cell);
    if (!legible.empty()) check.fail(at + legible);
    if (contrast_with_white(match->colour) < kMinContrast) {
      check.fail(at + "walls in " + colour_text(match->colour) +
                 " contrast with the paper less than 3:1");
    }
    proved += proof.perfect ? 1 : 0;
    RenderJob job;
    job.page = art.page - 1;
    job.grid = g;
    job.maze = match->grid.maze;
    job.thinnest_wall = match->drawing.thinnest_wall;
    job.widest_wall = match->drawing.wall_width;
    job.wall_grey = grey_of(match->colour);
    job.where = at;
    out.jobs.push_back(std::move(job));
  }
  for (const FoundMaze& f : found) {
    if (f.matched || !f.rect) continue;
    check.fail(file + ": page " + std::to_string(f.page) + ": a " +
               std::to_string(f.grid.geometry.columns) + " x " +
               std::to_string(f.grid.geometry.rows) + " maze drawing in " + colour_text(f.colour) +
               " that book.json does not list");
  }
  const auto counted = std::count_if(found.begin(), found.end(),
                                     [](const FoundMaze& f) { return f.rect || f.matched; });
  check.figures = {{"listed", listed->size()}, {"found", counted}, {"perfect", proved}};
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
      if (job.shape) {
        // A shaped maze keeps clear its grid's area, grown.
        if (!job.shape->area->reaches(item)) continue;
      } else {
        const GridGeometry& g = job.grid;
        const double grow = job.widest_wall + 0.5;
        const Box keep = Box::of(g.left - grow, g.top - g.rows * g.cell - grow,
                                 g.left + g.columns * g.cell + grow, g.top + grow);
        if (!item.box.overlaps(keep)) continue;
      }
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
