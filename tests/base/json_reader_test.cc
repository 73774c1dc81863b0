// JSON input: nesting is bounded before the parser runs, and messages
// describe a value without walking all of it.

#include "base/json_reader.h"

#include <gtest/gtest.h>

#include "base/error.h"

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
