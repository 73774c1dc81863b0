#pragma once
// A plain HTTP/1.1 client over a socket, for the studio's tests: it sends
// exactly the bytes a test writes (two Host headers, chunked bodies, a
// header a byte at a time) and reads one answer back.

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace mbtest {

struct HttpAnswer {
  int status = 0;                              // 0: no answer (closed, timed out)
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
};

// One connection to 127.0.0.1:PORT, from `source` (any 127.x.y.z address).
class HttpConnection {
 public:
  explicit HttpConnection(int port, const std::string& source = "127.0.0.1");
  ~HttpConnection();
  HttpConnection(const HttpConnection&) = delete;
  HttpConnection& operator=(const HttpConnection&) = delete;

  // False when the connection could not be made or was closed.
  bool connected() const { return fd_ >= 0; }
  // Sends all of `bytes`; false once the server has closed the connection.
  bool send(const std::string& bytes);
  // Reads one answer (by Content-Length, chunks, or to the close), waiting
  // at most `seconds` in all.
  HttpAnswer read_answer(double seconds = 60);
  // True when the server closed the connection within `seconds`.
  bool closed_within(double seconds);

 private:
  int fd_ = -1;
  std::string buffer_;
};

using Headers = std::vector<std::pair<std::string, std::string>>;

// A request with Host 127.0.0.1:PORT (unless `headers` gives one) and
// Content-Length when there is a body, answered on a fresh connection.
HttpAnswer http_request(int port, const std::string& method, const std::string& target,
                        const Headers& headers = {}, const std::string& body = "",
                        double seconds = 60);

}  // namespace mbtest
