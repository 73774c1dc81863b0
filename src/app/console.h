#pragma once
// Where a build prints: the command line's standard streams, a test's
// string streams, or the studio's record of one build.

#include <iosfwd>

#include "base/log.h"

namespace mazebook {

// `out` what scripts read (tables, JSON, pictures), `err` the progress
// line, and `log` every note, warning and error, as lines on `err` at the
// level the user asked for (base/log.h).
struct Console {
  Console(std::ostream& out_stream, std::ostream& err_stream)
      : out(out_stream), err(err_stream), log(err_stream) {}
  std::ostream& out;
  std::ostream& err;
  Log log;
};

}  // namespace mazebook
