#pragma once
// Strict reading of JSON inputs (book.json, batch files): a value with its
// path, so that every complaint names the file, the field and what was
// expected: `book.json: mazes[2].page: expected an integer from 1, got "x"`.

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "proof/core/error.h"
#include "proof/core/limits.h"

namespace mazeproof {

// A value for a message, one level deep and at most 40 characters: never a
// walk of the whole value, however deep or large it is.
inline std::string describe_json(const nlohmann::json* value) {
  constexpr size_t kShown = 40;
  if (value == nullptr) return "nothing";
  std::string text;
  if (!value->is_structured()) {
    text = value->dump();
  } else {
    const bool array = value->is_array();
    text = array ? "[" : "{";
    bool first = true;
    for (auto it = value->begin(); it != value->end() && text.size() <= kShown; ++it) {
      if (!first) text += ",";
      first = false;
      if (!array) text += nlohmann::json(it.key()).dump() + ":";
      text += it->is_array() ? "[...]" : it->is_object() ? "{...}" : it->dump();
    }
    text += array ? "]" : "}";
  }
  if (text.size() > kShown) text = text.substr(0, kShown - 3) + "...";
  return text;
}

struct JsonField {
  const nlohmann::json* value;  // null when absent
  std::string path;             // "mazes[2].page"
  const std::string& file;

  [[noreturn]] void fail(const std::string& expected) const {
    const std::string got = describe_json(value);
    throw Error(file + ": " + (path.empty() ? "top level" : path) + ": expected " + expected +
                ", got " + got);
  }
  // For a problem that "expected ..., got VALUE" would say badly: "FILE:
  // PATH: WHAT".
  [[noreturn]] void refuse(const std::string& what) const {
    throw Error(file + ": " + (path.empty() ? "top level" : path) + ": " + what);
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

// Throws Error "NAME: not valid JSON (byte N): nested deeper than 64
// levels" at the first bracket too deep. One pass, no recursion: nlohmann's
// parser is iterative, but destroying or printing a value recurses.
inline void check_json_depth(const std::string& text, const std::string& name) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // the escaped character
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) {
        throw Error(name + ": not valid JSON (byte " + std::to_string(i + 1) +
                    "): nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
      }
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
}

// "line L, column C" of the byte at `offset`, both from 1, as mazebook
// names places in its JSON files.
inline std::string json_place(const std::string& text, size_t offset) {
  size_t line = 1;
  size_t line_start = 0;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(offset - line_start + 1);
}

// Where the key the parser met as its key number `wanted` (from 0) starts:
// a string followed by a colon. REQUIRES: valid JSON up to that key.
inline size_t json_key_offset(const std::string& text, size_t wanted) {
  size_t keys = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '"') continue;
    const size_t start = i;
    for (++i; i < text.size() && text[i] != '"'; ++i) {
      if (text[i] == '\\') ++i;  // the escaped character
    }
    size_t next = i + 1;
    while (next < text.size() &&
           (text[next] == ' ' || text[next] == '\t' || text[next] == '\n' || text[next] == '\r')) {
      ++next;
    }
    if (next < text.size() && text[next] == ':' && keys++ == wanted) return start;
  }
  return text.size();
}

