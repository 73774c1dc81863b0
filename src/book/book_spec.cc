#include "book/book_spec.h"

#include "base/data_paths.h"
#include "base/json_reader.h"
#include "base/nearest_name.h"
#include "book/batch_section.h"
#include "book/book_seed.h"
#include "book/book_template.h"
#include "book/isbn.h"
#include "book/trim_spelling.h"

namespace mazebook {

namespace {

bool valid_date(const std::string& d) {
  if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    if (d[i] < '0' || d[i] > '9') return false;
  }
  const int month = std::stoi(d.substr(5, 2));
  const int day = std::stoi(d.substr(8, 2));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && d.substr(0, 4) >= "1970";
}

std::string text_field(const JsonNode& root, std::string_view key, size_t max_length, bool required,
                       bool multi_line = false) {
  if (!required && !root.has(key)) return "";
  const JsonNode node = root.at(key);
  std::string text = node.as_printed_text(max_length, multi_line);
  if (required && text.empty()) node.fail("expected a non-empty string");
  return text;
}

// 1, 2, 4, 6, 9 or "auto" (0).
int parse_solutions_per_page(const JsonNode& per_page) {
  const Json& v = per_page.value();
  const bool is_auto = v.is_string() && v.get<std::string>() == "auto";
  const int64_t n = v.is_number_integer() ? v.get<int64_t>() : -1;
  if (!is_auto && n != 1 && n != 2 && n != 4 && n != 6 && n != 9) {
    per_page.fail("expected 1, 2, 4, 6, 9 or \"auto\", got " + describe_json(v));
  }
  return is_auto ? 0 : static_cast<int>(n);
}

// 1, 2, 4 or 6 mazes a maze page; a maze of floors takes its page alone.
int parse_mazes_per_page(const JsonNode& per_page, const Preset& preset) {
  const Json& v = per_page.value();
  const int64_t n = v.is_number_integer() ? v.get<int64_t>() : -1;
  if (n != 1 && n != 2 && n != 4 && n != 6)
    per_page.fail("expected 1, 2, 4 or 6, got " + describe_json(v));
  if (n > 1 && preset.variant.kind == VariantKind::floors) {
    per_page.fail("preset " + preset.name +
                  " has floors, each drawn beside the others on its page: it prints one maze a "
                  "page, got " +
                  std::to_string(n));
  }
  return static_cast<int>(n);
}

// Cells of a fitted grid, inches: from a twentieth of an inch (still
// legible at KDP's thinnest line) to two inches.
constexpr double kMinFitCell = 0.05;
constexpr double kMaxFitCell = 2.0;

double parse_fit(const JsonNode& fit, const Preset& preset) {
  fit.expect_object({"cell_in"});
  const double cell = fit.at("cell_in").as_number(kMinFitCell, kMaxFitCell);
  if (preset.grid->kind() != GridKind::rect) {
    fit.fail("fits a rect grid to the page, not " +
             std::string(grid_kind_name(preset.grid->kind())));
  }
  return cell;
}

// "cover": {"front_image": PATH, "fit": "bleed"|"frame"}; the path is
// relative to the spec file's folder unless absolute.
CoverSpec parse_cover(const JsonNode& cover, const std::string& file) {
  cover.expect_object({"front_image", "fit"});
  CoverSpec c;
  const JsonNode image = cover.at("front_image");
  c.front_shown = image.as_string();
  if (c.front_shown.empty()) image.fail("expected a picture file (.svg, .png, .jpg)");
  c.front_image = path_from(file, c.front_shown);
  require_named_file(c.front_image, c.front_shown, file, file + ": " + image.path());
  if (cover.has("fit")) {
    const JsonNode fit = cover.at("fit");
    static constexpr std::string_view kFits[] = {"bleed", "frame"};
    c.fit = fit.as_choice(kFits) == "bleed" ? FrontFit::bleed : FrontFit::frame;
  }
  return c;
}

// "pages": a whole number within KDP's page range for the trim and paper.
int parse_pages(const JsonNode& pages, const BookSpec& spec) {
  const Json& v = pages.value();
  if (!v.is_number_integer() || v.get<int64_t>() < 1) {
    pages.fail("expected the interior's page count, a whole number such as 120, got " +
               describe_json(v));
  }
  const int64_t n = v.get<int64_t>();
  const PageRange range = page_range(spec.trim, spec.paper);
  if (n < range.min) {
    pages.fail(std::to_string(n) + " is below KDP's minimum (" + std::to_string(range.min) +
               " pages)");
  }
  if (n > range.max) {
    pages.fail(std::to_string(n) + " is above KDP's maximum for " + spec.trim_name + " on " +
               std::string(paper_name(spec.paper)) + " paper (" + std::to_string(range.max) +
               " pages)");
  }
  return static_cast<int>(n);
}

// "pages_fill": the index of one of the spec's `sections` sections.
int parse_pages_fill(const JsonNode& fill, const BookSpec& spec, size_t sections) {
  if (spec.pages == 0) {
    fill.fail(
        "names the section whose count makes the book \"pages\" long; the spec gives no "
        "\"pages\"");
  }
  const Json& v = fill.value();
  const auto last = static_cast<int64_t>(sections) - 1;
  if (!v.is_number_integer() || v.get<int64_t>() < 0 || v.get<int64_t>() > last) {
    fill.fail("expected a section's index, from 0 to " + std::to_string(last) + ", got " +
              describe_json(v));
  }
  return static_cast<int>(v.get<int64_t>());
}

Json solutions_json(int per_page) { return per_page == 0 ? Json("auto") : Json(per_page); }

}  // namespace

