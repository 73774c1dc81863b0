#include "proof/book_proof.h"

#include "proof/book_mazes.h"
#include "proof/content_walker.h"
#include "proof/error.h"
#include "proof/file_io.h"
#include "proof/manifest.h"
#include "proof/pdf_reader.h"
#include "proof/preflight_cover.h"
#include "proof/preflight_interior.h"

namespace mazeproof {

namespace {

FileFacts facts(const std::string& name, const std::string& bytes, int pages) {
  return FileFacts{name, sha256_hex(bytes), static_cast<int64_t>(bytes.size()), pages};
}

std::vector<PageDrawing> walk_all(PdfFile& pdf) {
  ContentWalker walker(pdf);
  std::vector<PageDrawing> pages;
  pages.reserve(static_cast<size_t>(pdf.page_count()));
  for (int i = 0; i < pdf.page_count(); ++i) pages.push_back(walker.walk_page(i));
  return pages;
}

}  // namespace

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

  const std::vector<PageDrawing> pages = walk_all(interior);
  ContentWalker cover_walker(cover);
  const PageDrawing cover_page = cover_walker.walk_page(0);

  BookReport report;
  report.interior = facts(kInteriorFile, interior.bytes(), interior.page_count());
  report.cover = facts(kCoverFile, cover.bytes(), cover.page_count());
  report.manifest = facts(kManifestFile, manifest_text, 0);

  BookMazes mazes = prove_book_mazes(manifest, pages, kInteriorFile);
  report.mazes = std::move(mazes.mazes);
  for (Check& c : mazes.checks) report.checks.push_back(std::move(c));
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
