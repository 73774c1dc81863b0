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
#include "proof/rendered_drawing.h"

namespace mazeproof {

namespace {

double scale_for(const RenderJob& job) {
  double s = kWallPixels / std::max(job.thinnest_wall, 1e-3);
  // Corridors wide enough to hold a light pixel beside the walls' edges.
  const double corridor = (job.shape ? job.shape->corridor_pt : job.grid.cell) - job.widest_wall;
  if (corridor > 0) s = std::max(s, (2 * kEdgePixels + 2) / corridor);
  return std::min(s, kMaxPixelsPerPoint);
}

// The keep-clear area, and on solution drawings the route's ends outside
// the openings, with two pixels to spare.
Box render_area(const RenderJob& job, double scale) {
  const GridGeometry& g = job.grid;
  if (job.shape) {
    Box area = job.shape->outline.grown(job.widest_wall + kClearancePt);
    for (const Point& p : job.route) area.add(Box::of(p.x, p.y, p.x, p.y).grown(job.route_width));
    return area.grown(2 / scale).intersected(job.page_box);
  }
  const Box outline = Box::of(g.left, g.top - g.rows * g.cell, g.left + g.columns * g.cell, g.top);
  double grow = job.widest_wall + kClearancePt;
  if (!job.route.empty()) grow = std::max(grow, g.cell / 2 + job.route_width / 2);
  return outline.grown(grow + 2 / scale).intersected(job.page_box);
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
      for (size_t j : w.jobs) problems[j] = compare_drawing(jobs[j], r);
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
