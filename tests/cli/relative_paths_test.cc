// One rule for relative paths: a file a spec, preset or theme names is
// relative to the file that names it, whatever the working folder; a
// shipped name stays a name (src/book/README.md "Files a spec names").

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>

#include "base/data_paths.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

struct ShellRun {
  int code = -1;
  std::string err;
};

// The real binary, run from `folder`.
ShellRun run_in(const fs::path& folder, const std::string& args) {
  const std::string command =
      "cd '" + folder.string() + "' && '" MAZEBOOK_BINARY "' " + args + " 2>&1 >/dev/null";
  ShellRun run;
  std::FILE* pipe = ::popen(command.c_str(), "r");
  char buffer[512];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) run.err.append(buffer, n);
  const int status = ::pclose(pipe);
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

TEST(RelativePaths, AreRelativeToTheFileThatNamesThemFromAnyWorkingFolder) {
  mbtest::TempDir dir("relative");
  const fs::path specs = dir.path() / "specdir";
  fs::create_directories(specs / "looks" / "masks");
  fs::create_directories(dir.path() / "elsewhere");
  // The spec names a preset and a theme beside it; the preset names a
  // mask beside itself; the theme names its template beside itself.
  mbtest::write_text(specs / "mine.json", R"({"name": "mine", "label": "Mine",
    "grid": {"kind": "masked", "mask": "looks/masks/blob.txt", "columns": 12, "rows": 12},
    "generators": {"wilson": 1}, "tries_per_maze": 5})");
  std::string blob;
  for (int row = 0; row < 12; ++row) blob += std::string(12, 'X') + "\n";
  mbtest::write_text(specs / "looks" / "masks" / "blob.txt", blob);
  mbtest::write_text(specs / "looks" / "theme.json", R"({"template": "base.json",
    "pictures": {"start": ["openclipart:geography/moon_charles_mccolm_01.svg"],
                 "finish": ["openclipart:geography/moon_charles_mccolm_01.svg"]}})");
  mbtest::write_text(specs / "looks" / "base.json", R"({"colours": {"accent": "#123456"}})");
  mbtest::write_text(specs / "spec.json", R"({"title": "T", "author": "A", "trim": "6x9",
    "theme": "looks/theme.json", "sections": [{"preset": "mine.json", "count": 5},
    {"preset": "easy", "count": 5}], "solutions_per_page": 4})");

  const ShellRun built =
      run_in(dir.path() / "elsewhere", "build ../specdir/spec.json --out ../out -q");
  ASSERT_EQ(built.code, 0) << built.err;
  const mazebook::Json manifest =
      mazebook::Json::parse(mbtest::read_bytes(dir.path() / "out" / "book.json"));
  std::vector<std::string> files;
  for (const auto& f : manifest["rebuild"]["files"]) {
    files.push_back(f["role"].get<std::string>() + " " + f["file"].get<std::string>());
  }
  const std::string at = fs::absolute(specs).lexically_normal().string();
  // The program's own data folder, as this test program (beside it) finds it.
  const std::string data = fs::path(mazebook::data_dir()).lexically_normal().string();
  EXPECT_EQ(files, (std::vector<std::string>{
                       "preset " + at + "/mine.json", "preset " + data + "/presets/easy.json",
                       "theme " + at + "/looks/theme.json", "template " + at + "/looks/base.json",
                       "picture /usr/share/openclipart/svg/geography/"
                       "moon_charles_mccolm_01.svg",
                       "picture /usr/share/openclipart/svg/geography/"
                       "moon_charles_mccolm_01.svg",
                       "mask " + at + "/looks/masks/blob.txt"}));
  // The same from the spec's own folder, and again from its record.
  EXPECT_EQ(run_in(specs, "build spec.json --out ../out2 -q").code, 0);
  EXPECT_EQ(mbtest::read_bytes(dir.path() / "out2" / "interior.pdf"),
            mbtest::read_bytes(dir.path() / "out" / "interior.pdf"));
  const ShellRun again = run_in(dir.path(), "build --from out/book.json --out out3 -q");
  EXPECT_EQ(again.code, 0) << again.err;

  // A missing one is named by its key, with the folder it was looked in.
  mbtest::write_text(specs / "spec.json", R"({"title": "T", "author": "A", "trim": "6x9",
    "template": "looks/gone.json", "sections": [{"preset": "easy", "count": 2}]})");
  const ShellRun missing =
      run_in(dir.path() / "elsewhere", "build ../specdir/spec.json --out ../x");
  EXPECT_EQ(missing.code, 2);
  EXPECT_EQ(missing.err,
            "mazebook: ../specdir/spec.json: template: no such file "
            "'looks/gone.json' in " +
                at + "\n");
}

}  // namespace
