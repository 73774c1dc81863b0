#pragma once
// The commands of mazeproof, callable in-process (tests) or from main. Each
// returns an exit code (kExitOk, kExitFailed); unusable input throws Error,
// which run_mazeproof turns into one line on stderr and kExitUnusable.

#include <iosfwd>
#include <string>

namespace mazeproof {

struct Console {
  std::ostream& out;
  std::ostream& err;
};

// mazeproof book DIR [--sign-key KEY.pem]: proves the book, writes
// DIR/check.json (and DIR/check.json.sig when `sign_key` is not empty).
int run_book(const std::string& dir, const std::string& sign_key, Console& console);

// mazeproof poster FILE.pdf [--manifest PATH]: proves the poster, writes
// FILE.check.json beside it (DRAWING_RULES.md "Posters"). An empty
// `manifest` means FILE.json beside the PDF.
int run_poster(const std::string& pdf, const std::string& manifest, Console& console);

// mazeproof verify-report DIR --pubkey PUB.pem: the signature over
// check.json is good, the files hash as the report says, the verdict passes.
int run_verify_report(const std::string& dir, const std::string& pubkey, Console& console);

// mazeproof batch FILE [--json]: the proof from pictures.
int run_batch(const std::string& file, bool json, Console& console);

// mazeproof check-key KEY.pem: the key can sign a report. Throws Error when
// it cannot.
int run_check_key(const std::string& key, Console& console);

// The whole command line (argv[0] is the program), for main and tests.
int run_mazeproof(int argc, const char* const* argv, Console& console);

}  // namespace mazeproof
