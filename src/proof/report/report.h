#pragma once
// check.json: the verifier's report on one book. Deterministic bytes (no
// clock, keys in a fixed order), so that the same files give the same
// report and a signature covers exactly what was proved.

#include <string>
#include <vector>

#include "proof/core/check.h"

namespace mazeproof {

// The tool and version written into every report.
inline constexpr const char* kToolName = "mazeproof";
inline constexpr const char* kToolVersion = MAZEPROOF_VERSION;  // CMake's project(VERSION)

struct FileFacts {
  std::string file;    // name inside the book folder
  std::string sha256;  // lower-case hex of the exact bytes checked
  int64_t bytes = 0;
  int pages = 0;  // PDFs only
};

struct BookReport {
  FileFacts interior;   // a poster's PDF when `poster`
  FileFacts cover;      // unused when `poster`
  bool poster = false;  // a poster's report (DRAWING_RULES.md "Posters"): files poster, manifest
  FileFacts manifest;
  std::vector<Check> checks;
  std::vector<MazeResult> mazes;

  bool passed() const;
  // Every failure line, check by check, for stderr.
  std::vector<std::string> failure_lines() const;
};

// The exact bytes of check.json (pretty-printed, ending in a newline).
std::string report_json(const BookReport& report);

// What verify-report needs back from a report.
struct ReportSummary {
  std::string verdict;           // "pass" or "fail"
  std::vector<FileFacts> files;  // interior, cover, manifest as recorded
};
// Throws Error naming `name` when the text is not a mazeproof report.
ReportSummary read_report(const std::string& text, const std::string& name);

}  // namespace mazeproof
