#pragma once
// Reading and writing whole files, with errors that name the path. Writes go
// to a temporary name beside the target and are renamed into place when
// complete, so a failed run never leaves a half-written file behind.

#include <cstdint>
#include <string>

namespace mazebook {

// The most an input file (spec, preset, template, batch file) may hold:
// far above any real one, low enough that /dev/zero or a runaway file is
// refused before it fills memory.
constexpr uint64_t kMaxInputBytes = 256ull << 20;

// The file's bytes. Only regular files are read: a FIFO, a device, a
// socket or a folder is refused at once (a FIFO would block forever), and
// so is a file larger than `max_bytes`. Throws Error("PATH: cannot read:
// REASON").
std::string read_file(const std::string& path, uint64_t max_bytes = kMaxInputBytes);

// Throws Error("PATH: cannot write: REASON") unless PATH's folder exists and
// is writable: called before long work, so a bad --out fails at once.
void check_writable(const std::string& path);

// Writes `bytes` to PATH.tmp-PID, then renames it to PATH. Throws
// Error("PATH: cannot write: REASON") and removes the temporary file.
void write_file_atomically(const std::string& path, const std::string& bytes);

// The temporary name write_file_atomically uses for `path` in this process.
std::string temporary_name(const std::string& path);

}  // namespace mazebook
