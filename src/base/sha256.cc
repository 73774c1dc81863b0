#include "base/sha256.h"

#include <glib.h>

#include "base/file_io.h"

namespace mazebook {

std::string sha256_hex(std::string_view bytes) {
  gchar* digest = g_compute_checksum_for_data(
      G_CHECKSUM_SHA256, reinterpret_cast<const guchar*>(bytes.data()), bytes.size());
  std::string hex(digest);
  g_free(digest);
  return hex;
}

std::string file_sha256(const std::string& path) { return sha256_hex(read_file(path)); }

}  // namespace mazebook
