#include "proof/book/text_numbering.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <string>

#include "proof/core/utf8.h"

namespace mazeproof {

namespace {

constexpr const char* kRule =
    "DRAWING_RULES.md Printed texts: the words tell the book as it is: maze headings number the "
    "mazes in book order, each solution caption names the maze and the page it answers, each "
    "floor heading names the floor under it, and each puzzle's rule line is its kind's words, "
    "naming that maze's entrance letters or its number of floors";

// The whole numbers a text names (runs of digits), at most a few.
std::vector<long> numbers_in(const std::string& s) {
  std::vector<long> out;
  for (size_t i = 0; i < s.size() && out.size() < 16;) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) {
      ++i;
      continue;
    }
    long v = 0;
    for (; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); ++i) {
      v = std::min(v * 10 + (s[i] - '0'), 1'000'000'000L);
    }
    out.push_back(v);
  }
  return out;
}

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// The capital letters a text names as words of one letter ("A, B or C").
std::set<std::string> letters_in(const std::string& s) {
  std::set<std::string> out;
  for (size_t i = 0; i < s.size(); ++i) {
    const bool alone =
        (i == 0 || !word_char(s[i - 1])) && (i + 1 == s.size() || !word_char(s[i + 1]));
    if (alone && s[i] >= 'A' && s[i] <= 'Z') out.insert(std::string(1, s[i]));
  }
  return out;
}

// The words of a text with its numbers (and, when `letters`, its words of
// one capital letter) taken out: what the template wrote.
std::string template_words(const std::string& s, bool letters) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      if (out.empty() || out.back() != '#') out += '#';
      continue;
    }
    const bool alone =
        (i == 0 || !word_char(s[i - 1])) && (i + 1 == s.size() || !word_char(s[i + 1]));
    if (letters && alone && c >= 'A' && c <= 'Z') {
      out += '@';
      continue;
    }
    out += c;
  }
  return out;
}

std::string in_quotes(const std::string& s) { return "\"" + utf8_prefix(s, 60) + "\""; }

bool names(const std::vector<long>& n, long v) {
  return std::find(n.begin(), n.end(), v) != n.end();
}

// One template's words across the book: the first text of a role sets
// them, every other must match.
struct SameWords {
  std::map<std::string, std::string> first;  // role (and kind) -> template words
  void hold(Check& check, const std::string& where, const std::string& key, const PrintedText& t,
            bool letters) {
    const std::string words = template_words(t.text, letters);
    const auto [it, added] = first.emplace(key, words);
    if (!added && it->second != words) {
      check.fail(where + t.role + " " + in_quotes(t.text) + ": not the words of the book's other " +
                 t.role + "s (" + in_quotes(it->second) + " with # for a number)");
    }
  }
};

// The reading order of boxes (top left origin): rows by their tops, then
// left to right.
std::vector<const PrintedText*> reading_order(std::vector<const PrintedText*> list) {
  std::sort(list.begin(), list.end(), [](const PrintedText* a, const PrintedText* b) {
    if (std::abs(a->box.y0 - b->box.y0) >= std::min(a->box.height(), b->box.height()))
      return a->box.y0 < b->box.y0;
    return a->box.x0 < b->box.x0;
  });
  return list;
}

}  // namespace

