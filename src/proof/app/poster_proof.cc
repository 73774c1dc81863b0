#include "proof/app/poster_proof.h"

#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "proof/app/book_proof.h"
#include "proof/book/closed_world.h"
#include "proof/book/shape_mazes.h"
#include "proof/book/white_paint.h"
#include "proof/core/book_checks.h"
#include "proof/core/error.h"
#include "proof/core/file_io.h"
#include "proof/core/json_field.h"
#include "proof/core/limits.h"
#include "proof/drawings/legibility.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/pdf/content_walker.h"
#include "proof/pdf/file_structure.h"
#include "proof/pdf/pdf_reader.h"
#include "proof/pdf/svg_poster.h"

namespace mazeproof {

namespace {

constexpr const char* kFormat = "mazebook-poster";

// The file's name without its folder: messages and the report name files so.
std::string base_name(const std::string& path) {
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// FILE for FILE.pdf or FILE.svg, else the path itself.
std::string stem(const std::string& path) {
  for (const std::string ext : {".pdf", ".svg"}) {
    if (path.size() > ext.size() && path.compare(path.size() - ext.size(), ext.size(), ext) == 0)
      return path.substr(0, path.size() - ext.size());
  }
  return path;
}

// The folder part of `path` with its slash, "" for none.
std::string folder_of(const std::string& path) {
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? "" : path.substr(0, slash + 1);
}

// The shared maze proof speaks of book.json; a poster's lines name its own
// manifest instead.
void name_manifest(std::vector<Check>& checks, const std::string& manifest) {
  for (Check& c : checks) {
    for (std::string& line : c.failures) {
      for (size_t at = line.find("book.json"); at != std::string::npos;
           at = line.find("book.json", at + manifest.size()))
        line.replace(at, 9, manifest);
    }
  }
}

// A book's checks of its mazes, their rules the poster's where they differ.
std::vector<Check> poster_checks() {
  std::vector<Check> c = make_checks();
  c[kPages].rule =
      "DRAWING_RULES.md Posters: the maze page and the solution page the manifest names, each "
      "with one maze drawing; no other page";
  c[kManifest].rule =
      "DRAWING_RULES.md Posters, Shaped mazes, The manifest: the drawing is the maze of the "
      "manifest (placement, passages, entrance and exit, route, route_length and forks)";
  c[kLegible].rule =
      "DRAWING_RULES.md Posters: walls at least 0.25 pt and at most a third of the corridor, "
      "corridors at least 1 pt, no two walls that do not meet closer than half a corridor; "
      "fills and text on the maze page contrast 3:1 with the paper";
  return c;
}

// What drawing an SVG poster of this maze may take (limits.h): the grid's
// cells set how many elements and how much of librsvg's work its walls and
// route can need.
SvgBudget svg_budget(const ManifestMaze& maze) {
  const double cells = maze.shape ? maze.shape->maze.grid.size() : 0;
  SvgBudget budget;
  budget.most_elements = kSvgMostElements + static_cast<int64_t>(cells / kSvgCellsPerElement);
  budget.bounds.seconds = kSvgDrawSeconds + cells / 1e6 * kSvgDrawSecondsPerMillionCells;
  budget.bounds.memory_bytes =
      kSvgDrawBytes + static_cast<uint64_t>(cells / 1e6 * kSvgDrawBytesPerMillionCells);
  return budget;
}

}  // namespace

PosterManifest parse_poster_manifest(const std::string& text, const std::string& name) {
  const nlohmann::json json = parse_json(text, name);
  const JsonField root{&json, "", name};
  if (!json.is_object()) root.fail("an object");
  if (root["format"].string() != kFormat) root["format"].fail("\"mazebook-poster\"");
  if (root["version"].integer() != 1) root["version"].fail("1");
  const JsonField maze = root["maze"];
  if (!maze.present() || !maze.value->is_object()) maze.fail("an object (the maze record)");
  PosterManifest out;
  out.file = maze["file"].string();
  if (maze["solution_file"].present()) out.solution_file = maze["solution_file"].string();
  out.maze = read_manifest_maze(maze, 2);
  return out;
}

std::string poster_manifest_path(const std::string& pdf_path) { return stem(pdf_path) + ".json"; }

std::string poster_report_path(const std::string& pdf_path) {
  return stem(pdf_path) + ".check.json";
}

BookReport prove_poster(const std::string& path, const std::string& manifest_path) {
  const std::string manifest_name = base_name(manifest_path);
  const std::string pdf_name = base_name(path);
  const std::string manifest_text = read_file(manifest_path);
  PosterManifest manifest = parse_poster_manifest(manifest_text, manifest_name);
  const bool svg = is_svg_path(path);
  const bool own_file = !manifest.solution_file.empty() && manifest.solution_file != manifest.file;
  if (own_file != (svg && manifest.maze.solution_page.has_value())) {
    // A PDF poster holds its solution on its second page, an SVG poster's
    // is an SVG of its own.
    throw Error(manifest_name + ": maze.solution_file: " +
                (svg ? "an SVG poster's solution is an SVG of its own, not " + pdf_name
                     : "the solution is in another file than the maze: not a PDF poster's "
                       "manifest"));
  }
  std::unique_ptr<PdfFile> pdf_file;
  if (svg) {
    std::vector<SvgPage> svgs{{path, pdf_name}};
    if (own_file) {
      if (manifest.maze.solution_page != 1)
        throw Error(manifest_name + ": maze.solution_page: expected 1 (its own SVG)");
      svgs.push_back(
          {folder_of(path) + base_name(manifest.solution_file), base_name(manifest.solution_file)});
      // Proved as a PDF poster's second page.
      manifest.maze.solution_page = 2;
    }
    pdf_file = std::make_unique<PdfFile>(
        PdfFile::InMemory{}, svg_pages_to_pdf(svgs, svg_budget(manifest.maze)), pdf_name);
  } else {
    pdf_file = std::make_unique<PdfFile>(path, pdf_name);
  }
  PdfFile& pdf = *pdf_file;
  const ManifestMaze& m = manifest.maze;
  const int page_count = pdf.page_count();
  if (page_count == 0) throw Error(pdf_name + ": no pages");

  std::vector<PageDrawing> pages;
  std::vector<PageNotes> notes;
  std::vector<PageMazes> found;
  {
    ContentWalker walker(pdf);
    for (int i = 0; i < page_count; ++i) {
      pages.push_back(walker.walk_page(i));
      notes.push_back(walker.notes());
      try {
        found.push_back(
            find_maze_drawings(pages.back(), kShapedRouteReachCells, kMaxPosterWallPieces));
      } catch (const Error& e) {
        throw Error(pdf_name + ": page " + std::to_string(i + 1) + ": " + e.what());
      }
    }
  }

  std::vector<Check> checks = poster_checks();
  const auto page_at = [&](int page) { return pdf_name + ": page " + std::to_string(page) + ": "; };
  for (int page = 1; page <= page_count; ++page) {
    for (const std::string& problem : found[static_cast<size_t>(page - 1)].problems)
      checks[kDrawings].fail(page_at(page) + problem);
    if (page != m.page && page != m.solution_page.value_or(0)) {
      checks[kPages].fail(page_at(page) + "a page " + manifest_name +
                          " does not name (the maze is on page " + std::to_string(m.page) +
                          (m.solution_page
                               ? ", its solution on page " + std::to_string(*m.solution_page)
                               : std::string()) +
                          ")");
    }
  }
  MazeResult result;
  result.id = m.id;
  result.page = m.page;
  result.solution_page = m.solution_page;
  result.solution_slot = m.solution_slot;
  std::vector<RenderJob> jobs;
  std::vector<std::vector<std::shared_ptr<const ShapeArea>>> areas(static_cast<size_t>(page_count));
  // The solution page's walls are the maze page's: proved once.
  ProofMemo memo;
  const std::string at_maze =
      pdf_name + ": page " + std::to_string(m.page) + ": maze " + m.id + ": ";
  if (m.page > page_count) {
    checks[kPages].fail(pdf_name + ": maze " + m.id + ": page " + std::to_string(m.page) +
                        " is past the last page (" + std::to_string(page_count) + ")");
  } else {
    const PageMazes& on_page = found[static_cast<size_t>(m.page - 1)];
    if (on_page.drawings.size() != 1) {
      checks[kDrawings].fail(at_maze + std::to_string(on_page.drawings.size()) +
                             " maze drawings on the page, expected 1");
    } else {
      const MazeDrawing& drawing = on_page.drawings.front();
      if (!drawing.route.empty())
        checks[kDrawings].fail(at_maze + "a solution route is drawn on the maze page");
      ShapeOutcome outcome =
          prove_shape_maze(m, drawing, at_maze, checks, result, kPosterLegibility, nullptr, &memo);
      for (RenderJob& job : outcome.jobs) jobs.push_back(std::move(job));
      areas[static_cast<size_t>(m.page - 1)] = {outcome.area};
    }
  }
  if (m.solution_page) {
    const int sp = *m.solution_page;
    const std::string at = pdf_name + ": page " + std::to_string(sp) + ": maze " + m.id +
                           ": solution (slot " + std::to_string(m.solution_slot) + "): ";
    if (sp > page_count) {
      checks[kPages].fail(pdf_name + ": maze " + m.id + ": solution_page " + std::to_string(sp) +
                          " is past the last page (" + std::to_string(page_count) + ")");
      result.solution_ok = false;
    } else if (sp == m.page) {
      checks[kPages].fail(page_at(sp) + "the maze page is its own solution page");
      result.solution_ok = false;
    } else {
      const PageMazes& on_page = found[static_cast<size_t>(sp - 1)];
      if (on_page.drawings.size() != 1 || m.solution_slot != 0) {
        checks[kSolutionDrawings].fail(at + std::to_string(on_page.drawings.size()) +
                                       " maze drawings on the page, expected 1 in slot 0");
        result.solution_ok = false;
      } else {
        const MazeDrawing& drawing = on_page.drawings.front();
        ShapeOutcome outcome =
            prove_shape_solution(m, drawing, at, checks, result, kPosterLegibility, nullptr, &memo);
        for (RenderJob& job : outcome.jobs) jobs.push_back(std::move(job));
        areas[static_cast<size_t>(sp - 1)] = {outcome.area};
      }
    }
  }
  memo = ProofMemo{};  // its walls and plane graph are done with before the render
  int closed_pages = 0;
  for (int page = 1; page <= page_count; ++page) {
    const size_t i = static_cast<size_t>(page - 1);
    const bool solution = page == m.solution_page.value_or(0);
    if (page != m.page && !solution && found[i].drawings.empty()) continue;
    ++closed_pages;
    for (const std::string& problem :
         closed_world_problems(pages[i], notes[i], found[i], solution, areas[i]))
      checks[kClosedWorld].fail(page_at(page) + problem);
    if (page == m.page) {
      for (const std::string& problem : faint_marks(pages[i]))
        checks[kLegible].fail(page_at(page) + problem);
    }
  }
  checks[kPages].figures = {{"pages", page_count}};
  checks[kDrawings].figures = {{"mazes", 1}, {"rebuilt", result.rebuilt ? 1 : 0}};
  checks[kPerfect].figures = {{"mazes", 1}, {"perfect", result.perfect ? 1 : 0}};
  checks[kManifest].figures = {{"mazes", 1}, {"matching", result.matches_manifest ? 1 : 0}};
  checks[kSolutionDrawings].figures = {{"solutions", result.solution_ok ? 1 : 0}};
  checks[kRoutes].figures = {{"exact", result.solution_ok.value_or(false) ? 1 : 0}};
  checks[kClosedWorld].figures = {{"pages", closed_pages}};
  checks[kLegible].figures = {{"drawings", jobs.size()}};
  name_manifest(checks, manifest_name);

  BookReport report;
  report.poster = true;
  // An SVG poster's facts are its SVG's, not the PDF librsvg drew.
  const std::string svg_text = svg ? read_file(path) : std::string();
  const std::string& poster_bytes = svg ? svg_text : pdf.bytes();
  report.interior = FileFacts{pdf_name, sha256_hex(poster_bytes),
                              static_cast<int64_t>(poster_bytes.size()), page_count};
  report.manifest = FileFacts{manifest_name, sha256_hex(manifest_text),
                              static_cast<int64_t>(manifest_text.size()), 0};
  report.checks = std::move(checks);
  Check graphics = check_graphics_state(pdf_name, pages, notes, "poster");
  Check white = white_paint_check();
  std::set<int> puzzle = {m.page};
  if (m.solution_page) puzzle.insert(*m.solution_page);
  hold_white_paint(white, pages, puzzle, pdf_name);
  // The pages' items and drawings (copies of every wall) are done with:
  // freed before the render, which needs memory of its own.
  std::vector<PageDrawing>().swap(pages);
  std::vector<PageMazes>().swap(found);
  std::vector<PageNotes>().swap(notes);
  report.checks.push_back(rendered_check(pdf, std::move(jobs)));
  report.checks.push_back(check_file_structure(pdf, "poster"));
  report.checks.push_back(std::move(graphics));
  report.checks.push_back(std::move(white));
  report.mazes.push_back(result);
  // qpdf warns instead of throwing on some damage found while reading.
  pdf.throw_if_damaged();
  return report;
}

}  // namespace mazeproof
