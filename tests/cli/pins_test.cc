// Pins: the exact output of two small books, so that a change which alters
// any maze or anything drawn fails here, loudly. tests/data/pins/NAME.json
// is built with SOURCE_DATE_EPOCH=0; NAME.book.json holds the exact bytes
// of its book.json, NAME.pages.txt a SHA-256 of every page's decoded
// content (page content streams, then the form XObjects the page uses) of
// interior.pdf and cover.pdf. Whole PDFs are not pinned: the embedded font
// files and the producer string may differ between machines. drawings.txt
// pins posters of every grid kind the same way, and sample PNGs by their
// decoded pixels (the compressed bytes depend on zlib).
//
// To change the pins on purpose (a change meant to alter mazes or
// drawings), rewrite them with one command from the top of the tree:
//
//   MAZEBOOK_UPDATE_PINS=1 build/bin/mazebook_tests --gtest_filter='Pins.*'
//
// then read `git diff tests/data/pins/`, and say in the commit message
// which pins changed and why.

#include <cairo.h>
#include <gtest/gtest.h>
#include <openssl/evp.h>

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

fs::path pins_folder() { return fs::path(MAZEBOOK_TEST_DATA) / "pins"; }

bool updating() {
  const char* v = std::getenv("MAZEBOOK_UPDATE_PINS");
  return v && std::string(v) == "1";
}

std::string sha256_hex(const std::string& data) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_Digest(data.data(), data.size(), digest, &length, EVP_sha256(), nullptr);
  static const char kHex[] = "0123456789abcdef";
  std::string hex;
  for (unsigned int i = 0; i < length; ++i) {
    hex += kHex[digest[i] >> 4];
    hex += kHex[digest[i] & 15];
  }
  return hex;
}

