#include "studio/request_guard.h"

#include <openssl/rand.h>

#include "base/error.h"

namespace mazebook {

std::string make_studio_token() {
  unsigned char bytes[32];
  if (RAND_bytes(bytes, sizeof bytes) != 1) {
    throw Error("studio: no random bytes for the access token", kExitFailed);
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string token;
  for (unsigned char b : bytes) {
    token += kHex[b >> 4];
    token += kHex[b & 15];
  }
  return token;
}

bool same_token(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned char differ = 0;
  for (size_t i = 0; i < a.size(); ++i) differ |= static_cast<unsigned char>(a[i] ^ b[i]);
  return differ == 0;
}

std::optional<std::string> refuse_request(const RequestFacts& request, int port,
                                          std::string_view token) {
  std::string at = ":";
  at += std::to_string(port);
  const bool host_ok = request.host == "127.0.0.1" + at || request.host == "localhost" + at;
  if (!host_ok) {
    return "Host: expected 127.0.0.1" + at + " or localhost" + at + ", got '" + request.host + "'";
  }
  if (!request.origin.empty() && request.origin != "http://127.0.0.1" + at &&
      request.origin != "http://localhost" + at) {
    return "Origin: expected http://127.0.0.1" + at + " or http://localhost" + at + ", got '" +
           request.origin + "'";
  }
  if (request.api && !same_token(request.token, token)) {
    return std::string(kTokenHeader) + ": missing or wrong access token";
  }
  return std::nullopt;
}

}  // namespace mazebook
