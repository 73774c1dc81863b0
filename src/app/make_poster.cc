#include "app/make_poster.h"

#include <exception>
#include <thread>
#include <utility>
#include <vector>

#include "base/file_io.h"
#include "book/manifest.h"
#include "maze/random.h"
#include "maze/solver.h"
#include "render/cairo_handles.h"
#include "render/pango_measure.h"
#include "render/poster.h"

namespace mazebook {

namespace {

// "poster.pdf" -> {"poster", ".pdf"}.
struct PathParts {
  std::string stem;
  std::string extension;
};

PathParts split_path(const std::string& path) {
  const size_t dot = path.rfind('.');
  const size_t slash = path.rfind('/');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return {path, ""};
  return {path.substr(0, dot), path.substr(dot)};
}

}  // namespace

std::string poster_extension(const std::string& out) { return split_path(out).extension; }

void make_poster(const PosterRequest& request) {
  const PathParts out = split_path(request.out);
  check_writable(request.out);

  // Layout first: a grid too large for the page is refused before any maze
  // is made.
  // The title's room is measured as it always was, on an image surface.
  CairoSurface scratch(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1));
  Cairo measure_cr(cairo_create(scratch.get()));
  PosterArt art;
  art.layout =
      plan_poster(PangoMeasure(measure_cr.get()), *request.grid, request.page, *request.look);
  if (out.extension == ".png") check_png_size(art.layout, request.dpi);
  art.title = request.page.title;
  art.look = request.look;
  art.bleed = request.page.bleed;
  art.margin = request.page.margin;
  if (request.planned) request.planned();

  Random random(request.seed);
  const Maze maze = request.generator->generate(request.grid, random);
  const std::vector<int32_t> route = solve(maze);
  art.maze = &maze;
  if (request.solution) art.route = route;
  // The marks are placed, or the poster refused, before anything is drawn.
  art.marks = plan_poster_marks(*poster_page_measure(out.extension, request.dpi, scratch.get()),
                                maze, art.layout, *request.look,
                                poster_route_end(maze.grid(), art.layout.drawing));

  // Every file in memory first: nothing is written unless all are made.
  // The manifest is made on a thread of its own while the pages are drawn
  // (it reads the maze only).
  PosterFiles names;
  names.maze = request.out;
  if (request.solution) {
    names.solution = out.extension == ".pdf" ? request.out : out.stem + "-solution" + out.extension;
  }
  if (out.extension == ".png") names.dpi = request.dpi;
  const PosterRecord record{&maze,        route,       std::string(request.generator->name),
                            request.seed, &art.layout, &request.page};
  std::string manifest;
  std::exception_ptr manifest_failure;
  std::thread manifest_thread([&] {
    try {
      manifest = poster_manifest(record, names);
    } catch (...) {
      manifest_failure = std::current_exception();
    }
  });
  std::vector<std::pair<std::string, std::string>> files;
  try {
    if (out.extension == ".pdf") {
      files.emplace_back(request.out, poster_pdf(art, request.date));
    } else {
      const bool svg = out.extension == ".svg";
      const auto page_bytes = [&](bool solution) {
        return svg ? poster_svg(art, solution) : poster_png(art, solution, request.dpi);
      };
      files.emplace_back(request.out, page_bytes(false));
      if (request.solution) files.emplace_back(names.solution, page_bytes(true));
    }
  } catch (...) {
    manifest_thread.join();
    throw;
  }
  manifest_thread.join();
  if (manifest_failure) std::rethrow_exception(manifest_failure);
  files.emplace_back(out.stem + ".json", std::move(manifest));
  for (const auto& [path, bytes] : files) write_file_atomically(path, bytes);
}

}  // namespace mazebook
