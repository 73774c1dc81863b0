#pragma once
// The studio's web page (src/studio/web/), built into the binary by
// src/cmake/embed_files.cmake: nothing is read from disk or fetched to serve it.

#include <cstddef>
#include <string_view>
#include <vector>

namespace mazebook {

struct WebAsset {
  std::string_view name;  // the file's name, e.g. "studio.js"
  const char* data;       // its bytes
  size_t size;            // bytes
};

// Every file of src/studio/web, in name order.
const std::vector<WebAsset>& web_assets();

// The asset called `name`, or nullptr.
const WebAsset* find_web_asset(std::string_view name);

// The Content-Type for a file name by its extension (HTML, CSS, JS, PNG,
// SVG; else application/octet-stream).
std::string_view content_type_for(std::string_view name);

}  // namespace mazebook
