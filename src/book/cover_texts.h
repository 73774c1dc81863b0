#pragma once
// The cover's texts placed and sized before it is drawn, measured through
// the renderer's text measure: the front's title, subtitle, level line and
// author, the back's text and the spine's line, as the cover prints them
// and book.json records them (book/text_plan.h).

#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/kdp.h"
#include "book/text_plan.h"

namespace mazebook {

// Text shrinks from the template's size to these floors before the build
// stops (points). Every floor is at least KDP's 7 pt.
constexpr double kCoverTitleFloor = 20;
constexpr double kCoverLineFloor = 10;
constexpr double kBackTextFloor = 9;

// Text over a full-bleed picture sits on panels of the cover's background
// colour inside the safe area, inset by this, points.
constexpr double kTextPanelPad = 0.15 * 72;

// The front's texts set in `f`: title, subtitle (when given), level line,
// author; with the accent rule's top under the titles, the titles' foot
// and the bottom lines' top, points.
struct FrontTexts {
  std::vector<PlacedText> texts;
  double rule_y = 0;
  double title_foot = 0;
  double bottom_top = 0;
};

// The box the front's texts are set in: the front's safe area, inset when
// a full-bleed picture lies under them (they sit on panels then).
Box front_text_box(const CoverGeometry& geometry, bool bleed_image);

// Throws Error("SPEC: title: too long for the front cover at TRIM even at
// 20 pt") when a text does not fit even at its floor.
FrontTexts plan_front_texts(const TextMeasure& measure, const BookSpec& spec,
                            const BookTemplate& book_template, int maze_count, const Box& f);

// The back's text in the back's safe area `b` (none when the spec has
// none). Throws Error naming "back_text" when it does not fit at 9 pt.
std::vector<PlacedText> plan_back_text(const TextMeasure& measure, const BookSpec& spec,
                                       const BookTemplate& book_template, const Box& b);

// Spine text shrinks to this and no further: when it does not fit even so,
// the spine is left blank (and the cover says why).
constexpr double kSpineFloor = 7;

// What the cover's spine carries: its text's size in points (0: none)
// and, when none, why.
struct SpineText {
  double size_pt = 0;
  std::string note;
};

// The spine text's size for a book of `pages` interior pages: the largest
// from the template's down to kSpineFloor, in quarter points, whose turned
// line box (spine_extent, with 3 % to spare) fits between the folds'
// clearances and whose line fits the spine's length inside the safe
// margins; else none, with the reason (too few pages for KDP, a spine too
// thin, naming the page count that would hold it, or a text too long).
SpineText fit_spine(const TextMeasure& measure, const BookSpec& spec,
                    const BookTemplate& book_template, int maze_count,
                    const CoverGeometry& geometry, int pages);

// The spine's line at `size_pt` (none when 0), read top to bottom: its box
// on the page, and in `x`, `y` its top left in the turned frame whose
// origin is the spine's centre.
std::vector<PlacedText> plan_spine_text(const TextMeasure& measure, const BookSpec& spec,
                                        const BookTemplate& book_template, int maze_count,
                                        const CoverGeometry& geometry, double size_pt);

// The spine's line box across the spine, points: PDF readers take it from
// the font descriptor, which may be taller than the scaled font's extents,
// so at least 0.99 em above and 0.25 em below the baseline.
FontExtent spine_extent(const TextMeasure& measure, const TextFace& face);

// Every text of the cover: the front's (set in front_text_box), the back's
// and the spine's.
struct CoverTexts {
  FrontTexts front;
  std::vector<PlacedText> back;
  std::vector<PlacedText> spine;
  // All of them, front, back, spine.
  std::vector<PlacedText> all() const;
};
CoverTexts plan_cover_texts(const TextMeasure& measure, const BookSpec& spec,
                            const BookTemplate& book_template, int maze_count,
                            const CoverGeometry& geometry, bool bleed_image, double spine_pt);

}  // namespace mazebook
