#pragma once
// The studio's HTTP side: the page and its files, and the JSON API the page
// drives (preview, thumbnails, open, build, progress, cancel, downloads),
// every request checked by request_guard.h first.

#include <memory>
#include <string>

#include "studio/studio_build.h"
#include "studio/studio_session.h"

namespace httplib {
class Server;
}

namespace mazebook {

// Largest request body the studio reads, bytes: a spec is a few KiB.
constexpr size_t kMaxStudioRequest = 1 << 20;

class StudioServer {
 public:
  // Binds 127.0.0.1:`port` (0: any free port). Throws Error (exit code 1)
  // when the port cannot be taken.
  StudioServer(StudioSession& session, int port, std::string token);
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
  void add_routes();

  StudioSession& session_;
  StudioBuild build_;
  std::unique_ptr<httplib::Server> server_;
  int port_ = 0;
  std::string token_;
};

}  // namespace mazebook
