#pragma once
// Runs the independent verifier, `mazeproof`, as a separate process on a
// finished book: a book that does not prove is not done.

#include <string>

#include "cli/command.h"

namespace mazebook {

// The mazeproof executable beside this one (build/bin/mazeproof), or empty.
std::string find_mazeproof();

// Runs `mazeproof book DIR [--sign-key KEY]`, passing its output on to `console.err`
// (unless quiet and it passed). Throws Error (exit code 1) when the book
// does not prove, or when mazeproof cannot be found or run.
void prove_book(const std::string& folder, const std::string& sign_key, Console& console,
                bool quiet);

}  // namespace mazebook
