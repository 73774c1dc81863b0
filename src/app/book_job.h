#pragma once
// What `build` and `preview` share: read the spec and its template, select
// the mazes, plan the pages and the decorations, all before anything is
// drawn. Data flows one way: book layer, then text measured for the plan,
// then the plan, then drawing.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/cover_plan.h"
#include "book/ornaments.h"
#include "book/page_plan.h"
#include "book/theme.h"
#include "render/cover.h"
#include "render/interior.h"
#include "render/theme_art.h"

namespace mazebook {

struct BookJob {
  BookSpec spec;
  BookTemplate look;           // as the template says: the cover's colours
  BookTemplate interior_look;  // as the interior prints it (book/ink.h)
  BookMatter matter;           // the pages before the sections and after the solutions
  std::string date;            // the PDFs' date, "YYYY-MM-DDThh:mm:ss" (see pdf_date)
  std::vector<BookMaze> mazes;
  std::vector<MazeShape> shapes;            // the mazes' shapes the plan laid out
  std::vector<MazeMarks> marks;             // every maze page's START and FINISH, placed
  std::vector<VariantMarks> variant_marks;  // every puzzle variant's drawings, placed
  std::vector<PlacedText> texts;            // every text of the interior's pages, in page order
  MatterPages matter_pages;  // the pages of words' leaders and rules (texts in `texts`)
  BookPlan plan;
  TitlePage title_page;
  std::vector<Ornament> ornaments;
  std::optional<CoverArt> cover_art;          // always set once prepared
  CoverPlan cover;                            // for the planned interior's page count
  std::optional<Theme> theme;                 // when the spec names one
  ThemeArt art;                               // the theme's pictures, read and checked
  std::optional<Picture> front_image;         // the spec's "cover.front_image", read and checked
  std::vector<int> section_pictures;          // each section page's picture, -1 for none
  std::vector<SectionPageArt> section_pages;  // each section page's rule and picture
  Interior interior;                          // points into this job
};

// The shipped sample spec, used when no spec is given.
std::string default_spec_path();

// Loads and validates everything, selects the mazes and plans the pages.
// The job is returned by pointer: the interior points into it. With
// `document`, the spec is that JSON (as if read from `spec_path`).
std::unique_ptr<BookJob> prepare_book(const std::string& spec_path, int jobs,
                                      const std::function<void(int, int)>& progress,
                                      const Json* document = nullptr);
// The same from a spec already read; `select` as select_book_mazes takes it.
std::unique_ptr<BookJob> prepare_book(BookSpec spec, int jobs,
                                      const std::function<void(int, int)>& progress,
                                      const SectionSelector& select);

// The cover drawn as `job.cover` plans it (it points into `job`).
Cover plan_book_cover(const BookJob& job);

// Notes for the user about choices made for them: the interior printed in
// greys, the spine left blank. One line each, no line break.
std::vector<std::string> book_notes(const BookJob& job, const Cover& cover);

// The PDF date: SOURCE_DATE_EPOCH when set, else the spec's date, as
// "YYYY-MM-DDThh:mm:ss" (UTC).
std::string pdf_date(const BookSpec& spec);

}  // namespace mazebook
