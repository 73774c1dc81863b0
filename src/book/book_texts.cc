#include "book/book_texts.h"

#include <algorithm>
#include <cctype>

#include "maze/grids.h"

namespace mazebook {

namespace {

// The template's name of `level`, if it has one (a template read from a
// file names every level: it inherits the classic names).
std::optional<std::string> template_level(const BookTemplate& look, Level level) {
  const auto it = look.levels.find(std::string(level_name(level)));
  if (it == look.levels.end()) return std::nullopt;
  return it->second;
}

std::string level_title(const BookTemplate& look, Level level) {
  return template_level(look, level).value_or(std::string(level_name(level)));
}

std::string shape_word(const BookTemplate& look, const SectionSpec& section) {
  return look.text_for("shape_" + std::string(grid_kind_name(section.preset.grid_spec.kind)), {});
}

// The section's level as a word within a sentence (text "difficulty_LEVEL"),
// its title when its preset has no level.
std::string difficulty_word(const BookTemplate& look, const SectionSpec& section) {
  const std::optional<Level> level = section.preset.level;
  if (!level) return section.title;
  return look.text_for("difficulty_" + std::string(level_name(*level)), {});
}

// The section's stars: one "star" for each step of its level, one
// "star_off" for each step of its scale above it (3 steps for the kids'
// levels, 4 for the adults'); none without a level.
std::string stars(const BookTemplate& look, const SectionSpec& section) {
  const std::optional<Level> level = section.preset.level;
  if (!level) return "";
  const int scale = *level < Level::easy ? 3 : 4;
  std::string text;
  for (int star = 1; star <= scale; ++star)
    text += look.text_for(star <= level_stars(*level) ? "star" : "star_off", {});
  return text;
}

// Whether `a` and `b` are the same words, ignoring ASCII case.
bool same_words(const std::string& a, const std::string& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

// The section's count as words: "1 maze", "12 mazes" (texts "mazes_one"
// and "mazes_many").
std::string mazes_words(const BookTemplate& look, const SectionSpec& section) {
  const std::string count = std::to_string(section.count);
  return look.text_for(section.count == 1 ? "mazes_one" : "mazes_many", {{"count", count}});
}

// ", easy" after the count (text "and_level"), or nothing where the
// section's title already names its level ("Easy: 12 mazes", not
// "Easy: 12 mazes, easy").
std::string and_level_words(const BookTemplate& look, const SectionSpec& section) {
  const std::string word = difficulty_word(look, section);
  const std::optional<Level> level = section.preset.level;
  const bool named = same_words(section.title, word) ||
                     (level && same_words(section.title, level_title(look, *level)));
  return named ? "" : look.text_for("and_level", {{"difficulty", word}});
}

}  // namespace

void name_sections(BookSpec& spec, const BookTemplate& look) {
  for (SectionSpec& section : spec.sections) {
    section.shape = shape_word(look, section);
    if (section.title_given) continue;
    const std::optional<Level> level = section.preset.level;
    const std::optional<std::string> name = level ? template_level(look, *level) : std::nullopt;
    section.title = name.value_or(section.preset.label);
  }
}

std::string levels_text(const BookSpec& spec, const BookTemplate& look) {
  if (spec.sections.empty()) return "";
  std::optional<Level> easiest;
  std::optional<Level> hardest;
  for (const SectionSpec& section : spec.sections) {
    const std::optional<Level> level = section.preset.level;
    if (!level) continue;
    if (!easiest || *level < *easiest) easiest = level;
    if (!hardest || *level > *hardest) hardest = level;
  }
  // Presets written before levels: the first and last sections' titles.
  const std::string first = easiest ? level_title(look, *easiest) : spec.sections.front().title;
  const std::string last = hardest ? level_title(look, *hardest) : spec.sections.back().title;
  if (first == last) return first;
  return look.text_for("level_range", {{"first", first}, {"last", last}});
}

std::string shapes_text(const BookSpec& spec, const BookTemplate& look) {
  std::vector<std::string> shapes;
  for (const SectionSpec& section : spec.sections) {
    const std::string word = shape_word(look, section);
    if (std::find(shapes.begin(), shapes.end(), word) == shapes.end()) shapes.push_back(word);
  }
  if (shapes.size() <= 1) return shapes.empty() ? "" : shapes.front();
  std::string first;
  for (size_t i = 0; i + 1 < shapes.size(); ++i) first += (i > 0 ? ", " : "") + shapes[i];
  return look.text_for("shape_list", {{"first", first}, {"last", shapes.back()}});
}

std::map<std::string, std::string> section_text_values(const SectionSpec& section,
                                                       const BookTemplate& look) {
  return {{"title", section.title},
          {"count", std::to_string(section.count)},
          {"columns", std::to_string(section.preset.columns)},
          {"rows", std::to_string(section.preset.rows)},
          {"cells", std::to_string(section.preset.grid->cells())},
          {"level", section.title},
          {"shape", section.shape},
          {"difficulty", difficulty_word(look, section)},
          {"mazes", mazes_words(look, section)},
          {"and_level", and_level_words(look, section)},
          {"stars", stars(look, section)}};
}

std::map<std::string, std::string> book_text_values(const BookSpec& spec, const BookTemplate& look,
                                                    int maze_count) {
  std::map<std::string, std::string> values{{"title", spec.title},
                                            {"subtitle", spec.subtitle},
                                            {"author", spec.author},
                                            {"year", spec.date.substr(0, 4)},
                                            {"seed", std::to_string(spec.seed)},
                                            {"count", std::to_string(maze_count)},
                                            {"levels", levels_text(spec, look)},
                                            {"shapes", shapes_text(spec, look)},
                                            {"publisher", spec.publisher},
                                            {"edition", spec.edition},
                                            {"isbn", spec.isbn}};
  std::string details;
  const std::pair<const char*, const std::string*> lines[] = {
      {"copyright_publisher", &spec.publisher},
      {"copyright_edition", &spec.edition},
      {"copyright_isbn", &spec.isbn}};
  for (const auto& [key, value] : lines) {
    if (value->empty()) continue;
    if (!details.empty()) details += '\n';
    details += look.text_for(key, values);
  }
  values["details"] = details;
  return values;
}

std::string trim_end(std::string text) {
  while (!text.empty() && (text.back() == ' ' || text.back() == '\n')) text.pop_back();
  return text;
}

std::string level_line(const BookTemplate& look, const SectionSpec& section, int number, int page) {
  return trim_end(look.text_for("maze_level", {{"number", std::to_string(number)},
                                               {"level", section.title},
                                               {"difficulty", difficulty_word(look, section)},
                                               {"stars", stars(look, section)},
                                               {"page", std::to_string(page)}}));
}

}  // namespace mazebook
