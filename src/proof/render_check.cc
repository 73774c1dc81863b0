#include "proof/render_check.h"

#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-image.h>
#include <poppler/cpp/poppler-page-renderer.h>
#include <poppler/cpp/poppler-page.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <thread>

#include "proof/error.h"
#include "proof/limits.h"
#include "proof/maze_drawings.h"

namespace mazeproof {

namespace {

// A rendered rectangle of a page: grey levels 0..255, and where its pixels
// lie. Pixel (i, j) covers [i, i+1] x [j, j+1] in raster units; raster
// (0, 0) is page pixel (px0, py0) of the page rendered at `scale`.
struct Raster {
  std::vector<uint8_t> grey;
  int width = 0;
  int height = 0;
  double scale = 1;  // pixels per point
  int px0 = 0;
  int py0 = 0;
  Box page;  // the page's visible box, points

  uint8_t at(int i, int j) const {
    return grey[static_cast<size_t>(j) * static_cast<size_t>(width) + static_cast<size_t>(i)];
  }
  // Raster coordinates (continuous) of a page point.
  double rx(double x) const { return (x - page.x0) * scale - px0; }
  double ry(double y) const { return (page.y1 - y) * scale - py0; }
};

// Pixel classes of a drawing's area.
enum : uint8_t { kIgnore = 0, kLight = 1, kRoute = 2 };

constexpr uint8_t kDarkLevel = static_cast<uint8_t>(kDarkGrey * 255);
constexpr uint8_t kLightLevel = static_cast<uint8_t>(kLightGrey * 255 + 0.999);
constexpr uint8_t kRouteLowLevel = static_cast<uint8_t>(kRouteGreyLow * 255 + 0.999);
constexpr uint8_t kRouteHighLevel = static_cast<uint8_t>(kRouteGreyHigh * 255);
// Beyond half a wall, this many pixels may be touched by its edge.
constexpr double kEdgePixels = 1.5;

std::string grey_text(uint8_t level) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "grey %.2f", level / 255.0);
  return buffer;
}

// Counts one kind of disagreement and names the first (words made only
// once, however many follow).
struct Tally {
  int64_t count = 0;
  std::string first;
  template <typename Words>
  void add(const Words& words) {
    if (count++ == 0) first = words();
  }
};

double scale_for(const RenderJob& job) {
  double s = kWallPixels / std::max(job.thinnest_wall, 1e-3);
  // Corridors wide enough to hold a light pixel beside the walls' edges.
  const double corridor = job.grid.cell - job.widest_wall;
  if (corridor > 0) s = std::max(s, (2 * kEdgePixels + 2) / corridor);
  return std::min(s, kMaxPixelsPerPoint);
}

// The keep-clear area, and on solution drawings the route's ends half a
// cell outside the openings, with two pixels to spare.
Box render_area(const RenderJob& job, double scale) {
  const GridGeometry& g = job.grid;
  const Box outline = Box::of(g.left, g.top - g.rows * g.cell, g.left + g.columns * g.cell, g.top);
  double grow = job.widest_wall + kClearancePt;
  if (!job.route.empty()) grow = std::max(grow, g.cell / 2 + job.route_width / 2);
  return outline.grown(grow + 2 / scale).intersected(job.page_box);
}

class DrawingCheck {
 public:
  DrawingCheck(const RenderJob& job, const Raster& raster) : job_(job), r_(raster) {
    const GridGeometry& g = job.grid;
    left_ = r_.rx(g.left);
    top_ = r_.ry(g.top);
    cell_ = g.cell * r_.scale;
    // Art mazes are drawn in a colour: their walls as dark as it, and a
    // little more for the renderer's rounding.
    const double dark = std::max(kDarkGrey, job.wall_grey + 0.15);
    dark_level_ = static_cast<uint8_t>(std::min(dark, kLightGrey) * 255);
  }

  std::vector<std::string> run();

