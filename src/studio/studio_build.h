#pragma once
// A build started from the page: it runs on a thread of its own, so the
// page can follow its progress and cancel it, and writes the book into the
// work folder's book/ the way `mazebook build` does (a staging folder,
// proved there by mazeproof, then swapped into place): a build that fails or
// is cancelled leaves book/ as it was.

#include <sys/types.h>

#include <atomic>
#include <mutex>
#include <string>
#include <thread>

#include "base/json.h"
#include "studio/studio_session.h"

namespace mazebook {

// The files of a built book the page may download (book/NAME), and the
// spec it was built from (book-spec.json in the work folder, as "spec.json").
bool is_download_name(const std::string& name);

class StudioBuild {
 public:
  explicit StudioBuild(StudioSession& session) : session_(session) {}
  // Cancels a running build and waits for it.
  ~StudioBuild();
  StudioBuild(const StudioBuild&) = delete;
  StudioBuild& operator=(const StudioBuild&) = delete;

  // Checks `spec` (throws Error as a preview names it) and starts building
  // it. Throws Error when a build is already running.
  void start(const Json& spec);
  // Asks the running build to stop: mazeproof at once, otherwise at the end
  // of the step under way (selecting, drawing the interior, the cover).
  void cancel();
  // {"state": "idle"|"running"|"passed"|"failed"|"cancelled", "step",
  // "done", "total", "message", "check": check.json once proved}.
  Json status() const;
  // The bytes of a download name's file, read beneath the work folder
  // (never through a symlink that leads out); throws Error when there is
  // none.
  std::string download(const std::string& name) const;

 private:
  void run(BookSpec spec, Json source);
  void set_step(const std::string& step, int done, int total);
  void stop_if_cancelled();

  StudioSession& session_;
  mutable std::mutex mutex_;
  Json status_ = {{"state", "idle"}};
  std::atomic<bool> cancel_{false};
  std::atomic<pid_t> proof_child_{0};
  std::thread thread_;
};

}  // namespace mazebook
