#include "book/book_template.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "base/data_paths.h"
#include "base/error.h"
#include "base/json_reader.h"
#include "base/nearest_name.h"
#include "book/legibility.h"
#include "book/level.h"
#include "book/preset.h"
#include "book/template_texts.h"

namespace mazebook {

namespace {

// The template's keys by group, each with the member it sets.
struct FontKey {
  std::string_view key;
  std::string BookTemplate::*member;
};
constexpr FontKey kFonts[] = {{"title", &BookTemplate::title_font},
                              {"heading", &BookTemplate::heading_font},
                              {"body", &BookTemplate::body_font},
                              {"label", &BookTemplate::label_font}};

struct SizeKey {
  std::string_view key;
  double BookTemplate::*member;
};
constexpr SizeKey kSizes[] = {{"title", &BookTemplate::title_size},
                              {"subtitle", &BookTemplate::subtitle_size},
                              {"author", &BookTemplate::author_size},
                              {"section", &BookTemplate::section_size},
                              {"heading", &BookTemplate::heading_size},
                              {"level", &BookTemplate::level_size},
                              {"body", &BookTemplate::body_size},
                              {"page_text", &BookTemplate::page_text_size},
                              {"page_number", &BookTemplate::page_number_size},
                              {"marks", &BookTemplate::marks_size},
                              {"solution_label", &BookTemplate::solution_label_size},
                              {"cover_title", &BookTemplate::cover_title_size},
                              {"cover_subtitle", &BookTemplate::cover_subtitle_size},
                              {"cover_author", &BookTemplate::cover_author_size},
                              {"cover_level", &BookTemplate::cover_level_size},
                              {"back_text", &BookTemplate::back_text_size},
                              {"spine", &BookTemplate::spine_size}};

struct ColourKey {
  std::string_view key;
  Colour BookTemplate::*member;
};
constexpr ColourKey kColours[] = {{"text", &BookTemplate::text},
                                  {"muted", &BookTemplate::muted},
                                  {"accent", &BookTemplate::accent},
                                  {"start", &BookTemplate::start},
                                  {"finish", &BookTemplate::finish},
                                  {"mark", &BookTemplate::mark},
                                  {"cover_background", &BookTemplate::cover_background},
                                  {"cover_panel", &BookTemplate::cover_panel},
                                  {"cover_text", &BookTemplate::cover_text},
                                  {"cover_accent", &BookTemplate::cover_accent}};

constexpr std::string_view kMarks[] = {"arrow", "badge"};

std::string hex(const Colour& c) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", static_cast<int>(std::lround(c.r * 255)),
                static_cast<int>(std::lround(c.g * 255)), static_cast<int>(std::lround(c.b * 255)));
  return buffer;
}

// Every printed colour must stand out from what it is printed on, by
// kMinContrast (src/book/legibility.h), or START in white, say, would
// vanish and the book would still build. The paper is taken as white.
// The longest text a template may give (the copyright page's is the longest
// shipped, about 300).
constexpr size_t kMaxTemplateText = 2000;

void check_contrast(const JsonNode& colours, const BookTemplate& t) {
  const Colour paper{1, 1, 1};
  struct Pair {
    const char* key;
    const Colour* colour;
    const char* ground_key;  // nullptr: the paper
    const Colour* ground;
    const char* where;
  };
  const Pair pairs[] = {
      {"text", &t.text, nullptr, &paper, "the page"},
      {"muted", &t.muted, nullptr, &paper, "the page"},
      {"accent", &t.accent, nullptr, &paper, "the page"},
      {"start", &t.start, nullptr, &paper, "the page"},
      {"finish", &t.finish, nullptr, &paper, "the page"},
      {"mark", &t.mark, nullptr, &paper, "the page"},
      {"cover_text", &t.cover_text, "cover_background", &t.cover_background, "the cover"},
      {"cover_accent", &t.cover_accent, "cover_background", &t.cover_background, "the cover"},
      {"text", &t.text, "cover_panel", &t.cover_panel, "the cover's maze panel"},
  };
  for (const Pair& p : pairs) {
    const double ratio = contrast_ratio(*p.colour, *p.ground);
    if (ratio >= kMinContrast) continue;
    // Blame the key this file sets; the other one is a default.
    const char* key = colours.has(p.key) || !p.ground_key ? p.key : p.ground_key;
    char figure[16];
    std::snprintf(figure, sizeof figure, "%.1f", ratio);
    colours.at(key).fail(hex(*p.colour) + " on " + p.where + " (" + hex(*p.ground) +
                         ") has a contrast of " + figure + ":1; at least 3:1 is needed to be seen");
  }
}

