#pragma once
// The book spec: a short JSON description of one book (presets/books/*.json
// are examples). Parsing validates every field and resolves the presets.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "book/avoided_keys.h"
#include "book/batch_section.h"
#include "book/kdp.h"
#include "book/maze_json.h"
#include "book/maze_override.h"
#include "book/page_kinds.h"
#include "book/preset.h"

namespace mazebook {

struct SectionSpec {
  Preset preset;
  int count = 0;             // mazes in the section
  std::string title;         // the section's heading; by default its level's name
  bool title_given = false;  // the spec set "title" (else the template may name it)
  // The template's word for the section's shape ({shape}: "Circles"), set
  // with its title (book/book_texts.h).
  std::string shape;
  // Solutions a page for this section: 1, 2, 4, 6 or 9, 0 for "auto", -1
  // for the book's solutions_per_page.
  int solutions_per_page = -1;
  // Mazes a maze page prints: 1, 2, 4 or 6, each in its slot (book/page_plan.h).
  int mazes_per_page = 1;
  // "fit": the grid sized to the maze page with cells about this wide,
  // inches; 0 keeps the preset's grid (book/fit.h).
  double fit_cell_in = 0;
  // With "fit": the preset as the spec named it, before its grid and
  // bounds were fitted (for the manifest).
  std::optional<Preset> unfitted;
  // "batch": the section's mazes read from a batch file, its first `count`
  // printed (book/batch_section.h); null when the section selects its own.
  std::shared_ptr<const BatchMazes> batch;
  // The solutions a page the page target chose (book/page_target.h); 0
  // for none.
  int target_per_page = 0;
};

// The book spec's "cover": the user's own front art.
enum class FrontFit : uint8_t { bleed, frame };
struct CoverSpec {
  std::string front_image;  // the file to open; "" for none (then the front is composed)
  std::string front_shown;  // as the spec wrote it, for messages and the manifest
  FrontFit fit = FrontFit::bleed;
};

struct BookSpec {
  std::string title;
  std::string subtitle;
  std::string author;
  std::string trim_name;  // as recorded: a KDP name or WxH, e.g. "8.5x11" (trim_spelling.h)
  Trim trim;
  Paper paper = Paper::white;
  bool bleed = false;
  std::string template_name = "classic";
  bool template_given = false;  // the spec set "template" (else a theme names its base)
  std::string theme;            // a theme's name or path (templates/themes); "" for none
  uint64_t seed = 1;
  // No "seed" in the spec: `seed` is derived from its title, subtitle,
  // author and edition (book/book_seed.h).
  bool seed_derived = false;
  std::vector<SectionSpec> sections;
  int solutions_per_page = 0;  // 1, 2, 4, 6 or 9; 0 means "auto"
  // "pages": the interior's page count to meet (book/page_target.h), 0
  // for none; "pages_fill": the section whose count meets it, -1 for none.
  int pages = 0;
  int pages_fill = -1;
  // Why the book has more pages than "pages" asks, when it has (set by
  // meet_page_target).
  std::string pages_note;
  std::string back_text;
  CoverSpec cover;
  // Each section's mazes in order of difficulty, easiest first
  // (book/difficulty.h); false keeps the order they were selected in.
  bool ramp = true;
  // The copyright page's optional lines; empty when not given. The ISBN's
  // check digit is verified (book/isbn.h).
  std::string publisher;
  std::string edition;
  std::string isbn;
  // The pages before the first section and after the solutions, when the
  // spec lists them; else the template's.
  std::optional<std::vector<PageKind>> front_matter;
  std::optional<std::vector<PageKind>> back_matter;
  // The date written into the PDFs (and the copyright year) when
  // SOURCE_DATE_EPOCH is not set: "YYYY-MM-DD".
  std::string date = "2026-01-01";
  // Mazes swapped for the first kept maze of another seed, each in its
  // place (book/maze_override.h).
  std::vector<MazeOverride> overrides;
  // "series": the series record (book/series_record.h) as the spec wrote
  // it and the file to open; "" for none.
  std::string series_shown;
  std::string series_file;
  // The other books' maze keys, which no maze of this book may have
  // (book/avoided_keys.h); null for none. Set by the build, not the spec.
  std::shared_ptr<const AvoidedKeys> avoid;
  std::string source;  // the spec file, for messages
};

// Most mazes a book may ask for in all.
constexpr int kMaxBookMazes = 2000;

// Validates and reads a spec; the masks its presets name are read through
// `masks`. Throws Error("FILE: PATH: problem").
BookSpec parse_book_spec(const Json& document, const std::string& file, const MaskReader& masks);
BookSpec load_book_spec(const std::string& path, const MaskReader& masks);

// The spec as resolved (defaults filled in, presets expanded) for the
// manifest.
Json book_spec_json(const BookSpec& spec);

int total_mazes(const BookSpec& spec);

// Section `s`'s solutions a page as asked: its own, else the book's (0:
// "auto").
int asked_solutions_per_page(const BookSpec& spec, size_t s);

}  // namespace mazebook
