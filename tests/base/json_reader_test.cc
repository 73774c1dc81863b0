// JSON input: nesting is bounded before the parser runs, a number too
// large for a double and a key given twice are refused with their place,
// and messages describe a value without walking all of it.

#include "base/json_reader.h"

#include <gtest/gtest.h>

#include "base/error.h"
#include "support/book_files.h"

namespace mazebook {
namespace {

std::string refusal(const std::string& text) {
  try {
    parse_json_text(text, "x.json");
  } catch (const Error& e) {
    return e.what();
  }
  return "accepted";
}

TEST(JsonReader, RefusesNestingBeyondTheLimitWithItsPlace) {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  EXPECT_EQ(refusal(deep),
            "x.json: not valid JSON: line 1, column 65: nested deeper than 64 levels");
  const std::string inside = "{\n  \"title\": " + std::string(70, '{');
  EXPECT_EQ(refusal(inside),
            "x.json: not valid JSON: line 2, column 75: nested deeper than 64 levels");
}

TEST(JsonReader, AcceptsNestingUpToTheLimit) {
  const std::string ok = std::string(kMaxJsonDepth, '[') + std::string(kMaxJsonDepth, ']');
  EXPECT_NO_THROW(parse_json_text(ok, "x.json"));
  const std::string one_more =
      std::string(kMaxJsonDepth + 1, '[') + std::string(kMaxJsonDepth + 1, ']');
  EXPECT_NE(refusal(one_more), "accepted");
}

TEST(JsonReader, BracketsInsideStringsDoNotCount) {
  const std::string text =
      "{\"a\": \"" + std::string(500, '[') + "\\\"" + std::string(500, '{') + "\"}";
  EXPECT_NO_THROW(parse_json_text(text, "x.json"));
}

TEST(JsonReader, RefusesANumberTooLargeWithItsPlace) {
  EXPECT_EQ(refusal("{\"seed\": 1e309}"), "x.json: line 1, column 10: number out of range");
  EXPECT_EQ(refusal("{\n  \"a\": [1, -1e309]\n}"),
            "x.json: line 2, column 12: number out of range");
  EXPECT_EQ(refusal("[0.5, 123456789e400]"), "x.json: line 1, column 7: number out of range");
  // The largest double and numbers that round to zero are numbers.
  EXPECT_NO_THROW(parse_json_text("[1.7976931348623157e308, 1e-400]", "x.json"));
}

TEST(JsonReader, RefusesAKeyGivenTwiceNamingItAndItsLines) {
  EXPECT_EQ(refusal("{\"title\": \"First\",\n \"title\": \"Second\"}"),
            "x.json: line 2, column 2: duplicate key \"title\" (first on line 1)");
  // Written with an escape, it is the same key.
  EXPECT_EQ(refusal("{\"a\": {\"b\": 1,\n\n \"\\u0062\": 2}}"),
            "x.json: line 3, column 2: duplicate key \"b\" (first on line 1)");
  // Keys in strings, and one key in two objects, are not duplicates.
  EXPECT_NO_THROW(
      parse_json_text(R"({"a": "\"a\": 1", "b": [{"a": 1}, {"a": 2}], "c": {"a": 3}})", "x.json"));
  // Found however many keys an object has.
  std::string many = "{";
  for (int i = 0; i < 5000; ++i)
    many += "\"k" + std::to_string(i) + "\": " + std::to_string(i) + ",";
  EXPECT_NO_THROW(parse_json_text(many + "\"end\": 0}", "x.json"));
  EXPECT_EQ(refusal(many + "\n\"k4321\": 0}"),
            "x.json: line 2, column 1: duplicate key \"k4321\" (first on line 1)");
}

TEST(JsonReader, RefusesADocumentWhoseValuesWouldTakeTooMuchMemory) {
  // Small values cost many times their text (json_text.h
  // kJsonMemoryPerByte): a kind of file of at most 1 KiB may take 8 KiB,
  // which 250 numbers fit.
  const auto zeros = [](int n) {
    std::string text = "[0";
    for (int i = 1; i < n; ++i) text += ",0";
    return text + "]";
  };
  EXPECT_NO_THROW(parse_json_text(zeros(250), "x.json", 1024));
  try {
    parse_json_text(zeros(260), "x.json", 1024);
    ADD_FAILURE() << "accepted";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "x.json: too many values: reading them would take more than 8192 bytes of "
                 "memory");
  }
  // A file mazebook writes, even written compactly, takes less than the
  // bound allows a file of its written size.
  mbtest::TempDir dir("json-memory");
  const std::string batch = dir.file("b.json");
  ASSERT_EQ(
      mbtest::run_mazebook({"batch", "--preset", "easy", "--count", "30", "--out", batch}).code, 0);
  const std::string text = mbtest::read_bytes(batch);
  EXPECT_NO_THROW(parse_json_text(Json::parse(text).dump(), "b.json", text.size()));
}

TEST(JsonReader, KeepsTheOrderAndTheValuesOfADocument) {
  const Json j = parse_json_text(
      R"({"z": [1, -2, 3.5, "s", true, null, {}], "a": {"y": 18446744073709551615}})", "x.json");
  EXPECT_EQ(j.dump(), R"({"z":[1,-2,3.5,"s",true,null,{}],"a":{"y":18446744073709551615}})");
  EXPECT_TRUE(j["a"]["y"].is_number_unsigned());
  EXPECT_TRUE(j["z"][1].is_number_integer());
  EXPECT_EQ(parse_json_text(" 7 ", "x.json"), Json(7));
}

TEST(JsonReader, DescribesOneLevelOfAValueOnly) {
  EXPECT_EQ(describe_json(Json::parse("[1,2,3]")), "[1,2,3]");
  EXPECT_EQ(describe_json(Json::parse("{\"a\":1}")), "{\"a\":1}");
  EXPECT_EQ(describe_json(Json::parse("{}")), "{}");
  EXPECT_EQ(describe_json(Json::parse("[[[[1]]],{\"b\":[2]}]")), "[[...],{...}]");
  EXPECT_EQ(describe_json(Json("ten")), "\"ten\"");
  Json wide = Json::array();
  for (int i = 0; i < 100000; ++i) wide.push_back(i);
  EXPECT_EQ(describe_json(wide), "[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,1...");
}

}  // namespace
}  // namespace mazebook
