#include "proof/eyes/raster.h"

#include <cstdio>

namespace mazeproof {

std::string grey_text(uint8_t level) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "grey %.2f", level / 255.0);
  return buffer;
}

}  // namespace mazeproof
