#include "render/interior.h"

#include <algorithm>
#include <cmath>

#include "base/error.h"
#include "maze/generators.h"
#include "maze/random.h"
#include "maze/solver.h"
#include "render/cairo_handles.h"
#include "render/maze_drawing.h"
#include "render/text.h"

namespace mazebook {

namespace {

std::map<std::string, std::string> book_values(const BookSpec& spec, int count) {
  std::string levels;
  for (size_t s = 0; s < spec.sections.size(); ++s) {
    if (s > 0 && s + 1 == spec.sections.size())
      levels += " to ";
    else if (s > 0)
      levels += ", ";
    levels += spec.sections[s].title;
  }
  if (spec.sections.size() > 2) {
    levels = spec.sections.front().title + " to " + spec.sections.back().title;
  }
  return {{"title", spec.title},
          {"subtitle", spec.subtitle},
          {"author", spec.author},
          {"year", spec.date.substr(0, 4)},
          {"seed", std::to_string(spec.seed)},
          {"count", std::to_string(count)},
          {"levels", levels}};
}

void draw_title_page(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  const BookSpec& spec = *in.spec;
  const Box live = in.plan.live_area(number);
  double y = live.y + live.height * 0.16;
  y += draw_text(cr, spec.title, {t.title_font, t.title_size, t.text, Align::centre}, live.x, y,
                 live.width)
           .height;
  if (!spec.subtitle.empty()) {
    y += t.subtitle_size * 0.8;
    y += draw_text(cr, spec.subtitle, {t.body_font, t.subtitle_size, t.muted, Align::centre},
                   live.x, y, live.width)
             .height;
  }
  const TextStyle author{t.heading_font, t.author_size, t.text, Align::centre};
  const double author_height = measure_text(cr, spec.author, author, live.width).height;
  const double author_y = live.y + live.height * 0.86 - author_height;
  draw_text(cr, spec.author, author, live.x, author_y, live.width);

  // A small maze as an ornament, from the book seed, in the accent colour
  // (the wall colour is kept for the puzzles themselves).
  const Box art{live.x + live.width * 0.2, y + 0.5 * 72, live.width * 0.6, author_y - y - 1.0 * 72};
  if (art.height > 72) {
    Random random(derive_seed(spec.seed, 1001, 0, 0));
    const Maze maze = generate_backtracker(12, 9, random);
    Drawing d;
    d.cell = std::min(art.width / 12, art.height / 9);
    d.grid = {art.x + (art.width - d.cell * 12) / 2, art.y + (art.height - d.cell * 9) / 2,
              d.cell * 12, d.cell * 9};
    d.wall = std::max(1.5, d.cell / 10);
    set_colour(cr, t.accent);
    stroke_wall_runs(cr, maze, d);
  }
}

void draw_copyright_page(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  const Box live = in.plan.live_area(number);
  const std::string text =
      t.text_for("copyright", book_values(*in.spec, static_cast<int>(in.mazes->size())));
  const TextStyle style{t.body_font, t.body_size, t.muted, Align::left};
  const double width = std::min(live.width, 4.5 * 72);
  const double height = measure_text(cr, text, style, width).height;
  draw_text(cr, text, style, live.x, live.y + live.height - height, width);
}

void draw_belongs_to_page(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  const Box live = in.plan.live_area(number);
  const double y = live.y + live.height * 0.38;
  draw_text(cr, t.text_for("belongs_to", {}),
            {t.title_font, t.section_size, t.accent, Align::centre}, live.x, y, live.width);
  // A line to write a name on, in the accent colour (never the wall colour).
  set_colour(cr, t.accent);
  const double line_y = y + t.section_size * 3.2;
  cairo_rectangle(cr, live.x + live.width * 0.15, line_y, live.width * 0.7, 2);
  cairo_fill(cr);
}

void draw_section_page(cairo_t* cr, const Interior& in, int number, int section) {
  const BookTemplate& t = *in.look;
  const SectionSpec& s = in.spec->sections[static_cast<size_t>(section)];
  const Box live = in.plan.live_area(number);
  const std::map<std::string, std::string> values{{"title", s.title},
                                                  {"count", std::to_string(s.count)},
                                                  {"columns", std::to_string(s.preset.columns)},
                                                  {"rows", std::to_string(s.preset.rows)},
                                                  {"level", s.title}};
  double y = live.y + live.height * 0.38;
  y += draw_text(cr, t.text_for("section_heading", values),
                 {t.title_font, t.section_size, t.text, Align::centre}, live.x, y, live.width)
           .height;
  set_colour(cr, t.accent);
  cairo_rectangle(cr, live.x + live.width / 2 - 36, y + 10, 72, 3);
  cairo_fill(cr);
  draw_text(cr, t.text_for("section_note", values),
            {t.body_font, t.level_size, t.muted, Align::centre}, live.x, y + 24, live.width);
}

void draw_footer(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  const Box live = in.plan.live_area(number);
  const TextStyle style{t.body_font, t.page_number_size, t.muted, Align::centre};
  const std::string text = t.text_for("page_number", {{"page", std::to_string(number)}});
  const double h = measure_text(cr, text, style, 0).height;
  draw_text(cr, text, style, live.x + live.width / 2, live.y + live.height - h, 0);
}

void draw_maze_page(cairo_t* cr, const Interior& in, int number, int maze_index) {
  const BookTemplate& t = *in.look;
  const BookMaze& m = (*in.mazes)[static_cast<size_t>(maze_index)];
  const Box live = in.plan.live_area(number);
  const std::map<std::string, std::string> values{
      {"number", std::to_string(m.number)}, {"level", m.level}, {"page", std::to_string(number)}};
  const double used =
      draw_text(cr, t.text_for("maze_heading", values),
                {t.heading_font, t.heading_size, t.text, Align::centre}, live.x, live.y, live.width)
          .height;
  draw_text(cr, t.text_for("maze_level", values),
            {t.body_font, t.level_size, t.muted, Align::centre}, live.x, live.y + used + 2,
            live.width);
  const MazeShape& shape = in.shapes[static_cast<size_t>(maze_index)];
  const Drawing drawing = maze_page_drawing(in.plan, number, shape, in.metrics);
  draw_walls(cr, m.candidate.maze, drawing);
  draw_marks(cr, m.candidate.maze, drawing, t);
  draw_footer(cr, in, number);
}

void draw_solutions_page(cairo_t* cr, const Interior& in, int number,
                         const std::vector<int>& solutions) {
  const BookTemplate& t = *in.look;
  const Box live = in.plan.live_area(number);
  draw_text(cr, t.text_for("solutions_heading", {}),
            {t.heading_font, t.heading_size, t.text, Align::centre}, live.x, live.y, live.width);
  const std::vector<Box> slots = solution_slot_boxes(in.plan, number, in.metrics);
  for (size_t i = 0; i < solutions.size(); ++i) {
    const int index = solutions[i];
    const BookMaze& m = (*in.mazes)[static_cast<size_t>(index)];
    const MazeShape& shape = in.shapes[static_cast<size_t>(index)];
    const Drawing page = maze_page_drawing(in.plan, in.plan.maze_page[static_cast<size_t>(index)],
                                           shape, in.metrics);
    const Drawing drawing = solution_drawing(slots[i], shape, page, in.metrics);
    const std::map<std::string, std::string> values{
        {"number", std::to_string(m.number)},
        {"level", m.level},
        {"page", std::to_string(in.plan.maze_page[static_cast<size_t>(index)])}};
    draw_text(cr, t.text_for("solution_label", values),
              {t.label_font, t.solution_label_size, t.muted, Align::centre}, slots[i].x, slots[i].y,
              slots[i].width);
    draw_route(cr, m.candidate.maze, solve(m.candidate.maze), drawing);
    draw_walls(cr, m.candidate.maze, drawing);
  }
  draw_footer(cr, in, number);
}

}  // namespace

LayoutMetrics layout_metrics(const BookTemplate& t, double max_wall) {
  LayoutMetrics m;
  m.maze_header = t.heading_size * 1.25 + t.level_size * 1.3 + 18;
  m.footer = t.page_number_size * 1.3 + 10;
  m.mark_band = mark_reach_vertical(t) + max_wall;
  m.solution_header = t.heading_size * 1.25 + 12;
  m.solution_label = t.solution_label_size * 1.3 + 4;
  m.solution_gap = 16;
  // The side band needs text widths: measure on a scratch surface.
  CairoSurface scratch(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1));
  Cairo cr(cairo_create(scratch.get()));
  m.mark_band_side = mark_reach_side(cr.get(), t) + max_wall;
  return m;
}

