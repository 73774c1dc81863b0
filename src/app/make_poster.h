#pragma once
// A poster's files made as a unit: planned (a grid too large for the page
// is refused before any maze is made), drawn and described in memory, then
// written, each file whole, only once every one is made. `mazebook poster`
// calls it.

#include <cstdint>
#include <functional>
#include <string>

#include "book/book_template.h"
#include "book/poster_plan.h"
#include "maze/generators.h"
#include "maze/grid.h"

namespace mazebook {

struct PosterRequest {
  GridPtr grid;
  const GeneratorInfo* generator = nullptr;  // supports the grid's kind
  uint64_t seed = 1;
  PosterPage page;
  const BookTemplate* look = nullptr;  // poster_look's, its title font checked
  std::string out;                     // FILE.pdf, FILE.svg or FILE.png
  bool solution = false;
  double dpi = 72;   // a PNG's pixels an inch
  std::string date;  // the PDF's date (pdf_date)
  // Called once the page is planned, before any maze is made.
  std::function<void()> planned;
};

// The extension of the file name `out` (".pdf"), "" for none.
std::string poster_extension(const std::string& out);

// Makes the poster `request` asks for: `out` (both pages in a PDF; the
// solution in FILE-solution.svg or .png otherwise) and the manifest
// FILE.json beside it (book/manifest.h, poster_manifest). Throws Error, and then
// writes nothing.
void make_poster(const PosterRequest& request);

}  // namespace mazebook
