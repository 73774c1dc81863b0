#include "base/json_text.h"

#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "base/error.h"

namespace mazebook {

namespace {

// A key for a message: quoted, at most 40 characters.
std::string describe_key(const std::string& key) {
  constexpr size_t kShown = 40;
  std::string text = Json(key).dump();
  if (text.size() > kShown) text = text.substr(0, kShown - 3) + "...";
  return text;
}

// nlohmann's messages start with "[json.exception.parse_error.101] parse
// error at line 3, column 5: ..."; keep "line 3, column 5: ...".
std::string tidy_parse_message(const std::string& what) {
  const size_t at = what.find("at line ");
  if (at == std::string::npos) return what;
  return what.substr(at + 3);
}

// A place in a text, both counted from 1 (columns in bytes, as the
// parser's own messages count them).
struct TextPlace {
  size_t line = 1;
  size_t column = 1;
};

TextPlace place_of(const std::string& text, size_t offset) {
  TextPlace place;
  size_t line_start = 0;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++place.line;
      line_start = i + 1;
    }
  }
  place.column = offset - line_start + 1;
  return place;
}

std::string place_text(const TextPlace& place) {
  return "line " + std::to_string(place.line) + ", column " + std::to_string(place.column);
}

// Where the key of number `wanted` (counted from 0 in the order the parser
// meets keys) starts: a string followed by a colon. REQUIRES: the text is
// valid JSON up to that key.
size_t key_offset(const std::string& text, size_t wanted) {
  size_t keys = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '"') continue;
    const size_t start = i;
    for (++i; i < text.size() && text[i] != '"'; ++i) {
      if (text[i] == '\\') ++i;  // skip the escaped character
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

// Refuses nesting deeper than kMaxJsonDepth, in one pass without
// recursion, naming the line and column of the first bracket too deep.
void check_depth(const std::string& text, const std::string& file) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // skip the escaped character
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) {
        throw Error(file + ": not valid JSON: " + place_text(place_of(text, i)) +
                    ": nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
      }
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
}

// Builds the document from the parser's events as nlohmann's own parser
// does, but stops at a key given twice in one object (the library keeps
// the last, so `"title"` given twice would print the second silently) and
// keeps where and why a parse stopped.
class DocumentBuilder final : public nlohmann::json_sax<Json> {
 public:
  // Stops once the document would take more than `budget` bytes.
  explicit DocumentBuilder(uint64_t budget) : budget_(budget) {}

