#pragma once
// A PNG checked before Cairo reads it (Cairo's reader reports any damage
// as "out of memory", and libpng fills missing rows with zeros): every
// chunk is whole and its CRC right, the header is one PNG allows, the
// critical chunks come in order, and the image data inflates (zlib) to
// exactly the bytes its size needs, each row with a known filter.

#include <string>

namespace mazebook {

// Throws Error("SHOWN: damaged PNG: bad CRC in the IHDR chunk") and the
// like. REQUIRES: `bytes` start with the PNG signature.
void check_png(const std::string& bytes, const std::string& shown);

}  // namespace mazebook
