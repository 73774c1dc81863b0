// `mazebook poster`: one maze of any kind on one large page (and its
// solution on a second), as vector PDF or SVG or a PNG preview, with a
// small manifest beside it (README.md, "Posters").

#include <memory>

#include "app/book_job.h"
#include "app/make_poster.h"
#include "base/error.h"
#include "base/utf8.h"
#include "cli/command.h"
#include "cli/grid_option.h"
#include "cli/options.h"
#include "cli/page_option.h"
#include "render/poster.h"
#include "render/text.h"

namespace mazebook {

namespace {

struct PosterArgs {
  std::string grid;
  std::string algorithm = "backtracker";
  std::string page = "24x36in";
  std::string seed = "1";
  std::string out;
  std::string title;
  std::string margin = "0.5in";
  std::string bleed = "0";
  std::string dpi = "72";
  std::string look = "classic";
  bool solution = false;
};

// Refuses a title with characters no installed font has (Pango would
// print them as empty boxes), naming the first.
void check_title(const std::string& title, const BookTemplate& look) {
  const std::vector<char32_t> missing = uncovered_characters(title, look.title_font);
  if (missing.empty()) return;
  throw Error("--title: no installed font has " + code_point_name(missing.front()) +
              "; it would print as an empty box");
}

void run_poster(const PosterArgs& args, Console& console) {
  const std::string extension = poster_extension(args.out);
  if (extension != ".pdf" && extension != ".svg" && extension != ".png") {
    throw Error("--out: expected a file name ending in .pdf, .svg or .png, got '" + args.out + "'");
  }
  const GeneratorInfo& generator = parse_algorithm("--algorithm", args.algorithm);
  const GridChoice choice = parse_grid_option(args.grid, "");
  if (!supports(generator, choice.grid->kind())) {
    throw Error("--algorithm: " + std::string(generator.name) + " works on " +
                std::string(supported_kinds(generator)) + " grids only, not " +
                std::string(grid_kind_name(choice.grid->kind())));
  }
  const uint64_t seed = parse_seed("--seed", args.seed);
  PosterPage page;
  const PageSizePt size = parse_page_size("--page", args.page);
  page.trim_width = size.width;
  page.trim_height = size.height;
  page.margin = parse_length("--margin", args.margin, std::min(size.width, size.height) / 4);
  page.bleed = parse_length("--bleed", args.bleed, 72);
  page.title = args.title;
  const double dpi = static_cast<double>(parse_integer("--dpi", args.dpi, 10, 1200));
  const BookTemplate template_look = load_template(args.look, "--template");
  check_template_fonts(template_look);
  const BookTemplate look = poster_look(template_look, page);
  check_title(args.title, look);
  PosterRequest request;
  request.grid = choice.grid;
  request.generator = &generator;
  request.seed = seed;
  request.page = page;
  request.look = &look;
  request.out = args.out;
  request.solution = args.solution;
  request.dpi = dpi;
  request.date = pdf_date(BookSpec{});
  request.planned = [&] {
    if (!choice.note.empty()) console.log.info("mazebook: note: " + choice.note);
  };
  make_poster(request);
}

}  // namespace

void add_poster_command(CLI::App& app, Console& console, int& /*exit_code*/) {
  auto args = std::make_shared<PosterArgs>();
  CLI::App* cmd = app.add_subcommand(
      "poster",
      "Draw one maze of any kind as a poster (PDF, SVG or PNG), optionally with its solution.");
  cmd->add_option("--grid,-g", args->grid, kGridOptionHelp)->required()->type_name("KIND:SIZE");
  cmd->add_option("--algorithm,-a", args->algorithm,
                  "Generator (default backtracker): " + generator_names())
      ->type_name("NAME");
  cmd->add_option("--page,-p", args->page,
                  "Page (trim) size: WIDTHxHEIGHT with in, mm, cm or pt (24x36in, 600x900mm), "
                  "or A0 to A4, B1, B2 (default 24x36in)")
      ->type_name("SIZE");
  cmd->add_option("--seed", args->seed, "Seed (default 1)")->type_name("N");
  cmd->add_option("--out,-o", args->out,
                  "FILE.pdf (one page, two with --solution), FILE.svg or FILE.png (the "
                  "solution in FILE-solution.svg/.png); the manifest goes to FILE.json")
      ->required()
      ->type_name("FILE");
  cmd->add_option("--title", args->title, "One line of title above the maze")->type_name("TEXT");
  cmd->add_option("--margin", args->margin, "White margin inside the trim (default 0.5in)")
      ->type_name("LENGTH");
  cmd->add_option("--bleed", args->bleed, "White bleed beyond each trim edge (default 0)")
      ->type_name("LENGTH");
  cmd->add_flag("--solution", args->solution, "Add the solution as a second page");
  cmd->add_option("--dpi", args->dpi, "PNG pixels an inch, 10 to 1200 (default 72)")
      ->type_name("N");
  cmd->add_option("--template", args->look,
                  "Fonts and colours of a book template (default classic)")
      ->type_name("NAME");
  cmd->footer(
      "Legible means walls of at least 0.25 pt and corridors of at least 1 pt; a grid too\n"
      "large for the page is refused with the largest that fits (README.md, \"Posters\").\n"
      "Example: mazebook poster --grid rect:1000x1000 --page 48x48in --solution --out poster.pdf\n"
      "         mazebook poster --grid polar:300 --page A0 --title \"The Labyrinth\" "
      "--out circle.svg");
  cmd->callback([args, &console] { run_poster(*args, console); });
}

}  // namespace mazebook
