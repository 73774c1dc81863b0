#include "book/book_mazes.h"

#include <set>

#include "book/batch_file.h"
#include "book/selection.h"

namespace mazebook {

std::vector<BookMaze> select_book_mazes(const BookSpec& spec, int jobs,
                                        const std::function<void(int, int)>& progress) {
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
    const int before = static_cast<int>(mazes.size());
    if (progress) options.progress = [&](int done, int) { progress(before + done, total); };
    Selection selection = select_mazes(section.preset, options);
    // A preset used by two sections gets the section number in its ids.
    std::string prefix = section.preset.name;
    if (preset_uses.count(section.preset.name) > 1) {
      std::string tag(1, 's');
      tag += std::to_string(s + 1);
      tag += '-';
      prefix = tag + prefix;
    }
    for (KeptMaze& kept : selection.mazes) {
      Candidate& c = kept.candidate;
      mazes.push_back({maze_id(prefix, kept.index, section.count),
                       static_cast<int>(mazes.size()) + 1,
                       static_cast<int>(s),
                       section.title,
                       {c.seed, std::string(c.generator->name), std::move(c.maze),
                        std::move(c.route), c.metrics}});
    }
  }
  return mazes;
}

std::vector<MazeShape> spec_shapes(const BookSpec& spec, const BookTemplate& look) {
  std::vector<MazeShape> shapes;
  for (const SectionSpec& section : spec.sections) {
    MazeShape shape;
    shape.columns = section.preset.columns;
    shape.rows = section.preset.rows;
    shape.wall_weight = section.preset.wall_weight * look.wall_scale;
    shapes.insert(shapes.end(), static_cast<size_t>(section.count), shape);
  }
  return shapes;
}

std::vector<MazeShape> maze_shapes(const BookSpec& spec, const BookTemplate& look,
                                   const std::vector<BookMaze>& mazes) {
  std::vector<MazeShape> shapes;
  const auto sideways = [](const Opening& o) {
    return o.side == static_cast<int>(Side::left) || o.side == static_cast<int>(Side::right);
  };
  for (const BookMaze& m : mazes) {
    const Maze& maze = m.solved.maze;
    MazeShape shape;
    shape.columns = maze.columns();
    shape.rows = maze.rows();
    shape.wall_weight =
        spec.sections[static_cast<size_t>(m.section)].preset.wall_weight * look.wall_scale;
    shape.side_openings = sideways(maze.entrance()) || sideways(maze.exit());
    shapes.push_back(shape);
  }
  return shapes;
}

}  // namespace mazebook
