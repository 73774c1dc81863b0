#include "proof/app/book_proof.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>
#include <thread>

#include "proof/book/art_proof.h"
#include "proof/book/book_mazes.h"
#include "proof/book/picture_rules.h"
#include "proof/book/printed_words.h"
#include "proof/book/text_numbering.h"
#include "proof/book/white_paint.h"
#include "proof/core/error.h"
#include "proof/core/file_io.h"
#include "proof/eyes/page_looks.h"
#include "proof/model/manifest.h"
#include "proof/pdf/content_walker.h"
#include "proof/pdf/file_structure.h"
#include "proof/pdf/pdf_reader.h"
#include "proof/preflight/preflight_cover.h"
#include "proof/preflight/preflight_interior.h"

namespace mazeproof {

namespace {

FileFacts facts(const std::string& name, const std::string& bytes, int pages) {
  return FileFacts{name, sha256_hex(bytes), static_cast<int64_t>(bytes.size()), pages};
}

struct Walked {
  std::vector<PageDrawing> pages;
  std::vector<PageNotes> notes;
};

Walked walk_all(PdfFile& pdf) {
  ContentWalker walker(pdf);
  Walked out;
  out.pages.reserve(static_cast<size_t>(pdf.page_count()));
  for (int i = 0; i < pdf.page_count(); ++i) {
    out.pages.push_back(walker.walk_page(i));
    out.notes.push_back(walker.notes());
  }
  return out;
}

constexpr const char* kOrnamentRule =
    "DRAWING_RULES.md Ornaments and cover art: every maze drawing outside the puzzles is listed "
    "in book.json, drawn where and as it says, perfect, legible and seen by the renderer";
constexpr const char* kCoverArtRule =
    "DRAWING_RULES.md Ornaments and cover art: every maze on the cover is listed in book.json "
    "(cover.art), perfect, legible and seen by the renderer";
constexpr const char* kCoverPictureRule =
    "DRAWING_RULES.md Cover: pictures on the cover stay out of every listed art maze's keep-clear "
    "area";

// The maze and solution pages book.json names.
std::set<int> puzzle_pages(const Manifest& m) {
  std::set<int> pages;
  for (const ManifestMaze& maze : m.mazes) {
    pages.insert(maze.page);
    if (maze.solution_page) pages.insert(*maze.solution_page);
  }
  return pages;
}

std::vector<Box> media_boxes(PdfFile& pdf) {
  std::vector<Box> out;
  for (int i = 0; i < pdf.page_count(); ++i) out.push_back(pdf.media_box(i));
  return out;
}

// texts.printed and texts.visible (but for the render) over both files.
struct BookWords {
  WordsProof inside;   // interior.pdf's, and the figures of both
  WordsProof outside;  // cover.pdf's
  std::vector<Box> media;
};

BookWords prove_book_words(const Manifest& manifest, PdfFile& interior,
                           const std::vector<PageDrawing>& pages, PdfFile& cover,
                           const PageDrawing& cover_page) {
  const std::vector<PrintedText>& texts = *manifest.texts;
  WordPages inside{kInteriorFile, false, &pages, media_boxes(interior), puzzle_pages(manifest), {}};
  for (const ManifestMaze& m : manifest.mazes) {
    if (m.solution_page) inside.solution_pages.insert(*m.solution_page);
  }
  const std::vector<PageDrawing> cover_pages = {cover_page};
  const WordPages outside{kCoverFile, true, &cover_pages, media_boxes(cover), {}, {}};
  BookWords out{prove_words(texts, inside), prove_words(texts, outside), inside.media};
  WordsProof& a = out.inside;
  const WordsProof& b = out.outside;
  for (const std::string& line : b.printed.failures) a.printed.fail(line);
  for (const std::string& line : b.visible.failures) a.visible.fail(line);
  a.printed.figures["recorded"] =
      a.printed.figures["recorded"].get<int64_t>() + b.printed.figures["recorded"].get<int64_t>();
  a.printed.figures["shown_strings"] = a.printed.figures["shown_strings"].get<int64_t>() +
                                       b.printed.figures["shown_strings"].get<int64_t>();
  a.visible.figures = {{"looked_at", a.looks.size() + b.looks.size()}};
  return out;
}

}  // namespace

Box visible_box(PdfFile& pdf, int index) {
  const Box media = pdf.media_box(index);
  QPDFObjectHandle crop = pdf.page(index).getAttribute("/CropBox", false);
  if (!crop.isRectangle()) return media;
  const QPDFObjectHandle::Rectangle r = crop.getArrayAsRectangle();
  return Box::of(r.llx, r.lly, r.urx, r.ury).intersected(media);
}

int render_threads() {
  const unsigned n = std::thread::hardware_concurrency();
  return static_cast<int>(std::clamp(n, 1u, 4u));
}

Check rendered_check(PdfFile& pdf, std::vector<RenderJob> jobs, const std::vector<TextLook>& looks,
                     std::vector<std::string>* unseen) {
  Check check{"mazes.rendered",
              "DRAWING_RULES.md What the reader sees: rendered by poppler, every proved wall "
              "dark, everything else in a drawing light, each route visible in its grey",
              {},
              {}};
  for (RenderJob& job : jobs) job.page_box = visible_box(pdf, job.page);
  PageLooks seen = look_at_pages(pdf.bytes(), pdf.name(), jobs, looks, render_threads());
  const RenderResult& r = seen.drawings;
  for (const std::string& problem : r.problems) check.fail(problem);
  if (unseen) {
    for (std::string& line : seen.texts) unseen->push_back(std::move(line));
  }
  check.figures = {{"drawings", jobs.size()},
                   {"pixels", r.pixels},
                   {"smallest_dpi", std::round(r.smallest_dpi)}};
  return check;
}

std::string book_path(const std::string& dir, const char* name) {
  if (dir.empty() || dir.back() == '/') return dir + name;
  return dir + "/" + name;
}

BookReport prove_book(const std::string& dir) {
  const std::string manifest_text = read_file(book_path(dir, kManifestFile));
  const Manifest manifest = parse_manifest(manifest_text, kManifestFile);
  PdfFile interior(book_path(dir, kInteriorFile), kInteriorFile);
  PdfFile cover(book_path(dir, kCoverFile), kCoverFile);
  if (interior.page_count() == 0) throw Error(std::string(kInteriorFile) + ": no pages");
  if (cover.page_count() == 0) throw Error(std::string(kCoverFile) + ": no pages");

  const Walked walked = walk_all(interior);
  const std::vector<PageDrawing>& pages = walked.pages;
  ContentWalker cover_walker(cover);
  const PageDrawing cover_page = cover_walker.walk_page(0);
  const std::vector<PageNotes> cover_notes = {cover_walker.notes()};

  BookReport report;
  report.interior = facts(kInteriorFile, interior.bytes(), interior.page_count());
  report.cover = facts(kCoverFile, cover.bytes(), cover.page_count());
  report.manifest = facts(kManifestFile, manifest_text, 0);

  BookMazes mazes = prove_book_mazes(manifest, pages, walked.notes, kInteriorFile);
  report.mazes = std::move(mazes.mazes);
  for (Check& c : mazes.checks) report.checks.push_back(std::move(c));
  ArtProof ornaments =
      prove_art(manifest.ornaments, manifest.version, pages, puzzle_pages(manifest), kInteriorFile,
                "ornaments.proved", kOrnamentRule, false);
  report.checks.push_back(std::move(ornaments.check));
  std::vector<RenderJob> jobs = std::move(mazes.render_jobs);
  for (RenderJob& job : ornaments.jobs) jobs.push_back(std::move(job));
  std::optional<BookWords> words;
  if (manifest.texts) words = prove_book_words(manifest, interior, pages, cover, cover_page);
  Check pictures = picture_check();
  hold_pictures(pictures, pages, kInteriorFile, false);
  // Each file's pages rendered once for the drawings and the texts.
  std::vector<std::string> unseen;
  report.checks.push_back(rendered_check(
      interior, std::move(jobs), words ? words->inside.looks : std::vector<TextLook>{}, &unseen));
  ArtProof art = prove_art(manifest.cover_art, manifest.version, {cover_page}, {}, kCoverFile,
                           "cover.art", kCoverArtRule, true);
  report.checks.push_back(
      check_pictures_clear(cover_page, art.jobs, "cover.pictures", kCoverPictureRule));
  hold_pictures(pictures, {cover_page}, kCoverFile, true);
  if (!art.jobs.empty() || (words && !words->outside.looks.empty())) {
    const Check seen =
        rendered_check(cover, std::move(art.jobs),
                       words ? words->outside.looks : std::vector<TextLook>{}, &unseen);
    for (const std::string& line : seen.failures) art.check.fail(line);
  }
  report.checks.push_back(std::move(art.check));
  report.checks.push_back(std::move(pictures));
  if (words) {
    for (std::string& line : unseen) words->inside.visible.fail(std::move(line));
    report.checks.push_back(std::move(words->inside.printed));
    report.checks.push_back(std::move(words->inside.visible));
    report.checks.push_back(check_text_numbering(manifest, *manifest.texts, words->media));
  }
  Check white = white_paint_check();
  hold_white_paint(white, pages, puzzle_pages(manifest), kInteriorFile);
  hold_white_paint(white, {cover_page}, {}, kCoverFile);
  report.checks.push_back(std::move(white));
  report.checks.push_back(check_file_structure(interior, "interior"));
  report.checks.push_back(check_graphics_state(kInteriorFile, pages, walked.notes, "interior"));
  report.checks.push_back(check_file_structure(cover, "cover"));
  report.checks.push_back(check_graphics_state(kCoverFile, {cover_page}, cover_notes, "cover"));
  for (Check& c : preflight_interior(interior, pages, manifest))
    report.checks.push_back(std::move(c));
  for (Check& c : preflight_cover(cover, cover_page, manifest, interior.page_count())) {
    report.checks.push_back(std::move(c));
  }
  // qpdf warns instead of throwing on some damage found while reading.
  interior.throw_if_damaged();
  cover.throw_if_damaged();
  return report;
}

}  // namespace mazeproof
