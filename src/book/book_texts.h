#pragma once
// The words a book prints that come from its spec and its template
// together: the sections' titles (level names) and the values of the
// placeholders in whole-book texts. Nothing English is written here: every
// word is the spec's or the template's.

#include <map>
#include <string>

#include "book/book_spec.h"
#include "book/book_template.h"

namespace mazebook {

// Gives every section without a "title" of its own the template's name of
// its preset's level ("levels": {"easy": "Leicht"}), else (a preset without
// a level) its preset's label; and every section its shape's word (texts
// "shape_rect", ...).
void name_sections(BookSpec& spec, const BookTemplate& look);

// The book's range of levels in the template's words: the easiest and the
// hardest section's level through "level_range" ("{first} to {last}"), or
// one name when they are the same. Without any preset level, the first
// and last sections' titles; empty for a spec without sections (one read
// from a file always has one).
std::string levels_text(const BookSpec& spec, const BookTemplate& look);

// The shapes the book holds, each once in section order, in the template's
// words: one alone, or through "shape_list" ("Squares, Circles and
// Hexagons"); empty without sections.
std::string shapes_text(const BookSpec& spec, const BookTemplate& look);

// The values a section page's texts and its contents line fill in: {title},
// {count}, {columns}, {rows}, {cells}, {level}, {shape}, {difficulty} (its
// level as a word within a sentence: "12 mazes, easy"), {mazes} ("1 maze",
// "12 mazes"), {and_level} (", easy", or nothing where the title names the
// level) and {stars}.
std::map<std::string, std::string> section_text_values(const SectionSpec& section,
                                                       const BookTemplate& look);

// Values for the whole-book texts (copyright, level_line, spine, how_to,
// thank_you): title, subtitle, author, year, seed, count (`maze_count`),
// levels, shapes, publisher, edition, isbn, and details: the copyright page's
// lines for those of publisher, edition and isbn that the spec gives
// (texts copyright_publisher, copyright_edition, copyright_isbn), one a
// line.
std::map<std::string, std::string> book_text_values(const BookSpec& spec, const BookTemplate& look,
                                                    int maze_count);

// The level line above a maze: maze `number` of `section` on `page`
// (template text "maze_level": {level}, {difficulty}, {stars}, {number},
// {page}), without white space at its end.
std::string level_line(const BookTemplate& look, const SectionSpec& section, int number, int page);

// `text` without the white space and line breaks at its end (a text whose
// last placeholder was empty).
std::string trim_end(std::string text);

}  // namespace mazebook
