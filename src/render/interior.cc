#include "render/interior.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <thread>

#include "base/error.h"
#include "render/cairo_handles.h"
#include "render/interior_content.h"
#include "render/matter_pages.h"
#include "render/maze_drawing.h"
#include "render/pdf_append.h"
#include "render/planned_texts.h"
#include "render/text.h"
#include "render/variant_drawing.h"

namespace mazebook {

namespace {

void draw_title_page(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  PlannedTexts texts(*in.texts, number);
  draw_placed_text(cr, texts.next("title"), t.text);
  if (!in.spec->subtitle.empty()) draw_placed_text(cr, texts.next("subtitle"), t.muted);
  draw_placed_text(cr, texts.next("author"), t.text);
  // Ornaments are drawn in their own colour: the wall colour is kept for
  // the puzzles themselves.
  for (const Ornament& o : *in.ornaments) {
    if (o.page != number) continue;
    set_colour(cr, o.colour);
    stroke_walls(cr, o.solved.maze, o.drawing);
  }
}

void draw_section_page(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  PlannedTexts texts(*in.texts, number);
  draw_placed_text(cr, texts.next("section_heading"), t.text);
  const auto art = std::find_if(in.section_pages->begin(), in.section_pages->end(),
                                [&](const SectionPageArt& a) { return a.page == number; });
  if (art == in.section_pages->end())
    throw Error("page " + std::to_string(number) + " is not planned as a section page");
  set_colour(cr, t.accent);
  cairo_rectangle(cr, art->rule.x, art->rule.y, art->rule.width, art->rule.height);
  cairo_fill(cr);
  draw_placed_text(cr, texts.next("section_note"), t.muted);
  if (art->picture >= 0) {
    in.art->section[static_cast<size_t>(art->picture)].draw(cr, art->picture_box, PictureFit::fit,
                                                            in.grey_pictures, hex_colour(0xffffff));
  }
}

void draw_footer(cairo_t* cr, const Interior& in, PlannedTexts& texts) {
  draw_placed_text(cr, texts.next("page_number"), in.look->muted);
}

// One maze of a maze page, its texts the next of `texts`. `cairo_mazes`:
// rectangle mazes' walls and routes are drawn here too (a preview); else
// they are left to page_maze_content.
void draw_page_maze(cairo_t* cr, const Interior& in, PlannedTexts& texts, int maze_index,
                    bool cairo_mazes) {
  const BookTemplate& t = *in.look;
  const BookMaze& m = (*in.mazes)[static_cast<size_t>(maze_index)];
  draw_placed_text(cr, texts.next("maze_heading"), t.text);
  draw_placed_text(cr, texts.next("level_line"), t.muted);
  const Drawing& drawing = in.plan->maze_drawing[static_cast<size_t>(maze_index)];
  const bool variant = m.variant.variant.kind != VariantKind::none;
  if (variant) {
    // The rule's line sits between the level line and the marks' band.
    draw_placed_text(cr, texts.next("rule_line"), t.text);
  } else if (cairo_mazes || !walls_as_content(m)) {
    draw_walls(cr, m.solved.maze, drawing);
  }
  MarkArt art;
  if (in.art && m.start_picture >= 0 && m.finish_picture >= 0) {
    art = {&in.art->start[static_cast<size_t>(m.start_picture)],
           &in.art->finish[static_cast<size_t>(m.finish_picture)], in.grey_pictures};
  }
  if (variant) {
    draw_variant_maze(cr, m, (*in.variant_marks)[static_cast<size_t>(maze_index)].maze, t, art);
  } else {
    const MazeMarks& marks = (*in.marks)[static_cast<size_t>(maze_index)];
    const auto word = [&](const PlacedMark& mark) {
      return mark.kind == PlacedMark::Kind::centre_dot
                 ? nullptr
                 : &texts.next(mark.start ? "start" : "finish");
    };
    const PlacedText* start = word(marks.start);
    const PlacedText* finish = word(marks.finish);
    draw_placed_marks(cr, marks.start, start, marks.finish, finish, t, art);
    if (marks.finish.kind == PlacedMark::Kind::centre_dot)
      draw_placed_text(cr, texts.next("goal_note"), t.text);
  }
}

// A maze page: its mazes in slot order, then its page number.
void draw_maze_page(cairo_t* cr, const Interior& in, int number, const std::vector<int>& mazes,
                    bool cairo_mazes) {
  PlannedTexts texts(*in.texts, number);
  for (const int index : mazes) draw_page_maze(cr, in, texts, index, cairo_mazes);
  draw_footer(cr, in, texts);
}

void draw_solutions_page(cairo_t* cr, const Interior& in, int number,
                         const std::vector<int>& solutions, bool cairo_mazes) {
  const BookTemplate& t = *in.look;
  PlannedTexts texts(*in.texts, number);
  draw_placed_text(cr, texts.next("solutions_heading"), t.text);
  for (const int index : solutions) {
    const auto i = static_cast<size_t>(index);
    const BookMaze& m = (*in.mazes)[i];
    const Drawing& drawing = in.plan->solution_drawing[i];
    draw_placed_text(cr, texts.next("solution_label"), t.muted);
    if (m.variant.variant.kind != VariantKind::none) {
      draw_variant_solution(cr, m, (*in.variant_marks)[i].solution, t);
      continue;
    }
    if (cairo_mazes || !walls_as_content(m)) {
      draw_route(cr, m.solved.maze, m.solved.route, drawing);
      draw_walls(cr, m.solved.maze, drawing);
    }
  }
  draw_footer(cr, in, texts);
}

}  // namespace

namespace {

void draw_page(cairo_t* cr, const Interior& in, int number, bool cairo_mazes) {
  const PlannedPage& page = in.plan->pages[static_cast<size_t>(number - 1)];
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
    case PageKind::contents:
      draw_contents_page(cr, in, number);
      break;
    case PageKind::how_to:
      draw_how_to_page(cr, in, number);
      break;
    case PageKind::thank_you:
      draw_thank_you_page(cr, in, number);
      break;
    case PageKind::section:
      draw_section_page(cr, in, number);
      break;
    case PageKind::maze:
      draw_maze_page(cr, in, number, page.mazes, cairo_mazes);
      break;
    case PageKind::solutions:
      draw_solutions_page(cr, in, number, page.solutions, cairo_mazes);
      break;
    case PageKind::blank:
      break;
  }
}

}  // namespace

