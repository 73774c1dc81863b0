// The command line: a table of commands, each with its help text, read by
// CLI11. Every error leaves as one line on stderr.

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <new>

#include "proof/app/commands.h"
#include "proof/core/error.h"
#include "proof/report/report.h"

namespace mazeproof {

namespace {

std::string one_line(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

}  // namespace

int run_mazeproof(int argc, const char* const* argv, Console& console) {
  CLI::App app{
      "mazeproof: the independent verifier of mazebook books. It proves from the walls printed in "
      "the PDF that "
      "every maze has exactly one route, checks each drawn solution, and checks both PDFs against "
      "KDP's rules. "
      "Exit 0 when everything passes, 1 when anything fails (one line per failure on stderr), 2 "
      "when an input "
      "is unusable."};
  app.name("mazeproof");
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string(kToolName) + " " + kToolVersion);

  std::string dir, key, pubkey, file;
  bool json = false;
  int code = kExitOk;

  CLI::App* book = app.add_subcommand("book",
                                      "Prove a book folder: reads DIR/interior.pdf, DIR/cover.pdf "
                                      "and DIR/book.json; rebuilds every maze from its "
                                      "wall strokes and proves it perfect, checks every solution "
                                      "route, runs the KDP preflight of both PDFs, and "
                                      "writes DIR/check.json (every check with its rule, figures "
                                      "and pass/fail, every maze, the SHA-256 of each "
                                      "file, one verdict).");
  book->add_option("DIR", dir, "the book folder")->required();
  book->add_option(
      "--sign-key", key,
      "Ed25519 private key (PEM): also write DIR/check.json.sig, the base64 signature of the exact "
      "bytes of check.json");
  book->callback([&] { code = run_book(dir, key, console); });

  std::string manifest;
  CLI::App* poster = app.add_subcommand(
      "poster",
      "Prove a PDF poster made by `mazebook poster`: reads FILE.pdf and its manifest FILE.json "
      "beside it; rebuilds the maze from its wall strokes on the maze page and proves it perfect, "
      "checks the solution page's route, the placement and the record, the closed world, the "
      "poster's legibility (walls at least 0.25 pt, corridors at least 1 pt) and what poppler "
      "renders, and writes FILE.check.json (src/proof/DRAWING_RULES.md, \"Posters\"). No KDP "
      "preflight: a poster is not a book.");
  poster->add_option("FILE", file, "the poster PDF")->required();
  poster->add_option("--manifest", manifest, "the poster's manifest, if not FILE.json beside it");
  poster->callback([&] { code = run_poster(file, manifest, console); });

  CLI::App* verify = app.add_subcommand(
      "verify-report",
      "Check that DIR/check.json is signed by the key, that interior.pdf, cover.pdf and book.json "
      "still have the "
      "SHA-256 it records, and that its verdict is pass; says what changed otherwise.");
  verify->add_option("DIR", dir, "the book folder")->required();
  verify->add_option("--pubkey", pubkey, "Ed25519 public key (PEM) of the signer")->required();
  verify->callback([&] { code = run_verify_report(dir, pubkey, console); });

  CLI::App* batch = app.add_subcommand(
      "batch",
      "Prove the mazes of a batch file made anywhere: what `mazebook batch` writes ({\"mazes\": "
      "[records]}), or what `mazebook sample --format json` prints (one record, or an array of "
      "them). A record in the maze JSON ({\"id\", \"grid\", \"passages\" or "
      "\"passage_bits\", \"entrance\", \"exit\", \"metrics\"}) is proved from its grid "
      "(rect, masked, polar, hex or triangle) and passages alone; one without \"grid\" from its "
      "rectangle's \"picture\" (src/proof/README.md, \"The maze JSON\" and \"Pictures\"). "
      "Says for each maze its grid, perfect or not and why (loops, cells cut off, an opening that "
      "does not face the outside), its route length and forks, and whether they match the "
      "record's metrics. A passage between cells that are not neighbours is unusable input "
      "(exit 2).");
  batch->add_option("FILE", file, "the batch file (JSON)")->required();
  batch->add_flag("--json", json, "print the results as JSON");
  batch->callback([&] { code = run_batch(file, json, console); });

  CLI::App* check_key = app.add_subcommand(
      "check-key",
      "Check that KEY.pem can sign a report (an Ed25519 private key in PEM, without a "
      "passphrase), without proving anything: mazebook asks this before it builds a book.");
  check_key->add_option("KEY", key, "the private key (PEM)")->required();
  check_key->callback([&] { code = run_check_key(key, console); });

  app.footer("Run 'mazeproof COMMAND --help' for one command.");
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    console.out << app.help();
    return kExitOk;
  } catch (const CLI::CallForAllHelp&) {
    console.out << app.help("", CLI::AppFormatMode::All);
    return kExitOk;
  } catch (const CLI::CallForVersion&) {
    console.out << kToolName << " " << kToolVersion << "\n";
    return kExitOk;
  } catch (const CLI::ParseError& e) {
    console.err << "mazeproof: " << one_line(e.what()) << " (see mazeproof --help)\n";
    return kExitUnusable;
  } catch (const Error& e) {
    console.err << "mazeproof: " << e.what() << "\n";
    return kExitUnusable;
  } catch (const std::bad_alloc&) {
    console.err << "mazeproof: out of memory\n";
    return kExitUnusable;
  } catch (const std::exception& e) {
    console.err << "mazeproof: " << one_line(e.what()) << "\n";
    return kExitUnusable;
  }
  return code;
}

}  // namespace mazeproof
