#include "support/book_files.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <qpdf/Pl_String.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <set>
#include <sstream>

#include "cli/command.h"

namespace mbtest {

CliRun run_mazebook(std::vector<std::string> args) {
  args.insert(args.begin(), "mazebook");
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::ostringstream out;
  std::ostringstream err;
  mazebook::Console console{out, err};
  const int code = mazebook::run_cli(static_cast<int>(argv.size()), argv.data(), console);
  return {code, out.str(), err.str()};
}

TempDir::TempDir(const std::string& tag) {
  static int serial = 0;
  path_ = fs::temp_directory_path() / ("mazebook-test-" + std::to_string(::getpid()) + "-" + tag +
                                       "-" + std::to_string(++serial));
  fs::remove_all(path_);
  fs::create_directories(path_);
}

TempDir::~TempDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

std::string read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

std::unique_ptr<BuiltBook> build_book(const std::string& spec, const std::string& tag,
                                      const std::vector<std::string>& extra_args) {
  auto book = std::make_unique<BuiltBook>(tag);
  book->spec_path = book->dir.file("spec.json");
  book->out = book->dir.path() / "out";
  write_text(book->spec_path, spec);
  std::vector<std::string> args{"build", book->spec_path, "--out", book->out.string(), "--quiet"};
  args.insert(args.end(), extra_args.begin(), extra_args.end());
  book->run = run_mazebook(args);
  EXPECT_EQ(book->run.code, 0) << book->run.err;
  if (book->run.code == 0)
    book->manifest = mazebook::Json::parse(read_bytes(book->out / "book.json"));
  return book;
}

std::string shell_output(const std::string& command) {
  std::string text;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return text;
  char buffer[4096];
  size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) text.append(buffer, n);
  ::pclose(pipe);
  return text;
}

PdfFile::PdfFile(const fs::path& path) : pdf_(std::make_unique<QPDF>()) {
  pdf_->processFile(path.string().c_str());
  pages_ = QPDFPageDocumentHelper(*pdf_).getAllPages();
}

std::vector<double> PdfFile::media_box(int number) {
  QPDFObjectHandle box = page(number).getAttribute("/MediaBox", false);
  std::vector<double> values;
  for (int i = 0; i < box.getArrayNItems(); ++i)
    values.push_back(box.getArrayItem(i).getNumericValue());
  return values;
}

namespace {

bool has_font_file(QPDFObjectHandle font) {
  QPDFObjectHandle descriptor = font.getKey("/FontDescriptor");
  if (!descriptor.isDictionary()) return false;
  return descriptor.hasKey("/FontFile") || descriptor.hasKey("/FontFile2") ||
         descriptor.hasKey("/FontFile3");
}

// Checks the fonts of a resource dictionary and of the forms it uses.
void check_resources(QPDFObjectHandle resources, std::set<QPDFObjGen>& seen, int& count,
                     std::vector<std::string>& missing) {
  if (!resources.isDictionary()) return;
  QPDFObjectHandle fonts = resources.getKey("/Font");
  if (fonts.isDictionary()) {
    for (const std::string& key : fonts.getKeys()) {
      QPDFObjectHandle font = fonts.getKey(key);
      if (font.isIndirect() && !seen.insert(font.getObjGen()).second) continue;
      ++count;
      const std::string subtype =
          font.getKey("/Subtype").isName() ? font.getKey("/Subtype").getName() : "";
      // Type 3 glyphs are content streams inside the file: nothing to embed.
      if (subtype == "/Type3") continue;
      QPDFObjectHandle judged = font;
      if (subtype == "/Type0") judged = font.getKey("/DescendantFonts").getArrayItem(0);
      if (!has_font_file(judged)) {
        QPDFObjectHandle base = font.getKey("/BaseFont");
        missing.push_back(key + " " + (base.isName() ? base.getName() : "?"));
      }
    }
  }
  QPDFObjectHandle xobjects = resources.getKey("/XObject");
  if (xobjects.isDictionary()) {
    for (const std::string& key : xobjects.getKeys()) {
      QPDFObjectHandle x = xobjects.getKey(key);
      if (x.isStream() && x.getDict().getKey("/Subtype").isName() &&
          x.getDict().getKey("/Subtype").getName() == "/Form" &&
          seen.insert(x.getObjGen()).second) {
        check_resources(x.getDict().getKey("/Resources"), seen, count, missing);
      }
    }
  }
}

}  // namespace

std::vector<std::string> PdfFile::fonts_not_embedded() {
  std::vector<std::string> missing;
  std::set<QPDFObjGen> seen;
  fonts_seen_ = 0;
  for (QPDFPageObjectHelper& p : pages_) {
    check_resources(p.getAttribute("/Resources", false), seen, fonts_seen_, missing);
  }
  return missing;
}

std::string page_content(QPDFPageObjectHelper& page) {
  std::string content;
  Pl_String pipe("page", nullptr, content);
  page.pipeContents(&pipe);
  QPDFObjectHandle xobjects = page.getAttribute("/Resources", false).getKey("/XObject");
  if (xobjects.isDictionary()) {
    for (const std::string& name : xobjects.getKeys()) {
      QPDFObjectHandle x = xobjects.getKey(name);
      if (!x.isStream()) continue;
      content += "\n" + name + "\n";
      Pl_String form("form", nullptr, content);
      x.pipeStreamData(&form, 0, qpdf_dl_all);
    }
  }
  return content;
}

}  // namespace mbtest
