// A request body must be UTF-8 throughout; the byte that is not is named
// with the field that holds it.

#include "studio/request_body.h"

#include <gtest/gtest.h>

#include "base/error.h"

namespace mazebook {
namespace {

std::string refusal(const std::string& body) {
  try {
    parse_request_body(body);
  } catch (const Error& e) {
    return e.what();
  }
  return "accepted";
}

TEST(RequestBody, FindsTheFirstByteThatIsNotUtf8) {
  EXPECT_EQ(invalid_utf8_at("plain, \xc3\xa9, \xe2\x82\xac, \xf0\x9f\x98\x80"), std::string::npos);
  EXPECT_EQ(invalid_utf8_at("ab\xff"), 2u);
  EXPECT_EQ(invalid_utf8_at("a\xc0\xaf"), 1u);          // an overlong '/'
  EXPECT_EQ(invalid_utf8_at("a\xed\xa0\x80"), 1u);      // a surrogate
  EXPECT_EQ(invalid_utf8_at("a\xf4\x90\x80\x80"), 1u);  // past U+10FFFF
  EXPECT_EQ(invalid_utf8_at("a\xe2\x82"), 1u);          // cut short
}

TEST(RequestBody, NamesTheFieldAsTheSpecFileWould) {
  EXPECT_EQ(refusal("{\"spec\": {\"title\": \"x\xff\"}}"),
            "spec.json: title: not UTF-8 text (0xff at byte 21 of the request)");
  EXPECT_EQ(refusal("{\"spec\": {\"sections\": [{\"count\": 1}, {\"title\": \"\xfe\"}]}}"),
            "spec.json: sections[1].title: not UTF-8 text (0xfe at byte 48 of the request)");
  EXPECT_EQ(refusal("{\"spec\": {\"t\xffitle\": 1}}"),
            "spec.json: a key is not UTF-8 text (0xff at byte 12 of the request)");
  EXPECT_EQ(refusal("{\"path\": \"\\\"\xff\"}"),
            "request: path: not UTF-8 text (0xff at byte 12 of the request)");
  EXPECT_EQ(refusal("\xff"), "request: not UTF-8 text (0xff at byte 0 of the request)");
  EXPECT_EQ(parse_request_body("{\"spec\": {\"title\": \"caf\xc3\xa9\"}}")["spec"]["title"],
            "caf\xc3\xa9");
}

}  // namespace
}  // namespace mazebook