Colour parse_colour(const JsonNode& node) {
  const std::string text = node.as_string();
  const auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  bool ok = text.size() == 7 && text[0] == '#';
  for (size_t i = 1; ok && i < 7; ++i) ok = hex(text[i]) >= 0;
  if (!ok) node.fail("expected a colour as #rrggbb, got " + describe_json(node.value()));
  const auto channel = [&](size_t i) { return (hex(text[i]) * 16 + hex(text[i + 1])) / 255.0; };
  return {channel(1), channel(3), channel(5)};
}

// Fails on any key of the object `node` that `keys` does not name.
template <typename Table>
void expect_keys(const JsonNode& node, const Table& table) {
  std::vector<std::string_view> names;
  for (const auto& entry : table) names.push_back(entry.key);
  if (!node.value().is_object())
    node.fail("expected an object, got " + describe_json(node.value()));
  for (const auto& [key, ignored] : node.value().items()) {
    if (std::find(names.begin(), names.end(), key) == names.end()) {
      node.at(key).fail("unknown key; valid: " + join_names(names));
    }
  }
}

}  // namespace

std::vector<PageKind> parse_page_list(const JsonNode& node, bool back) {
  const std::span<const std::string_view> names = back ? back_matter_names() : front_matter_names();
  const size_t n = node.array_size(0, names.size());
  std::vector<PageKind> kinds;
  for (size_t i = 0; i < n; ++i) {
    const JsonNode entry = node.at(i);
    const std::string name = entry.as_choice(names);
    const PageKind kind = back ? *parse_back_matter(name) : *parse_front_matter(name);
    if (std::find(kinds.begin(), kinds.end(), kind) != kinds.end()) {
      std::string problem(1, '\'');
      problem += name;
      problem += "' is listed twice";
      entry.fail(problem);
    }
    kinds.push_back(kind);
  }
  return kinds;
}

namespace {

// A map of non-empty strings (texts, levels); keys checked by the caller.
// Printed strings by key, each at most `max_length` characters.
void read_strings(const JsonNode& node, std::map<std::string, std::string>& into, size_t max_length,
                  bool multi_line) {
  if (!node.value().is_object())
    node.fail("expected an object, got " + describe_json(node.value()));
  for (const auto& [key, ignored] : node.value().items()) {
    into[key] = node.at(key).as_printed_text(max_length, multi_line);
  }
}

}  // namespace

std::map<std::string, std::string> default_texts() {
  std::map<std::string, std::string> texts;
  for (const TemplateText& t : classic_texts()) texts[std::string(t.key)] = std::string(t.text);
  return texts;
}

std::map<std::string, std::string> default_levels() {
  constexpr std::string_view kNames[] = {"Kids: Easy", "Kids: Medium", "Kids: Hard", "Easy",
                                         "Medium",     "Hard",         "Expert"};
  std::map<std::string, std::string> levels;
  for (size_t i = 0; i < level_names().size(); ++i)
    levels[std::string(level_names()[i])] = std::string(kNames[i]);
  return levels;
}

std::string fill_placeholders(const std::string& text,
                              const std::map<std::string, std::string>& values) {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '{') {
      const size_t close = text.find('}', i);
      if (close != std::string::npos) {
        const auto it = values.find(text.substr(i + 1, close - i - 1));
        if (it != values.end()) {
          out += it->second;
          i = close + 1;
          continue;
        }
      }
    }
    out += text[i++];
  }
  return out;
}

std::string BookTemplate::text_for(const std::string& key,
                                   const std::map<std::string, std::string>& values) const {
  const auto it = texts.find(key);
  return it == texts.end() ? "" : fill_placeholders(it->second, values);
}

std::vector<std::string> shipped_template_names() { return data_file_names("templates"); }

BookTemplate load_template(const std::string& name_or_path, const std::string& context,
                           const std::string& naming_file) {
  const DataFile file = resolve_data_file("templates", name_or_path, naming_file);
  if (file.path != file.shown && !std::filesystem::exists(file.path)) {
    throw Error(unknown_name_message(context, "template", name_or_path, shipped_template_names(),
                                     data_dir() + "/templates"));
  }
  if (!naming_file.empty()) require_named_file(file.path, name_or_path, naming_file, context);
  const Json document = read_json_file(file.path, kMaxSpecBytes, file.shown);
  BookTemplate t;
  t.source = file.shown;
  t.name = std::filesystem::path(file.path).stem().string();
  apply_template_layer(JsonNode(document, file.shown), t);
  return t;
}

