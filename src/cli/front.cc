#include "cli/front.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string_view>

#include "base/error.h"
#include "book/preset.h"
#include "cli/drawing_hooks.h"

namespace mazebook {

namespace {

// Masks read from names or images need librsvg (src/render/shipped_masks.h).
std::vector<std::string> masks_need_drawing(const std::string&, int, int, const std::string&) {
  throw NeedsDrawing{};
}

}  // namespace

std::optional<int> run_front(int argc, const char* const* argv, Console& console) {
  if (argc < 2 || std::string_view(argv[1]) != "stats") return std::nullopt;
  set_mask_resolver(masks_need_drawing);
  CLI::App app;
  describe_app(app);
  int exit_code = kExitOk;
  add_stats_command(app, console, exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::Error&) {
    // Help, version and usage errors: the full program knows every command.
    return std::nullopt;
  } catch (const NeedsDrawing&) {
    return std::nullopt;
  } catch (...) {
    return report_failure(console);
  }
  return exit_code;
}

int run_full_program(char** argv, Console& console) {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::string full =
      ec ? std::string(kFullProgram) : (self.parent_path() / kFullProgram).string();
  ::execv(full.c_str(), argv);
  console.err << "mazebook: cannot start " << full << ": " << std::strerror(errno)
              << "; build it (cmake --build build)\n";
  return kExitFailed;
}

}  // namespace mazebook
