#include "base/json_reader.h"

#include <cmath>
#include <sstream>
#include <vector>

#include "base/error.h"
#include "base/file_io.h"
#include "base/nearest_name.h"
#include "base/utf8.h"

namespace mazebook {

namespace {

std::string format_number(double value) {
  std::ostringstream s;
  s << value;
  return s.str();
}

}  // namespace

Json read_json_file(const std::string& path, uint64_t max_bytes, const std::string& shown) {
  return parse_json_text(read_file(path, max_bytes), shown.empty() ? path : shown, max_bytes);
}

std::string describe_json(const Json& value) {
  constexpr size_t kShown = 40;
  std::string text;
  if (!value.is_structured()) {
    text = value.dump();
  } else {
    // One level only, and only as far as is shown: never a walk of the
    // whole value, however deep or large it is.
    const bool array = value.is_array();
    text = array ? "[" : "{";
    bool first = true;
    for (auto it = value.begin(); it != value.end() && text.size() <= kShown; ++it) {
      if (!first) text += ",";
      first = false;
      if (!array) text += Json(it.key()).dump() + ":";
      text += it->is_array() ? "[...]" : it->is_object() ? "{...}" : it->dump();
    }
    text += array ? "]" : "}";
  }
  if (text.size() > kShown) text = text.substr(0, kShown - 3) + "...";
  return text;
}

std::string join_names(std::span<const std::string_view> names) {
  std::string text;
  for (std::string_view name : names) {
    if (!text.empty()) text += ", ";
    text += name;
  }
  return text;
}

JsonNode::JsonNode(const Json& value, std::string file, std::string path)
    : value_(&value), file_(std::move(file)), path_(std::move(path)) {}

void JsonNode::fail(const std::string& problem) const {
  throw Error(file_ + ": " + (path_.empty() ? "" : path_ + ": ") + problem);
}

void JsonNode::expect_object(std::initializer_list<std::string_view> allowed) const {
  if (!value_->is_object()) fail("expected an object, got " + describe_json(*value_));
  for (const auto& [key, ignored] : value_->items()) {
    bool known = false;
    for (std::string_view a : allowed) known = known || a == key;
    if (!known) {
      const std::vector<std::string_view> names(allowed);
      JsonNode(*value_, file_, path_.empty() ? key : path_ + "." + key)
          .fail("unknown key" + did_you_mean(key, names) + "; valid: " + join_names(names));
    }
  }
}

bool JsonNode::has(std::string_view key) const {
  return value_->is_object() && value_->contains(key);
}

JsonNode JsonNode::at(std::string_view key) const {
  const std::string path = path_.empty() ? std::string(key) : path_ + "." + std::string(key);
  if (!value_->is_object()) fail("expected an object, got " + describe_json(*value_));
  const auto it = value_->find(key);
  if (it == value_->end()) JsonNode(*value_, file_, path).fail("missing");
  return JsonNode(*it, file_, path);
}

size_t JsonNode::array_size(size_t min_size, size_t max_size) const {
  if (!value_->is_array()) fail("expected an array, got " + describe_json(*value_));
  const size_t n = value_->size();
  if (n < min_size || n > max_size) {
    fail("expected " + std::to_string(min_size) + " to " + std::to_string(max_size) +
         " entries, got " + std::to_string(n));
  }
  return n;
}

JsonNode JsonNode::at(size_t index) const {
  return JsonNode((*value_)[index], file_, path_ + "[" + std::to_string(index) + "]");
}

int64_t JsonNode::as_integer(int64_t min, int64_t max) const {
  const std::string expected =
      "expected an integer from " + std::to_string(min) + " to " + std::to_string(max) + ", got ";
  if (!value_->is_number_integer()) fail(expected + describe_json(*value_));
  if (value_->is_number_unsigned() && value_->get<uint64_t>() > static_cast<uint64_t>(max)) {
    fail(expected + describe_json(*value_));
  }
  const auto v = value_->get<int64_t>();
  if (v < min || v > max) fail(expected + describe_json(*value_));
  return v;
}

uint64_t JsonNode::as_seed() const {
  if (!value_->is_number_unsigned()) {
    fail("expected a whole number from 0 to 18446744073709551615, got " + describe_json(*value_));
  }
  return value_->get<uint64_t>();
}

double JsonNode::as_number() const {
  if (!value_->is_number()) fail("expected a number, got " + describe_json(*value_));
  return value_->get<double>();
}

double JsonNode::as_number(double min, double max) const {
  const std::string expected =
      "expected a number from " + format_number(min) + " to " + format_number(max) + ", got ";
  if (!value_->is_number()) fail(expected + describe_json(*value_));
  const double v = value_->get<double>();
  if (!(v >= min && v <= max)) fail(expected + describe_json(*value_));
  return v;
}

bool JsonNode::as_bool() const {
  if (!value_->is_boolean()) fail("expected true or false, got " + describe_json(*value_));
  return value_->get<bool>();
}

std::string JsonNode::as_string() const {
  if (!value_->is_string()) fail("expected a string, got " + describe_json(*value_));
  return value_->get<std::string>();
}

std::string JsonNode::as_printed_text(size_t max_length, bool multi_line) const {
  std::string text = as_string();
  // Bytes first (a bound that costs nothing), then code points: every
  // later scan, and text shaping, see bounded text.
  const size_t max_code_points = max_length * kCodePointsPerCharacter;
  if (text.size() > max_code_points * 4) {
    fail("expected at most " + std::to_string(max_code_points * 4) + " bytes (" +
         std::to_string(kCodePointsPerCharacter * 4) + " for each of " +
         std::to_string(max_length) + " characters), got " + std::to_string(text.size()));
  }
  if (const size_t code_points = code_point_count(text); code_points > max_code_points) {
    fail("expected at most " + std::to_string(max_code_points) + " code points (" +
         std::to_string(kCodePointsPerCharacter) + " for each of " + std::to_string(max_length) +
         " characters), got " + std::to_string(code_points));
  }
  if (const auto control = first_control_character(text, multi_line)) {
    fail("control character " + code_point_name(*control) +
         " in the text; printed text may not hold control characters" +
         (multi_line ? " other than line breaks" : ""));
  }
  const size_t length = grapheme_count(text);
  if (length > max_length) {
    fail("expected at most " + std::to_string(max_length) + " characters, got " +
         std::to_string(length));
  }
  return text;
}

std::string JsonNode::as_choice(std::span<const std::string_view> valid) const {
  std::string near;
  if (value_->is_string()) {
    const auto text = value_->get<std::string>();
    for (std::string_view v : valid) {
      if (v == text) return text;
    }
    // "Cream" is cream: people capitalise what they type.
    for (std::string_view v : valid) {
      if (v.size() == text.size() && edit_distance(v, text) == 0) return std::string(v);
    }
    near = did_you_mean(text, valid);
  }
  fail("expected one of " + join_names(valid) + ", got " + describe_json(*value_) + near);
}

}  // namespace mazebook