Check check_text_numbering(const Manifest& manifest, const std::vector<PrintedText>& texts,
                           const std::vector<Box>& media) {
  Check check{"texts.numbered", kRule, {}, {}};
  std::map<int, std::map<std::string, std::vector<const PrintedText*>>> on;  // page, role
  std::map<std::string, int> roles;
  for (const PrintedText& t : texts) {
    if (t.cover) continue;
    on[t.page][t.role].push_back(&t);
    ++roles[t.role];
  }
  const auto here = [&](int page, const char* role) -> const std::vector<const PrintedText*>& {
    static const std::vector<const PrintedText*> kNone;
    const auto p = on.find(page);
    if (p == on.end()) return kNone;
    const auto r = p->second.find(role);
    return r == p->second.end() ? kNone : r->second;
  };
  // A maze's texts of `role` on its page: on a page of several mazes,
  // those whose middle lies in its slot.
  const auto of_maze = [&](const ManifestMaze* m,
                           const char* role) -> std::vector<const PrintedText*> {
    const auto& list = here(m->page, role);
    if (!m->slot_pt || m->page < 1 || m->page > static_cast<int>(media.size())) return list;
    const Box& page = media[static_cast<size_t>(m->page - 1)];
    const Box& s = *m->slot_pt;  // PDF orientation; the texts' boxes are y down
    const Box slot = Box::of(s.x0 - page.x0, page.y1 - s.y1, s.x1 - page.x0, page.y1 - s.y0);
    std::vector<const PrintedText*> out;
    for (const PrintedText* t : list) {
      const double x = (t->box.x0 + t->box.x1) / 2, y = (t->box.y0 + t->box.y1) / 2;
      if (x >= slot.x0 && x <= slot.x1 && y >= slot.y0 && y <= slot.y1) out.push_back(t);
    }
    return out;
  };
  const auto page_where = [](int page) {
    return std::string("interior.pdf: page ") + std::to_string(page) + ": ";
  };
  std::vector<const ManifestMaze*> mazes;
  for (const ManifestMaze& m : manifest.mazes) mazes.push_back(&m);
  std::stable_sort(mazes.begin(), mazes.end(),
                   [](const ManifestMaze* a, const ManifestMaze* b) { return a->page < b->page; });
  std::map<const ManifestMaze*, long> number;
  for (size_t k = 0; k < mazes.size(); ++k) number[mazes[k]] = static_cast<long>(k + 1);
  SameWords same;
  int headings = 0, captions = 0, floor_headings = 0, rule_lines = 0;
  // Maze headings: one on each maze page, naming its number in book order.
  if (roles.count("maze_heading") > 0) {
    for (const ManifestMaze* m : mazes) {
      const std::string where = page_where(m->page);
      const std::vector<const PrintedText*> list = of_maze(m, "maze_heading");
      if (list.size() != 1) {
        check.fail(where + "maze " + m->id + ": " + std::to_string(list.size()) +
                   " maze headings recorded, expected one");
        continue;
      }
      ++headings;
      same.hold(check, where, "maze_heading", *list[0], false);
      if (!names(numbers_in(list[0]->text), number[m])) {
        check.fail(where + "maze_heading " + in_quotes(list[0]->text) + ": maze " + m->id +
                   " is maze " + std::to_string(number[m]) + " in book order");
      }
    }
  }
  // Solution captions: in reading order, one a maze in slot order, each
  // naming the maze's number and page.
  if (roles.count("solution_label") > 0) {
    std::map<int, std::vector<const ManifestMaze*>> answered;
    for (const ManifestMaze* m : mazes) {
      if (m->solution_page) answered[*m->solution_page].push_back(m);
    }
    for (auto& [page, list] : answered) {
      std::stable_sort(list.begin(), list.end(), [](const ManifestMaze* a, const ManifestMaze* b) {
        return a->solution_slot < b->solution_slot;
      });
      const std::string where = page_where(page);
      const std::vector<const PrintedText*> labels = reading_order(here(page, "solution_label"));
      if (labels.size() != list.size()) {
        check.fail(where + std::to_string(labels.size()) + " solution captions recorded for " +
                   std::to_string(list.size()) + " solutions");
        continue;
      }
      for (size_t s = 0; s < list.size(); ++s) {
        ++captions;
        same.hold(check, where, "solution_label", *labels[s], false);
        const std::vector<long> n = numbers_in(labels[s]->text);
        if (!names(n, number[list[s]]) || !names(n, list[s]->page)) {
          check.fail(where + "solution_label " + in_quotes(labels[s]->text) + " of slot " +
                     std::to_string(s) + ": answers maze " + std::to_string(number[list[s]]) +
                     " (" + list[s]->id + ") on page " + std::to_string(list[s]->page));
        }
      }
    }
  }
  // Floor headings: over each floor, nearest its grid's top edge, naming it.
  for (const ManifestMaze* m : mazes) {
    const ShapeRecord& shape = *m->shape;
    if (!shape.variant || shape.variant->kind != VariantKind::floors) continue;
    const double columns = shape.maze.grid.columns();
    std::vector<std::pair<int, const std::vector<Placement>*>> drawn = {
        {m->page, &shape.variant->placements}};
    if (m->solution_page) drawn.push_back({*m->solution_page, &shape.variant->solution_placements});
    for (const auto& [page, placements] : drawn) {
      if (page < 1 || page > static_cast<int>(media.size())) continue;
      const Box& box = media[static_cast<size_t>(page - 1)];
      const std::string where = page_where(page);
      const auto& list = here(page, "floor_heading");
      for (size_t f = 0; f < placements->size(); ++f) {
        const Placement& p = (*placements)[f];
        const Point top{p.x + p.unit * columns / 2 - box.x0, box.y1 - p.y};
        const PrintedText* nearest = nullptr;
        double best = 0;
        for (const PrintedText* t : list) {
          const double d = std::hypot((t->box.x0 + t->box.x1) / 2 - top.x, t->box.y1 - top.y);
          if (nearest == nullptr || d < best) {
            nearest = t;
            best = d;
          }
        }
        if (nearest == nullptr) {
          check.fail(where + "maze " + m->id + ": floor " + std::to_string(f + 1) +
                     " has no floor heading recorded");
          continue;
        }
        ++floor_headings;
        same.hold(check, where, "floor_heading", *nearest, false);
        if (!names(numbers_in(nearest->text), static_cast<long>(f + 1))) {
          check.fail(where + "floor_heading " + in_quotes(nearest->text) + ": stands over floor " +
                     std::to_string(f + 1) + " of maze " + m->id);
        }
      }
    }
  }
  // Rule lines: one on each puzzle's maze page, its kind's words.
  for (const ManifestMaze* m : mazes) {
    const ShapeRecord& shape = *m->shape;
    if (!shape.variant || roles.count("rule_line") == 0) continue;
    const std::string where = page_where(m->page);
    const std::vector<const PrintedText*> list = of_maze(m, "rule_line");
    if (list.size() != 1) {
      check.fail(where + "maze " + m->id + ": " + std::to_string(list.size()) +
                 " rule lines recorded, expected one");
      continue;
    }
    ++rule_lines;
    const PrintedText& rule = *list[0];
    const VariantKind kind = shape.variant->kind;
    same.hold(check, where, std::string("rule_line ") + variant_kind_name(kind), rule, true);
    if (kind == VariantKind::entrances) {
      std::set<std::string> letters;
      for (const PrintedText* t : of_maze(m, "entrance_letter")) letters.insert(t->text);
      if (letters_in(rule.text) != letters) {
        std::string named;
        for (const std::string& l : letters) named += (named.empty() ? "" : " ") + l;
        check.fail(where + "rule_line " + in_quotes(rule.text) + ": the maze's entrances are " +
                   named);
      }
    }
    if (kind == VariantKind::floors) {
      const std::vector<long> n = numbers_in(rule.text);
      if (n.empty() || n.back() != shape.variant->floors) {
        check.fail(where + "rule_line " + in_quotes(rule.text) + ": the maze has " +
                   std::to_string(shape.variant->floors) + " floors");
      }
    }
  }
  // START and FINISH: the template's words on every page.
  for (const PrintedText& t : texts) {
    if (!t.cover && (t.role == "start" || t.role == "finish"))
      same.hold(check, page_where(t.page), t.role, t, false);
  }
  check.figures = {{"maze_headings", headings},
                   {"solution_captions", captions},
                   {"floor_headings", floor_headings},
                   {"rule_lines", rule_lines}};
  return check;
}

}  // namespace mazeproof
