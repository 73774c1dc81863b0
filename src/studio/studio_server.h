#pragma once
// The studio's HTTP side: the page and its files, and the JSON API the page
// drives (preview, thumbnails, open, build, progress, cancel, downloads),
// every request checked by request_guard.h first, served by http_server.h.

#include <atomic>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "base/log.h"
#include "studio/http_server.h"
#include "studio/studio_build.h"
#include "studio/studio_session.h"

namespace mazebook {

// What a client may cost the studio (http_server.h); tests shorten the
// deadlines.
using StudioLimits = HttpLimits;

// The most bytes of body one endpoint reads. A request not listed takes
// none. A spec is a few KiB, so 1 MiB is far above any real one; an
// endpoint that takes more (a picture uploaded for the cover) gets a row
// of its own with its own limit, and nothing else grows with it.
struct BodyLimit {
  std::string_view method;
  std::string_view path;
  size_t max_bytes;
};
inline constexpr BodyLimit kBodyLimits[] = {
    {"POST", "/api/preview", 1 << 20},       {"POST", "/api/swap", 1 << 20},
    {"POST", "/api/build", 1 << 20},         {"POST", "/api/open", 4 << 10},
    {"POST", "/api/build/cancel", 1 << 10},  {"POST", "/api/save", 1 << 20},
    {"POST", "/api/builds/delete", 4 << 10}, {"POST", "/api/upload", 32 << 20},
};

// The body limit of `method` `path` from kBodyLimits; 0 when not listed.
size_t body_limit_for(std::string_view method, std::string_view path);

class StudioServer {
 public:
  // Binds 127.0.0.1:`port` (0: any free port) and serves at once, logging
  // each request it answers to `log` when given (its method, path, status
  // and milliseconds; never the token, which is a header). Throws Error
  // (exit code 1) when the port cannot be taken.
  StudioServer(StudioSession& session, int port, std::string token, StudioLimits limits = {},
               const Log* log = nullptr);
  ~StudioServer();
  StudioServer(const StudioServer&) = delete;
  StudioServer& operator=(const StudioServer&) = delete;

  int port() const { return port_; }
  const std::string& token() const { return token_; }
  // The address to open: http://127.0.0.1:PORT/#token=TOKEN (the token in
  // the fragment, which browsers never send to any server).
  std::string url() const;

  // Serves until stop() (from another thread or a signal handler's thread).
  void run();
  void stop();

 private:
  std::optional<HttpResponse> gate(const HttpRequest& request) const;
  HttpResponse answer(const HttpRequest& request);

  StudioSession& session_;
  StudioBuild build_;
  std::string token_;
  std::atomic<int> port_{0};  // 0 until bound: every request is refused till then
  std::unique_ptr<HttpServer> http_;
};

}  // namespace mazebook
