// `mazebook preview`: PNG images of chosen interior pages, drawn with the
// same code as the PDF, for a quick look (and for the README).

#include <cstdio>
#include <filesystem>
#include <memory>
#include <ostream>
#include <set>

#include "app/book_job.h"
#include "base/error.h"
#include "base/file_io.h"
#include "cli/command.h"
#include "cli/options.h"

namespace mazebook {

namespace {

struct PreviewArgs {
  std::string spec;
  std::string pages;
  std::string out = "preview";
  std::string dpi = "100";
  std::string jobs;
  bool cover = false;
};

// The default pick: the title page, the first maze page of every section
// and the first solutions page.
std::vector<int> default_pages(const BookPlan& plan) {
  std::vector<int> pages{1};
  int last_section = -1;
  bool solutions = false;
  for (int n = 1; n <= plan.page_count(); ++n) {
    const PlannedPage& p = plan.pages[static_cast<size_t>(n - 1)];
    if (p.kind == PageKind::maze && p.section != last_section) {
      pages.push_back(n);
      last_section = p.section;
    }
    if (p.kind == PageKind::solutions && !solutions) {
      pages.push_back(n);
      solutions = true;
    }
  }
  return pages;
}

std::vector<int> parse_pages(const std::string& text, int count) {
  std::vector<int> pages;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t comma = text.find(',', start);
    const std::string item =
        text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    pages.push_back(static_cast<int>(parse_integer("--pages", item, 1, count)));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return pages;
}

void run_preview(const PreviewArgs& args, Console& console) {
  const std::string spec_path = args.spec.empty() ? default_spec_path() : args.spec;
  const double dpi = static_cast<double>(parse_integer("--dpi", args.dpi, 20, 600));
  std::unique_ptr<BookJob> job = prepare_book(spec_path, parse_jobs("--jobs", args.jobs), nullptr);
  const BookPlan& plan = job->plan;
  const std::vector<int> pages =
      args.pages.empty() ? default_pages(plan) : parse_pages(args.pages, plan.page_count());
  std::error_code ec;
  std::filesystem::create_directories(args.out, ec);
  if (ec) throw Error(args.out + ": cannot create folder: " + ec.message());
  if (args.cover) {
    const Cover cover = plan_book_cover(*job);
    write_file_atomically(args.out + "/cover.png", cover_png(cover, dpi, false));
    write_file_atomically(args.out + "/cover-guides.png", cover_png(cover, dpi, true));
    console.out << args.out << "/cover.png\n" << args.out << "/cover-guides.png\n";
    if (args.pages.empty()) return;
  }
  for (int n : pages) {
    char name[32];
    std::snprintf(name, sizeof name, "/page-%03d.png", n);
    write_file_atomically(args.out + name, interior_page_png(job->interior, n, dpi));
    console.out << args.out << name << "\n";
  }
}

}  // namespace

void add_preview_command(CLI::App& app, Console& console, int& /*exit_code*/) {
  auto args = std::make_shared<PreviewArgs>();
  CLI::App* cmd =
      app.add_subcommand("preview", "Draw chosen pages of a book, or its cover, as PNG images.");
  cmd->add_option("spec", args->spec, "The book spec (default: presets/books/sample.json)")
      ->type_name("SPEC");
  cmd->add_option("--pages,-p", args->pages,
                  "Comma-separated page numbers (default: title, first maze of each section, first "
                  "solutions page)")
      ->type_name("LIST");
  cmd->add_option("--out,-o", args->out, "Output folder (default: preview); files page-NNN.png")
      ->type_name("DIR");
  cmd->add_option("--dpi", args->dpi, "Resolution, 20 to 600 (default 100)")->type_name("N");
  cmd->add_option("--jobs,-j", args->jobs, "Worker threads (default: all cores)")->type_name("N");
  cmd->add_flag(
      "--cover", args->cover,
      "Draw the cover: cover.png, and cover-guides.png with the trim (red), fold (blue), safe-area "
      "(green) and barcode (magenta) lines over it; the guides never go into cover.pdf");
  cmd->callback([args, &console] { run_preview(*args, console); });
}

}  // namespace mazebook
