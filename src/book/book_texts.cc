#include "book/book_texts.h"

namespace mazebook {

void name_sections(BookSpec& spec, const BookTemplate& look) {
  for (SectionSpec& section : spec.sections) {
    if (section.title_given) continue;
    const auto it = look.levels.find(section.preset.name);
    section.title = it != look.levels.end() ? it->second : section.preset.label;
  }
}

std::string levels_text(const BookSpec& spec, const BookTemplate& look) {
  const std::string& first = spec.sections.front().title;
  const std::string& last = spec.sections.back().title;
  if (first == last) return first;
  return look.text_for("level_range", {{"first", first}, {"last", last}});
}

std::map<std::string, std::string> section_text_values(const SectionSpec& section) {
  return {{"title", section.title},
          {"count", std::to_string(section.count)},
          {"columns", std::to_string(section.preset.columns)},
          {"rows", std::to_string(section.preset.rows)},
          {"cells", std::to_string(section.preset.grid->cells())},
          {"level", section.title}};
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
