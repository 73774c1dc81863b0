#pragma once
// Who may drive the studio. It listens on 127.0.0.1 only, but a web page
// from any other site can still send requests there, and a name whose DNS
// answer turns to 127.0.0.1 can too (DNS rebinding). So every request must
// name the studio itself in Host (and in Origin, when the browser sends
// one), and every API request must carry the token printed at start, which
// no other site can read.

#include <optional>
#include <string>
#include <string_view>

namespace mazebook {

// The header that carries the token on API requests.
constexpr std::string_view kTokenHeader = "X-Studio-Token";

// A fresh random token (32 bytes of OpenSSL's RAND_bytes, in hex).
std::string make_studio_token();

// Compares two tokens in time that does not depend on where they differ.
bool same_token(std::string_view a, std::string_view b);

struct RequestFacts {
  std::string host;    // the Host header ("" when absent)
  std::string origin;  // the Origin header ("" when absent)
  std::string token;   // the token header ("" when absent)
  bool api = false;    // an /api/ request (the page and its files need no token)
};

// Checks a request against the studio's port and token. Returns the reason
// to refuse it, one line, or nothing when it may proceed.
std::optional<std::string> refuse_request(const RequestFacts& request, int port,
                                          std::string_view token);

}  // namespace mazebook
