#include "support/http_client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <chrono>

namespace mbtest {

namespace {

using Clock = std::chrono::steady_clock;

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

}  // namespace

HttpConnection::HttpConnection(int port, const std::string& source) {
  fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd_ < 0) return;
  sockaddr_in from{};
  from.sin_family = AF_INET;
  ::inet_pton(AF_INET, source.c_str(), &from.sin_addr);
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(static_cast<uint16_t>(port));
  ::inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
  if (::bind(fd_, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0 ||
      ::connect(fd_, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) {
    ::close(fd_);
    fd_ = -1;
  }
}

HttpConnection::~HttpConnection() {
  if (fd_ >= 0) ::close(fd_);
}

bool HttpConnection::send(const std::string& bytes) {
  size_t done = 0;
  while (fd_ >= 0 && done < bytes.size()) {
    const ssize_t n = ::send(fd_, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return fd_ >= 0;
}

bool HttpConnection::closed_within(double seconds) {
  const auto end = Clock::now() + std::chrono::duration<double>(seconds);
  char chunk[4096];
  while (fd_ >= 0) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now());
    if (left.count() <= 0) return false;
    pollfd p{fd_, POLLIN, 0};
    if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) continue;
    const ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
    if (n <= 0) return true;
    buffer_.append(chunk, static_cast<size_t>(n));
  }
  return true;
}

HttpAnswer HttpConnection::read_answer(double seconds) {
  const auto end = Clock::now() + std::chrono::duration<double>(seconds);
  bool open = fd_ >= 0;
  // Reads more into buffer_; false at the close or the deadline.
  const auto more = [&]() {
    if (!open) return false;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now());
    if (left.count() <= 0) return false;
    pollfd p{fd_, POLLIN, 0};
    if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) return false;
    char chunk[65536];
    const ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
    if (n <= 0) {
      open = false;
      return false;
    }
    buffer_.append(chunk, static_cast<size_t>(n));
    return true;
  };
  HttpAnswer answer;
  size_t head_end;
  while ((head_end = buffer_.find("\r\n\r\n")) == std::string::npos) {
    if (!more()) return answer;
  }
  const std::string head = buffer_.substr(0, head_end);
  buffer_.erase(0, head_end + 4);
  size_t line_end = head.find("\r\n");
  const std::string status_line = head.substr(0, line_end);
  if (status_line.size() >= 12) answer.status = std::atoi(status_line.c_str() + 9);
  while (line_end != std::string::npos) {
    const size_t start = line_end + 2;
    line_end = head.find("\r\n", start);
    const std::string line = head.substr(start, line_end - start);
    const size_t colon = line.find(':');
    if (colon == std::string::npos) continue;
    size_t value = colon + 1;
    while (value < line.size() && line[value] == ' ') ++value;
    answer.headers[lower(line.substr(0, colon))] = line.substr(value);
  }
  if (answer.headers.count("content-length")) {
    const size_t length = std::stoul(answer.headers["content-length"]);
    while (buffer_.size() < length) {
      if (!more()) break;
    }
    answer.body = buffer_.substr(0, length);
    buffer_.erase(0, std::min(length, buffer_.size()));
  } else if (lower(answer.headers["transfer-encoding"]) == "chunked") {
    for (;;) {
      size_t eol;
      while ((eol = buffer_.find("\r\n")) == std::string::npos) {
        if (!more()) return answer;
      }
      const size_t size = std::stoul(buffer_.substr(0, eol), nullptr, 16);
      while (buffer_.size() < eol + 2 + size + 2) {
        if (!more()) return answer;
      }
      answer.body += buffer_.substr(eol + 2, size);
      buffer_.erase(0, eol + 2 + size + 2);
      if (size == 0) break;
    }
  } else {
    while (more()) {
    }
    answer.body = buffer_;
    buffer_.clear();
  }
  return answer;
}

HttpAnswer http_request(int port, const std::string& method, const std::string& target,
                        const Headers& headers, const std::string& body, double seconds) {
  std::string request = method + " " + target + " HTTP/1.1\r\n";
  bool has_host = false;
  for (const auto& [name, value] : headers) {
    has_host = has_host || lower(name) == "host";
    request += name + ": " + value + "\r\n";
  }
  if (!has_host) request += "Host: 127.0.0.1:" + std::to_string(port) + "\r\n";
  if (!body.empty() || method == "POST")
    request += "Content-Length: " + std::to_string(body.size()) + "\r\n";
  request += "Connection: close\r\n\r\n" + body;
  HttpConnection connection(port);
  if (!connection.send(request)) return {};
  return connection.read_answer(seconds);
}

}  // namespace mbtest
