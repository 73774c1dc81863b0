#pragma once
// What `build` and `preview` share: read the spec and its template, select
// the mazes and plan the interior.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "render/cover.h"
#include "render/interior.h"

namespace mazebook {

struct BookJob {
  BookSpec spec;
  BookTemplate look;
  std::vector<BookMaze> mazes;
  Interior interior;
};

// The shipped sample spec, used when no spec is given.
std::string default_spec_path();

// Loads and validates everything, selects the mazes and plans the pages.
// The job is returned by pointer: the interior points into it.
std::unique_ptr<BookJob> prepare_book(const std::string& spec_path, int jobs,
                                      const std::function<void(int, int)>& progress);

// The cover for the planned interior's page count.
Cover plan_book_cover(const BookJob& job);

// The PDF date: SOURCE_DATE_EPOCH when set, else the spec's date, as
// "YYYY-MM-DDThh:mm:ss" (UTC).
std::string pdf_date(const BookSpec& spec);

}  // namespace mazebook
