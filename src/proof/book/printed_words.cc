#include "proof/book/printed_words.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "proof/core/error.h"
#include "proof/core/limits.h"
#include "proof/core/tally.h"
#include "proof/core/utf8.h"
#include "proof/drawings/variant_marks.h"

namespace mazeproof {

const char* const kTextsPrintedRule =
    "DRAWING_RULES.md Printed texts: every word book.json records (headings, captions, rule "
    "lines, letters, START and FINISH, the cover's title and author) is printed on its page, in "
    "its box, at its size, and says what book.json says; a maze or solution page holds no other "
    "text";
const char* const kTextsVisibleRule =
    "DRAWING_RULES.md Printed texts: every recorded word can be seen: no clip cuts into it, "
    "nothing is painted over it, and as rendered it stands out 3:1 from what is under it";

namespace {

// The recorded box holds its shown strings to this much, points, beyond a
// quarter of the text's size (a PDF line box runs from the font's ascent
// to its descent, a little taller than the layout's line).
constexpr double kBoxSlackPt = 1.0;
constexpr double kBoxSlackOfSize = 0.25;
// A shown string's size agrees with the recorded size to this share.
constexpr double kSizeShare = 0.02;
// Ink that overlaps a text's box by less than this, points, is beside it.
constexpr double kOverlapPt = 0.05;

std::string at_text(const Box& b) {
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "(%.2f, %.2f)-(%.2f, %.2f) pt", b.x0, b.y0, b.x1, b.y1);
  return buffer;
}

// A page box turned to the orientation book.json records: from the top
// left corner, y downwards.
Box from_top(const Box& b, const Box& media) {
  return Box::of(b.x0 - media.x0, media.y1 - b.y1, b.x1 - media.x0, media.y1 - b.y0);
}

// The words as a reader reads them: without white space (a wrapped text's
// lines are shown apart, a layout's spaces may be moves) and with the
// Latin ligatures (U+FB00 to U+FB06, which a font's map may give for one
// glyph) spelled out, and without the hyphens a layout adds where it
// breaks a word (U+2010, and U+00AD, the soft hyphen).
std::string reading(const std::string& s) {
  static const char* const kLigatures[] = {"ff", "fi", "fl", "ffi", "ffl", "st", "st"};
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
        static_cast<unsigned char>(s[i + 2]) == 0x90) {
      i += 2;
      continue;
    }
    if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0xAD) {
      ++i;
      continue;
    }
    if (c == 0xEF && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0xAC) {
      const unsigned char last = static_cast<unsigned char>(s[i + 2]);
      if (last >= 0x80 && last <= 0x86) {
        out += kLigatures[last - 0x80];
        i += 2;
        continue;
      }
    }
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
    // U+00A0, a space that does not break.
    if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0xA0) {
      ++i;
      continue;
    }
    out += s[i];
  }
  return out;
}

std::string in_quotes(const std::string& s) {
  constexpr size_t kShown = 60;
  bool cut = false;
  const std::string shown = utf8_prefix(s, kShown, &cut);
  return "\"" + shown + (cut ? "..." : "") + "\"";
}

double centre_distance(const Box& a, const Box& b) {
  return std::hypot((a.x0 + a.x1 - b.x0 - b.x1) / 2, (a.y0 + a.y1 - b.y0 - b.y1) / 2);
}

bool overlapping(const Box& a, const Box& b) {
  const Box i = a.intersected(b);
  return !a.empty() && !b.empty() && i.width() > kOverlapPt && i.height() > kOverlapPt;
}

// Whether `later`, painted after a text whose box is `box`, covers part
// of it. A solution page's route may cross marks and their letters; a
// dead entrance's strike is a bar in the mark colour across its letter.
bool paints_over(const DrawItem& later, const Box& box, const PrintedText& text, bool solution,
                 int64_t& tests) {
  if (later.kind == ItemKind::stroke) {
    if (solution && is_route_colour(later.colour)) return false;
    const double half = later.line_width / 2;
    if (!overlapping(later.box, box)) return false;
    tests += static_cast<int64_t>(later.segments.size());
    for (const Segment& s : later.segments) {
      Box piece;
      piece.add(s.a);
      piece.add(s.b);
      if (s.curve) {
        piece.add(s.c1);
        piece.add(s.c2);
      }
      if (overlapping(piece.grown(half).intersected(later.hazards.clip), box)) return true;
    }
    return false;
  }
  if (solution && later.kind == ItemKind::fill && text.role == "entrance_letter" &&
      is_mark_colour(later.colour)) {
    return false;
  }
  return overlapping(later.box, box);
}

}  // namespace

