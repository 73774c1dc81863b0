#include "studio/studio_build.h"

#include <fcntl.h>
#include <signal.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sstream>

#include "app/book_folder.h"
#include "app/make_book.h"
#include "base/error.h"
#include "base/file_descriptor.h"
#include "base/file_io.h"
#include "base/json_reader.h"
#include "base/open_beneath.h"
#include "studio/studio_files.h"

namespace mazebook {

namespace {

// Thrown at a step's end when the page asked to stop.
struct Cancelled {};

constexpr const char* kSpecCopy = "spec.json";

}  // namespace

bool is_download_name(const std::string& name) {
  return name == "interior.pdf" || name == "cover.pdf" || name == "book.json" ||
         name == "check.json" || name == "spec.json";
}

StudioBuild::~StudioBuild() {
  cancel();
  if (thread_.joinable()) thread_.join();
}

void StudioBuild::start(const Json& spec, const std::string& name) {
  const std::string checked = studio_spec_name(name, "build: name");
  BookSpec parsed = session_.read_spec(spec);
  std::lock_guard<std::mutex> lock(mutex_);
  if (status_["state"] == "running") throw Error("build: a build is already running");
  if (thread_.joinable()) thread_.join();
  cancel_ = false;
  status_ = {{"state", "running"},
             {"name", checked},
             {"step", "selecting mazes"},
             {"done", 0},
             {"total", 0}};
  thread_ = std::thread([this, parsed = std::move(parsed), spec, checked]() mutable {
    run(std::move(parsed), spec, checked);
  });
}

void StudioBuild::cancel() {
  cancel_ = true;
  if (const pid_t child = proof_child_.load()) ::kill(child, SIGKILL);
}

Json StudioBuild::status() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return status_;
}

void StudioBuild::set_step(const std::string& step, int done, int total) {
  std::lock_guard<std::mutex> lock(mutex_);
  status_["step"] = step;
  status_["done"] = done;
  status_["total"] = total;
}

void StudioBuild::stop_if_cancelled() {
  if (cancel_) throw Cancelled{};
}

void StudioBuild::run(BookSpec spec, Json source, std::string name) {
  const std::string work = session_.paths().work();
  Json final_status;
  try {
    // The book goes into a new folder of the work folder itself, never
    // where a planted symlink points.
    const std::string builds = studio_builds_folder(work, name);
    const std::string number = next_build_number(builds);
    const std::string relative = "builds/" + name + "/" + number;
    const std::string out = work + "/" + relative;
    const std::string saved = out + "/" + kSpecCopy;
    BookFolder folder(out);
    const int total = total_mazes(spec);
    // The build the command line runs, of the spec as the studio read it
    // (its files confined and made absolute), recorded as read from the
    // copy saved beside the book: `build --from` makes the book again.
    MakeBookOptions options;
    options.jobs = session_.jobs();
    options.document = session_.paths().confine_spec(source, kStudioSpecName);
    // A book of a series is named in its record by the spec the page
    // saves (WORK/NAME.json), so every build of it is the same book.
    if (source.contains("series") && source["series"].is_string()) {
      studio_series_record(work, source["series"].get<std::string>(),
                           std::string(kStudioSpecName) + ": series", true);
      options.series_book = work + "/" + name + ".json";
    }
    options.spec = std::move(spec);
    options.select = session_.cache().selector();
    options.progress = [&](int done, int) { set_step("selecting mazes", done, total); };
    options.step = [&](std::string_view step) {
      stop_if_cancelled();
      if (step == "selected") set_step("drawing the interior", 1, 4);
      if (step == "interior-written") set_step("drawing the cover", 2, 4);
      if (step == "cover-written") set_step("writing book.json", 3, 4);
      if (step == "manifest-written") set_step("proving with mazeproof", 4, 4);
    };
    std::ostringstream said;
    Console console{said, said};
    console.log.set_level(LogLevel::warn);  // mazeproof's lines only when it fails
    MadeBook made;
    try {
      made = make_book(saved, relative, folder, options, console, nullptr, &proof_child_);
    } catch (const Error& e) {
      proof_child_ = 0;
      stop_if_cancelled();
      // The report of a book that does not prove is shown, then dropped
      // with the staging folder.
      final_status = {
          {"state", "failed"}, {"name", name}, {"message", e.what()}, {"output", said.str()}};
      const std::string report = folder.staging() + "/check.json";
      if (!folder.staging().empty() && std::filesystem::exists(report))
        final_status["check"] = read_json_file(report, kMaxMazesFileBytes);
      throw;
    }
    proof_child_ = 0;
    write_file_atomically(saved, options.document->dump(2) + "\n");
    final_status = {{"state", "passed"},
                    {"name", name},
                    {"build", number},
                    {"message", "built and proved: " + std::to_string(made.pages) + " pages, " +
                                    std::to_string(made.mazes) + " mazes"},
                    {"check", read_json_file(out + "/check.json", kMaxMazesFileBytes)}};
  } catch (const Cancelled&) {
    final_status = {{"state", "cancelled"}, {"name", name}, {"message", "cancelled; nothing kept"}};
  } catch (const Error& e) {
    if (final_status.is_null())
      final_status = {{"state", "failed"}, {"name", name}, {"message", e.what()}};
  } catch (const std::exception& e) {
    final_status = {{"state", "failed"}, {"name", name}, {"message", e.what()}};
  }
  std::lock_guard<std::mutex> lock(mutex_);
  status_ = final_status;
  if (final_status.contains("build")) {
    last_name_ = name;
    last_build_ = final_status["build"].get<std::string>();
  }
}

std::string StudioBuild::download(const std::string& name, const std::string& spec_name,
                                  const std::string& build) const {
  if (!is_download_name(name)) throw Error("download: unknown file '" + name + "'");
  std::string which = spec_name;
  std::string number = build;
  if (which.empty() && number.empty()) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (last_build_.empty()) throw Error("download: " + name + ": no book built yet");
    which = last_name_;
    number = last_build_;
  }
  which = studio_spec_name(which, "download: name");
  if (!is_build_number(number)) throw Error("download: build '" + number + "': no such build");
  const std::string work = session_.paths().work();
  const std::string relative = "builds/" + which + "/" + number + "/" + name;
  // Opened beneath the work folder: a symlink planted as book/, as a book's
  // file or as the spec's copy leads nowhere outside it.
  const FileDescriptor folder(::open(work.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
  const FileDescriptor file(open_beneath(folder.get(), relative, O_RDONLY | O_NONBLOCK));
  if (!file.valid()) {
    if (errno == ENOENT) throw Error("download: " + name + ": no book built yet");
    if (errno == EXDEV || errno == ELOOP)
      throw Error("download: " + name + ": a symlink leading out of the work folder; not served");
    throw Error("download: " + name + ": " + std::strerror(errno));
  }
  return read_file_beneath(work, relative);
}

}  // namespace mazebook
