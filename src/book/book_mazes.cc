#include "book/book_mazes.h"

#include <cmath>
#include <set>

#include "book/batch_file.h"
#include "book/difficulty.h"
#include "book/selection.h"
#include "book/variant_layout.h"

namespace mazebook {

namespace {

// A kept candidate as a book's maze: the maze, and a variant's all.
void take_candidate(Candidate& c, BookMaze& m) {
  m.solved = {c.seed, std::string(c.generator->name), std::move(c.maze), std::move(c.route),
              c.metrics};
  if (c.variant.variant.kind != VariantKind::none) {
    m.variant = std::move(c.variant);
    m.walk = std::move(c.walk.places);
    m.variant_metrics = c.variant_metrics;
  }
}

// Each override's maze is the first one its seed keeps from the section's
// preset (as `mazebook batch PRESET --seed S --count 1` keeps it), put in
// the place of the maze selected there: the order, the ids and every
// other maze stay as they were.
void apply_overrides(const BookSpec& spec, int jobs, std::vector<BookMaze>& mazes) {
  for (const MazeOverride& o : spec.overrides) {
    BookMaze& m = mazes[static_cast<size_t>(o.maze - 1)];
    SelectionOptions options;
    options.count = 1;
    options.seed = o.seed;
    options.jobs = jobs;
    options.avoid = spec.avoid.get();
    Selection selection =
        select_mazes(spec.sections[static_cast<size_t>(m.section)].preset, options);
    Candidate& c = selection.mazes.front().candidate;
    m.difficulty = difficulty(c.metrics, c.maze.grid().cells());
    take_candidate(c, m);
  }
}

// A section's mazes in the order they were selected (or picked), only
// their mazes (and variants) filled in.
std::vector<BookMaze> section_mazes(const SectionSpec& section, SelectionOptions options,
                                    const SectionSelector& select) {
  std::vector<BookMaze> mazes;
  if (section.batch) {
    for (int i = 0; i < section.count; ++i) {
      BookMaze maze;
      maze.solved = section.batch->mazes[static_cast<size_t>(i)];
      mazes.push_back(std::move(maze));
    }
    if (options.progress) options.progress(section.count, section.count);
    return mazes;
  }
  Selection selection =
      select ? select(section.preset, options) : select_mazes(section.preset, options);
  for (KeptMaze& kept : selection.mazes) take_candidate(kept.candidate, mazes.emplace_back());
  return mazes;
}

}  // namespace

std::vector<BookMaze> select_book_mazes(const BookSpec& spec, int jobs,
                                        const std::function<void(int, int)>& progress,
                                        const SectionSelector& select) {
  std::vector<BookMaze> mazes;
  const int total = total_mazes(spec);
  std::multiset<std::string> preset_uses;
  for (const SectionSpec& s : spec.sections) preset_uses.insert(s.preset.name);
  for (size_t s = 0; s < spec.sections.size(); ++s) {
    const SectionSpec& section = spec.sections[s];
    SelectionOptions options;
    options.count = section.count;
    options.seed = spec.seed;
    options.section = s;
    options.jobs = jobs;
    options.avoid = spec.avoid.get();
    const int before = static_cast<int>(mazes.size());
    if (progress) options.progress = [&](int done, int) { progress(before + done, total); };
    std::vector<BookMaze> kept = section_mazes(section, options, select);
    // A preset used by two sections gets the section number in its ids.
    std::string prefix = section.preset.name;
    if (preset_uses.count(section.preset.name) > 1) {
      std::string tag(1, 's');
      tag += std::to_string(s + 1);
      tag += '-';
      prefix = tag + prefix;
    }
    std::vector<double> scores;
    for (const BookMaze& m : kept)
      scores.push_back(difficulty(m.solved.metrics, m.solved.maze.grid().cells()));
    std::vector<int> order(scores.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    if (spec.ramp) order = ramp_order(scores);
    for (size_t place = 0; place < order.size(); ++place) {
      const auto k = static_cast<size_t>(order[place]);
      BookMaze& m = mazes.emplace_back(std::move(kept[k]));
      m.id = maze_id(prefix, static_cast<int>(place), section.count);
      m.number = static_cast<int>(mazes.size());
      m.section = static_cast<int>(s);
      m.level = section.title;
      m.difficulty = scores[k];
    }
  }
  apply_overrides(spec, jobs, mazes);
  return mazes;
}

namespace {

// A grid's shape for the page plan. Openings on a shaped grid can face any
// way, so marks need room on every side.
MazeShape shape_of(const Grid& grid, double wall_weight) {
  const GridBox box = grid.bounds();
  MazeShape shape;
  shape.width = box.x1 - box.x0;
  shape.height = box.y1 - box.y0;
  shape.wall_weight = wall_weight;
  shape.corridor = grid.corridor_width();
  shape.rect = grid.kind() == GridKind::rect;
  shape.kind = grid.kind();
  return shape;
}

}  // namespace

std::vector<MazeShape> spec_shapes(const BookSpec& spec, const BookTemplate& look) {
  std::vector<MazeShape> shapes;
  double area_width = 0;
  double area_height = 0;
  variant_area(spec, area_width, area_height);
  for (const SectionSpec& section : spec.sections) {
    MazeShape shape = shape_of(*section.preset.grid, section.preset.wall_weight * look.wall_scale);
    // A rectangle's corner openings are on top and bottom, and so are
    // farthest ones kept there; any other farthest pair may be on a side.
    shape.side_openings = shape.rect && section.preset.placement == Placement::farthest &&
                          section.preset.opening_sides == OpeningSides::any;
    shape = variant_shape(shape, section.preset.variant, area_width, area_height);
    shapes.insert(shapes.end(), static_cast<size_t>(section.count), shape);
  }
  return shapes;
}

std::vector<MazeShape> maze_shapes(const BookSpec& spec, const BookTemplate& look,
                                   const std::vector<BookMaze>& mazes) {
  std::vector<MazeShape> shapes;
  // An opening whose mark may reach past the maze's left or right edge
  // needs room beside the maze: on a rectangle or a silhouette, one on the
  // left or right side; on any other grid, one whose way out runs at least
  // half sideways and that lies within two units of the left or right edge
  // (its label follows the way out: book/maze_marks.h).
  const auto sideways = [](const Grid& grid, const Opening& o) {
    if (o.side == kNoSide) return false;
    if (grid.kind() == GridKind::rect || grid.kind() == GridKind::masked) {
      return o.side == static_cast<int>(Side::left) || o.side == static_cast<int>(Side::right);
    }
    const GridPoint out = grid.outside_point(o.cell, o.side);
    const GridPoint centre = grid.centre(o.cell);
    const double across = (out.x - centre.x) / std::hypot(out.x - centre.x, out.y - centre.y);
    const GridBox box = grid.bounds();
    return std::abs(across) >= 0.5 && std::min(out.x - box.x0, box.x1 - out.x) <= 2;
  };
  double area_width = 0;
  double area_height = 0;
  variant_area(spec, area_width, area_height);
  for (const BookMaze& m : mazes) {
    const Maze& maze = m.solved.maze;
    MazeShape shape =
        shape_of(maze.grid(), spec.sections[static_cast<size_t>(m.section)].preset.wall_weight *
                                  look.wall_scale);
    shape.side_openings =
        sideways(maze.grid(), maze.entrance()) || sideways(maze.grid(), maze.exit());
    for (const Opening& o : m.variant.entrances) shape.side_openings |= sideways(maze.grid(), o);
    shapes.push_back(variant_shape(shape, m.variant.variant, area_width, area_height));
  }
  return shapes;
}

}  // namespace mazebook
