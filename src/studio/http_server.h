#pragma once
// The studio's HTTP server, on libmicrohttpd: one event loop (epoll) for
// every connection, so a client that idles or sends its headers a byte at a
// time holds a socket, never a thread; the answers are worked out on a few
// worker threads of their own, while the connection waits suspended, so a
// slow preview delays no other request. A client is bounded in what it may
// cost: connections in all and per address, memory per connection, a
// deadline for each request's headers and for its body, and a body limit
// per endpoint that holds however the body is sent (chunked too).

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

struct MHD_Connection;
struct MHD_Daemon;

namespace mazebook {

using HeaderList = std::vector<std::pair<std::string, std::string>>;

struct HttpRequest {
  std::string method;
  std::string path;                          // percent-decoded, without the query
  std::map<std::string, std::string> query;  // the query's parameters
  HeaderList headers;                        // as sent, every one
  std::string body;

  // Every value of header `name` (any case), in the order sent.
  std::vector<std::string> header_values(std::string_view name) const;
  // The first value of header `name`, or "".
  std::string header(std::string_view name) const;
  // The query parameter `name`, or "".
  std::string param(const std::string& name) const;
};

struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  HeaderList headers;
};

// Connections one address may hold open at once.
constexpr unsigned kMaxConnectionsPerClient = 256;

// What a client may cost the server.
struct HttpLimits {
  unsigned max_connections = 512;                                  // in all
  unsigned max_connections_per_client = kMaxConnectionsPerClient;  // from one address
  size_t connection_memory = 64 << 10;  // a connection's buffers (its headers)
  unsigned idle_timeout_s = 30;         // no byte either way: closed
  double header_deadline_s = 10;  // from the connection (or its last answer) to the headers' end
  double body_deadline_s = 30;    // from the headers' end to the body's end
  int workers = 4;                // threads that work out answers
};

struct HttpHandlers {
  // A refusal given from the headers alone, before any body is read.
  std::function<std::optional<HttpResponse>(const HttpRequest&)> gate;
  // The most bytes the request's body may hold (from its method and path).
  std::function<size_t(const HttpRequest&)> body_limit;
  // The answer to a body past its limit (status 413).
  std::function<HttpResponse(const HttpRequest&, size_t limit)> too_large;
  // True for a request answered at once in the event loop (the page's
  // files); the rest go to the workers.
  std::function<bool(const HttpRequest&)> quick;
  // The answer; runs on a worker thread unless `quick`. An exception is
  // answered 500.
  std::function<HttpResponse(const HttpRequest&)> answer;
  // Headers every answer carries.
  HeaderList common_headers;
  // Told of every answer once it is queued: the request, its status, and
  // the milliseconds since its headers arrived (for the log). May be empty.
  std::function<void(const HttpRequest&, int status, double ms)> answered;
};

class HttpServer {
 public:
  // Listens on 127.0.0.1:`port` (0: any free port) and serves at once.
  // Throws Error (exit code 1) when the port cannot be taken.
  HttpServer(int port, HttpLimits limits, HttpHandlers handlers);
  // Stops serving (see shutdown).
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  int port() const { return port_; }
  // Waits until stop() is called (from any thread), then shuts down.
  void run();
  void stop();

  struct Connection;
  struct Request;

 private:
  friend struct HttpCallbacks;
  void shutdown();
  void sweep_deadlines();
  void work();
  void submit(MHD_Connection* connection, Request* request);

  HttpLimits limits_;
  HttpHandlers handlers_;
  int port_ = 0;
  MHD_Daemon* daemon_ = nullptr;

  std::mutex mutex_;  // guards everything below
  std::condition_variable wake_;
  bool stopping_ = false;
  bool shut_down_ = false;
  std::vector<Connection*> connections_;
  std::vector<std::pair<MHD_Connection*, Request*>> jobs_;
  std::vector<std::thread> threads_;
};

}  // namespace mazebook