  bool null() override { return spend(kValueCost) && add(Json(nullptr)); }
  bool boolean(bool value) override { return spend(kValueCost) && add(Json(value)); }
  bool number_integer(number_integer_t value) override {
    return spend(kValueCost) && add(Json(value));
  }
  bool number_unsigned(number_unsigned_t value) override {
    return spend(kValueCost) && add(Json(value));
  }
  bool number_float(number_float_t value, const string_t&) override {
    return spend(kValueCost) && add(Json(value));
  }
  bool string(string_t& value) override {
    return spend(kValueCost + kHeapCost + value.size()) && add(Json(std::move(value)));
  }
  bool binary(binary_t& value) override {
    return spend(kValueCost + kHeapCost + value.size()) && add(Json::binary(std::move(value)));
  }
  bool start_object(std::size_t) override {
    return spend(kValueCost + kHeapCost) && open(Json::object());
  }
  bool start_array(std::size_t) override {
    return spend(kValueCost + kHeapCost) && open(Json::array());
  }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }

  bool key(string_t& key) override {
    if (!spend(kMemberCost + 2 * key.size())) return false;
    Frame& frame = frames_.back();
    const size_t number = keys_seen_++;
    // A hash of the keys only for objects large enough to need one.
    if (frame.key_numbers.size() == kIndexFrom) {
      const Members& members = members_of(*frame.value);
      for (size_t m = 0; m < members.size(); ++m) frame.index.emplace(members[m].first, m);
    }
    std::optional<size_t> earlier;
    if (frame.key_numbers.size() >= kIndexFrom) {
      if (const auto it = frame.index.find(key); it != frame.index.end()) earlier = it->second;
    } else {
      const Members& members = members_of(*frame.value);
      for (size_t m = 0; m < members.size() && !earlier; ++m) {
        if (members[m].first == key) earlier = m;
      }
    }
    if (earlier) {
      duplicate_ = Duplicate{key, frame.key_numbers[*earlier], number};
      return false;
    }
    if (frame.key_numbers.size() >= kIndexFrom) frame.index.emplace(key, frame.key_numbers.size());
    frame.key_numbers.push_back(number);
    key_ = std::move(key);
    return true;
  }

  bool parse_error(std::size_t offset, const std::string& token,
                   const Json::exception& error) override {
    failure_ = Failure{offset, token, error.what(), error.id};
    return false;
  }

  // A key met twice in one object: the key, and the numbers of its two
  // key events.
  struct Duplicate {
    std::string key;
    size_t first = 0;
    size_t second = 0;
  };
  struct Failure {
    size_t offset = 0;  // bytes read when the parser stopped
    std::string token;  // the token it stopped at
    std::string what;
    int id = 0;
  };
  bool over_budget() const { return over_budget_; }
  const std::optional<Duplicate>& duplicate() const { return duplicate_; }
  const std::optional<Failure>& failure() const { return failure_; }
  Json& document() { return root_; }

 private:
  static constexpr size_t kIndexFrom = 16;
  // What building costs, a little more than it takes: a value's 16 bytes
  // twice over (a vector grows by doubling); the heap block of a string,
  // array or object; an object's member (its key and value in the ordered
  // map's vector, twice over, and in the index) and its key's bytes twice.
  static constexpr size_t kValueCost = 32;
  static constexpr size_t kHeapCost = 48;
  static constexpr size_t kMemberCost = 160;

  bool spend(size_t bytes) {
    spent_ += bytes;
    over_budget_ = spent_ > budget_;
    return !over_budget_;
  }

  // An object's members as the vector the ordered map keeps them in.
  using Members = Json::object_t::Container;
  static Members& members_of(Json& object) { return object.get_ref<Json::object_t&>(); }

  struct Frame {
    Json* value;
    std::vector<size_t> key_numbers;                // each member's key event, in order
    std::unordered_map<std::string, size_t> index;  // key -> member, past kIndexFrom
  };

  // Puts `value` where the parser is: the document, the next element of
  // the open array, or the member of the key just read.
  Json* place(Json&& value) {
    if (frames_.empty()) {
      root_ = std::move(value);
      return &root_;
    }
    Json& parent = *frames_.back().value;
    if (parent.is_array()) {
      parent.push_back(std::move(value));
      return &parent.back();
    }
    // The key is new (key() saw to it): appended without the linear search
    // of the ordered map's own insert.
    Members& members = members_of(parent);
    members.emplace_back(std::move(key_), std::move(value));
    return &members.back().second;
  }
  bool add(Json&& value) {
    place(std::move(value));
    return true;
  }
  bool open(Json&& value) {
    frames_.push_back(Frame{place(std::move(value)), {}, {}});
    return true;
  }
  bool close() {
    frames_.pop_back();
    return true;
  }

  uint64_t budget_;
  uint64_t spent_ = 0;
  bool over_budget_ = false;
  Json root_;
  std::vector<Frame> frames_;
  std::string key_;
  size_t keys_seen_ = 0;
  std::optional<Duplicate> duplicate_;
  std::optional<Failure> failure_;
};

}  // namespace

Json parse_json_text(const std::string& text, const std::string& file, uint64_t max_bytes) {
  check_depth(text, file);
  const uint64_t budget = kJsonMemoryPerByte * max_bytes;
  DocumentBuilder builder(budget);
  if (Json::sax_parse(text, &builder)) return std::move(builder.document());
  if (builder.over_budget()) {
    const std::string memory = budget % (uint64_t{1} << 20) == 0
                                   ? std::to_string(budget >> 20) + " MiB"
                                   : std::to_string(budget) + " bytes";
    throw Error(file + ": too many values: reading them would take more than " + memory +
                " of memory");
  }
  if (const auto& twice = builder.duplicate()) {
    const TextPlace first = place_of(text, key_offset(text, twice->first));
    throw Error(file + ": " + place_text(place_of(text, key_offset(text, twice->second))) +
                ": duplicate key " + describe_key(twice->key) + " (first on line " +
                std::to_string(first.line) + ")");
  }
  if (!builder.failure()) throw Error(file + ": not valid JSON");
  const DocumentBuilder::Failure& failure = *builder.failure();
  // 406: a number beyond a double's range (1e309); the parser is past it.
  if (failure.id == 406) {
    throw Error(file + ": " + place_text(place_of(text, failure.offset - failure.token.size())) +
                ": number out of range");
  }
  throw Error(file + ": not valid JSON: " + tidy_parse_message(failure.what));
}

}  // namespace mazebook
