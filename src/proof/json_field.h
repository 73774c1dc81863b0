#pragma once
// Strict reading of JSON inputs (book.json, batch files): a value with its
// path, so that every complaint names the file, the field and what was
// expected: `book.json: mazes[2].page: expected an integer from 1, got "x"`.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "proof/error.h"

namespace mazeproof {

struct JsonField {
  const nlohmann::json* value;  // null when absent
  std::string path;             // "mazes[2].page"
  const std::string& file;

  [[noreturn]] void fail(const std::string& expected) const {
    std::string got = value == nullptr ? "nothing" : value->dump();
    if (got.size() > 40) got = got.substr(0, 37) + "...";
    throw Error(file + ": " + (path.empty() ? "top level" : path) + ": expected " + expected +
                ", got " + got);
  }
  bool present() const { return value != nullptr && !value->is_null(); }
  JsonField operator[](const std::string& key) const {
    const std::string sub = path.empty() ? key : path + "." + key;
    if (value == nullptr || !value->is_object() || !value->contains(key))
      return JsonField{nullptr, sub, file};
    return JsonField{&(*value)[key], sub, file};
  }
  // REQUIRES: an array with more than i items.
  JsonField at(size_t i) const {
    return JsonField{&(*value)[i], path + "[" + std::to_string(i) + "]", file};
  }
  size_t array_size() const {
    if (!present() || !value->is_array()) fail("an array");
    return value->size();
  }
  int integer(int64_t min = INT32_MIN) const {
    if (!present() || !value->is_number_integer() || value->get<int64_t>() < min ||
        value->get<int64_t>() > INT32_MAX) {
      fail(min == INT32_MIN ? "an integer" : "an integer from " + std::to_string(min));
    }
    return value->get<int>();
  }
  double number() const {
    if (!present() || !value->is_number()) fail("a number");
    return value->get<double>();
  }
  bool boolean() const {
    if (!present() || !value->is_boolean()) fail("true or false");
    return value->get<bool>();
  }
  std::string string() const {
    if (!present() || !value->is_string()) fail("a string");
    return value->get<std::string>();
  }
};

// Parses `text` as JSON; throws Error "NAME: not valid JSON (byte N)".
inline nlohmann::json parse_json(const std::string& text, const std::string& name) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw Error(name + ": not valid JSON (byte " + std::to_string(e.byte) + ")");
  }
}

}  // namespace mazeproof
