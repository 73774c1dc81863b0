#include "proof/eyes/render_check.h"

#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-image.h>
#include <poppler/cpp/poppler-page-renderer.h>
#include <poppler/cpp/poppler-page.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <thread>

#include "proof/core/error.h"
#include "proof/core/limits.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/eyes/raster.h"
#include "proof/eyes/rendered_shape.h"

namespace mazeproof {

namespace {

double scale_for(const RenderJob& job) {
  double s = kWallPixels / std::max(job.thinnest_wall, 1e-3);
  // Corridors wide enough to hold a light pixel beside the walls' edges.
  const double corridor = job.shape->corridor_pt - job.widest_wall;
  if (corridor > 0) s = std::max(s, (2 * kEdgePixels + 2) / corridor);
  return std::min(s, kMaxPixelsPerPoint);
}

// The keep-clear area, and on solution drawings the route's ends outside
// the openings, with two pixels to spare.
Box render_area(const RenderJob& job, double scale) {
  Box area = job.shape->outline.grown(job.widest_wall + kClearancePt);
  for (const Point& p : job.route) area.add(Box::of(p.x, p.y, p.x, p.y).grown(job.route_width));
  return area.grown(2 / scale).intersected(job.page_box);
}

void quiet(const std::string&, void*) {}

// A thread keeps its looks' mask from page to page up to this size (a
// book page's area at its resolution is a few million pixels).
constexpr size_t kKeptMaskBytes = 16u << 20;

// One page's jobs, rendered once (or, past kMaxRenderPixels, band by band).
struct PageWork {
  int page = 0;
  std::vector<size_t> jobs;
  double scale = 0;
  int px0 = 0, py0 = 0, width = 0, height = 0;  // the render, page pixels
};

// One render: a page's whole area or one band of its rows.
struct Tile {
  size_t work = 0;
  int px0 = 0, py0 = 0, width = 0, height = 0;  // rendered, page pixels
  PixelBox judged;                              // raster pixels judged here
};

// What one render found, per job of its page.
struct TileResult {
  std::vector<std::vector<std::string>> lines;  // a render that failed
  std::vector<ShapeLook> looks;
  int64_t pixels = 0;
};

// Splits a page's render into as few bands of whole rows as hold at most
// kBandPixels each, of one height, each rendered with kTileMargin rows of
// the bands above and below.
void add_bands(const PageWork& w, size_t index, std::vector<Tile>& tiles) {
  const int64_t pixels = static_cast<int64_t>(w.width) * w.height;
  const int64_t bands = std::max<int64_t>(1, (pixels + kBandPixels - 1) / kBandPixels);
  const int rows = clamped_int(std::max<int64_t>(1, (w.height + bands - 1) / bands));
  for (int y = 0; y < w.height; y += rows) {
    Tile t;
    t.work = index;
    const int y0 = std::max(0, y - kTileMargin);
    const int y1 = std::min(w.height, y + rows + kTileMargin);
    t.px0 = w.px0;
    t.py0 = w.py0 + y0;
    t.width = w.width;
    t.height = y1 - y0;
    t.judged = {0, y - y0, w.width, std::min(w.height, y + rows) - y0};
    tiles.push_back(t);
  }
}

}  // namespace

RenderResult check_rendered(const std::string& pdf_bytes, const std::string& file,
                            const std::vector<RenderJob>& jobs, int threads) {
  RenderResult result;
  if (jobs.empty()) return result;
  poppler::set_debug_error_function(quiet, nullptr);
#if defined(__GLIBC__)
  // A poster's proof leaves the heap full of freed small blocks; handed
  // back before poppler asks for its bands, so they do not add to them.
  malloc_trim(0);
#endif
  std::map<int, PageWork> by_page;
  for (size_t i = 0; i < jobs.size(); ++i) {
    PageWork& w = by_page[jobs[i].page];
    w.page = jobs[i].page;
    w.jobs.push_back(i);
  }
  std::vector<PageWork> work;
  for (auto& [page, w] : by_page) work.push_back(std::move(w));
  std::vector<Tile> tiles;
  for (size_t k = 0; k < work.size(); ++k) {
    PageWork& w = work[k];
    Box area;
    for (size_t j : w.jobs) w.scale = std::max(w.scale, scale_for(jobs[j]));
    for (size_t j : w.jobs) area.add(render_area(jobs[j], w.scale));
    const Box& page_box = jobs[w.jobs.front()].page_box;
    w.px0 = clamped_int(std::floor((area.x0 - page_box.x0) * w.scale));
    w.py0 = clamped_int(std::floor((page_box.y1 - area.y1) * w.scale));
    w.width = clamped_int(std::ceil((area.x1 - page_box.x0) * w.scale)) - w.px0;
    w.height = clamped_int(std::ceil((page_box.y1 - area.y0) * w.scale)) - w.py0;
    const double pixels = static_cast<double>(std::max(w.width, 0)) * std::max(w.height, 0);
    if (pixels > static_cast<double>(kMaxTiledRenderPixels)) {
      throw Error(file + ": a maze drawing would take " +
                  std::to_string(static_cast<int64_t>(std::min(1e18, pixels))) +
                  " pixels to render, more than " + std::to_string(kMaxTiledRenderPixels));
    }
    if (pixels > static_cast<double>(kMaxRenderPixels)) {
      add_bands(w, k, tiles);
    } else {
      tiles.push_back({k, w.px0, w.py0, w.width, w.height, {0, 0, w.width, w.height}});
    }
  }
  std::vector<TileResult> found(tiles.size());
  std::atomic<size_t> next{0};
  std::atomic<bool> unreadable{false};
  auto worker = [&] {
    std::unique_ptr<poppler::document> doc(poppler::document::load_from_raw_data(
        pdf_bytes.data(), static_cast<int>(pdf_bytes.size())));
    if (!doc || doc->is_locked()) {
      unreadable = true;
      return;
    }
    std::vector<uint8_t> mask;  // the looks' mask, reused page after page
    poppler::page_renderer renderer;
    renderer.set_image_format(poppler::image::format_gray8);
    // No anti-aliasing: a pixel is inked or not, and rendering costs a
    // third less.
    for (size_t k = next++; k < tiles.size(); k = next++) {
      const Tile& t = tiles[k];
      const PageWork& w = work[t.work];
      TileResult& out = found[k];
      out.lines.resize(w.jobs.size());
      out.looks.resize(w.jobs.size());
      const auto fail_all = [&](const char* what) {
        for (size_t n = 0; n < w.jobs.size(); ++n)
          out.lines[n].push_back(jobs[w.jobs[n]].where + what);
      };
      std::unique_ptr<poppler::page> page(doc->create_page(w.page));
      if (!page || t.width <= 0 || t.height <= 0) {
        fail_all("rendered: nothing to see");
        continue;
      }
      Raster r;
      r.scale = w.scale;
      r.page = jobs[w.jobs.front()].page_box;
      r.px0 = t.px0;
      r.py0 = t.py0;
      const double dpi = w.scale * 72;
      const poppler::image image =
          renderer.render_page(page.get(), dpi, dpi, t.px0, t.py0, t.width, t.height);
      if (!image.is_valid() || image.width() < t.width || image.height() < t.height) {
        fail_all("rendered: poppler could not render the page");
        continue;
      }
      r.width = t.width;
      r.height = t.height;
      r.grey = reinterpret_cast<const uint8_t*>(image.const_data());
      r.stride = static_cast<size_t>(image.bytes_per_row());
      out.pixels = static_cast<int64_t>(t.judged.i1 - t.judged.i0) * (t.judged.j1 - t.judged.j0);
      for (size_t n = 0; n < w.jobs.size(); ++n)
        out.looks[n] = look_at_shape(jobs[w.jobs[n]], r, t.judged, &mask);
      // A poster band's mask is handed back before the next band renders.
      if (mask.capacity() > kKeptMaskBytes) std::vector<uint8_t>().swap(mask);
    }
  };
  const int n = std::max(1, std::min<int>(threads, static_cast<int>(tiles.size())));
  std::vector<std::thread> pool;
  for (int t = 1; t < n; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();
  if (unreadable) throw Error(file + ": poppler cannot open the file");
  // Problems in job order; a banded drawing's bands taken in order.
  std::vector<std::vector<std::string>> problems(jobs.size());
  std::vector<ShapeLook> looks(jobs.size());
  std::vector<bool> looked(jobs.size(), false);
  for (size_t k = 0; k < tiles.size(); ++k) {
    const PageWork& w = work[tiles[k].work];
    result.pixels += found[k].pixels;
    for (size_t m = 0; m < w.jobs.size(); ++m) {
      const size_t j = w.jobs[m];
      for (const std::string& line : found[k].lines[m]) problems[j].push_back(line);
      if (found[k].lines[m].empty()) {
        looks[j].merge(found[k].looks[m]);
        looked[j] = true;
      }
    }
  }
  for (size_t j = 0; j < jobs.size(); ++j) {
    if (looked[j]) {
      for (const std::string& line : looks[j].lines(jobs[j].where)) problems[j].push_back(line);
    }
    result.problems.insert(result.problems.end(), problems[j].begin(), problems[j].end());
  }
  double smallest = 0;
  for (const PageWork& w : work) {
    if (w.scale > 0 && (smallest == 0 || w.scale < smallest)) smallest = w.scale;
  }
  result.smallest_dpi = smallest * 72;
  return result;
}

}  // namespace mazeproof
