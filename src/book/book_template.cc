#include "book/book_template.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "base/data_paths.h"
#include "base/error.h"
#include "base/json_reader.h"
#include "book/legibility.h"

namespace mazebook {

namespace {

constexpr std::string_view kTextKeys[] = {
    "maze_heading",   "maze_level",      "page_number",  "start",
    "finish",         "section_heading", "section_note", "solutions_heading",
    "solution_label", "belongs_to",      "copyright",    "level_line"};

constexpr std::string_view kMarks[] = {"arrow", "badge"};

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

}  // namespace

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

std::vector<std::string> shipped_template_names() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(data_dir() + "/templates", ec)) {
    if (entry.is_regular_file() && entry.path().extension() == ".json") {
      names.push_back(entry.path().stem().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

BookTemplate load_template(const std::string& name_or_path, const std::string& context) {
  const DataFile file = resolve_data_file("templates", name_or_path);
  if (file.path != file.shown && !std::filesystem::exists(file.path)) {
    std::string valid;
    for (const std::string& n : shipped_template_names()) valid += (valid.empty() ? "" : ", ") + n;
    throw Error(context + ": unknown template '" + name_or_path + "'; valid: " + valid);
  }
  const Json document = read_json_file(file.path, file.shown);
  const JsonNode root(document, file.shown);
  root.expect_object(
      {"name", "belongs_to_page", "fonts", "sizes", "colours", "wall_scale", "marks", "texts"});
  BookTemplate t;
  t.source = file.shown;
  t.name = root.at("name").as_string();
  if (root.has("belongs_to_page")) t.belongs_to_page = root.at("belongs_to_page").as_bool();

  const JsonNode fonts = root.at("fonts");
  fonts.expect_object({"title", "heading", "body", "label"});
  t.title_font = fonts.at("title").as_string();
  t.heading_font = fonts.at("heading").as_string();
  t.body_font = fonts.at("body").as_string();
  t.label_font = fonts.at("label").as_string();

  const JsonNode sizes = root.at("sizes");
  sizes.expect_object({"title", "subtitle", "author", "section", "heading", "level", "body",
                       "page_number", "marks", "solution_label", "cover_title", "cover_subtitle",
                       "cover_author", "cover_level", "back_text", "spine"});
  // Text at least 7 pt (KDP), at most 96 pt.
  const auto size = [&](std::string_view key, double& value) {
    if (sizes.has(key)) value = sizes.at(key).as_number(7, 96);
  };
  size("title", t.title_size);
  size("subtitle", t.subtitle_size);
  size("author", t.author_size);
  size("section", t.section_size);
  size("heading", t.heading_size);
  size("level", t.level_size);
  size("body", t.body_size);
  size("page_number", t.page_number_size);
  size("marks", t.marks_size);
  size("solution_label", t.solution_label_size);
  size("cover_title", t.cover_title_size);
  size("cover_subtitle", t.cover_subtitle_size);
  size("cover_author", t.cover_author_size);
  size("cover_level", t.cover_level_size);
  size("back_text", t.back_text_size);
  size("spine", t.spine_size);

  const JsonNode colours = root.at("colours");
  colours.expect_object({"text", "muted", "accent", "start", "finish", "cover_background",
                         "cover_panel", "cover_text", "cover_accent"});
  t.text = parse_colour(colours.at("text"));
  t.muted = parse_colour(colours.at("muted"));
  t.accent = parse_colour(colours.at("accent"));
  t.start = parse_colour(colours.at("start"));
  t.finish = parse_colour(colours.at("finish"));
  t.cover_background = parse_colour(colours.at("cover_background"));
  t.cover_panel = parse_colour(colours.at("cover_panel"));
  t.cover_text = parse_colour(colours.at("cover_text"));
  t.cover_accent = parse_colour(colours.at("cover_accent"));
  // Maze pages print in these; their marks and text must stand out
  // (src/book/legibility.h).
  for (const char* key : {"text", "muted", "start", "finish"}) {
    const double contrast = contrast_with_white(parse_colour(colours.at(key)));
    if (contrast < kMinContrast) {
      char ratio[32];
      std::snprintf(ratio, sizeof ratio, "%.2f", contrast);
      colours.at(key).fail(std::string("contrasts ") + ratio +
                           ":1 with white paper; maze pages need at least 3:1");
    }
  }

  if (root.has("wall_scale")) t.wall_scale = root.at("wall_scale").as_number(0.5, 4);
  if (root.has("marks")) t.marks = root.at("marks").as_choice(kMarks);

  const JsonNode texts = root.at("texts");
  std::vector<std::string_view> keys(std::begin(kTextKeys), std::end(kTextKeys));
  if (!texts.value().is_object())
    texts.fail("expected an object, got " + describe_json(texts.value()));
  for (const auto& [key, ignored] : texts.value().items()) {
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
      texts.at(key).fail("unknown key; valid: " + join_names(keys));
    }
  }
  for (std::string_view key : kTextKeys) t.texts[std::string(key)] = texts.at(key).as_string();
  return t;
}

}  // namespace mazebook
