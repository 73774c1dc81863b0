#pragma once
// Opening a file inside a folder so that nothing can lead the open out of
// it: not "..", not an absolute path, not a symlink, even one planted
// between a check and the open. The kernel does it in one step (openat2
// with RESOLVE_BENEATH); where it refuses openat2 (an older kernel, a
// sandbox), the path is walked one component at a time with O_NOFOLLOW, so
// no symlink is followed at all.

#include <string>

namespace mazebook {

// How open_beneath resolves: the best the kernel offers, or component by
// component (what a kernel without openat2 gets; tests use it directly).
enum class BeneathMethod { best, components };

// Opens `relative` (a path inside `folder_fd`, with no ".." and not
// absolute) with `flags` (O_RDONLY, O_DIRECTORY, ...; O_CLOEXEC is added).
// Returns the descriptor, or -1 with errno set: EXDEV or ELOOP when the
// path would leave the folder or pass a symlink that does.
int open_beneath(int folder_fd, const std::string& relative, int flags,
                 BeneathMethod method = BeneathMethod::best);

}  // namespace mazebook
