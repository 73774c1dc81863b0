#pragma once
// The names a `mask:` takes: a silhouette shipped in presets/masks (a text
// mask NAME.txt, or NAME.svgpath naming an installed SVG), or the path of a
// .txt, .png or .svg file; and the one call that turns such a name and a
// size into a mask's rows. presets/masks/README.md lists the shipped ones.

#include <string>
#include <vector>

#include "book/mask_reader.h"
#include "render/mask_source.h"

namespace mazebook {

// The shipped masks' names (presets/masks/NAME.txt and NAME.svgpath),
// sorted, each once.
std::vector<std::string> shipped_mask_names();

// The source `name_or_path` stands for: a name without '/' or '.' is a
// shipped mask, anything else a path. `context` (an option or a file and
// field, e.g. "--grid") starts the message when the name itself is wrong:
// an unknown name lists the shipped ones. Throws Error.
MaskSource load_mask(const std::string& context, const std::string& name_or_path);

// The rows of the `columns` x `rows` mask that `name_or_path` stands for:
// load_mask, then sample_mask. Throws Error.
std::vector<std::string> mask_rows(const std::string& context, const std::string& name_or_path,
                                   int columns, int rows);

// The mask reader the book layer is given (book/mask_reader.h): shipped
// names and files, through mask_rows. It holds no state; one serves all.
const MaskReader& mask_files();

// The SVG path a NAME.svgpath file holds (its one line that is neither blank
// nor a comment; relative to the file's folder unless absolute). Throws
// Error("SHOWN: ...").
std::string parse_svgpath(const std::string& text, const std::string& folder,
                          const std::string& shown);

}  // namespace mazebook
