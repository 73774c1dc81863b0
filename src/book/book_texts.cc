#include "book/book_texts.h"

#include <algorithm>

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

std::map<std::string, std::string> section_text_values(const SectionSpec& section) {
  return {{"title", section.title},
          {"count", std::to_string(section.count)},
          {"columns", std::to_string(section.preset.columns)},
          {"rows", std::to_string(section.preset.rows)},
          {"cells", std::to_string(section.preset.grid->cells())},
          {"level", section.title},
          {"shape", section.shape}};
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

std::string level_line(const BookTemplate& look, const std::string& level, int number, int page) {
  return look.text_for(
      "maze_level",
      {{"number", std::to_string(number)}, {"level", level}, {"page", std::to_string(page)}});
}

}  // namespace mazebook
