#pragma once
// Whole-file reading and writing, and SHA-256, for the verifier's inputs and
// its report. Writes go to a temporary name first so that a report is never
// left half-written.

#include <string>
#include <string_view>

namespace mazeproof {

// The bytes of a file. Throws Error "PATH: cannot open (reason)".
std::string read_file(const std::string& path);

// Writes `bytes` to a fresh file of an unpredictable name beside PATH
// (PATH.tmp-RANDOM, O_EXCL|O_NOFOLLOW: nothing planted there is written
// through), then renames it to PATH. Throws Error naming PATH.
void write_file_atomically(const std::string& path, std::string_view bytes);

// Lower-case hexadecimal SHA-256 of `bytes` (OpenSSL EVP).
std::string sha256_hex(std::string_view bytes);

}  // namespace mazeproof
