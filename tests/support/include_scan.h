#pragma once
// Which files of a source folder include a forbidden header, for the tests
// that keep one layer from reaching into another: each runs the scan on the
// source tree and on a copy with a forbidden include added, so that the
// scan itself is seen to find one.

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace mbtest {

namespace fs = std::filesystem;

// Every `#include` in the files under `folder` (recursively) whose header,
// as written between the quotes or brackets, `forbidden` holds true for:
// one line each, "FILE includes HEADER", FILE relative to `folder`, in
// the order of the files' names.
std::vector<std::string> forbidden_includes(
    const fs::path& folder, const std::function<bool(const std::string&)>& forbidden);

// The arguments of CMake's target_link_libraries(TARGET ...) calls in
// `cmake` (a CMakeLists.txt's text), joined by spaces.
std::string linked_libraries(const std::string& cmake, const std::string& target);

}  // namespace mbtest
