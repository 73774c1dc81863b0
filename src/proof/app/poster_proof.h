#pragma once
// The proof of a poster (DRAWING_RULES.md "Posters"): one maze on a large
// page of a PDF, with its solution on a second page, and a manifest that
// places it as a version-2 book places a shaped maze. The maze page and the
// solution page are proved as a book's are (shape_mazes.h), the closed
// world, the graphics state, the file structure and the rendered check
// likewise; legibility is the poster's own rule, and there is no KDP
// preflight. Writes nothing.

#include <string>

#include "proof/core/check.h"
#include "proof/drawings/legibility.h"
#include "proof/model/manifest.h"
#include "proof/report/report.h"

namespace mazeproof {

// A poster's legibility (DRAWING_RULES.md "Posters"): corridors (the
// narrowest less the widest wall) at least 1 pt wide, walls at least 0.25
// pt wide as printed.
constexpr LegibleRule kPosterLegibility{1.0, 0.25};

// The manifest of a PDF poster: its one maze, read as a version-2 book's.
struct PosterManifest {
  ManifestMaze maze;
  std::string file;           // the maze's file, as the manifest names it
  std::string solution_file;  // the solution's, "" when the manifest names none
};

// Parses the text of a poster's manifest; `name` names it in messages.
// Throws Error "poster.json: maze.placement: expected ..." when unusable.
PosterManifest parse_poster_manifest(const std::string& text, const std::string& name);

// The manifest beside a poster: FILE.json for FILE.pdf or FILE.svg (any
// other name gets ".json" appended).
std::string poster_manifest_path(const std::string& pdf_path);
// The report beside a poster: FILE.check.json for FILE.pdf or FILE.svg.
std::string poster_report_path(const std::string& pdf_path);

// Proves the poster `path` (a PDF, or an SVG as librsvg draws it, its
// solution the SVG the manifest's solution_file names beside it) against
// the manifest at `manifest_path`. Throws Error when an input is unusable;
// every finding is in the report.
BookReport prove_poster(const std::string& path, const std::string& manifest_path);

}  // namespace mazeproof
