#include "cli/book_job.h"

#include <cstdlib>
#include <ctime>

#include "base/data_paths.h"
#include "base/error.h"
#include "render/text.h"

namespace mazebook {

std::string default_spec_path() { return data_dir() + "/presets/books/sample.json"; }

std::unique_ptr<BookJob> prepare_book(const std::string& spec_path, int jobs,
                                      const std::function<void(int, int)>& progress) {
  auto job = std::make_unique<BookJob>();
  job->spec = load_book_spec(spec_path);
  job->look = load_template(job->spec.template_name, job->spec.source + ": template");
  check_template_fonts(job->look);
  job->mazes = select_book_mazes(job->spec, jobs, progress);
  job->interior = plan_interior(job->spec, job->look, job->mazes);
  return job;
}

Cover plan_book_cover(const BookJob& job) {
  return plan_cover(job.spec, job.look, job.interior.plan.page_count(),
                    static_cast<int>(job.mazes.size()), job.mazes.front().candidate.maze);
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