 private:
  // Raster x of lattice column u, raster y of lattice row v.
  double gx(double u) const { return left_ + u * cell_; }
  double gy(double v) const { return top_ + v * cell_; }
  std::string place(double x, double y) const;
  void mark(double x0, double y0, double x1, double y1, uint8_t from, uint8_t to);
  bool dark_across(double x, double y, bool horizontal, double half, uint8_t& darkest) const;
  // The wall from lattice point (u0, v0) to (u1, v1): side `side` of cell (x, y).
  void check_wall(int u0, int v0, int u1, int v1, int x, int y, const char* side);

  const RenderJob& job_;
  const Raster& r_;
  double left_ = 0, top_ = 0, cell_ = 0;
  uint8_t dark_level_ = kDarkLevel;            // a wall pixel is at most this
  int ax0_ = 0, ay0_ = 0, ax1_ = 0, ay1_ = 0;  // the mask's pixel range, end exclusive
  std::vector<uint8_t> mask_;
  Tally walls_, ink_, route_missing_, route_dark_;
};

std::string DrawingCheck::place(double x, double y) const {
  const double u = (x - left_) / cell_, v = (y - top_) / cell_;
  if (u >= 0 && v >= 0 && u < job_.grid.columns && v < job_.grid.rows)
    return "in " + cell_name(static_cast<int>(u), static_cast<int>(v));
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "beside the grid at (%.1f, %.1f) pt",
                r_.page.x0 + (x + r_.px0) / r_.scale, r_.page.y1 - (y + r_.py0) / r_.scale);
  return buffer;
}

// Pixels whose centres lie in [x0, x1] x [y0, y1] (raster units) and are of
// class `from` become `to` (any class when from is 255).
void DrawingCheck::mark(double x0, double y0, double x1, double y1, uint8_t from, uint8_t to) {
  const int i0 = std::max(ax0_, clamped_int(std::ceil(std::min(x0, x1) - 0.5)));
  const int i1 = std::min(ax1_ - 1, clamped_int(std::floor(std::max(x0, x1) - 0.5)));
  const int j0 = std::max(ay0_, clamped_int(std::ceil(std::min(y0, y1) - 0.5)));
  const int j1 = std::min(ay1_ - 1, clamped_int(std::floor(std::max(y0, y1) - 0.5)));
  if (i1 < i0) return;
  const size_t w = static_cast<size_t>(ax1_ - ax0_);
  for (int j = j0; j <= j1; ++j) {
    uint8_t* row = mask_.data() + static_cast<size_t>(j - ay0_) * w;
    if (from == 255) {
      std::fill(row + (i0 - ax0_), row + (i1 - ax0_) + 1, to);
      continue;
    }
    for (int i = i0; i <= i1; ++i) {
      if (row[i - ax0_] == from) row[i - ax0_] = to;
    }
  }
}

// The darkest pixel across a wall at (x, y): those whose centres lie within
// `half` of the wall's centre line, and at least the one holding the point.
bool DrawingCheck::dark_across(double x, double y, bool horizontal, double half,
                               uint8_t& darkest) const {
  darkest = 255;
  const double centre = horizontal ? y : x;
  const int along = clamped_int(std::floor(horizontal ? x : y));
  int from = clamped_int(std::ceil(centre - half - 0.5));
  int to = clamped_int(std::floor(centre + half - 0.5));
  const int own = clamped_int(std::floor(centre));
  from = std::min(from, own);
  to = std::max(to, own);
  for (int k = from; k <= to; ++k) {
    const int i = horizontal ? along : k, j = horizontal ? k : along;
    if (i < 0 || j < 0 || i >= r_.width || j >= r_.height) continue;
    darkest = std::min(darkest, r_.at(i, j));
  }
  return darkest <= dark_level_;
}

