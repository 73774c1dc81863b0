// `mazebook build`: a book spec in, a KDP-ready interior PDF and the book
// manifest out.

#include <memory>
#include <optional>
#include <ostream>
#include <string_view>

#include "app/book_job.h"
#include "app/make_book.h"
#include "app/proof_runner.h"
#include "app/series_build.h"
#include "base/data_paths.h"
#include "base/error.h"
#include "base/json_reader.h"
#include "book/rebuild_record.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/progress.h"

namespace mazebook {

namespace {

struct BuildArgs {
  std::vector<std::string> specs;
  std::string out = "out";
  std::string jobs;
  std::string sign_key;
  std::string keep_failed;
  std::string from;
  bool strict = false;
};

int run_build(const BuildArgs& args, Console& console) {
  const int jobs = parse_jobs("--jobs", args.jobs);
  if (!args.from.empty() && !args.specs.empty()) {
    throw Error("--from: makes the book its manifest records; give no SPEC with it");
  }
  for (const std::string& spec : args.specs) check_utf8_path(spec);
  if (args.specs.size() > 1) {
    series_folders(args.specs, args.out);
    if (!args.keep_failed.empty()) throw Error("--keep-failed: takes one spec, not several");
    if (!args.sign_key.empty()) check_sign_key(args.sign_key);
    MakeBookOptions options;
    options.jobs = jobs;
    options.sign_key = args.sign_key;
    return build_series(args.specs, args.out, options, console, args.strict);
  }
  if (args.strict) throw Error("--strict: compares the books of one run; give two specs or more");
  std::string spec_path = args.specs.empty() ? default_spec_path() : args.specs.front();
  MakeBookOptions options;
  options.jobs = jobs;
  options.sign_key = args.sign_key;
  options.keep_failed = args.keep_failed;
  std::optional<Rebuild> rebuild;
  if (!args.from.empty()) {
    rebuild =
        read_rebuild(read_json_file(args.from, kMaxMazesFileBytes), args.from, mazebook_version());
    spec_path = rebuild->spec_file;
    options.rebuild = &*rebuild;
    options.rebuild_from = args.from;
  }
  // Everything that can be checked before the work is checked first.
  if (!args.sign_key.empty()) check_sign_key(args.sign_key);
  Progress progress(console.err, "build", console.log.shows(LogLevel::info));
  options.progress = [&](int done, int total) { progress.update(done, total); };
  options.step = [&](std::string_view step) {
    if (step == "selected") progress.finish();
  };
  build_book(spec_path, args.out, options, console);
  return kExitOk;
}

}  // namespace

void add_build_command(CLI::App& app, Console& console, int& exit_code) {
  auto args = std::make_shared<BuildArgs>();
  CLI::App* cmd =
      app.add_subcommand("build",
                         "Build a book from a spec: DIR/interior.pdf, DIR/cover.pdf, DIR/book.json "
                         "(the manifest), proved by mazeproof (DIR/check.json).");
  cmd->add_option("spec", args->specs,
                  "The book spec (JSON); default: the shipped sample, presets/books/sample.json. "
                  "Several specs: each book goes into DIR/<spec file name without .json>/")
      ->type_name("SPEC...");
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
  cmd->add_option("--from", args->from,
                  "Make again the book of this manifest (DIR/book.json), byte for byte: its spec, "
                  "date and files as recorded; a file that changed since is refused")
      ->type_name("BOOK.json");
  cmd->add_flag("--strict", args->strict,
                "Several specs: two books sharing a maze is an error, not a warning; the books "
                "are built one at a time in the order given and one that shares a maze with a "
                "book before it is not committed (exit code 1)");
  cmd->footer(
      "Same spec and seed give byte-identical files; PDF dates come from SOURCE_DATE_EPOCH\n"
      "when set, else from the spec's \"date\". The book is built in a staging folder beside\n"
      "DIR, proved there by mazeproof (DIR/check.json), and only then swapped into place:\n"
      "a failed or interrupted build leaves DIR as it was. DIR must be new, empty or hold\n"
      "a book; a folder with other files in it is refused.\n"
      "Several specs are built side by side (--jobs shared among them), each into\n"
      "DIR/<stem>/ (two specs with one stem are refused) and each the same as built alone;\n"
      "one that fails leaves its folder as it was while the others are still built, and\n"
      "every book gets a line at the end (\"built ...\" or \"failed ...\"); the exit code is\n"
      "then the highest of the failed books'. Two books of the run that share a maze (turned\n"
      "or mirrored counts) get a warning naming both and the count; --strict makes it an\n"
      "error.\n"
      "Seed: a spec without \"seed\" gets one derived from its title, subtitle, author and\n"
      "edition (book.json's \"seed\" says which), so two books differ unless their specs\n"
      "say otherwise. Series: \"series\": \"FILE.json\" in a spec names a series record\n"
      "(made when missing, relative to the spec) that lists every maze of every book built\n"
      "into it; the book skips the mazes other books of the series hold, and the record is\n"
      "locked while it builds and updated once the book is in place.\n"
      "--from BOOK.json makes a book again from its manifest's \"rebuild\" record (the spec\n"
      "as given, the PDFs' date, every outside file's SHA-256, the fonts'): the same PDFs\n"
      "and book.json, or one line naming the file that changed with both digests.\n"
      "Examples: mazebook build presets/books/sample.json --out out\n"
      "          mazebook build presets/books/sample.json presets/books/kids.json --out series\n"
      "          mazebook build --from out/book.json --out again");
  cmd->callback([args, &console, &exit_code] { exit_code = run_build(*args, console); });
}

}  // namespace mazebook
