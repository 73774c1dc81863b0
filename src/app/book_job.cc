#include "app/book_job.h"

#include <algorithm>
#include <cstdlib>
#include <ctime>

#include "base/data_paths.h"
#include "base/error.h"
#include "base/json_reader.h"
#include "book/book_texts.h"
#include "book/cover_layout.h"
#include "book/cover_plan.h"
#include "book/fit.h"
#include "book/ink.h"
#include "book/layout_metrics.h"
#include "book/mark_plan.h"
#include "book/mark_reach.h"
#include "book/matter_plan.h"
#include "book/page_target.h"
#include "book/page_texts.h"
#include "book/text_plan.h"
#include "render/pango_measure.h"
#include "render/shipped_masks.h"
#include "render/text.h"

namespace mazebook {

std::string default_spec_path() { return data_dir() + "/presets/books/sample.json"; }

namespace {

// What the book's goals inside the maze print: a dot anywhere, else the
// word anywhere, else none.
CentreGoals printed_centre_goals(const std::vector<MazeMarks>& marks) {
  CentreGoals out = CentreGoals::none;
  for (const MazeMarks& m : marks) {
    if (m.finish.kind == PlacedMark::Kind::centre_dot) return CentreGoals::dot;
    if (m.finish.kind == PlacedMark::Kind::centre_word) out = CentreGoals::word;
  }
  return out;
}

LayoutMetrics metrics_for(const TextMeasure& measure, const BookTemplate& look,
                          const std::vector<MazeShape>& shapes) {
  double max_wall = 0;
  for (const MazeShape& shape : shapes) max_wall = std::max(max_wall, shape.wall_weight);
  return layout_metrics(measure, look, max_wall);
}

BookPlan plan_pages(const TextMeasure& measure, const BookJob& job,
                    const std::vector<MazeShape>& shapes) {
  return plan_book(job.spec, shapes, job.matter, metrics_for(measure, job.look, shapes));
}

// The template, and the theme's layer over it with its pictures read and
// checked (templates/themes/README.md). A spec's own "template" replaces
// the theme's base.
void load_look(BookJob& job) {
  const BookSpec& spec = job.spec;
  if (!spec.theme.empty()) {
    job.theme = load_theme(spec.theme, spec.source + ": theme", spec.source);
    job.art = load_theme_art(*job.theme);
  }
  // Named by the theme (its base) or by the spec, and relative to that file.
  if (job.theme && !spec.template_given) {
    job.look =
        load_template(job.theme->base_template, job.theme->source + ": template", job.theme->path);
  } else {
    job.look = load_template(spec.template_name, spec.source + ": template", spec.source);
  }
  if (!spec.cover.front_image.empty()) {
    job.front_image = Picture::load(spec.cover.front_image,
                                    spec.source + ": cover.front_image: " + spec.cover.front_shown);
  }
  if (job.theme) {
    apply_template_layer(JsonNode(job.theme->template_layer, job.theme->source), job.look);
    job.look.name = job.theme->name;
    job.look.mark_picture = job.theme->picture_size;
  }
}

// The theme's cover pictures the book layer chose, handed to the cover.
std::vector<const Picture*> front_pictures(const BookJob& job) {
  std::vector<const Picture*> pictures;
  for (int i : job.cover_art->front_pictures)
    pictures.push_back(&job.art.cover[static_cast<size_t>(i)]);
  return pictures;
}

// The cover of `pages` interior pages and `maze_count` mazes, planned
// with the book's front art and `back` as its previews.
CoverPlan cover_plan_for(const TextMeasure& measure, const BookJob& job, int pages, int maze_count,
                         const std::vector<const Maze*>& back) {
  const CoverArt& art = *job.cover_art;
  return plan_cover(measure, job.spec, job.look, pages, maze_count,
                    art.front_drawn ? &art.front.maze : nullptr, back,
                    static_cast<int>(art.front_pictures.size()));
}

// The back's previews, the book's mazes the book layer chose.
std::vector<const Maze*> back_samples(const BookJob& job) {
  std::vector<const Maze*> back;
  for (int i : job.cover_art->back_samples)
    back.push_back(&job.mazes[static_cast<size_t>(i)].solved.maze);
  return back;
}

// `plan` drawn with the book's art.
Cover cover_for(const BookJob& job, CoverPlan plan, std::vector<const Maze*> back) {
  const CoverArt& art = *job.cover_art;
  return make_cover(job.spec, job.look, std::move(plan),
                    art.front_drawn ? &art.front.maze : nullptr, std::move(back),
                    job.front_image ? &*job.front_image : nullptr, front_pictures(job));
}

}  // namespace

std::unique_ptr<BookJob> prepare_book(const std::string& spec_path, int jobs,
                                      const std::function<void(int, int)>& progress,
                                      const Json* document) {
  return prepare_book(document ? parse_book_spec(*document, spec_path, mask_files())
                               : load_book_spec(spec_path, mask_files()),
                      jobs, progress, nullptr);
}

std::unique_ptr<BookJob> prepare_book(BookSpec spec, int jobs,
                                      const std::function<void(int, int)>& progress,
                                      const SectionSelector& select) {
  auto job = std::make_unique<BookJob>();
  const PangoMeasure measure;
  // Everything that can be refused is refused before any maze is made:
  // the spec, the template and its fonts (and that they have every
  // character printed), the date, the page count (it
  // follows from the spec alone) and whether the title page's text fits.
  job->spec = std::move(spec);
  load_look(*job);
  job->interior_look = interior_look(job->look, job->spec.paper);
  job->matter = {job->spec.front_matter.value_or(job->look.front_matter),
                 job->spec.back_matter.value_or(job->look.back_matter)};
  check_template_fonts(job->look);
  name_sections(job->spec, job->look);
  check_text_fonts(job->spec, job->look);
  job->date = pdf_date(job->spec);
  // The page target chooses the counts and solutions a page; the sections
  // that ask for it get grids sized to their pages (and their bounds
  // scaled) before anything is planned from their grids, and the target is
  // met again for the fitted grids.
  const LayoutMetrics spec_metrics =
      metrics_for(measure, job->look, spec_shapes(job->spec, job->look));
  meet_page_target(job->spec, job->look, job->matter, spec_metrics);
  fit_sections(job->spec, job->look, job->matter, spec_metrics);
  if (std::any_of(job->spec.sections.begin(), job->spec.sections.end(),
                  [](const SectionSpec& s) { return s.fit_cell_in > 0; })) {
    meet_page_target(job->spec, job->look, job->matter,
                     metrics_for(measure, job->look, spec_shapes(job->spec, job->look)));
  }
  const BookPlan estimate = plan_pages(measure, *job, spec_shapes(job->spec, job->look));
  const TitleMetrics title = measure_title_page(measure, job->spec, job->look, estimate);
  check_level_lines(measure, job->spec, job->look, estimate);
  // Every page of words fits, or the book is refused here.
  plan_matter_pages(measure, job->spec, job->look, estimate, lay_out_title_page(estimate, title),
                    total_mazes(job->spec), centre_goals_of(job->spec));
  job->cover_art.emplace(
      choose_cover_art(job->spec, job->theme ? &*job->theme : nullptr, mask_files()));
  if (job->theme && job->cover_art->front_drawn)
    job->cover_art->front_pictures = choose_cover_pictures(*job->theme, job->spec.seed);
  // The cover's texts are fitted here, and the front image's resolution
  // checked where it is placed. The back's previews are rectangles; any
  // stands in for them here.
  const Maze stand_in(2, 2);
  const std::vector<const Maze*> back(kBackPreviews, &stand_in);
  check_cover_image(cover_for(
      *job, cover_plan_for(measure, *job, estimate.page_count(), total_mazes(job->spec), back),
      back));

  job->mazes = select_book_mazes(job->spec, jobs, progress, select);
  if (job->theme) {
    choose_mark_pictures(*job->theme, job->spec.seed, job->mazes);
    job->section_pictures = choose_section_pictures(*job->theme, job->spec.seed,
                                                    static_cast<int>(job->spec.sections.size()));
  }
  job->cover_art->back_samples = choose_back_samples(job->spec, job->mazes);
  job->shapes = maze_shapes(job->spec, job->look, job->mazes);
  // Every mark is placed, or the book refused, before a page is drawn.
  MarkedPlan marked = plan_with_marks(
      measure, job->spec, job->look, job->interior_look, job->mazes, job->shapes,
      [&](const std::vector<MazeShape>& shapes) { return plan_pages(measure, *job, shapes); });
  job->plan = std::move(marked.plan);
  job->marks = std::move(marked.marks);
  job->variant_marks = std::move(marked.variant_marks);
  job->texts = plan_page_texts(measure, job->spec, job->interior_look, job->mazes, job->plan,
                               job->marks, job->variant_marks);
  job->title_page = lay_out_title_page(job->plan, title);
  job->matter_pages =
      plan_matter_pages(measure, job->spec, job->interior_look, job->plan, job->title_page,
                        static_cast<int>(job->mazes.size()), printed_centre_goals(job->marks));
  // One list of the interior's texts, in page order.
  job->texts.insert(job->texts.end(), job->matter_pages.texts.begin(),
                    job->matter_pages.texts.end());
  job->matter_pages.texts.clear();
  std::stable_sort(job->texts.begin(), job->texts.end(),
                   [](const PlacedText& a, const PlacedText& b) { return a.page < b.page; });
  job->ornaments = plan_ornaments(job->spec, job->interior_look, job->title_page);
  job->cover = cover_plan_for(measure, *job, job->plan.page_count(),
                              static_cast<int>(job->mazes.size()), back_samples(*job));

  job->interior = {&job->spec, &job->interior_look, &job->mazes, &job->plan, &job->ornaments};
  job->interior.variant_marks = &job->variant_marks;
  job->interior.marks = &job->marks;
  job->interior.texts = &job->texts;
  job->interior.matter = &job->matter_pages;
  job->section_pages =
      plan_section_pages(job->plan, job->texts, job->theme ? &job->section_pictures : nullptr);
  job->interior.section_pages = &job->section_pages;
  if (job->theme) {
    job->interior.art = &job->art;
    job->interior.grey_pictures = black_ink_only(job->spec.paper);
  }
  return job;
}

Cover plan_book_cover(const BookJob& job) { return cover_for(job, job.cover, back_samples(job)); }

std::vector<std::string> book_notes(const BookJob& job, const Cover& cover) {
  std::vector<std::string> notes;
  const std::vector<std::string> coloured = coloured_interior_keys(job.look);
  if (black_ink_only(job.spec.paper) && !coloured.empty()) {
    std::string keys;
    for (const std::string& k : coloured) keys += (keys.empty() ? "" : ", ") + k;
    notes.push_back("interior printed in greys: " + std::string(paper_name(job.spec.paper)) +
                    " paper takes black ink only, so the template's colours (" + keys +
                    ") are their greys inside; the cover keeps them");
  }
  if (!cover.plan.spine.note.empty()) notes.push_back(cover.plan.spine.note);
  return notes;
}

std::string pdf_date(const BookSpec& spec) {
  const char* epoch = std::getenv("SOURCE_DATE_EPOCH");
  if (!epoch || !*epoch) return spec.date + "T00:00:00";
  // Whole seconds from 1970 to the end of year 9999: a PDF date has four
  // digits for the year.
  constexpr long long kLast = 253402300799;  // 9999-12-31T23:59:59Z
  const std::string text(epoch);
  long long seconds = -1;
  if (text.size() <= 12 && text.find_first_not_of("0123456789") == std::string::npos) {
    seconds = std::stoll(text);
  }
  if (seconds < 0 || seconds > kLast) {
    throw Error("SOURCE_DATE_EPOCH: expected whole seconds from 0 (1970) to " +
                std::to_string(kLast) + " (9999-12-31), got '" + text + "'");
  }
  const std::time_t t = static_cast<std::time_t>(seconds);
  std::tm utc{};
  gmtime_r(&t, &utc);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S", &utc);
  return buffer;
}

}  // namespace mazebook