void DrawingCheck::check_wall(int u0, int v0, int u1, int v1, int x, int y, const char* side) {
  const double x0 = gx(u0), y0 = gy(v0), x1 = gx(u1), y1 = gy(v1);
  const bool horizontal = v0 == v1;
  const double length = std::max(std::abs(x1 - x0), std::abs(y1 - y0));
  const int steps = std::max(2, clamped_int(std::ceil(length)));  // a sample a pixel
  const double half = job_.thinnest_wall * r_.scale / 2;
  for (int k = 0; k <= steps; ++k) {
    const double t = static_cast<double>(k) / steps;
    uint8_t darkest = 255;
    if (!dark_across(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, horizontal, half, darkest)) {
      walls_.add([&] { return cell_name(x, y) + " " + side + " (" + grey_text(darkest) + ")"; });
      return;
    }
  }
}

std::vector<std::string> DrawingCheck::run() {
  const GridGeometry& g = job_.grid;
  const MazeGraph& m = job_.maze;
  const Box outline = Box::of(g.left, g.top - g.rows * g.cell, g.left + g.columns * g.cell, g.top);
  if (!r_.page.contains(outline.grown(job_.widest_wall / 2), kClearancePt)) {
    return {job_.where +
            "rendered: the drawing reaches beyond the visible page (its crop or "
            "media box)"};
  }
  // The mask covers the keep-clear area, less a pixel for its soft edge.
  const double grow = (job_.widest_wall + kClearancePt) * r_.scale;
  const double kx0 = gx(0) - grow + 1, kx1 = gx(g.columns) + grow - 1;
  const double ky0 = gy(0) - grow + 1, ky1 = gy(g.rows) + grow - 1;
  ax0_ = std::max(0, clamped_int(std::floor(kx0)));
  ay0_ = std::max(0, clamped_int(std::floor(ky0)));
  ax1_ = std::min(r_.width, clamped_int(std::ceil(kx1)) + 1);
  ay1_ = std::min(r_.height, clamped_int(std::ceil(ky1)) + 1);
  if (ax1_ <= ax0_ || ay1_ <= ay0_) return {job_.where + "rendered: the drawing is off the page"};
  mask_.assign(static_cast<size_t>(ax1_ - ax0_) * static_cast<size_t>(ay1_ - ay0_), kIgnore);
  mark(kx0, ky0, kx1, ky1, 255, kLight);
  const double route_half = job_.route_width * r_.scale / 2 + kEdgePixels;
  for (size_t k = 0; k + 1 < job_.route.size(); ++k) {
    const double x0 = r_.rx(job_.route[k].x), y0 = r_.ry(job_.route[k].y);
    const double x1 = r_.rx(job_.route[k + 1].x), y1 = r_.ry(job_.route[k + 1].y);
    mark(std::min(x0, x1) - route_half, std::min(y0, y1) - route_half,
         std::max(x0, x1) + route_half, std::max(y0, y1) + route_half, 255, kRoute);
  }
  // Walls: the band they may touch is no one's to judge; their centre
  // lines must be dark.
  const double wall_half = job_.widest_wall * r_.scale / 2 + kEdgePixels;
  auto wall = [&](int u0, int v0, int u1, int v1, int x, int y, const char* side) {
    mark(gx(u0) - wall_half, gy(v0) - wall_half, gx(u1) + wall_half, gy(v1) + wall_half, 255,
         kIgnore);
    check_wall(u0, v0, u1, v1, x, y, side);
  };
  auto is_opening = [&](int x, int y, Side side) {
    for (const Opening& o : m.openings) {
      if (o.x == x && o.y == y && o.side == side) return true;
    }
    return false;
  };
  for (int y = 0; y < g.rows; ++y) {
    for (int x = 0; x < g.columns; ++x) {
      if (y == 0 && !is_opening(x, y, Side::top)) wall(x, 0, x + 1, 0, x, y, "top");
      if (x == 0 && !is_opening(x, y, Side::left)) wall(0, y, 0, y + 1, x, y, "left");
      const bool east = x + 1 < g.columns ? !m.open_east(x, y) : !is_opening(x, y, Side::right);
      const bool south = y + 1 < g.rows ? !m.open_south(x, y) : !is_opening(x, y, Side::bottom);
      if (east) wall(x + 1, y, x + 1, y + 1, x, y, "east");
      if (south) wall(x, y + 1, x + 1, y + 1, x, y, "south");
    }
  }
  const size_t w = static_cast<size_t>(ax1_ - ax0_);
  for (int j = ay0_; j < ay1_; ++j) {
    const uint8_t* row = mask_.data() + static_cast<size_t>(j - ay0_) * w;
    const uint8_t* grey = r_.grey.data() + static_cast<size_t>(j) * r_.width;
    for (int i = ax0_; i < ax1_; ++i) {
      const uint8_t c = row[i - ax0_];
      const uint8_t v = grey[i];
      if (c == kIgnore || (c == kLight && v >= kLightLevel) || (c == kRoute && v > kDarkLevel))
        continue;
      auto words = [&] { return place(i + 0.5, j + 0.5) + " (" + grey_text(v) + ")"; };
      if (c == kLight && v < kLightLevel) ink_.add(words);
      if (c == kRoute && v <= kDarkLevel) route_dark_.add(words);
    }
  }
  for (size_t k = 0; k + 1 < job_.route.size(); ++k) {
    const double x0 = r_.rx(job_.route[k].x), y0 = r_.ry(job_.route[k].y);
    const double x1 = r_.rx(job_.route[k + 1].x), y1 = r_.ry(job_.route[k + 1].y);
    const double length = std::max(std::abs(x1 - x0), std::abs(y1 - y0));
    const int steps = std::max(1, clamped_int(std::ceil(length / 0.5)));
    for (int s = 0; s <= steps; ++s) {
      const double x = x0 + (x1 - x0) * s / steps, y = y0 + (y1 - y0) * s / steps;
      const int i = clamped_int(std::floor(x)), j = clamped_int(std::floor(y));
      if (i < 0 || j < 0 || i >= r_.width || j >= r_.height) continue;
      const uint8_t v = r_.at(i, j);
      if (v < kRouteLowLevel || v > kRouteHighLevel) {
        route_missing_.add([&] { return place(x, y) + " (" + grey_text(v) + ")"; });
        break;  // one point a piece is enough
      }
    }
  }
  std::vector<std::string> out;
  const std::string at = job_.where + "rendered: ";
  if (walls_.count > 0) {
    out.push_back(at + std::to_string(walls_.count) + " wall(s) not dark, first " + walls_.first);
  }
  if (ink_.count > 0) {
    out.push_back(at + std::to_string(ink_.count) +
                  " pixel(s) not light where the proof found no wall, first " + ink_.first);
  }
  if (route_missing_.count > 0) {
    out.push_back(at + "the route does not show in " + std::to_string(route_missing_.count) +
                  " piece(s), first " + route_missing_.first);
  }
  if (route_dark_.count > 0) {
    out.push_back(at + std::to_string(route_dark_.count) + " dark pixel(s) on the route, first " +
                  route_dark_.first);
  }
  return out;
}

