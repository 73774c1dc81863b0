#pragma once
// The `mazebook` executable is a front: it runs `stats` itself, linked to
// the model and the book layer only, and hands every other command to the
// full program beside it (mazebook-full). Mapping Cairo, Pango, librsvg
// and their dependencies costs every process about 5 ms, as much as
// measuring the 900 mazes of a published table takes; stats never draws
// unless asked for a plot. The full program prints every help text, version
// and usage message, so both word everything alike.

#include <optional>

#include "cli/command.h"

namespace mazebook {

// The file name of the full program, beside the front.
constexpr const char* kFullProgram = "mazebook-full";

// Runs the command line when the front can: `stats` parsed without error
// and needing no drawing. Returns its exit code, or nothing (having printed
// nothing) when the full program must run it.
std::optional<int> run_front(int argc, const char* const* argv, Console& console);

// Replaces this process by the full program with the same arguments.
// Returns only when that fails, having printed why: kExitFailed.
int run_full_program(char** argv, Console& console);

}  // namespace mazebook
