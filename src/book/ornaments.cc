#include "book/ornaments.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

#include "base/error.h"
#include "book/cover_layout.h"
#include "book/legibility.h"
#include "book/preset.h"
#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/metrics.h"
#include "maze/random.h"
#include "maze/solver.h"

namespace mazebook {

namespace {

// Seeds of the decorations, apart from every section's (a section s uses
// derive_seed(seed, s, ...) with s below 50).
constexpr uint64_t kCoverArtStream = 1000;
constexpr uint64_t kTitleOrnamentStream = 1001;

constexpr int kOrnamentColumns = 12;
constexpr int kOrnamentRows = 9;
constexpr int kCoverArtColumns = 14;

const GeneratorInfo& backtracker() { return *find_generator("backtracker"); }

}  // namespace

namespace {

// The title page's number, or 0 when the front matter has none.
int title_page_number(const BookPlan& plan) {
  for (int n = 1; n <= plan.page_count(); ++n) {
    if (plan.pages[static_cast<size_t>(n - 1)].kind == PageKind::title) return n;
  }
  return 0;
}

// The title starts a sixth down the live area; the author's line ends at
// 86 % of it; half an inch stays between them at least.
constexpr double kTitleTop = 0.16;
constexpr double kAuthorFoot = 0.86;
constexpr double kTitleAuthorGap = 0.5 * 72;

}  // namespace

bool title_page_fits(const BookPlan& plan, const TitleMetrics& m) {
  const int page = title_page_number(plan);
  if (page == 0) return true;
  const Box live = plan.live_area(page);
  const double room = live.height * (kAuthorFoot - kTitleTop) - m.author - kTitleAuthorGap;
  return m.title + m.subtitle_gap + m.subtitle <= room;
}

TitlePage lay_out_title_page(const BookPlan& plan, const TitleMetrics& m) {
  TitlePage t;
  t.page = title_page_number(plan);
  if (t.page == 0) return t;
  t.title_size = m.title_size;
  t.subtitle_size = m.subtitle_size;
  const Box live = plan.live_area(t.page);
  // The title a sixth down the live area, the author near its foot, and
  // the ornament between them with half an inch above and below.
  double y = live.y + live.height * kTitleTop;
  t.title_y = y;
  y += m.title;
  y += m.subtitle_gap;
  t.subtitle_y = y;
  y += m.subtitle;
  t.author_y = live.y + live.height * kAuthorFoot - m.author;
  t.art = {live.x + live.width * 0.2, y + 0.5 * 72, live.width * 0.6, t.author_y - y - 1.0 * 72};
  return t;
}

namespace {

// A decoration is the stream's first maze, or in a series the first one no
// other book of it holds. Past kMaxDecorationTries the stream is taken to
// make only mazes of other books (a tiny grid), and the build stops.
constexpr uint64_t kMaxDecorationTries = 1000;

SolvedMaze first_not_avoided(const BookSpec& spec, const std::string& what,
                             const std::function<SolvedMaze(uint64_t)>& make) {
  for (uint64_t attempt = 0; attempt < kMaxDecorationTries; ++attempt) {
    SolvedMaze maze = make(attempt);
    if (!avoided(spec.avoid, maze.maze)) return maze;
  }
  throw Error(spec.source + ": series: " + what + ": each of " +
                  std::to_string(kMaxDecorationTries) +
                  " mazes tried is in another book of the series",
              kExitFailed);
}

}  // namespace

std::vector<Ornament> plan_ornaments(const BookSpec& spec, const BookTemplate& look,
                                     const TitlePage& title) {
  std::vector<Ornament> ornaments;
  if (title.page == 0 || title.art.height <= 72) return ornaments;
  Drawing d = fit_grid(title.art, kOrnamentColumns, kOrnamentRows);
  d.wall = std::max(1.5, d.cell / 10);
  SolvedMaze maze = first_not_avoided(spec, "the title page's ornament", [&](uint64_t attempt) {
    return generate_solved(backtracker(), kOrnamentColumns, kOrnamentRows,
                           derive_seed(spec.seed, kTitleOrnamentStream, 0, attempt));
  });
  ornaments.push_back({"ornament-title", title.page, std::move(maze), d, look.accent});
  return ornaments;
}

namespace {

// Silhouette grids have from this many rows to kMaxSilhouetteRows, and at
// most kMaxSilhouetteColumns columns: with fewer rows a narrow shape (the
// rocket) is a few blocks that read as nothing on a small cover.
constexpr int kMinSilhouetteRows = 18;
constexpr int kMaxSilhouetteRows = 40;
constexpr int kMaxSilhouetteColumns = 80;

// The mask without its empty rows and columns round the edge, so that the
// grid (and the panel round it) is the silhouette's own box.
std::vector<std::string> trimmed(const std::vector<std::string>& mask) {
  constexpr char kCell = 'X';  // a mask row's cell (maze/grids.h)
  size_t top = mask.size(), bottom = 0, left = std::string::npos, right = 0;
  for (size_t y = 0; y < mask.size(); ++y) {
    const size_t first = mask[y].find(kCell);
    if (first == std::string::npos) continue;
    top = std::min(top, y);
    bottom = y;
    left = std::min(left, first);
    right = std::max(right, mask[y].rfind(kCell));
  }
  if (top == mask.size()) return mask;  // no cell: grid_spec_problem says so
  std::vector<std::string> out;
  for (size_t y = top; y <= bottom; ++y) out.push_back(mask[y].substr(left, right - left + 1));
  return out;
}

// A backtracker maze on `mask` sampled to fit an art area of about
// width_in x height_in inches, trimmed to the silhouette's box, entrance
// and exit at the grid's corners.
SolvedMaze silhouette_maze(const Theme& theme, const std::string& mask, double width_in,
                           double height_in, uint64_t seed, const MaskReader& masks) {
  const int rows = std::clamp(static_cast<int>(std::lround(height_in / kCoverSilhouetteCellIn)),
                              kMinSilhouetteRows, kMaxSilhouetteRows);
  const int columns = std::clamp(static_cast<int>(std::lround(rows * width_in / height_in)), rows,
                                 kMaxSilhouetteColumns);
  const std::string context = theme.source + ": silhouettes";
  GridSpec grid{GridKind::masked, 0, 0, 0, trimmed(masks.mask_rows(mask, columns, rows, context))};
  grid.rows = static_cast<int>(grid.mask.size());
  grid.columns = grid.rows > 0 ? static_cast<int>(grid.mask[0].size()) : 0;
  const std::string problem = grid_spec_problem(grid);
  if (!problem.empty()) throw Error(context + ": " + problem);
  Random random(seed);
  Maze maze = backtracker().generate(make_grid(grid), random);
  std::vector<int32_t> route = solve(maze);
  const Metrics metrics = measure(maze, route);
  return {seed, std::string(backtracker().name), std::move(maze), std::move(route), metrics};
}

}  // namespace

CoverArt choose_cover_art(const BookSpec& spec, const Theme* theme, const MaskReader& masks) {
  // The front's art area is about 0.88 of the trim's width and 0.45 of its
  // height.
  const double width_in = spec.trim.width * 0.88;
  const double height_in = spec.trim.height * 0.45;
  CoverArt art;
  art.front_drawn = spec.cover.front_image.empty();
  // In a series, the next maze of the stream where another book has this one.
  const auto next_seed = [&](uint64_t attempt) {
    return derive_seed(spec.seed, kCoverArtStream, 0, attempt);
  };
  if (art.front_drawn && theme != nullptr && !theme->silhouettes.empty()) {
    Random pick(derive_seed(spec.seed, kCoverArtStream, 1, 0));
    art.front_mask =
        theme->silhouettes[pick.uniform(static_cast<uint32_t>(theme->silhouettes.size()))];
    // The theme's cover pictures take the art area's lowest quarter.
    const double share = theme->cover.empty() ? 1.0 : 0.75;
    art.front = first_not_avoided(spec, "the cover's art", [&](uint64_t attempt) {
      return silhouette_maze(*theme, art.front_mask, width_in, height_in * share,
                             next_seed(attempt), masks);
    });
    return art;
  }
  const int rows =
      std::max(6, static_cast<int>(std::lround(kCoverArtColumns * height_in / width_in)));
  art.front = first_not_avoided(spec, "the cover's art", [&](uint64_t attempt) {
    return generate_solved(backtracker(), kCoverArtColumns, rows, next_seed(attempt));
  });
  return art;
}

std::vector<int> choose_back_samples(const BookSpec& spec, const std::vector<BookMaze>& mazes) {
  // The back cover lies left of the spine: any page count gives its areas.
  const Box area = back_preview_areas(cover_geometry(spec.trim, spec.paper, 24)).front();
  std::vector<int> legible;
  for (size_t i = 0; i < mazes.size(); ++i) {
    const Maze& maze = mazes[i].solved.maze;
    // The back cover shows rectangles only: its proof is the rectangle's.
    if (maze.grid().kind() != GridKind::rect) continue;
    // Nor a puzzle variant, whose marks a preview would leave out.
    if (mazes[i].variant.variant.kind != VariantKind::none) continue;
    const MazePanel panel =
        maze_panel(area, maze.columns(), maze.rows(), kMinLinePt, kPreviewPadCells);
    if (panel.drawing.cell >= kMinLegibleCellPt) legible.push_back(static_cast<int>(i));
  }
  if (legible.size() <= static_cast<size_t>(kBackPreviews)) return legible;
  // Spread over the book: its easiest, a middle one and its hardest.
  return {legible.front(), legible[(legible.size() - 1) / 2], legible.back()};
}

}  // namespace mazebook
