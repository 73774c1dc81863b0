// `mazebook studio`: a local web page to design a book, see its pages and
// cover as they change, build it and download it (src/studio/).

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>

#include <atomic>
#include <ctime>
#include <memory>
#include <ostream>
#include <thread>

#include "base/error.h"
#include "cli/command.h"
#include "cli/options.h"
#include "studio/request_guard.h"
#include "studio/studio_server.h"

extern char** environ;

namespace mazebook {

namespace {

struct StudioArgs {
  std::string port = "8765";
  std::string work = "studio";
  std::string jobs;
  bool open = false;
};

// Opens `url` in the desktop's browser (xdg-open), without a shell.
bool open_browser(const std::string& url) {
  std::string program = "xdg-open";
  char* argv[] = {program.data(), const_cast<char*>(url.c_str()), nullptr};
  pid_t pid = 0;
  if (posix_spawnp(&pid, "xdg-open", nullptr, nullptr, argv, environ) != 0) return false;
  int status = 0;
  return waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

void run_studio(const StudioArgs& args, Console& console) {
  const int port = static_cast<int>(parse_integer("--port", args.port, 0, 65535));
  StudioSession session(StudioPaths(args.work), parse_jobs("--jobs", args.jobs));
  // SIGINT and SIGTERM stop the server from a thread that waits for them;
  // every thread started from here on has them blocked.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  sigset_t before;
  pthread_sigmask(SIG_BLOCK, &stop_signals, &before);
  StudioServer server(session, port, make_studio_token(), {}, &console.log);
  console.out << "mazebook studio: " << server.url() << "\n"
              << "work folder: " << session.paths().work() << " (Ctrl-C stops)\n";
  console.out.flush();
  if (args.open && !open_browser(server.url()))
    console.log.warn(
        "mazebook: --open: no browser opened (xdg-open failed); open the address above");
  std::atomic<bool> done{false};
  std::thread waiter([&] {
    const timespec tick{0, 200'000'000};
    while (!done) {
      if (sigtimedwait(&stop_signals, nullptr, &tick) > 0) {
        server.stop();
        return;
      }
    }
  });
  server.run();
  done = true;
  waiter.join();
  pthread_sigmask(SIG_SETMASK, &before, nullptr);
}

}  // namespace

void add_studio_command(CLI::App& app, Console& console, int& /*exit_code*/) {
  auto args = std::make_shared<StudioArgs>();
  CLI::App* cmd = app.add_subcommand(
      "studio",
      "Serve a local web page (127.0.0.1 only) to design a book spec, preview its pages and "
      "cover, build, prove and download it.");
  cmd->add_option("--port", args->port, "Port on 127.0.0.1 (default 8765; 0: any free port)")
      ->type_name("N");
  cmd->add_option("--work", args->work,
                  "The work folder: the only place the studio writes (default: studio)")
      ->type_name("DIR");
  cmd->add_option("--jobs,-j", args->jobs, "Worker threads (default: all cores)")->type_name("N");
  cmd->add_flag("--open", args->open, "Open the page in the desktop's browser (xdg-open)");
  cmd->footer(
      "The address printed at start carries a random access token: only a page opened\n"
      "with it can drive the studio. It reads presets, templates and themes from the\n"
      "data folder and from the work folder, saves specs as DIR/NAME.json and builds\n"
      "each into a folder of its own, DIR/builds/NAME/001, 002, ...; a book of a series\n"
      "(the Series field) keeps its record in DIR/series/SERIES.json, so its volumes\n"
      "never share a maze and each builds again byte for byte. A spec without a Seed gets\n"
      "one from its title, subtitle, author and edition, so two books differ. Pages makes\n"
      "the interior that many pages (mazebook chooses each section's solutions a page, and\n"
      "with \"Count chosen for\" that section's count); solutions \"auto\" puts as many\n"
      "answers on a page as a reader can follow (src/book/README.md, \"Solutions\").\n"
      "Example: mazebook studio --open");
  cmd->callback([args, &console] { run_studio(*args, console); });
}

}  // namespace mazebook
