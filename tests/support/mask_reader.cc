// Every test of the book layer may load shipped presets, some of which name
// a silhouette mask: install the command line's mask reader before any test
// runs, as `mazebook` does when it starts.

#include "cli/command.h"

namespace {

const bool kInstalled = (mazebook::install_mask_reader(), true);

}  // namespace
