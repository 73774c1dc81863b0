#pragma once
// What the book and cover tests share: driving run_cli like a user, temp
// folders, and opening the PDFs with qpdf (an independent reader: the
// renderer writes with Cairo and never links qpdf).

#include <filesystem>
#include <memory>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <string>
#include <vector>

#include "book/maze_json.h"
#include "support/page_walker.h"

namespace mbtest {

namespace fs = std::filesystem;

struct CliRun {
  int code = 0;
  std::string out;
  std::string err;
};

// Runs `mazebook ARGS...` in process, output captured.
CliRun run_mazebook(std::vector<std::string> args);

// A fresh folder under the system temp folder, removed with everything in it
// when the object goes away.
class TempDir {
 public:
  explicit TempDir(const std::string& tag);
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const fs::path& path() const { return path_; }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  fs::path path_;
};

std::string read_bytes(const fs::path& path);
void write_text(const fs::path& path, const std::string& text);

// A book built by `mazebook build SPEC --out OUT --quiet EXTRA...` from the
// JSON text `spec`, in a temp folder of its own. Fails the calling test
// (and returns what it has) when the build does not succeed.
struct BuiltBook {
  explicit BuiltBook(const std::string& tag) : dir(tag) {}
  TempDir dir;
  fs::path out;  // interior.pdf, cover.pdf, book.json
  std::string spec_path;
  CliRun run;
  mazebook::Json manifest;
};
std::unique_ptr<BuiltBook> build_book(const std::string& spec, const std::string& tag,
                                      const std::vector<std::string>& extra_args = {});

// Runs a shell command and returns its standard output ("" when it fails).
std::string shell_output(const std::string& command);

// A PDF opened with qpdf. Pages are numbered from 1.
class PdfFile {
 public:
  explicit PdfFile(const fs::path& path);
  int page_count() const { return static_cast<int>(pages_.size()); }
  QPDFPageObjectHelper& page(int number) { return pages_.at(static_cast<size_t>(number - 1)); }
  QPDF& qpdf() { return *pdf_; }
  // The page's /MediaBox as {llx, lly, urx, ury}, points.
  std::vector<double> media_box(int number);
  // Every font used on any page (form XObjects included) that has no
  // embedded font program, by resource name and /BaseFont; empty when all
  // are embedded. Type0 fonts are judged by their descendant font.
  std::vector<std::string> fonts_not_embedded();
  // How many fonts were looked at by fonts_not_embedded().
  int fonts_seen() const { return fonts_seen_; }

 private:
  std::unique_ptr<QPDF> pdf_;
  std::vector<QPDFPageObjectHelper> pages_;
  int fonts_seen_ = 0;
};

// The decoded content of one page: its content streams, then each form
// XObject of its resources (by name) with the name before it; two pages
// print alike when these are equal.
std::string page_content(QPDFPageObjectHelper& page);

}  // namespace mbtest
