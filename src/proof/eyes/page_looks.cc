#include "proof/eyes/page_looks.h"

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
#include <map>
#include <memory>
#include <thread>

#include "proof/core/error.h"
#include "proof/core/limits.h"
#include "proof/drawings/maze_drawings.h"
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

// Page pixels [x0, x1) x [y0, y1).
struct PagePixels {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  int64_t count() const {
    return static_cast<int64_t>(std::max(0, x1 - x0)) * static_cast<int64_t>(std::max(0, y1 - y0));
  }
};

PagePixels pixels_of(const Box& area, const Box& page_box, double scale) {
  return {clamped_int(std::floor((area.x0 - page_box.x0) * scale)),
          clamped_int(std::floor((page_box.y1 - area.y1) * scale)),
          clamped_int(std::ceil((area.x1 - page_box.x0) * scale)),
          clamped_int(std::ceil((page_box.y1 - area.y0) * scale))};
}

// One page's looks.
struct PageWork {
  int page = 0;
  std::vector<size_t> jobs;
  std::vector<size_t> looks;
  double scale = 0;  // of its drawings' render
  Box page_box;      // from its jobs; a page of texts alone asks poppler
};

// One render: a page's whole area, one band of its drawings' rows, or its
// texts apart, with the looks judged in it.
struct Tile {
  size_t work = 0;
  bool drawings = false;      // the page's jobs are judged here
  std::vector<size_t> looks;  // the texts judged here
  double scale = 0;
  Box area;             // a tile of texts alone: what it renders, page space
  PagePixels rendered;  // a tile with drawings: what it renders, page pixels
  PixelBox judged;      // raster pixels of the drawings judged here
  int64_t pixels = 0;   // of the drawings' area judged here
};

// What one render found.
struct TileResult {
  std::vector<std::vector<std::string>> lines;  // per job: a render that failed
  std::vector<ShapeLook> shapes;                // per job
  std::vector<std::string> texts;               // per look of the tile, empty when seen
};

// Splits a page's drawings' render into as few bands of whole rows as hold
// at most kBandPixels each, of one height, each rendered with kTileMargin
// rows of the bands above and below.
void add_bands(const PageWork& w, const PagePixels& d, size_t index, std::vector<Tile>& tiles) {
  const int width = d.x1 - d.x0, height = d.y1 - d.y0;
  const int64_t bands = std::max<int64_t>(1, (d.count() + kBandPixels - 1) / kBandPixels);
  const int rows = clamped_int(std::max<int64_t>(1, (height + bands - 1) / bands));
  for (int y = 0; y < height; y += rows) {
    Tile t;
    t.work = index;
    t.drawings = true;
    t.scale = w.scale;
    const int y0 = std::max(0, y - kTileMargin);
    const int y1 = std::min(height, y + rows + kTileMargin);
    t.rendered = {d.x0, d.y0 + y0, d.x1, d.y0 + y1};
    t.judged = {0, y - y0, width, std::min(height, y + rows) - y0};
    t.pixels = static_cast<int64_t>(t.judged.i1 - t.judged.i0) * (t.judged.j1 - t.judged.j0);
    tiles.push_back(t);
  }
}

// A page's texts apart from its drawings: in one render while it stays
// small, else each alone.
void add_text_tiles(const std::vector<TextLook>& looks, const std::vector<size_t>& list,
                    size_t index, std::vector<Tile>& tiles) {
  Tile all;
  all.work = index;
  for (size_t i : list) {
    all.scale = std::max(all.scale, text_scale(looks[i]));
    all.area.add(looks[i].box);
  }
  const double pixels = all.area.width() * all.area.height() * all.scale * all.scale;
  if (pixels <= static_cast<double>(kMaxTextRender)) {
    all.looks = list;
    tiles.push_back(all);
    return;
  }
  for (size_t i : list) {
    Tile one;
    one.work = index;
    one.looks = {i};
    one.scale = text_scale(looks[i]);
    one.area = looks[i].box;
    tiles.push_back(one);
  }
}