void quiet(const std::string&, void*) {}

// One page's jobs, rendered once.
struct PageWork {
  int page = 0;
  std::vector<size_t> jobs;
};

}  // namespace

RenderResult check_rendered(const std::string& pdf_bytes, const std::string& file,
                            const std::vector<RenderJob>& jobs, int threads) {
  RenderResult result;
  if (jobs.empty()) return result;
  poppler::set_debug_error_function(quiet, nullptr);
  std::map<int, PageWork> by_page;
  for (size_t i = 0; i < jobs.size(); ++i) {
    PageWork& w = by_page[jobs[i].page];
    w.page = jobs[i].page;
    w.jobs.push_back(i);
  }
  std::vector<PageWork> work;
  for (auto& [page, w] : by_page) work.push_back(std::move(w));
  std::vector<std::vector<std::string>> problems(jobs.size());
  std::vector<int64_t> pixels(work.size(), 0);
  std::vector<double> scales(work.size(), 0);
  std::atomic<size_t> next{0};
  std::atomic<bool> unreadable{false};
  std::atomic<int64_t> too_large{0};
  auto worker = [&] {
    std::unique_ptr<poppler::document> doc(poppler::document::load_from_raw_data(
        pdf_bytes.data(), static_cast<int>(pdf_bytes.size())));
    if (!doc || doc->is_locked()) {
      unreadable = true;
      return;
    }
    poppler::page_renderer renderer;
    renderer.set_image_format(poppler::image::format_gray8);
    // No anti-aliasing: a pixel is inked or not, and rendering costs a
    // third less.
    for (size_t k = next++; k < work.size(); k = next++) {
      const PageWork& w = work[k];
      double scale = 0;
      Box area;
      for (size_t j : w.jobs) scale = std::max(scale, scale_for(jobs[j]));
      for (size_t j : w.jobs) area.add(render_area(jobs[j], scale));
      const RenderJob& first = jobs[w.jobs.front()];
      std::unique_ptr<poppler::page> page(doc->create_page(w.page));
      Raster r;
      r.scale = scale;
      r.page = first.page_box;
      r.px0 = clamped_int(std::floor((area.x0 - r.page.x0) * scale));
      r.py0 = clamped_int(std::floor((r.page.y1 - area.y1) * scale));
      const int pw = clamped_int(std::ceil((area.x1 - r.page.x0) * scale)) - r.px0;
      const int ph = clamped_int(std::ceil((r.page.y1 - area.y0) * scale)) - r.py0;
      if (!page || pw <= 0 || ph <= 0) {
        for (size_t j : w.jobs) problems[j].push_back(jobs[j].where + "rendered: nothing to see");
        continue;
      }
      if (static_cast<double>(pw) * ph > static_cast<double>(kMaxRenderPixels)) {
        too_large = static_cast<int64_t>(std::min(1e18, static_cast<double>(pw) * ph));
        continue;
      }
      const double dpi = scale * 72;
      poppler::image image = renderer.render_page(page.get(), dpi, dpi, r.px0, r.py0, pw, ph);
      if (!image.is_valid() || image.width() < pw || image.height() < ph) {
        for (size_t j : w.jobs)
          problems[j].push_back(jobs[j].where + "rendered: poppler could not render the page");
        continue;
      }
      r.width = pw;
      r.height = ph;
      r.grey.resize(static_cast<size_t>(pw) * static_cast<size_t>(ph));
      const char* data = image.const_data();
      for (int y = 0; y < ph; ++y) {
        const unsigned char* row = reinterpret_cast<const unsigned char*>(data) +
                                   static_cast<size_t>(y) * image.bytes_per_row();
        std::copy(row, row + pw, r.grey.begin() + static_cast<std::ptrdiff_t>(y) * pw);
      }
      pixels[k] = static_cast<int64_t>(pw) * ph;
      scales[k] = scale;
      for (size_t j : w.jobs) problems[j] = DrawingCheck(jobs[j], r).run();
    }
  };
  const int n = std::max(1, std::min<int>(threads, static_cast<int>(work.size())));
  std::vector<std::thread> pool;
  for (int t = 1; t < n; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();
  if (unreadable) throw Error(file + ": poppler cannot open the file");
  if (too_large > 0) {
    throw Error(file + ": a maze drawing would take " + std::to_string(too_large.load()) +
                " pixels to render, more than " + std::to_string(kMaxRenderPixels));
  }
  for (const std::vector<std::string>& p : problems)
    result.problems.insert(result.problems.end(), p.begin(), p.end());
  for (int64_t p : pixels) result.pixels += p;
  double smallest = 0;
  for (double s : scales) {
    if (s > 0 && (smallest == 0 || s < smallest)) smallest = s;
  }
  result.smallest_dpi = smallest * 72;
  return result;
}

}  // namespace mazeproof
