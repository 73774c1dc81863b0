#pragma once
// The book spec: a short JSON description of one book (presets/books/*.json
// are examples). Parsing validates every field and resolves the presets.

#include <cstdint>
#include <string>
#include <vector>

#include "book/kdp.h"
#include "book/maze_json.h"
#include "book/preset.h"

namespace mazebook {

struct SectionSpec {
  Preset preset;
  int count = 0;             // mazes in the section
  std::string title;         // the section's heading; the preset's label by default
  bool title_given = false;  // the spec set "title" (else the template may name it)
};

struct BookSpec {
  std::string title;
  std::string subtitle;
  std::string author;
  std::string trim_name;  // as written, e.g. "8.5x11"
  Trim trim;
  Paper paper = Paper::white;
  bool bleed = false;
  std::string template_name = "classic";
  uint64_t seed = 1;
  std::vector<SectionSpec> sections;
  int solutions_per_page = 0;  // 1, 2, 4, 6 or 9; 0 means "auto"
  std::string back_text;
  // The date written into the PDFs (and the copyright year) when
  // SOURCE_DATE_EPOCH is not set: "YYYY-MM-DD".
  std::string date = "2026-01-01";
  std::string source;  // the spec file, for messages
};

// Most mazes a book may ask for in all.
constexpr int kMaxBookMazes = 2000;

// Validates and reads a spec. Throws Error("FILE: PATH: problem").
BookSpec parse_book_spec(const Json& document, const std::string& file);
BookSpec load_book_spec(const std::string& path);

// The spec as resolved (defaults filled in, presets expanded) for the
// manifest.
Json book_spec_json(const BookSpec& spec);

int total_mazes(const BookSpec& spec);

}  // namespace mazebook
