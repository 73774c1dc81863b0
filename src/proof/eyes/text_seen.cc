#include "proof/eyes/text_seen.h"

#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-image.h>
#include <poppler/cpp/poppler-page-renderer.h>
#include <poppler/cpp/poppler-page.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <thread>

#include "proof/core/error.h"
#include "proof/core/limits.h"

namespace mazeproof {

namespace {

// Pixels a point: the smallest text's size across kTextPixels pixels, in
// a documented range.
constexpr double kTextPixels = 20;
constexpr double kLowestScale = 2;
constexpr double kHighestScale = 6;
// Texts of one page are rendered together while the render's area stays
// within this many times theirs.
constexpr double kClusterSlack = 2;
// A text joins one of the page's last few clusters, or starts its own.
constexpr size_t kClustersTried = 8;
// A render of the texts is never larger than this, pixels.
constexpr int64_t kMaxTextRender = 16'000'000;

// WCAG's relative luminance of a grey level 0..255.
double luminance(int level) {
  const double c = level / 255.0;
  return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double contrast(int a, int b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

struct Cluster {
  int page = 0;
  Box box;
  double scale = 0;
  std::vector<size_t> looks;
  double parts = 0;  // the area of its texts' boxes
};

void quiet(const std::string&, void*) {}

}  // namespace

std::vector<std::string> check_texts_seen(const std::string& pdf_bytes, const std::string& file,
                                          const std::vector<TextLook>& looks, int threads) {
  std::vector<std::string> out;
  if (looks.empty()) return out;
  poppler::set_debug_error_function(quiet, nullptr);
  std::vector<Cluster> clusters;
  std::map<int, std::vector<size_t>> by_page;
  for (size_t i = 0; i < looks.size(); ++i) by_page[looks[i].page].push_back(i);
  for (auto& [page, list] : by_page) {
    const size_t first = clusters.size();
    for (size_t i : list) {
      const TextLook& l = looks[i];
      const double scale =
          std::clamp(kTextPixels / std::max(l.size, 1.0), kLowestScale, kHighestScale);
      bool joined = false;
      const size_t from =
          std::max(first, clusters.size() - std::min(clusters.size(), kClustersTried));
      for (size_t c = from; c < clusters.size() && !joined; ++c) {
        Cluster& k = clusters[c];
        Box both = k.box;
        both.add(l.box);
        const double parts = k.parts + l.box.width() * l.box.height();
        if (both.width() * both.height() <= kClusterSlack * parts) {
          k.parts = parts;
          k.box = both;
          k.scale = std::max(k.scale, scale);
          k.looks.push_back(i);
          joined = true;
        }
      }
      if (!joined) clusters.push_back({page, l.box, scale, {i}, l.box.width() * l.box.height()});
    }
  }
  std::vector<std::vector<std::string>> lines(looks.size());
  std::atomic<size_t> next{0};
  std::atomic<bool> unreadable{false};
  auto worker = [&] {
    std::unique_ptr<poppler::document> doc(poppler::document::load_from_raw_data(
        pdf_bytes.data(), static_cast<int>(pdf_bytes.size())));
    if (!doc || doc->is_locked()) {
      unreadable = true;
      return;
    }
    poppler::page_renderer renderer;
    renderer.set_image_format(poppler::image::format_gray8);
    for (size_t c = next++; c < clusters.size(); c = next++) {
      const Cluster& k = clusters[c];
      std::unique_ptr<poppler::page> page(doc->create_page(k.page));
      const auto fail_all = [&](const char* what) {
        for (size_t i : k.looks) lines[i].push_back(looks[i].where + what);
      };
      if (!page) {
        fail_all("rendered: nothing to see");
        continue;
      }
      const poppler::rectf media = page->page_rect(poppler::media_box);
      const double top = media.y() + media.height();  // poppler's rect is in PDF space
      const double left = media.x();
      const int px0 = clamped_int(std::floor((k.box.x0 - left) * k.scale));
      const int py0 = clamped_int(std::floor((top - k.box.y1) * k.scale));
      const int width = clamped_int(std::ceil((k.box.x1 - left) * k.scale)) - px0;
      const int height = clamped_int(std::ceil((top - k.box.y0) * k.scale)) - py0;
      if (width <= 0 || height <= 0 || static_cast<int64_t>(width) * height > kMaxTextRender) {
        fail_all("rendered: too large to look at");
        continue;
      }
      const double dpi = k.scale * 72;
      const poppler::image image =
          renderer.render_page(page.get(), dpi, dpi, px0, py0, width, height);
      if (!image.is_valid() || image.width() < width || image.height() < height) {
        fail_all("rendered: poppler could not render the page");
        continue;
      }
      const auto* grey = reinterpret_cast<const uint8_t*>(image.const_data());
      const size_t stride = static_cast<size_t>(image.bytes_per_row());
      for (size_t i : k.looks) {
        const Box& b = looks[i].box;
        const int i0 = std::clamp(clamped_int(std::ceil((b.x0 - left) * k.scale)) - px0, 0, width);
        const int i1 = std::clamp(clamped_int(std::floor((b.x1 - left) * k.scale)) - px0, 0, width);
        const int j0 = std::clamp(clamped_int(std::ceil((top - b.y1) * k.scale)) - py0, 0, height);
        const int j1 = std::clamp(clamped_int(std::floor((top - b.y0) * k.scale)) - py0, 0, height);
        std::array<int64_t, 256> counts{};
        for (int j = j0; j < j1; ++j) {
          for (int x = i0; x < i1; ++x) ++counts[grey[static_cast<size_t>(j) * stride + x]];
        }
        const int64_t all = static_cast<int64_t>(std::max(0, i1 - i0)) * std::max(0, j1 - j0);
        const int ground =
            static_cast<int>(std::max_element(counts.begin(), counts.end()) - counts.begin());
        int64_t inked = 0;
        for (int level = 0; level < 256; ++level) {
          if (contrast(level, ground) >= kTextContrast) inked += counts[level];
        }
        if (all == 0 || static_cast<double>(inked) < kTextInkShare * static_cast<double>(all)) {
          char buffer[160];
          std::snprintf(buffer, sizeof buffer,
                        "rendered, %.1f %% of its box stands out 3:1 from the grey %.2f under "
                        "it (the reader cannot see it)",
                        all == 0 ? 0.0 : 100.0 * static_cast<double>(inked) / all, ground / 255.0);
          lines[i].push_back(looks[i].where + buffer);
        }
      }
    }
  };
  const int n = std::max(1, std::min<int>(threads, static_cast<int>(clusters.size())));
  std::vector<std::thread> pool;
  for (int t = 1; t < n; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();
  if (unreadable) throw Error(file + ": poppler cannot open the file");
  for (const std::vector<std::string>& l : lines) out.insert(out.end(), l.begin(), l.end());
  return out;
}

}  // namespace mazeproof