// Plans the renders of page `w` (index `k`): its drawings and texts in
// one render at the resolution both need while that stays within
// kMaxRenderPixels, else its drawings alone (in bands past it) and its
// texts apart.
void plan_page(PageWork& w, size_t k, const std::vector<RenderJob>& jobs,
               const std::vector<TextLook>& looks, const std::string& file,
               std::vector<Tile>& tiles) {
  if (w.jobs.empty()) {
    add_text_tiles(looks, w.looks, k, tiles);
    return;
  }
  w.page_box = jobs[w.jobs.front()].page_box;
  for (size_t j : w.jobs) w.scale = std::max(w.scale, scale_for(jobs[j]));
  const auto drawn_at = [&](double scale) {
    Box area;
    for (size_t j : w.jobs) area.add(render_area(jobs[j], scale));
    return area;
  };
  if (!w.looks.empty()) {
    double both = w.scale;
    for (size_t i : w.looks) both = std::max(both, text_scale(looks[i]));
    const Box drawn = drawn_at(both);
    Box area = drawn;
    for (size_t i : w.looks) area.add(looks[i].box.intersected(w.page_box));
    const PagePixels rendered = pixels_of(area, w.page_box, both);
    if (rendered.count() <= kMaxRenderPixels) {
      w.scale = both;
      Tile t;
      t.work = k;
      t.drawings = true;
      t.looks = w.looks;
      t.scale = both;
      t.rendered = rendered;
      t.judged = {0, 0, rendered.x1 - rendered.x0, rendered.y1 - rendered.y0};
      t.pixels = pixels_of(drawn, w.page_box, both).count();
      tiles.push_back(t);
      return;
    }
  }
  const PagePixels d = pixels_of(drawn_at(w.scale), w.page_box, w.scale);
  const double pixels = static_cast<double>(std::max(d.x1 - d.x0, 0)) * std::max(d.y1 - d.y0, 0);
  if (pixels > static_cast<double>(kMaxTiledRenderPixels)) {
    throw Error(file + ": a maze drawing would take " +
                std::to_string(static_cast<int64_t>(std::min(1e18, pixels))) +
                " pixels to render, more than " + std::to_string(kMaxTiledRenderPixels));
  }
  if (pixels > static_cast<double>(kMaxRenderPixels)) {
    add_bands(w, d, k, tiles);
  } else {
    Tile t;
    t.work = k;
    t.drawings = true;
    t.scale = w.scale;
    t.rendered = d;
    t.judged = {0, 0, d.x1 - d.x0, d.y1 - d.y0};
    t.pixels = d.count();
    tiles.push_back(t);
  }
  if (!w.looks.empty()) add_text_tiles(looks, w.looks, k, tiles);
}

// The page's visible box as poppler draws it (the crop box within the
// media box).
Box visible_box(const poppler::page& page) {
  const poppler::rectf media = page.page_rect(poppler::media_box);
  const poppler::rectf crop = page.page_rect(poppler::crop_box);
  return Box::of(crop.x(), crop.y(), crop.x() + crop.width(), crop.y() + crop.height())
      .intersected(
          Box::of(media.x(), media.y(), media.x() + media.width(), media.y() + media.height()));
}

}  // namespace