void draw_interior_page(cairo_t* cr, const Interior& in, int number) {
  draw_page(cr, in, number, true);
}

std::string interior_pdf(const Interior& in, const std::string& date) {
  // Cairo draws the pages' text and marks on this thread while the others
  // write and compress the mazes' walls and routes, page by page; each
  // page's stream depends on that page alone, so the file is the same on
  // any number of threads.
  const int pages = in.plan->page_count();
  std::vector<std::string> deflated(static_cast<size_t>(pages));
  // Joined on the way out, also when Cairo throws.
  const int threads = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
  std::vector<std::exception_ptr> failures(static_cast<size_t>(threads));
  std::vector<std::jthread> workers;
  for (int t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      try {
        for (int p = t; p < pages; p += threads) {
          const std::string content = page_maze_content(in, p + 1);
          if (!content.empty()) deflated[static_cast<size_t>(p)] = deflate_fast(content);
        }
      } catch (...) {
        failures[static_cast<size_t>(t)] = std::current_exception();
      }
    });
  }
  PdfWriter pdf(in.plan->width_pt(), in.plan->height_pt(), in.spec->title, in.spec->author, date,
                "interior.pdf");
  for (int number = 1; number <= pages; ++number) {
    draw_page(pdf.cr(), in, number, false);
    cairo_show_page(pdf.cr());
  }
  std::string bytes = pdf.finish();
  for (std::jthread& worker : workers) worker.join();
  for (const std::exception_ptr& failure : failures) {
    if (failure) std::rethrow_exception(failure);
  }
  std::vector<std::string> streams;
  std::vector<std::vector<int>> on_page(static_cast<size_t>(pages));
  for (size_t p = 0; p < deflated.size(); ++p) {
    if (deflated[p].empty()) continue;
    on_page[p].push_back(static_cast<int>(streams.size()));
    streams.push_back(std::move(deflated[p]));
  }
  if (streams.empty()) return bytes;
  return append_page_contents(bytes, streams, on_page);
}

std::string interior_page_png(const Interior& in, int number, double dpi) {
  const double scale = dpi / 72.0;
  const int w = static_cast<int>(std::lround(in.plan->width_pt() * scale));
  const int h = static_cast<int>(std::lround(in.plan->height_pt() * scale));
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
