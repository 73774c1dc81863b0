#pragma once
// The drawing a measuring command may need, reached through a pointer the
// full program sets (run_cli): `mazebook stats` runs in a front that links
// no drawing library (cli/front.h), and a stats run that needs drawing is
// handed to the full program before anything is printed.

#include <string>
#include <vector>

#include "render/stats_plot.h"

namespace mazebook {

// Thrown where a run needs drawing that is not linked in: the front catches
// it and runs the full program with the same arguments.
struct NeedsDrawing {};

// Box plots as PNG bytes: render/stats_plot.h's stats_plot_png.
using StatsPlotFn = std::string (*)(const std::vector<std::string>& panels,
                                    const std::vector<PlotSeries>& series,
                                    const std::string& title);

// Sets the box-plot drawer; until then a plot throws NeedsDrawing.
void set_stats_plotter(StatsPlotFn plotter);

// Throws NeedsDrawing when no drawer is set: a command that will plot calls
// it before its work, so that the front hands the run over at once.
void require_stats_plotter();

// The plot's PNG bytes from the drawer set (see stats_plot_png); throws
// NeedsDrawing when none is.
std::string draw_stats_plot(const std::vector<std::string>& panels,
                            const std::vector<PlotSeries>& series, const std::string& title);

}  // namespace mazebook