PageLooks look_at_pages(const std::string& pdf_bytes, const std::string& file,
                        const std::vector<RenderJob>& jobs, const std::vector<TextLook>& looks,
                        int threads) {
  PageLooks result;
  if (jobs.empty() && looks.empty()) return result;
  poppler::set_debug_error_function(quiet, nullptr);
#if defined(__GLIBC__)
  // A poster's proof leaves the heap full of freed small blocks; handed
  // back before poppler asks for its bands, so they do not add to them.
  if (!jobs.empty()) malloc_trim(0);
#endif
  std::map<int, PageWork> by_page;
  for (size_t i = 0; i < jobs.size(); ++i) by_page[jobs[i].page].jobs.push_back(i);
  for (size_t i = 0; i < looks.size(); ++i) by_page[looks[i].page].looks.push_back(i);
  std::vector<PageWork> work;
  for (auto& [page, w] : by_page) {
    w.page = page;
    work.push_back(std::move(w));
  }
  std::vector<Tile> tiles;
  for (size_t k = 0; k < work.size(); ++k) plan_page(work[k], k, jobs, looks, file, tiles);

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
    // No anti-aliasing: a pixel is inked or not, and rendering costs a
    // third less.
    renderer.set_image_format(poppler::image::format_gray8);
    for (size_t k = next++; k < tiles.size(); k = next++) {
      const Tile& t = tiles[k];
      const PageWork& w = work[t.work];
      TileResult& out = found[k];
      const size_t n_jobs = t.drawings ? w.jobs.size() : 0;
      out.lines.resize(n_jobs);
      out.shapes.resize(n_jobs);
      out.texts.resize(t.looks.size());
      const auto fail_all = [&](const char* what) {
        for (size_t n = 0; n < n_jobs; ++n) out.lines[n].push_back(jobs[w.jobs[n]].where + what);
        for (size_t n = 0; n < t.looks.size(); ++n) out.texts[n] = looks[t.looks[n]].where + what;
      };
      std::unique_ptr<poppler::page> page(doc->create_page(w.page));
      if (!page) {
        fail_all("rendered: nothing to see");
        continue;
      }
      Raster r;
      r.scale = t.scale;
      PagePixels rendered = t.rendered;
      if (t.drawings) {
        r.page = w.page_box;
      } else {
        r.page = visible_box(*page);
        rendered = pixels_of(t.area, r.page, t.scale);
        if (rendered.x1 <= rendered.x0 || rendered.y1 <= rendered.y0 ||
            rendered.count() > kMaxTextRender) {
          fail_all("rendered: too large to look at");
          continue;
        }
      }
      const int width = rendered.x1 - rendered.x0, height = rendered.y1 - rendered.y0;
      if (width <= 0 || height <= 0) {
        fail_all("rendered: nothing to see");
        continue;
      }
      r.px0 = rendered.x0;
      r.py0 = rendered.y0;
      const double dpi = t.scale * 72;
      const poppler::image image =
          renderer.render_page(page.get(), dpi, dpi, r.px0, r.py0, width, height);
      if (!image.is_valid() || image.width() < width || image.height() < height) {
        fail_all("rendered: poppler could not render the page");
        continue;
      }
      r.width = width;
      r.height = height;
      r.grey = reinterpret_cast<const uint8_t*>(image.const_data());
      r.stride = static_cast<size_t>(image.bytes_per_row());
      for (size_t n = 0; n < n_jobs; ++n)
        out.shapes[n] = look_at_shape(jobs[w.jobs[n]], r, t.judged, &mask);
      for (size_t n = 0; n < t.looks.size(); ++n) out.texts[n] = look_at_text(looks[t.looks[n]], r);
      // A poster band's mask is handed back before the next band renders.
      if (mask.capacity() > kKeptMaskBytes) std::vector<uint8_t>().swap(mask);
    }
  };
  const int count = std::max(1, std::min<int>(threads, static_cast<int>(tiles.size())));
  std::vector<std::thread> pool;
  for (int t = 1; t < count; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();
  if (unreadable) throw Error(file + ": poppler cannot open the file");

  // Problems in job order; a banded drawing's bands taken in order.
  std::vector<std::vector<std::string>> problems(jobs.size());
  std::vector<ShapeLook> shapes(jobs.size());
  std::vector<bool> looked(jobs.size(), false);
  std::vector<std::string> text_lines(looks.size());
  for (size_t k = 0; k < tiles.size(); ++k) {
    const Tile& t = tiles[k];
    for (size_t n = 0; n < t.looks.size(); ++n) text_lines[t.looks[n]] = found[k].texts[n];
    if (!t.drawings) continue;
    const PageWork& w = work[t.work];
    result.drawings.pixels += t.pixels;
    for (size_t m = 0; m < w.jobs.size(); ++m) {
      const size_t j = w.jobs[m];
      for (const std::string& line : found[k].lines[m]) problems[j].push_back(line);
      if (found[k].lines[m].empty()) {
        shapes[j].merge(found[k].shapes[m]);
        looked[j] = true;
      }
    }
  }
  for (size_t j = 0; j < jobs.size(); ++j) {
    if (looked[j]) {
      for (const std::string& line : shapes[j].lines(jobs[j].where)) problems[j].push_back(line);
    }
    result.drawings.problems.insert(result.drawings.problems.end(), problems[j].begin(),
                                    problems[j].end());
  }
  for (std::string& line : text_lines) {
    if (!line.empty()) result.texts.push_back(std::move(line));
  }
  double smallest = 0;
  for (const PageWork& w : work) {
    if (w.scale > 0 && (smallest == 0 || w.scale < smallest)) smallest = w.scale;
  }
  result.drawings.smallest_dpi = smallest * 72;
  return result;
}

}  // namespace mazeproof
