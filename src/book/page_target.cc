#include "book/page_target.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <span>

#include "base/error.h"
#include "book/book_mazes.h"

namespace mazebook {

namespace {

int pages_of(int count, int per_page) { return (count + per_page - 1) / per_page; }

// The pages a book of `content` pages prints: an even count, at least
// KDP's least.
int printed(int content, int least) { return std::max(least, content + content % 2); }

// One way to make the book: each section's solutions a page, the filled
// section's count, the pages they take (front and back matter included)
// and the solution pages more than the fewest the sections could take.
struct Choice {
  std::vector<int> per_page;
  int fill_count = 0;
  int content = 0;
  int extra = 0;
};

// A section's arrangements a target may pick (its readable ones; else the
// one its ask gives it), one per page count, the largest drawings of each.
struct Option {
  int per_page = 1;
  int pages = 1;  // for a section of a fixed count
};
std::vector<Option> options_of(const BookPlan& probe, const BookSpec& spec, size_t s,
                               const MazeShape& shape, const LayoutMetrics& metrics) {
  std::vector<SolutionGrid> grids = readable_arrangements(probe, spec, s, shape, metrics);
  if (grids.empty())
    grids.push_back(asked_arrangement(probe, spec, s, std::span(&shape, 1), metrics));
  std::vector<Option> options;
  for (const SolutionGrid& g : grids) {
    const int pages = pages_of(spec.sections[s].count, g.per_page);
    // The filled section's count is not known yet: it keeps every one.
    if (!options.empty() && options.back().pages == pages &&
        static_cast<int>(s) != spec.pages_fill) {
      options.back().per_page = g.per_page;  // as many pages, larger drawings
    } else {
      options.push_back({g.per_page, pages});
    }
  }
  return options;
}

// Whether `a` meets `goal` better than `b`: exactly, else with the fewest
// pages above it (an even content first: no blank page), then with the
// fewest pages more than the sections' fewest.
bool better(const Choice& a, const Choice& b, int goal, int least) {
  if ((a.content == goal) != (b.content == goal)) return a.content == goal;
  if (printed(a.content, least) != printed(b.content, least))
    return printed(a.content, least) < printed(b.content, least);
  if (a.content % 2 != b.content % 2) return a.content % 2 == 0;
  return a.extra < b.extra;
}

// The fewest mazes c (from 1 to `most`) whose maze and solution pages,
// c + ceil(c / per_page), are at least `room`; 0 when even `most` are not.
int fill_count(int room, int per_page, int most) {
  const auto pages = [&](int c) { return c + pages_of(c, per_page); };
  int c = std::max(1, room * per_page / (per_page + 1) - 2);
  while (c <= most && pages(c) < room) ++c;
  return c <= most ? c : 0;
}

}  // namespace

void meet_page_target(BookSpec& spec, const BookTemplate& look, const BookMatter& matter,
                      const LayoutMetrics& metrics) {
  if (spec.pages == 0) return;
  const PageRange range = page_range(spec.trim, spec.paper);
  const int goal = spec.pages + spec.pages % 2;
  const int fill = spec.pages_fill;
  const size_t n = spec.sections.size();
  // Readable at the margins of the book asked for.
  BookPlan probe;
  probe.page_in = interior_page_size(spec.trim, spec.bleed);
  probe.margins_in = book_margins(goal, spec.bleed);
  const std::vector<MazeShape> shapes = spec_shapes(spec, look);

  // Pages no choice changes: the matter, the headings, the fixed counts'
  // maze pages; and the mazes the filled section may have.
  int base = static_cast<int>(matter.front.size() + matter.back.size() + n);
  int most_fill = kMaxBookMazes;
  std::vector<std::vector<Option>> options(n);
  size_t first = 0;
  for (size_t s = 0; s < n; ++s) {
    options[s] = options_of(probe, spec, s, shapes[first], metrics);
    first += static_cast<size_t>(spec.sections[s].count);
    if (static_cast<int>(s) == fill) continue;
    base += spec.sections[s].count;
    most_fill -= spec.sections[s].count;
  }

  // The fixed sections' solution pages: for each total, the fewest extra
  // pages that reach it and the option each section takes.
  constexpr int kNone = std::numeric_limits<int>::max();
  int fewest = 0;
  int most = 0;
  for (size_t s = 0; s < n; ++s) {
    if (static_cast<int>(s) == fill) continue;
    fewest += options[s].front().pages;
    most += options[s].back().pages;
  }
  std::vector<int> extra(static_cast<size_t>(most + 1), kNone);
  std::vector<std::vector<int>> taken(n, std::vector<int>(static_cast<size_t>(most + 1), -1));
  extra[0] = 0;
  int reach = 0;
  for (size_t s = 0; s < n; ++s) {
    if (static_cast<int>(s) == fill) continue;
    std::vector<int> next(extra.size(), kNone);
    for (int sum = 0; sum <= reach; ++sum) {
      if (extra[static_cast<size_t>(sum)] == kNone) continue;
      for (size_t o = 0; o < options[s].size(); ++o) {
        const Option& option = options[s][o];
        const auto to = static_cast<size_t>(sum + option.pages);
        const int cost = extra[static_cast<size_t>(sum)] + option.pages - options[s].front().pages;
        if (cost < next[to]) {
          next[to] = cost;
          taken[s][to] = static_cast<int>(o);
        }
      }
    }
    reach += options[s].back().pages;
    extra = std::move(next);
  }

  // Every total with the filled section's every arrangement and count.
  std::optional<Choice> best;
  int smallest = kNone;
  int largest = 0;
  for (int sum = fewest; sum <= most; ++sum) {
    if (extra[static_cast<size_t>(sum)] == kNone) continue;
    const auto consider = [&](int per_page, int count, int content, int cost) {
      smallest = std::min(smallest, content);
      largest = std::max(largest, content);
      if (content < goal) return;
      Choice c{{}, count, content, cost};
      c.per_page.assign(n, 0);
      if (best && !better(c, *best, goal, range.min)) return;
      // The fixed sections' options, walked back from the total.
      int at = sum;
      for (size_t s = n; s-- > 0;) {
        if (static_cast<int>(s) == fill) continue;
        const Option& o = options[s][static_cast<size_t>(taken[s][static_cast<size_t>(at)])];
        c.per_page[s] = o.per_page;
        at -= o.pages;
      }
      if (fill >= 0) c.per_page[static_cast<size_t>(fill)] = per_page;
      best = std::move(c);
    };
    if (fill < 0) {
      consider(0, 0, base + sum, extra[static_cast<size_t>(sum)]);
      continue;
    }
    const std::vector<Option>& own = options[static_cast<size_t>(fill)];
    for (const Option& o : own) {
      smallest = std::min(smallest, base + sum + 1 + 1);
      const int count = fill_count(goal - base - sum, o.per_page, most_fill);
      if (count == 0) {
        largest = std::max(largest, base + sum + most_fill + pages_of(most_fill, o.per_page));
        continue;
      }
      const int cost = extra[static_cast<size_t>(sum)] + pages_of(count, o.per_page) -
                       pages_of(count, own.front().per_page);
      consider(o.per_page, count, base + sum + count + pages_of(count, o.per_page), cost);
    }
  }
  const std::string where = spec.source + ": pages: " + std::to_string(spec.pages);
  if (spec.pages < printed(smallest, range.min)) {
    throw Error(where + " is below the smallest this book can be (" +
                std::to_string(printed(smallest, range.min)) + " pages)");
  }
  if (!best) {
    throw Error(where + " is above the most pages this book fills (" + std::to_string(largest) +
                (fill < 0 ? "): add mazes or name a section in pages_fill" : ")"));
  }
  for (size_t s = 0; s < n; ++s) spec.sections[s].target_per_page = best->per_page[s];
  if (fill >= 0) spec.sections[static_cast<size_t>(fill)].count = best->fill_count;
  const int made = printed(best->content, range.min);
  if (made != spec.pages) {
    spec.pages_note =
        made == goal
            ? "pages: " + std::to_string(spec.pages) +
                  " is odd and KDP prints an even number of pages: the book has " +
                  std::to_string(made)
            : "pages: no choice of solutions a page" +
                  (fill >= 0 ? " and of sections[" + std::to_string(fill) + "].count" : "") +
                  " makes " + std::to_string(spec.pages) +
                  " pages without blank pages: the book has " + std::to_string(made) +
                  ", the nearest above";
  }
  const int total = total_mazes(spec);
  for (size_t i = 0; i < spec.overrides.size(); ++i) {
    if (spec.overrides[i].maze > total) {
      throw Error(spec.source + ": overrides[" + std::to_string(i) + "].maze: maze " +
                  std::to_string(spec.overrides[i].maze) + " is past the book's " +
                  std::to_string(total) + " mazes at " + std::to_string(made) + " pages");
    }
  }
}

}  // namespace mazebook
