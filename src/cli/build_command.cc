// `mazebook build`: a book spec in, a KDP-ready interior PDF and the book
// manifest out.

#include <signal.h>

#include <atomic>
#include <cstdio>
#include <memory>
#include <ostream>

#include "base/error.h"
#include "base/file_io.h"
#include "book/manifest.h"
#include "book/theme.h"
#include "cli/book_folder.h"
#include "cli/book_job.h"
#include "cli/command.h"
#include "cli/interrupts.h"
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
  std::string keep_failed;
  bool quiet = false;
};

void run_build(const BuildArgs& args, Console& console) {
  const std::string spec_path = args.spec.empty() ? default_spec_path() : args.spec;
  const int jobs = parse_jobs("--jobs", args.jobs);
  // Everything that can be checked before the work is checked first.
  if (!args.sign_key.empty()) check_sign_key(args.sign_key);
  InterruptScope interrupts;
  BookFolder folder(args.out);
  std::atomic<pid_t> proof_child{0};
  interrupts.set_cleanup([&] {
    if (const pid_t child = proof_child.load()) ::kill(child, SIGKILL);
    folder.discard();
    return args.out +
           (folder.committed() ? " holds the new book, proved" : " is as it was before this build");
  });
  interrupt_checkpoint("checked");

  Progress progress(console.err, "build", !args.quiet);
  std::unique_ptr<BookJob> job = prepare_book(spec_path, jobs, [&](int done, int total) {
    progress.update(done, total);
    if (done == 1) interrupt_checkpoint("generating");
  });
  progress.finish();
  interrupt_checkpoint("selected");
  const std::string& date = job->date;
  const BookPlan& plan = job->plan;
  const std::string staged = folder.staging() + "/";
  write_file_atomically(staged + "interior.pdf", interior_pdf(job->interior, date));
  interrupt_checkpoint("interior-written");
  // The cover is made after the interior, from its real page count.
  const Cover cover = plan_book_cover(*job);
  write_file_atomically(staged + "cover.pdf", cover_pdf(cover, date));
  interrupt_checkpoint("cover-written");
  Json manifest = manifest_json(job->spec, plan, job->mazes, job->shapes, job->ornaments);
  manifest["cover"] = cover_manifest_json(job->spec, plan.page_count(), *job->cover_art, job->mazes,
                                          {cover.spine_size, cover.spine_note});
  if (job->theme) {
    add_theme_to_manifest(*job->theme, job->mazes, job->section_pictures, manifest);
    // The theme's pictures under the front's maze, as the theme names them.
    Json shown = Json::array();
    for (int i : job->cover_art->front_pictures)
      shown.push_back(job->theme->cover[static_cast<size_t>(i)].shown);
    manifest["cover"]["front_pictures"] = shown;
  }
  write_file_atomically(staged + "book.json", manifest.dump(1) + "\n");
  interrupt_checkpoint("manifest-written");

  try {
    // The independent verifier, in its own process, has the last word.
    prove_book(folder.staging(), args.out, args.sign_key, console, args.quiet, &proof_child);
    interrupt_checkpoint("proved");
    const auto whole = interrupts.hold();
    folder.commit();
  } catch (const Error&) {
    if (!args.keep_failed.empty()) folder.keep_as(args.keep_failed);
    throw;
  }
  interrupt_checkpoint("done");
  if (!args.quiet) {
    char spine[64];
    std::snprintf(spine, sizeof spine, "%.3f in spine%s", cover.geometry.spine,
                  cover.spine_size > 0 ? " with text" : "");
    std::string per_page;
    for (const SolutionGrid& g : plan.section_solutions) {
      per_page += (per_page.empty() ? "" : ", ") + std::to_string(g.per_page);
    }
    console.err << "wrote " << args.out << "/interior.pdf (" << plan.page_count() << " pages, "
                << job->spec.trim_name << (job->spec.bleed ? " with bleed" : "") << "), "
                << args.out << "/cover.pdf (" << spine << "), " << args.out << "/book.json and "
                << args.out << "/check.json: " << job->mazes.size() << " mazes, solutions "
                << per_page << " a page\n";
    for (const std::string& note : book_notes(*job, cover)) console.err << "note: " << note << "\n";
  }
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
  cmd->add_option("--keep-failed", args->keep_failed,
                  "When the book does not prove, move it to this new folder for inspection "
                  "(the output folder stays as it was either way)")
      ->type_name("DIR");
  cmd->add_flag("--quiet,-q", args->quiet, "No progress line or summary on standard error");
  cmd->footer(
      "Same spec and seed give byte-identical files; PDF dates come from SOURCE_DATE_EPOCH\n"
      "when set, else from the spec's \"date\". The book is built in a staging folder beside\n"
      "DIR, proved there by mazeproof (DIR/check.json), and only then swapped into place:\n"
      "a failed or interrupted build leaves DIR as it was. DIR must be new, empty or hold\n"
      "a book; a folder with other files in it is refused.\n"
      "Example: mazebook build presets/books/sample.json --out out");
  cmd->callback([args, &console] { run_build(*args, console); });
}

}  // namespace mazebook