Interior plan_interior(const BookSpec& spec, const BookTemplate& look,
                       const std::vector<BookMaze>& mazes) {
  Interior in;
  in.spec = &spec;
  in.look = &look;
  in.mazes = &mazes;
  double max_wall = 0;
  for (const BookMaze& m : mazes) {
    MazeShape shape;
    const Maze& maze = m.candidate.maze;
    shape.columns = maze.columns();
    shape.rows = maze.rows();
    shape.wall_weight =
        spec.sections[static_cast<size_t>(m.section)].preset.wall_weight * look.wall_scale;
    const auto sideways = [](const Opening& o) {
      return o.side == Side::left || o.side == Side::right;
    };
    shape.side_openings = sideways(maze.entrance()) || sideways(maze.exit());
    max_wall = std::max(max_wall, shape.wall_weight);
    in.shapes.push_back(shape);
  }
  in.metrics = layout_metrics(look, max_wall);
  in.plan = plan_book(spec, in.shapes, look.belongs_to_page, in.metrics);
  return in;
}

void draw_interior_page(cairo_t* cr, const Interior& in, int number) {
  const PlannedPage& page = in.plan.pages[static_cast<size_t>(number - 1)];
  switch (page.kind) {
    case PageKind::title:
      draw_title_page(cr, in, number);
      break;
    case PageKind::copyright:
      draw_copyright_page(cr, in, number);
      break;
    case PageKind::belongs_to:
      draw_belongs_to_page(cr, in, number);
      break;
    case PageKind::section:
      draw_section_page(cr, in, number, page.section);
      break;
    case PageKind::maze:
      draw_maze_page(cr, in, number, page.maze);
      break;
    case PageKind::solutions:
      draw_solutions_page(cr, in, number, page.solutions);
      break;
    case PageKind::blank:
      break;
  }
}

std::string interior_pdf(const Interior& in, const std::string& date) {
  PdfWriter pdf(in.plan.width_pt(), in.plan.height_pt(), in.spec->title, in.spec->author, date,
                "interior.pdf");
  for (int number = 1; number <= in.plan.page_count(); ++number) {
    draw_interior_page(pdf.cr(), in, number);
    cairo_show_page(pdf.cr());
  }
  return pdf.finish();
}

std::string interior_page_png(const Interior& in, int number, double dpi) {
  const double scale = dpi / 72.0;
  const int w = static_cast<int>(std::lround(in.plan.width_pt() * scale));
  const int h = static_cast<int>(std::lround(in.plan.height_pt() * scale));
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h));
  check_cairo(cairo_surface_status(surface.get()), "preview");
  Cairo cr(cairo_create(surface.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_scale(cr.get(), scale, scale);
  draw_interior_page(cr.get(), in, number);
  return png_bytes(surface.get(), cr.get(), "preview");
}

}  // namespace mazebook
