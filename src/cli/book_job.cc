#include "cli/book_job.h"

#include <algorithm>
#include <cstdlib>
#include <ctime>

#include "base/data_paths.h"
#include "base/error.h"
#include "book/book_texts.h"
#include "render/text.h"

namespace mazebook {

std::string default_spec_path() { return data_dir() + "/presets/books/sample.json"; }

std::unique_ptr<BookJob> prepare_book(const std::string& spec_path, int jobs,
                                      const std::function<void(int, int)>& progress) {
  auto job = std::make_unique<BookJob>();
  job->spec = load_book_spec(spec_path);
  job->look = load_template(job->spec.template_name, job->spec.source + ": template");
  check_template_fonts(job->look);
  name_sections(job->spec, job->look);
  job->mazes = select_book_mazes(job->spec, jobs, progress);

  const std::vector<MazeShape> shapes = maze_shapes(job->spec, job->look, job->mazes);
  double max_wall = 0;
  for (const MazeShape& shape : shapes) max_wall = std::max(max_wall, shape.wall_weight);
  job->plan =
      plan_book(job->spec, shapes, job->look.front_matter, layout_metrics(job->look, max_wall));
  // Every page's live area has the same width (the gutter only moves it).
  const double text_width = job->plan.live_area(1).width;
  job->title_page =
      lay_out_title_page(job->plan, measure_title_page(job->spec, job->look, text_width));
  job->ornaments = plan_ornaments(job->spec, job->look, job->title_page);
  job->cover_art.emplace(choose_cover_art(job->spec));

  job->interior = {&job->spec, &job->look,       &job->mazes,
                   &job->plan, &job->title_page, &job->ornaments};
  return job;
}

Cover plan_book_cover(const BookJob& job) {
  const CoverArt& art = *job.cover_art;
  return make_cover(job.spec, job.look, job.plan.page_count(), static_cast<int>(job.mazes.size()),
                    art.front.maze, job.mazes[static_cast<size_t>(art.back_sample)].solved.maze);
}

std::string pdf_date(const BookSpec& spec) {
  const char* epoch = std::getenv("SOURCE_DATE_EPOCH");
  if (!epoch || !*epoch) return spec.date + "T00:00:00";
  char* end = nullptr;
  const long long seconds = std::strtoll(epoch, &end, 10);
  if (*end != '\0' || seconds < 0) {
    throw Error(std::string("SOURCE_DATE_EPOCH: expected whole seconds since 1970, got '") + epoch +
                "'");
  }
  const std::time_t t = static_cast<std::time_t>(seconds);
  std::tm utc{};
  gmtime_r(&t, &utc);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S", &utc);
  return buffer;
}

}  // namespace mazebook