void apply_template_layer(const JsonNode& root, BookTemplate& t) {
  root.expect_object({"name", "front_matter", "back_matter", "belongs_to_page", "fonts", "sizes",
                      "colours", "wall_scale", "marks", "texts", "levels"});
  if (root.has("name")) t.name = root.at("name").as_string();
  if (root.has("front_matter")) t.front_matter = parse_page_list(root.at("front_matter"), false);
  if (root.has("back_matter")) t.back_matter = parse_page_list(root.at("back_matter"), true);
  // The older spelling of a "belongs to" page: true adds it after the
  // default front matter.
  if (root.has("belongs_to_page")) {
    const JsonNode older = root.at("belongs_to_page");
    if (root.has("front_matter")) older.fail("give front_matter alone (list \"belongs_to\" in it)");
    if (older.as_bool()) t.front_matter.push_back(PageKind::belongs_to);
  }
  if (root.has("fonts")) {
    const JsonNode fonts = root.at("fonts");
    expect_keys(fonts, kFonts);
    for (const FontKey& f : kFonts) {
      if (fonts.has(f.key)) t.*f.member = fonts.at(f.key).as_string();
    }
  }
  if (root.has("sizes")) {
    const JsonNode sizes = root.at("sizes");
    expect_keys(sizes, kSizes);
    // Text at least 7 pt (KDP), at most 96 pt.
    for (const SizeKey& s : kSizes) {
      if (sizes.has(s.key)) t.*s.member = sizes.at(s.key).as_number(7, 96);
    }
  }
  if (root.has("colours")) {
    const JsonNode colours = root.at("colours");
    expect_keys(colours, kColours);
    for (const ColourKey& c : kColours) {
      if (colours.has(c.key)) t.*c.member = parse_colour(colours.at(c.key));
    }
    // The title page's ornament is stroked in the accent colour: in black
    // it would read as a puzzle (src/proof/DRAWING_RULES.md, "Walls").
    if (t.accent.r == 0 && t.accent.g == 0 && t.accent.b == 0) {
      colours.at("accent").fail("#000000 is the puzzles' wall colour; choose another");
    }
    check_contrast(colours, t);
    // Marks inside a maze must read as neither wall nor paper
    // (src/proof/DRAWING_RULES.md, "Puzzle variants").
    const double grey = 0.30 * t.mark.r + 0.59 * t.mark.g + 0.11 * t.mark.b;
    if (colours.has("mark") && (grey < 0.40 - 1e-9 || grey > 0.60 + 1e-9)) {
      char figure[16];
      std::snprintf(figure, sizeof figure, "%.2f", grey);
      colours.at("mark").fail(hex(t.mark) + " has a grey of " + figure +
                              "; marks inside a maze need a grey from 0.40 to 0.60");
    }
  }
  if (root.has("wall_scale")) t.wall_scale = root.at("wall_scale").as_number(0.5, 4);
  if (root.has("marks")) t.marks = root.at("marks").as_choice(kMarks);
  if (root.has("texts")) {
    const JsonNode texts = root.at("texts");
    expect_keys(texts, classic_texts());
    read_strings(texts, t.texts, kMaxTemplateText, true);
  }
  if (root.has("levels")) {
    const JsonNode levels = root.at("levels");
    if (levels.value().is_object()) {
      for (const auto& [key, ignored] : levels.value().items()) {
        if (find_level(key)) continue;
        levels.at(key).fail("unknown level" + did_you_mean(key, level_names()) +
                            "; valid: " + join_names(level_names()));
      }
    }
    std::map<std::string, std::string> names;
    read_strings(levels, names, kMaxLevelName, false);
    for (const auto& [level, name] : names) {
      if (name.empty()) levels.at(level).fail("expected a non-empty level name");
      t.levels[level] = name;
      // A layer that names a level and gives no word for it is in a
      // language of its own: its name is the word, not the classic one.
      const std::string word = "difficulty_" + level;
      if (!root.has("texts") || !root.at("texts").has(word)) t.texts[word] = name;
    }
  }
}

}  // namespace mazebook