// Builds a document from the parser's events, stopping at a key given
// twice in one object (nlohmann keeps the last one silently: a manifest
// could say one thing to one reader and another to the next) and keeping
// where and why a parse stopped.
class JsonBuilder final : public nlohmann::json_sax<nlohmann::json> {
 public:
  // Stops once the document would take more than `max_memory` bytes.
  explicit JsonBuilder(uint64_t max_memory) : max_memory_(max_memory) {}
  bool null() override { return spend(kValueCost) && add(nlohmann::json(nullptr)); }
  bool boolean(bool v) override { return spend(kValueCost) && add(nlohmann::json(v)); }
  bool number_integer(number_integer_t v) override {
    return spend(kValueCost) && add(nlohmann::json(v));
  }
  bool number_unsigned(number_unsigned_t v) override {
    return spend(kValueCost) && add(nlohmann::json(v));
  }
  bool number_float(number_float_t v, const string_t&) override {
    return spend(kValueCost) && add(nlohmann::json(v));
  }
  bool string(string_t& v) override {
    return spend(kValueCost + kHeapCost + v.size()) && add(nlohmann::json(std::move(v)));
  }
  bool binary(binary_t& v) override {
    return spend(kValueCost + kHeapCost + v.size()) && add(nlohmann::json::binary(std::move(v)));
  }
  bool start_object(std::size_t) override {
    return spend(kValueCost + kHeapCost) && open(nlohmann::json::object());
  }
  bool start_array(std::size_t) override {
    return spend(kValueCost + kHeapCost) && open(nlohmann::json::array());
  }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t& k) override {
    if (!spend(kMemberCost + 2 * k.size())) return false;
    Frame& frame = frames_.back();
    const size_t number = keys_seen_++;
    const auto [it, added] = frame.keys.emplace(k, number);
    if (!added) {
      twice_ = {k, it->second, number};
      return false;
    }
    key_ = std::move(k);
    return true;
  }
  bool parse_error(std::size_t offset, const std::string& token,
                   const nlohmann::json::exception& e) override {
    failed_ = true;
    offset_ = offset;
    token_ = token;
    what_ = e.what();
    id_ = e.id;
    return false;
  }

  // A key given twice: the key and the numbers of its two key events.
  struct Twice {
    std::string key;
    size_t first = 0;
    size_t second = 0;
  };
  std::optional<Twice> twice_;
  bool over_budget_ = false;  // past max_memory
  bool failed_ = false;
  size_t offset_ = 0;  // bytes read when the parser stopped
  std::string token_;  // the token it stopped at
  std::string what_;
  int id_ = 0;
  nlohmann::json root_;

 private:
  // What building costs, a little more than it takes: a value's 16 bytes
  // twice over (a vector grows by doubling); the heap block of a string,
  // array or object; an object's member (its node in the object's map and
  // in the frame's keys) and its key's bytes twice.
  static constexpr uint64_t kValueCost = 32;
  static constexpr uint64_t kHeapCost = 48;
  static constexpr uint64_t kMemberCost = 192;
  bool spend(uint64_t bytes) {
    spent_ += bytes;
    over_budget_ = spent_ > max_memory_;
    return !over_budget_;
  }

  struct Frame {
    nlohmann::json* value;
    std::unordered_map<std::string, size_t> keys;  // key -> its key event
  };
  nlohmann::json* place(nlohmann::json&& value) {
    if (frames_.empty()) {
      root_ = std::move(value);
      return &root_;
    }
    nlohmann::json& parent = *frames_.back().value;
    if (parent.is_array()) {
      parent.push_back(std::move(value));
      return &parent.back();
    }
    nlohmann::json& slot = parent[key_];
    slot = std::move(value);
    return &slot;
  }
  bool add(nlohmann::json&& value) {
    place(std::move(value));
    return true;
  }
  bool open(nlohmann::json&& value) {
    frames_.push_back(Frame{place(std::move(value)), {}});
    return true;
  }
  bool close() {
    frames_.pop_back();
    return true;
  }
  std::vector<Frame> frames_;
  std::string key_;
  size_t keys_seen_ = 0;
  uint64_t max_memory_;
  uint64_t spent_ = 0;
};

// Parses `text` as JSON; throws Error "NAME: not valid JSON (byte N)", or
// "NAME: line L, column C: number out of range" (a number beyond a double,
// 1e309), or "NAME: line L, column C: duplicate key "K" (first on line M)",
// or "NAME: too large ..." past kMaxJsonBytes, or "NAME: too many values:
// reading them would take more than N MiB of memory" past `max_memory`
// (0: json_memory_bound of the text's size).
inline nlohmann::json parse_json(const std::string& text, const std::string& name,
                                 uint64_t max_memory = 0) {
  if (max_memory == 0) max_memory = json_memory_bound(text.size());
  if (text.size() > kMaxJsonBytes) {
    throw Error(name + ": too large for a JSON file (" + std::to_string(text.size()) +
                " bytes; at most " + std::to_string(kMaxJsonBytes) + ")");
  }
  check_json_depth(text, name);
  JsonBuilder builder(max_memory);
  if (nlohmann::json::sax_parse(text, &builder)) return std::move(builder.root_);
  if (builder.over_budget_) {
    const std::string memory = max_memory % (uint64_t{1} << 20) == 0
                                   ? std::to_string(max_memory >> 20) + " MiB"
                                   : std::to_string(max_memory) + " bytes";
    throw Error(name + ": too many values: reading them would take more than " + memory +
                " of memory");
  }
  if (builder.twice_) {
    const nlohmann::json key(builder.twice_->key);
    const size_t first = json_key_offset(text, builder.twice_->first);
    throw Error(name + ": " + json_place(text, json_key_offset(text, builder.twice_->second)) +
                ": duplicate key " + describe_json(&key) + " (first on line " +
                std::to_string(1 + std::count(text.begin(), text.begin() + first, '\n')) + ")");
  }
  if (builder.id_ == 406) {
    throw Error(name + ": " + json_place(text, builder.offset_ - builder.token_.size()) +
                ": number out of range");
  }
  if (builder.failed_ && builder.id_ >= 100 && builder.id_ < 200) {
    throw Error(name + ": not valid JSON (byte " + std::to_string(builder.offset_) + ")");
  }
  // Anything else the library refuses: its words without its
  // "[json.exception...] " tag.
  std::string what = builder.what_;
  const size_t tag = what.find("] ");
  if (tag != std::string::npos) what = what.substr(tag + 2);
  throw Error(name + ": not valid JSON (" + what + ")");
}

}  // namespace mazeproof
