#include "studio/http_server.h"

#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "base/error.h"

namespace mazebook {

namespace {

using Clock = std::chrono::steady_clock;

// After a 413 the rest of a body is read and dropped, up to this much, so
// the client sees the answer rather than a reset; then the connection is
// closed.
constexpr size_t kDiscardBytes = 1 << 20;

Clock::time_point after(double seconds) {
  return Clock::now() +
         std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

MHD_Result queue(MHD_Connection* connection, const HttpResponse& answer, const HeaderList& common) {
  MHD_Response* response = MHD_create_response_from_buffer(
      answer.body.size(), const_cast<char*>(answer.body.data()), MHD_RESPMEM_MUST_COPY);
  if (!response) return MHD_NO;
  MHD_add_response_header(response, "Content-Type", answer.content_type.c_str());
  for (const auto& [name, value] : common)
    MHD_add_response_header(response, name.c_str(), value.c_str());
  for (const auto& [name, value] : answer.headers)
    MHD_add_response_header(response, name.c_str(), value.c_str());
  const MHD_Result queued =
      MHD_queue_response(connection, static_cast<unsigned>(answer.status), response);
  MHD_destroy_response(response);
  return queued;
}

// libmicrohttpd cannot queue an answer while a body is still arriving, so a
// body past its limit is answered on the socket directly, and the sending
// side closed after it.
void send_raw(int fd, const HttpResponse& answer, const HeaderList& common) {
  std::string text = "HTTP/1.1 " + std::to_string(answer.status) +
                     " Content Too Large\r\nContent-Type: " + answer.content_type +
                     "\r\nContent-Length: " + std::to_string(answer.body.size()) +
                     "\r\nConnection: close\r\n";
  for (const auto& [name, value] : common) text += name + ": " + value + "\r\n";
  text += "\r\n" + answer.body;
  // A connection that reads its body has sent nothing else: the few hundred
  // bytes go into an empty socket buffer.
  [[maybe_unused]] const ssize_t sent =
      ::send(fd, text.data(), text.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
  ::shutdown(fd, SHUT_WR);
}

HttpResponse stopping_response() {
  return {
      503, "application/json", R"({"error": {"field": "", "message": "studio: stopping"}})", {}};
}

HttpResponse failed_response() {
  return {500, "application/json", R"({"error": {"field": "", "message": "studio: failed"}})", {}};
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::vector<std::string> HttpRequest::header_values(std::string_view name) const {
  std::vector<std::string> values;
  const std::string wanted = lower(name);
  for (const auto& [n, v] : headers) {
    if (lower(n) == wanted) values.push_back(v);
  }
  return values;
}

std::string HttpRequest::header(std::string_view name) const {
  const std::vector<std::string> values = header_values(name);
  return values.empty() ? "" : values.front();
}

std::string HttpRequest::param(const std::string& name) const {
  const auto it = query.find(name);
  return it == query.end() ? "" : it->second;
}

struct HttpServer::Connection {
  int fd = -1;
  bool timed = true;  // a deadline applies: headers or body still to come
  Clock::time_point deadline;
  bool cut = false;
};

struct HttpServer::Request {
  HttpRequest request;
  Connection* connection = nullptr;
  size_t limit = 0;
  bool refused = false;  // answered 413 on the socket; the rest is dropped
  size_t discarded = 0;
  std::optional<HttpResponse> response;      // a worker's answer
  Clock::time_point started = Clock::now();  // when its headers arrived
};

struct HttpCallbacks {
  static MHD_Result collect(void* list, MHD_ValueKind, const char* key, const char* value) {
    static_cast<HeaderList*>(list)->emplace_back(key ? key : "", value ? value : "");
    return MHD_YES;
  }

  // Queues `answer` to `request` and tells the handlers.
  static MHD_Result respond(const HttpHandlers& h, MHD_Connection* c,
                            const HttpServer::Request& request, const HttpResponse& answer) {
    const MHD_Result queued = queue(c, answer, h.common_headers);
    told(h, request, answer.status);
    return queued;
  }

  static void told(const HttpHandlers& h, const HttpServer::Request& request, int status) {
    if (!h.answered) return;
    const std::chrono::duration<double, std::milli> took = Clock::now() - request.started;
    h.answered(request.request, status, took.count());
  }

  static void untime(HttpServer& server, HttpServer::Connection* connection) {
    std::lock_guard<std::mutex> lock(server.mutex_);
    if (connection) connection->timed = false;
  }

  static MHD_Result access(void* cls, MHD_Connection* c, const char* url, const char* method,
                           const char*, const char* data, size_t* size, void** context) {
    HttpServer& server = *static_cast<HttpServer*>(cls);
    const HttpHandlers& h = server.handlers_;
    auto* request = static_cast<HttpServer::Request*>(*context);
    if (!request) {
      request = new HttpServer::Request;
      *context = request;
      const MHD_ConnectionInfo* info =
          MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
      request->connection =
          info ? static_cast<HttpServer::Connection*>(info->socket_context) : nullptr;
      HttpRequest& r = request->request;
      r.method = method;
      r.path = url;
      MHD_get_connection_values(c, MHD_HEADER_KIND, collect, &r.headers);
      HeaderList query;
      MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, collect, &query);
      for (auto& [name, value] : query) r.query.emplace(name, value);
      {
        // The headers are in: the body has a deadline of its own.
        std::lock_guard<std::mutex> lock(server.mutex_);
        if (request->connection)
          request->connection->deadline = after(server.limits_.body_deadline_s);
      }
      if (std::optional<HttpResponse> refusal = h.gate(r)) {
        untime(server, request->connection);
        return respond(h, c, *request, *refusal);
      }
      request->limit = h.body_limit(r);
      const std::string length = r.header("Content-Length");
      if (!length.empty() && std::strtoull(length.c_str(), nullptr, 10) > request->limit) {
        untime(server, request->connection);
        return respond(h, c, *request, h.too_large(r, request->limit));
      }
      return MHD_YES;
    }
    if (*size > 0) {
      if (request->refused) {
        request->discarded += *size;
        *size = 0;
        return request->discarded > kDiscardBytes ? MHD_NO : MHD_YES;
      }
      if (request->request.body.size() + *size > request->limit) {
        request->refused = true;
        *size = 0;
        const MHD_ConnectionInfo* info =
            MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
        if (!info) return MHD_NO;
        const HttpResponse too_large = h.too_large(request->request, request->limit);
        send_raw(info->connect_fd, too_large, h.common_headers);
        told(h, *request, too_large.status);
        return MHD_YES;
      }
      request->request.body.append(data, *size);
      *size = 0;
      return MHD_YES;
    }
    if (request->refused) return MHD_NO;
    if (request->response) return respond(h, c, *request, *request->response);
    untime(server, request->connection);
    if (h.quick(request->request)) {
      HttpResponse answer;
      try {
        answer = h.answer(request->request);
      } catch (...) {
        answer = failed_response();
      }
      return respond(h, c, *request, answer);
    }
    MHD_suspend_connection(c);
    server.submit(c, request);
    return MHD_YES;
  }

  static void completed(void* cls, MHD_Connection*, void** context, MHD_RequestTerminationCode) {
    HttpServer& server = *static_cast<HttpServer*>(cls);
    auto* request = static_cast<HttpServer::Request*>(*context);
    if (!request) return;
    {
      // The next request on this connection has its headers' deadline.
      std::lock_guard<std::mutex> lock(server.mutex_);
      if (request->connection) {
        request->connection->timed = true;
        request->connection->deadline = after(server.limits_.header_deadline_s);
      }
    }
    delete request;
    *context = nullptr;
  }

  static void notify(void* cls, MHD_Connection* c, void** socket_context,
                     MHD_ConnectionNotificationCode code) {
    HttpServer& server = *static_cast<HttpServer*>(cls);
    std::lock_guard<std::mutex> lock(server.mutex_);
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
      auto* connection = new HttpServer::Connection;
      const MHD_ConnectionInfo* info =
          MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
      connection->fd = info ? info->connect_fd : -1;
      connection->deadline = after(server.limits_.header_deadline_s);
      server.connections_.push_back(connection);
      *socket_context = connection;
      return;
    }
    // Called before libmicrohttpd closes the socket: the sweeper, which
    // holds the same lock, never shuts a descriptor that has been reused.
    auto* connection = static_cast<HttpServer::Connection*>(*socket_context);
    if (!connection) return;
    server.connections_.erase(
        std::remove(server.connections_.begin(), server.connections_.end(), connection),
        server.connections_.end());
    delete connection;
    *socket_context = nullptr;
  }
};

HttpServer::HttpServer(int port, HttpLimits limits, HttpHandlers handlers)
    : limits_(limits), handlers_(std::move(handlers)) {
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  daemon_ = MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME,
      static_cast<uint16_t>(port), nullptr, nullptr, &HttpCallbacks::access, this,
      MHD_OPTION_SOCK_ADDR, &address, MHD_OPTION_CONNECTION_LIMIT, limits_.max_connections,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, limits_.max_connections_per_client,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits_.connection_memory, MHD_OPTION_CONNECTION_TIMEOUT,
      limits_.idle_timeout_s, MHD_OPTION_NOTIFY_COMPLETED, &HttpCallbacks::completed, this,
      MHD_OPTION_NOTIFY_CONNECTION, &HttpCallbacks::notify, this, MHD_OPTION_END);
  const MHD_DaemonInfo* info =
      daemon_ ? MHD_get_daemon_info(daemon_, MHD_DAEMON_INFO_BIND_PORT) : nullptr;
  if (!info || info->port == 0) {
    if (daemon_) MHD_stop_daemon(daemon_);
    daemon_ = nullptr;
    throw Error(
        "--port: cannot listen on 127.0.0.1:" + std::to_string(port) + " (in use, or not allowed)",
        kExitFailed);
  }
  port_ = info->port;
  for (int i = 0; i < limits_.workers; ++i) threads_.emplace_back([this] { work(); });
  threads_.emplace_back([this] { sweep_deadlines(); });
}

HttpServer::~HttpServer() { shutdown(); }

void HttpServer::run() {
  {
    std::unique_lock<std::mutex> lock(mutex_);
    wake_.wait(lock, [this] { return stopping_; });
  }
  shutdown();
}

void HttpServer::stop() {
  std::lock_guard<std::mutex> lock(mutex_);
  stopping_ = true;
  wake_.notify_all();
}

void HttpServer::shutdown() {
  std::vector<std::pair<MHD_Connection*, Request*>> waiting;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (shut_down_) return;
    shut_down_ = stopping_ = true;
    waiting.swap(jobs_);
    wake_.notify_all();
  }
  // Every suspended connection must be resumed before the daemon stops.
  for (auto& [connection, request] : waiting) {
    request->response = stopping_response();
    MHD_resume_connection(connection);
  }
  for (std::thread& t : threads_) t.join();
  threads_.clear();
  if (daemon_) MHD_stop_daemon(daemon_);
  daemon_ = nullptr;
}

void HttpServer::submit(MHD_Connection* connection, Request* request) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!stopping_) {
      jobs_.emplace_back(connection, request);
      wake_.notify_all();
      return;
    }
  }
  request->response = stopping_response();
  MHD_resume_connection(connection);
}

void HttpServer::work() {
  for (;;) {
    std::pair<MHD_Connection*, Request*> job;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      if (jobs_.empty()) return;
      job = jobs_.front();
      jobs_.erase(jobs_.begin());
    }
    HttpResponse answer;
    try {
      answer = handlers_.answer(job.second->request);
    } catch (...) {
      answer = failed_response();
    }
    job.second->response = std::move(answer);
    MHD_resume_connection(job.first);
  }
}

void HttpServer::sweep_deadlines() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, std::chrono::milliseconds(100));
    const Clock::time_point now = Clock::now();
    for (Connection* c : connections_) {
      // Shutting the socket down wakes the event loop, which reads its end
      // and closes the connection as if the client had.
      if (c->timed && !c->cut && c->fd >= 0 && now > c->deadline) {
        ::shutdown(c->fd, SHUT_RDWR);
        c->cut = true;
      }
    }
  }
}

}  // namespace mazebook