BookSpec parse_book_spec(const Json& document, const std::string& file, const MaskReader& masks) {
  const JsonNode root(document, file);
  root.expect_object({"title",     "subtitle", "author",       "trim",        "paper",
                      "bleed",     "template", "seed",         "sections",    "solutions_per_page",
                      "back_text", "date",     "ramp",         "publisher",   "theme",
                      "edition",   "isbn",     "front_matter", "back_matter", "cover",
                      "series",    "pages",    "pages_fill",   kOverridesKey});
  BookSpec spec;
  spec.source = file;
  spec.title = text_field(root, "title", 200, true, true);
  spec.subtitle = text_field(root, "subtitle", 300, false, true);
  spec.author = text_field(root, "author", 200, true);
  spec.back_text = text_field(root, "back_text", 4000, false, true);
  spec.publisher = text_field(root, "publisher", 200, false);
  spec.edition = text_field(root, "edition", 100, false);
  if (root.has("isbn")) {
    const JsonNode isbn = root.at("isbn");
    spec.isbn = isbn.as_string();
    if (const auto problem = isbn_problem(spec.isbn)) isbn.fail(*problem);
  }
  if (root.has("ramp")) spec.ramp = root.at("ramp").as_bool();
  if (root.has("front_matter")) spec.front_matter = parse_page_list(root.at("front_matter"), false);
  if (root.has("back_matter")) spec.back_matter = parse_page_list(root.at("back_matter"), true);

  const JsonNode trim = root.at("trim");
  const std::string typed_trim = trim.as_string();
  spec.trim_name = trim_spelling(typed_trim).value_or(typed_trim);
  const auto parsed_trim = parse_trim(spec.trim_name);
  if (!parsed_trim) {
    trim.fail("expected a KDP trim (" + join_names(kdp_trim_names()) +
              ", A4) or a custom WxH with width 4 to 8.5 and height 6 to 11.69 inches, got " +
              describe_json(trim.value()) + did_you_mean(typed_trim, trim_suggestions()));
  }
  spec.trim = *parsed_trim;
  if (root.has("paper")) {
    const JsonNode paper = root.at("paper");
    spec.paper = *parse_paper(paper.as_choice(paper_names()));
  }
  if (root.has("bleed")) spec.bleed = root.at("bleed").as_bool();
  if (root.has("template")) {
    spec.template_name = root.at("template").as_string();
    if (spec.template_name.empty())
      root.at("template").fail("expected a template name, e.g. \"classic\"");
    spec.template_given = true;
  }
  if (root.has("theme")) {
    spec.theme = root.at("theme").as_string();
    if (spec.theme.empty()) root.at("theme").fail("expected a theme name, e.g. \"space\"");
  }
  if (root.has("cover")) spec.cover = parse_cover(root.at("cover"), file);
  if (root.has("seed")) {
    spec.seed = root.at("seed").as_seed();
  } else {
    spec.seed = derive_book_seed(spec.title, spec.subtitle, spec.author, spec.edition);
    spec.seed_derived = true;
  }
  if (root.has("series")) {
    const JsonNode series = root.at("series");
    spec.series_shown = series.as_string();
    if (spec.series_shown.empty())
      series.fail("expected a series record's file, e.g. \"series.json\"");
    spec.series_file = path_from(file, spec.series_shown);
  }
  if (root.has("date")) {
    const JsonNode date = root.at("date");
    spec.date = date.as_string();
    if (!valid_date(spec.date))
      date.fail("expected a date as YYYY-MM-DD, got " + describe_json(date.value()));
  }
  if (root.has("solutions_per_page"))
    spec.solutions_per_page = parse_solutions_per_page(root.at("solutions_per_page"));
  if (root.has("pages")) spec.pages = parse_pages(root.at("pages"), spec);

  const JsonNode sections = root.at("sections");
  const size_t n = sections.array_size(1, 50);
  if (root.has("pages_fill")) spec.pages_fill = parse_pages_fill(root.at("pages_fill"), spec, n);
  int total = 0;
  for (size_t i = 0; i < n; ++i) {
    const JsonNode entry = sections.at(i);
    entry.expect_object(
        {"preset", "count", "title", "solutions_per_page", "mazes_per_page", "fit", "batch"});
    SectionSpec section;
    if (entry.has("batch")) {
      if (entry.has("preset"))
        entry.at("preset").fail("a section takes a preset or a batch, not both");
      load_batch_section(entry, file, section, masks);
    } else {
      const JsonNode preset = entry.at("preset");
      section.preset = load_preset(preset.as_string(), file + ": " + preset.path(), masks, file);
      if (section.preset.weave > 0) {
        preset.fail("preset " + section.preset.name + " weaves; books do not print weave mazes");
      }
      // A variant's marks sit in slots of square cells (src/proof/
      // DRAWING_RULES.md "Puzzle variants"): books print them on rectangles.
      if (section.preset.variant.kind != VariantKind::none &&
          section.preset.grid_spec.kind != GridKind::rect) {
        preset.fail("preset " + section.preset.name + " is a puzzle variant (" +
                    variant_spec(section.preset.variant) + ") on a " +
                    std::string(grid_kind_name(section.preset.grid_spec.kind)) +
                    " grid; books print variants on rectangles only");
      }
      // The filled section's count is the page target's to choose.
      const bool filled = static_cast<int>(i) == spec.pages_fill;
      section.count = filled && !entry.has("count")
                          ? 1
                          : static_cast<int>(entry.at("count").as_integer(1, kMaxBookMazes));
    }
    if (entry.has("batch") && static_cast<int>(i) == spec.pages_fill) {
      root.at("pages_fill")
          .fail("sections[" + std::to_string(i) +
                "] prints a batch file's mazes, whose count is the file's");
    }
    section.title_given = entry.has("title");
    section.title = section.title_given ? text_field(entry, "title", kMaxLevelName, true)
                                        : section.preset.label;
    if (entry.has("solutions_per_page"))
      section.solutions_per_page = parse_solutions_per_page(entry.at("solutions_per_page"));
    if (entry.has("mazes_per_page"))
      section.mazes_per_page = parse_mazes_per_page(entry.at("mazes_per_page"), section.preset);
    if (entry.has("fit")) {
      if (section.batch) entry.at("fit").fail("a batch's mazes keep their grid; no fit");
      section.fit_cell_in = parse_fit(entry.at("fit"), section.preset);
    }
    total += section.count;
    if (total > kMaxBookMazes) {
      entry.at("count").fail("the book asks for " + std::to_string(total) + " mazes; at most " +
                             std::to_string(kMaxBookMazes));
    }
    spec.sections.push_back(std::move(section));
  }
  // With a filled section the book's mazes are counted once it is filled
  // (book/page_target.h).
  if (root.has(kOverridesKey)) {
    spec.overrides =
        parse_overrides(root.at(kOverridesKey), spec.pages_fill >= 0 ? kMaxBookMazes : total);
  }
  return spec;
}

