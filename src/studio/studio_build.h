#pragma once
// A build started from the page: it runs on a thread of its own, so the
// page can follow its progress and cancel it, and writes the book into a
// new folder of its own, WORK/builds/NAME/NNN (studio/studio_files.h), the
// way `mazebook build` does (a staging folder, proved there by mazeproof,
// then moved into place): a build that fails or is cancelled leaves
// nothing behind.

#include <sys/types.h>

#include <atomic>
#include <mutex>
#include <string>
#include <thread>

#include "base/json.h"
#include "studio/studio_session.h"

namespace mazebook {

// The files of a built book the page may download: the book's, and the
// spec it was built from (spec.json beside them).
bool is_download_name(const std::string& name);

class StudioBuild {
 public:
  explicit StudioBuild(StudioSession& session) : session_(session) {}
  // Cancels a running build and waits for it.
  ~StudioBuild();
  StudioBuild(const StudioBuild&) = delete;
  StudioBuild& operator=(const StudioBuild&) = delete;

  // Checks `spec` (throws Error as a preview names it) and starts building
  // it as the spec saved under `name` (studio_spec_name). Throws Error when
  // a build is already running.
  void start(const Json& spec, const std::string& name);
  // Asks the running build to stop: mazeproof at once, otherwise at the end
  // of the step under way (selecting, drawing the interior, the cover).
  void cancel();
  // {"state": "idle"|"running"|"passed"|"failed"|"cancelled", "name",
  // "build" (its number, once built), "step", "done", "total", "message",
  // "check": check.json once proved}.
  Json status() const;
  // The bytes of a download name's file of build `build` of the spec saved
  // as `spec_name` (both empty: the last build made), read beneath the work
  // folder (never through a symlink that leads out); throws Error when
  // there is none.
  std::string download(const std::string& name, const std::string& spec_name = "",
                       const std::string& build = "") const;

 private:
  void run(BookSpec spec, Json source, std::string name);
  void set_step(const std::string& step, int done, int total);
  void stop_if_cancelled();

  StudioSession& session_;
  mutable std::mutex mutex_;
  Json status_ = {{"state", "idle"}};
  std::string last_name_;  // the spec name and number of the last book built
  std::string last_build_;
  std::atomic<bool> cancel_{false};
  std::atomic<pid_t> proof_child_{0};
  std::thread thread_;
};

}  // namespace mazebook
