#include "render/interior_content.h"

#include "book/maze_figure.h"
#include "render/maze_content.h"
#include "render/maze_style.h"

namespace mazebook {

bool walls_as_content(const BookMaze& m) {
  return m.variant.variant.kind == VariantKind::none && writes_as_content(m.solved.maze);
}

std::string page_maze_content(const Interior& in, int number) {
  const PlannedPage& page = in.plan->pages[static_cast<size_t>(number - 1)];
  const double height = in.plan->height_pt();
  std::string content;
  if (page.kind == PageKind::maze) {
    for (const int index : page.mazes) {
      const auto i = static_cast<size_t>(index);
      const Maze& maze = (*in.mazes)[i].solved.maze;
      if (walls_as_content((*in.mazes)[i]))
        append_page_walls(content, figure_walls(maze).runs, maze.grid(), in.plan->maze_drawing[i]);
    }
  } else if (page.kind == PageKind::solutions) {
    for (const int index : page.solutions) {
      const auto i = static_cast<size_t>(index);
      const SolvedMaze& solved = (*in.mazes)[i].solved;
      if (!walls_as_content((*in.mazes)[i])) continue;
      const Grid& grid = solved.maze.grid();
      const Drawing& d = in.plan->solution_drawing[i];
      append_page_route(content, figure_route(solved.maze, solved.route), grid, d,
                        route_width(d.cell, grid.corridor_width()));
      append_page_walls(content, figure_walls(solved.maze).runs, grid, d);
    }
  }
  if (content.empty()) return content;
  // After Cairo's content (kept in q/Q by append_page_contents): Cairo's
  // own page transform again, which stays in effect at the page's end as
  // it does on a page Cairo alone wrote.
  std::string transform;
  append_page_transform(transform, height);
  return transform + content;
}

}  // namespace mazebook
