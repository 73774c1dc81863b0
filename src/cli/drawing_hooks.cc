#include "cli/drawing_hooks.h"

namespace mazebook {

namespace {

StatsPlotFn stats_plotter = nullptr;

}  // namespace

void set_stats_plotter(StatsPlotFn plotter) { stats_plotter = plotter; }

void require_stats_plotter() {
  if (!stats_plotter) throw NeedsDrawing{};
}

std::string draw_stats_plot(const std::vector<std::string>& panels,
                            const std::vector<PlotSeries>& series, const std::string& title) {
  require_stats_plotter();
  return stats_plotter(panels, series, title);
}

}  // namespace mazebook
