// `mazebook build`: a book spec in, a KDP-ready interior PDF and the book
// manifest out.

#include <cstdio>
#include <filesystem>
#include <memory>
#include <ostream>

#include "base/error.h"
#include "base/file_io.h"
#include "book/manifest.h"
#include "cli/book_job.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/progress.h"
#include "cli/proof_runner.h"
#include "render/interior.h"

namespace mazebook {

namespace {

struct BuildArgs {
  std::string spec;
  std::string out = "out";
  std::string jobs;
  std::string sign_key;
  bool quiet = false;
};

void make_folder(const std::string& folder) {
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) throw Error(folder + ": cannot create folder: " + ec.message());
  check_writable(folder + "/book.json");
}

void run_build(const BuildArgs& args, Console& console) {
  const std::string spec_path = args.spec.empty() ? default_spec_path() : args.spec;
  const int jobs = parse_jobs("--jobs", args.jobs);
  Progress progress(console.err, "build", !args.quiet);
  std::unique_ptr<BookJob> job =
      prepare_book(spec_path, jobs, [&](int done, int total) { progress.update(done, total); });
  progress.finish();
  const std::string date = pdf_date(job->spec);
  make_folder(args.out);

  const BookPlan& plan = job->plan;
  // The cover is made after the interior, from its real page count.
  const Cover cover = plan_book_cover(*job);
  Json manifest = manifest_json(job->spec, plan, job->mazes, job->ornaments);
  manifest["cover"] =
      cover_manifest_json(job->spec, plan.page_count(), *job->cover_art, job->mazes);
  StagedFiles files;
  files.add(args.out + "/interior.pdf", interior_pdf(job->interior, date));
  files.add(args.out + "/cover.pdf", cover_pdf(cover, date));
  files.add(args.out + "/book.json", manifest.dump(1) + "\n");
  // A report of an earlier build must not sit beside the new files.
  std::filesystem::remove(args.out + "/check.json");
  std::filesystem::remove(args.out + "/check.json.sig");
  files.commit();

  if (!args.quiet) {
    char spine[64];
    std::snprintf(spine, sizeof spine, "%.3f in spine%s", cover.geometry.spine,
                  cover.geometry.spine_text ? " with text" : "");
    console.err << "wrote " << args.out << "/interior.pdf (" << plan.page_count() << " pages, "
                << job->spec.trim_name << (job->spec.bleed ? " with bleed" : "") << "), "
                << args.out << "/cover.pdf (" << spine << ") and " << args.out
                << "/book.json: " << job->mazes.size() << " mazes, " << plan.solutions_per_page
                << " solutions a page\n";
  }
  // The independent verifier, in its own process, has the last word.
  prove_book(args.out, args.sign_key, console, args.quiet);
}

}  // namespace

void add_build_command(CLI::App& app, Console& console, int& /*exit_code*/) {
  auto args = std::make_shared<BuildArgs>();
  CLI::App* cmd =
      app.add_subcommand("build",
                         "Build a book from a spec: DIR/interior.pdf, DIR/cover.pdf, DIR/book.json "
                         "(the manifest), proved by mazeproof (DIR/check.json).");
  cmd->add_option("spec", args->spec,
                  "The book spec (JSON); default: the shipped sample, presets/books/sample.json")
      ->type_name("SPEC");
  cmd->add_option("--out,-o", args->out, "Output folder (default: out)")->type_name("DIR");
  cmd->add_option("--jobs,-j", args->jobs,
                  "Worker threads (default: all cores); output is identical for any N")
      ->type_name("N");
  cmd->add_option("--sign-key", args->sign_key,
                  "Ed25519 private key (PEM): mazeproof also signs its report, DIR/check.json.sig")
      ->type_name("KEY.pem");
  cmd->add_flag("--quiet,-q", args->quiet, "No progress line or summary on standard error");
  cmd->footer(
      "Same spec and seed give byte-identical files; PDF dates come from SOURCE_DATE_EPOCH\n"
      "when set, else from the spec's \"date\". Files are written whole or not at all.\n"
      "At the end mazeproof proves the book from the printed walls and writes DIR/check.json;\n"
      "the build fails when the book does not prove.\n"
      "Example: mazebook build presets/books/sample.json --out out");
  cmd->callback([args, &console] { run_build(*args, console); });
}

}  // namespace mazebook