WordsProof prove_words(const std::vector<PrintedText>& texts, const WordPages& in) {
  WordsProof out;
  out.printed = {"texts.printed", kTextsPrintedRule, {}, {}};
  out.visible = {"texts.visible", kTextsVisibleRule, {}, {}};
  const int page_count = static_cast<int>(in.pages->size());
  // The recorded texts of each page of this file.
  std::map<int, std::vector<size_t>> by_page;
  for (const PrintedText& t : texts) {
    if (t.cover != in.cover) continue;
    const size_t k = out.found.size();
    out.found.push_back({&t, {}});
    if (t.page > page_count) {
      out.printed.fail(std::string(in.file) + ": page " + std::to_string(t.page) + ": " + t.role +
                       " " + in_quotes(t.text) + ": no such page (the file has " +
                       std::to_string(page_count) + ")");
      continue;
    }
    by_page[t.page].push_back(k);
  }
  int64_t shown = 0, recorded = 0;
  for (int page = 1; page <= page_count; ++page) {
    const PageDrawing& items = (*in.pages)[static_cast<size_t>(page - 1)];
    const Box& media = in.media[static_cast<size_t>(page - 1)];
    const std::string where = std::string(in.file) + ": page " + std::to_string(page) + ": ";
    const auto recorded_here = by_page.find(page);
    const bool puzzle = in.puzzle_pages.count(page) > 0;
    if (recorded_here == by_page.end() && !puzzle) continue;
    static const std::vector<size_t> kNone;
    const std::vector<size_t>& here =
        recorded_here == by_page.end() ? kNone : recorded_here->second;
    std::vector<long> owner(items.size(), -1);  // the found text each item belongs to
    Tally others;
    int64_t tests = 0;
    const auto spend = [&](int64_t n) {
      tests += n;
      if (tests > kMaxTextTestsPerPage) {
        throw Error(where + "more than " + std::to_string(kMaxTextTestsPerPage) +
                    " tests of ink against its recorded texts");
      }
    };
    for (size_t i = 0; i < items.size(); ++i) {
      const DrawItem& item = items[i];
      if (item.kind != ItemKind::text) continue;
      ++shown;
      const Box box = from_top(item.box, media);
      long best = -1;
      double nearest = 0;
      spend(static_cast<int64_t>(here.size()));
      for (size_t k : here) {
        const PrintedText& t = *out.found[k].text;
        if (!t.box.grown(kBoxSlackPt + kBoxSlackOfSize * t.size_pt).contains(box, 0)) continue;
        const double d = centre_distance(t.box, box);
        if (best < 0 || d < nearest) {
          best = static_cast<long>(k);
          nearest = d;
        }
      }
      if (best >= 0) {
        owner[i] = best;
        out.found[static_cast<size_t>(best)].items.push_back(i);
      } else if (puzzle) {
        others.add([&] {
          return (item.text_decoded ? in_quotes(item.text) : std::string("unreadable text")) +
                 " at " + at_text(box);
        });
      }
    }
    std::vector<std::string> lines;
    others.report(lines, "text(s) book.json does not record on a maze or solution page");
    for (const std::string& line : lines) out.printed.fail(where + line);
    const bool solution = in.solution_pages.count(page) > 0;
    for (size_t k : here) {
      ++recorded;
      FoundText& f = out.found[k];
      const PrintedText& t = *f.text;
      const std::string what = where + t.role + " " + in_quotes(t.text) + ": ";
      if (f.items.empty()) {
        out.printed.fail(what + "not printed in its box " + at_text(t.box) +
                         " (from the top left)");
        continue;
      }
      std::string read;
      bool readable = true;
      for (size_t i : f.items) {
        const DrawItem& item = items[i];
        readable = readable && item.text_decoded;
        read += item.text;
        if (std::abs(item.text_size - t.size_pt) > kSizeShare * t.size_pt) {
          char size[96];
          std::snprintf(size, sizeof size, "printed at %.2f pt, recorded at %.2f pt",
                        item.text_size, t.size_pt);
          out.printed.fail(what + size);
        }
      }
      if (!readable) {
        out.printed.fail(what + "its font says nothing of what it shows (no /ToUnicode map)");
      } else if (reading(read) != reading(t.text)) {
        out.printed.fail(what + "reads " + in_quotes(read) + " on the page");
      }
      for (size_t i : f.items) {
        const DrawItem& item = items[i];
        if (item.hazards.cut) out.visible.fail(what + "a clip cuts into it");
        for (size_t j = i + 1; j < items.size(); ++j) {
          // Another recorded text's line box may reach into this one's (a
          // line box runs from the font's ascent to its descent) where
          // their boxes as laid out stay apart.
          if (owner[j] == static_cast<long>(k)) continue;
          if (owner[j] >= 0 &&
              !overlapping(out.found[static_cast<size_t>(owner[j])].text->box, t.box)) {
            continue;
          }
          spend(1);
          if (paints_over(items[j], item.box, t, solution, tests)) {
            out.visible.fail(what + "a " + kind_name(items[j].kind) + " at " +
                             at_text(from_top(items[j].box, media)) +
                             " is painted over it afterwards");
            break;
          }
        }
        // A solution's route runs over the marks' letters it passes (the
        // rules draw it after them): those are not looked for.
        const bool under_route = solution && (t.role == "key_letter" || t.role == "door_letter");
        // An empty string (Cairo shows one to move) paints nothing to see.
        const bool empty = item.box.width() <= 0 || item.box.height() <= 0;
        if (!under_route && !empty) out.looks.push_back({page - 1, item.box, item.text_size, what});
      }
    }
  }
  out.printed.figures = {{"recorded", recorded}, {"shown_strings", shown}};
  return out;
}

}  // namespace mazeproof
