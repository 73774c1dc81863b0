#include "render/stats_plot.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "render/cairo_handles.h"

namespace mazebook {

namespace {

constexpr int kWidth = 1400;
constexpr int kPanelWidth = 680;
constexpr int kPanelHeight = 380;
constexpr int kTop = 70;
constexpr int kColumns = 2;

// The value below which a share `q` of the sorted values lies (linear).
double quantile(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) return 0;
  const double at = q * static_cast<double>(sorted.size() - 1);
  const auto low = static_cast<size_t>(std::floor(at));
  const size_t high = std::min(low + 1, sorted.size() - 1);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - static_cast<double>(low));
}

// A tick step of 1, 2 or 5 times a power of ten giving about five ticks.
double tick_step(double span) {
  if (span <= 0) return 1;
  const double raw = span / 5;
  const double power = std::pow(10, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0}) {
    if (raw <= m * power) return m * power;
  }
  return 10 * power;
}

void text_at(cairo_t* c, double x, double y, const std::string& text, double size, double align) {
  cairo_set_font_size(c, size);
  cairo_text_extents_t e;
  cairo_text_extents(c, text.c_str(), &e);
  cairo_move_to(c, x - e.x_advance * align, y);
  cairo_show_text(c, text.c_str());
}

void set_palette(cairo_t* c, size_t i) {
  static const double kColours[][3] = {{0.26, 0.45, 0.70}, {0.87, 0.52, 0.20}, {0.33, 0.63, 0.35},
                                       {0.80, 0.30, 0.30}, {0.55, 0.42, 0.70}, {0.55, 0.36, 0.30},
                                       {0.85, 0.45, 0.70}, {0.50, 0.50, 0.50}, {0.70, 0.70, 0.20},
                                       {0.20, 0.70, 0.75}, {0.35, 0.35, 0.75}};
  const double* rgb = kColours[i % (sizeof kColours / sizeof kColours[0])];
  cairo_set_source_rgb(c, rgb[0], rgb[1], rgb[2]);
}

void draw_panel(cairo_t* c, double x0, double y0, size_t metric, const std::string& name,
                const std::vector<PlotSeries>& all) {
  const double left = x0 + 70;
  const double right = x0 + kPanelWidth - 20;
  const double top = y0 + 40;
  const double bottom = y0 + kPanelHeight - 80;

  double low = all.front().values[metric].front();
  double high = low;
  for (const PlotSeries& s : all) {
    for (const double v : s.values[metric]) {
      low = std::min(low, v);
      high = std::max(high, v);
    }
  }
  const double step = tick_step(high - low);
  low = std::floor(low / step) * step;
  high = std::max(std::ceil(high / step) * step, low + step);
  const auto y_of = [&](double v) { return bottom - (v - low) / (high - low) * (bottom - top); };

  cairo_set_source_rgb(c, 0.1, 0.1, 0.1);
  cairo_select_font_face(c, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  text_at(c, (left + right) / 2, y0 + 22, name, 17, 0.5);
  cairo_select_font_face(c, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);

  // Grid lines and y tick labels.
  cairo_set_line_width(c, 1);
  for (double v = low; v <= high + step / 2; v += step) {
    const double y = std::round(y_of(v)) + 0.5;
    cairo_set_source_rgb(c, 0.88, 0.88, 0.88);
    cairo_move_to(c, left, y);
    cairo_line_to(c, right, y);
    cairo_stroke(c);
    char label[32];
    std::snprintf(label, sizeof label, step >= 1 ? "%.0f" : (step >= 0.1 ? "%.1f" : "%.2f"), v);
    cairo_set_source_rgb(c, 0.2, 0.2, 0.2);
    text_at(c, left - 8, y + 4, label, 12, 1.0);
  }
  cairo_set_source_rgb(c, 0.2, 0.2, 0.2);
  cairo_move_to(c, left + 0.5, top);
  cairo_line_to(c, left + 0.5, bottom);
  cairo_line_to(c, right, bottom);
  cairo_stroke(c);

  const double slot = (right - left) / static_cast<double>(all.size());
  for (size_t i = 0; i < all.size(); ++i) {
    std::vector<double> sorted = all[i].values[metric];
    std::sort(sorted.begin(), sorted.end());
    const double cx = left + slot * (static_cast<double>(i) + 0.5);
    const double half = std::min(slot * 0.3, 22.0);
    const double q1 = y_of(quantile(sorted, 0.25));
    const double q3 = y_of(quantile(sorted, 0.75));
    const double median = y_of(quantile(sorted, 0.5));
    set_palette(c, i);
    cairo_set_line_width(c, 1.5);
    cairo_move_to(c, cx, y_of(sorted.front()));
    cairo_line_to(c, cx, q1);
    cairo_move_to(c, cx, q3);
    cairo_line_to(c, cx, y_of(sorted.back()));
    cairo_move_to(c, cx - half / 2, y_of(sorted.front()));
    cairo_line_to(c, cx + half / 2, y_of(sorted.front()));
    cairo_move_to(c, cx - half / 2, y_of(sorted.back()));
    cairo_line_to(c, cx + half / 2, y_of(sorted.back()));
    cairo_stroke(c);
    cairo_rectangle(c, cx - half, q3, 2 * half, std::max(q1 - q3, 1.0));
    cairo_fill_preserve(c);
    cairo_set_source_rgb(c, 0.15, 0.15, 0.15);
    cairo_stroke(c);
    cairo_set_source_rgb(c, 1, 1, 1);
    cairo_set_line_width(c, 2.5);
    cairo_move_to(c, cx - half, median);
    cairo_line_to(c, cx + half, median);
    cairo_stroke(c);

    cairo_save(c);
    cairo_set_source_rgb(c, 0.15, 0.15, 0.15);
    cairo_move_to(c, cx + 4, bottom + 10);
    cairo_rotate(c, M_PI / 4);
    cairo_set_font_size(c, 12);
    cairo_show_text(c, all[i].name.c_str());
    cairo_restore(c);
  }
}

}  // namespace

std::string stats_plot_png(const std::vector<std::string>& panels,
                           const std::vector<PlotSeries>& all, const std::string& title) {
  const int rows = static_cast<int>((panels.size() + kColumns - 1) / kColumns);
  const int height = kTop + rows * kPanelHeight + 30;
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, kWidth, height));
  check_cairo(cairo_surface_status(surface.get()), "plot");
  Cairo cr(cairo_create(surface.get()));
  cairo_t* c = cr.get();
  cairo_set_source_rgb(c, 1, 1, 1);
  cairo_paint(c);
  cairo_set_source_rgb(c, 0.1, 0.1, 0.1);
  cairo_select_font_face(c, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  text_at(c, kWidth / 2.0, 34, title, 20, 0.5);
  cairo_select_font_face(c, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  text_at(c, kWidth / 2.0, 56,
          "box: first to third quartile, white line: median, whiskers: minimum and maximum", 13,
          0.5);
  if (!all.empty()) {
    for (size_t m = 0; m < panels.size(); ++m) {
      const double x0 = 20 + static_cast<double>(m % kColumns) * kPanelWidth;
      const double y0 = kTop + static_cast<double>(m / kColumns) * kPanelHeight;
      draw_panel(c, x0, y0, m, panels[m], all);
    }
  }
  return png_bytes(surface.get(), c, "plot");
}

}  // namespace mazebook