// "FILE PAGE SHA256" lines for both PDFs of a built book.
std::string page_pins(const fs::path& out) {
  std::ostringstream lines;
  for (const char* file : {"interior.pdf", "cover.pdf"}) {
    mbtest::PdfFile pdf(out / file);
    for (int n = 1; n <= pdf.page_count(); ++n) {
      lines << file << " " << n << " " << sha256_hex(mbtest::page_content(pdf.page(n))) << "\n";
    }
  }
  return lines.str();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Sets SOURCE_DATE_EPOCH for the builds and restores it after.
class EpochZero {
 public:
  EpochZero() {
    const char* v = std::getenv("SOURCE_DATE_EPOCH");
    had_ = v != nullptr;
    if (had_) saved_ = v;
    ::setenv("SOURCE_DATE_EPOCH", "0", 1);
  }
  ~EpochZero() {
    if (had_)
      ::setenv("SOURCE_DATE_EPOCH", saved_.c_str(), 1);
    else
      ::unsetenv("SOURCE_DATE_EPOCH");
  }

 private:
  std::string saved_;
  bool had_ = false;
};

void check_pins(const std::string& name) {
  SCOPED_TRACE(name);
  EpochZero epoch;
  const fs::path spec = pins_folder() / (name + ".json");
  const auto book = mbtest::build_book(mbtest::read_bytes(spec), "pins");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  // The "rebuild" record names this run's temporary files and this
  // machine's font files, so it is left out of the pin
  // (tests/cli/rebuild_test.cc checks it).
  mazebook::Json parsed = mazebook::Json::parse(mbtest::read_bytes(book->out / "book.json"));
  EXPECT_TRUE(parsed.contains("rebuild"));
  parsed.erase("rebuild");
  const std::string manifest = parsed.dump(1) + "\n";
  const std::string pages = page_pins(book->out);
  const fs::path manifest_pin = pins_folder() / (name + ".book.json");
  const fs::path pages_pin = pins_folder() / (name + ".pages.txt");
  if (updating()) {
    mbtest::write_text(manifest_pin, manifest);
    mbtest::write_text(pages_pin, pages);
    GTEST_SKIP() << "pins of " << name << " rewritten";
  }
  ASSERT_TRUE(fs::exists(manifest_pin)) << manifest_pin << " missing: see the top of this file";
  EXPECT_TRUE(manifest == mbtest::read_bytes(manifest_pin))
      << "book.json differs from " << manifest_pin << " (see the top of " << __FILE__
      << " to update pins on purpose)";
  const std::vector<std::string> want = lines_of(mbtest::read_bytes(pages_pin));
  const std::vector<std::string> got = lines_of(pages);
  EXPECT_EQ(got.size(), want.size()) << "page count differs";
  for (size_t i = 0; i < std::min(got.size(), want.size()); ++i) {
    EXPECT_EQ(got[i], want[i]) << "a page's drawing differs from " << pages_pin;
  }
}

TEST(Pins, SmallClassicBook) { check_pins("small-classic"); }

TEST(Pins, SmallKidsBookWithBleed) { check_pins("small-kids"); }

// Every page's decoded pixels of the PNG at `path` (4 bytes a pixel, no row
// padding): what Cairo drew, whatever zlib made of it.
std::string png_pixels(const fs::path& path) {
  cairo_surface_t* image = cairo_image_surface_create_from_png(path.string().c_str());
  std::string pixels;
  if (cairo_surface_status(image) == CAIRO_STATUS_SUCCESS) {
    const int width = cairo_image_surface_get_width(image);
    const int height = cairo_image_surface_get_height(image);
    const int stride = cairo_image_surface_get_stride(image);
    const unsigned char* data = cairo_image_surface_get_data(image);
    for (int y = 0; y < height; ++y) {
      pixels.append(reinterpret_cast<const char*>(data + static_cast<ptrdiff_t>(y) * stride),
                    static_cast<size_t>(width) * 4);
    }
  }
  cairo_surface_destroy(image);
  return pixels;
}

// Posters (each PDF page's content) and `sample --format png` drawings
// (their pixels) of every grid kind: their walls, routes and marks come
// from the same drawing as a book's, and are pinned as a book's pages are.
TEST(Pins, PostersAndSamplePngs) {
  EpochZero epoch;
  mbtest::TempDir dir("pins-drawings");
  std::ostringstream lines;
  int n = 0;
  for (const char* grid :
       {"rect:30x20", "polar:8", "hex:12x9", "triangle:14x8", "mask:cat:24x24"}) {
    const std::string pdf = dir.file("poster-" + std::to_string(++n) + ".pdf");
    const mbtest::CliRun r =
        mbtest::run_mazebook({"poster", "--grid", grid, "--page", "18x24in", "--seed", "3",
                              "--solution", "--title", "Pinned", "--out", pdf, "--quiet"});
    ASSERT_EQ(r.code, 0) << grid << ": " << r.err;
    mbtest::PdfFile file(pdf);
    for (int page = 1; page <= file.page_count(); ++page) {
      lines << "poster " << grid << " " << page << " "
            << sha256_hex(mbtest::page_content(file.page(page))) << "\n";
    }
    for (const bool solution : {false, true}) {
      const std::string png =
          dir.file("sample-" + std::to_string(n) + (solution ? "s" : "") + ".png");
      std::vector<std::string> args{"sample", "--algorithm", "backtracker", "--grid",
                                    grid,     "--seed",      "5",           "--format",
                                    "png",    "--out",       png,           "--quiet"};
      if (solution) args.push_back("--solution");
      const mbtest::CliRun s = mbtest::run_mazebook(args);
      ASSERT_EQ(s.code, 0) << grid << ": " << s.err;
      const std::string pixels = png_pixels(png);
      ASSERT_FALSE(pixels.empty()) << png;
      lines << "sample " << grid << (solution ? " --solution " : " ") << sha256_hex(pixels) << "\n";
    }
  }
  // Weave mazes' samples: their crossings and the route under them dashed.
  for (const char* algorithm : {"kruskal", "backtracker"}) {
    for (const bool solution : {false, true}) {
      const std::string png =
          dir.file(std::string("weave-") + algorithm + (solution ? "s" : "") + ".png");
      std::vector<std::string> args{"sample",  "--weave", "0.2",   "--algorithm",
                                    algorithm, "--size",  "20x20", "--format",
                                    "png",     "--out",   png,     "--quiet"};
      if (solution) args.push_back("--solution");
      const mbtest::CliRun s = mbtest::run_mazebook(args);
      ASSERT_EQ(s.code, 0) << algorithm << ": " << s.err;
      const std::string pixels = png_pixels(png);
      ASSERT_FALSE(pixels.empty()) << png;
      lines << "sample weave " << algorithm << (solution ? " --solution " : " ")
            << sha256_hex(pixels) << "\n";
    }
  }
  const fs::path pin = pins_folder() / "drawings.txt";
  if (updating()) {
    mbtest::write_text(pin, lines.str());
    GTEST_SKIP() << "pins of the posters and samples rewritten";
  }
  ASSERT_TRUE(fs::exists(pin)) << pin << " missing: see the top of this file";
  const std::vector<std::string> want = lines_of(mbtest::read_bytes(pin));
  const std::vector<std::string> got = lines_of(lines.str());
  EXPECT_EQ(got.size(), want.size());
  for (size_t i = 0; i < std::min(got.size(), want.size()); ++i) {
    EXPECT_EQ(got[i], want[i]) << "a drawing differs from " << pin;
  }
}

}  // namespace