BookSpec load_book_spec(const std::string& path, const MaskReader& masks) {
  return parse_book_spec(read_json_file(path, kMaxSpecBytes), path, masks);
}

Json book_spec_json(const BookSpec& spec) {
  Json j;
  j["title"] = spec.title;
  j["subtitle"] = spec.subtitle;
  j["author"] = spec.author;
  j["trim"] = spec.trim_name;
  j["paper"] = std::string(paper_name(spec.paper));
  j["bleed"] = spec.bleed;
  j["template"] = spec.template_name;
  if (!spec.theme.empty()) j["theme"] = spec.theme;
  j["seed"] = spec.seed;
  j["date"] = spec.date;
  j["solutions_per_page"] = solutions_json(spec.solutions_per_page);
  if (spec.pages > 0) j["pages"] = spec.pages;
  if (spec.pages_fill >= 0) j["pages_fill"] = spec.pages_fill;
  Json sections = Json::array();
  for (size_t i = 0; i < spec.sections.size(); ++i) {
    const SectionSpec& s = spec.sections[i];
    Json section = {{"title", s.title},
                    {"count", s.count},
                    {"solutions_per_page", solutions_json(asked_solutions_per_page(spec, i))},
                    {"preset", preset_json(s.preset)}};
    if (s.mazes_per_page != 1) section["mazes_per_page"] = s.mazes_per_page;
    if (s.batch) section["batch"] = s.batch->shown;
    if (s.fit_cell_in > 0) {
      section["fit"] = {{"cell_in", s.fit_cell_in},
                        {"preset", preset_json(s.unfitted ? *s.unfitted : s.preset)}};
    }
    sections.push_back(section);
  }
  j["sections"] = sections;
  j["back_text"] = spec.back_text;
  if (!spec.cover.front_shown.empty()) {
    j["cover"] = {{"front_image", spec.cover.front_shown},
                  {"fit", spec.cover.fit == FrontFit::bleed ? "bleed" : "frame"}};
  }
  j["ramp"] = spec.ramp;
  j["publisher"] = spec.publisher;
  j["edition"] = spec.edition;
  j["isbn"] = spec.isbn;
  const auto names = [](const std::vector<PageKind>& kinds) {
    Json list = Json::array();
    for (PageKind k : kinds) list.push_back(std::string(matter_name(k)));
    return list;
  };
  if (spec.front_matter) j["front_matter"] = names(*spec.front_matter);
  if (spec.back_matter) j["back_matter"] = names(*spec.back_matter);
  if (!spec.series_shown.empty()) j["series"] = spec.series_shown;
  if (!spec.overrides.empty()) j[std::string(kOverridesKey)] = overrides_json(spec.overrides);
  return j;
}

int asked_solutions_per_page(const BookSpec& spec, size_t s) {
  const int own = spec.sections[s].solutions_per_page;
  return own >= 0 ? own : spec.solutions_per_page;
}

int total_mazes(const BookSpec& spec) {
  int total = 0;
  for (const SectionSpec& s : spec.sections) total += s.count;
  return total;
}

}  // namespace mazebook
