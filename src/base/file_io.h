#pragma once
// Reading and writing whole files, with errors that name the path. Writes go
// to a temporary name beside the target and are renamed into place when
// complete, so a failed run never leaves a half-written file behind. Reads
// keep to the folders of a ReadRoots when one lives (base/read_roots.h).

#include <sys/types.h>

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

// The file `relative` inside `folder`, opened beneath it (base/open_beneath.h):
// no "..", no absolute path and no symlink leads the read out of the folder.
// Otherwise as read_file; throws Error("FOLDER/RELATIVE: cannot read: ...").
std::string read_file_beneath(const std::string& folder, const std::string& relative,
                              uint64_t max_bytes = kMaxInputBytes);

// Throws Error("PATH: cannot write: REASON") unless PATH's folder exists and
// is writable: called before long work, so a bad --out fails at once.
void check_writable(const std::string& path);

// Writes `bytes` to a fresh file of an unpredictable name beside PATH
// (PATH.tmp-RANDOM, created with O_EXCL|O_NOFOLLOW, so nothing planted
// there beforehand is written through), gives it `mode` less the umask,
// and renames it to PATH (which replaces a symlink at PATH rather than
// following it). Throws Error("PATH: cannot write: REASON") and removes the
// temporary file.
void write_file_atomically(const std::string& path, const std::string& bytes, mode_t mode = 0666);

// The temporary file write_file_atomically is writing for `path` in this
// process right now, or "" (for an interrupt's cleanup to remove).
std::string temporary_name(const std::string& path);

}  // namespace mazebook
