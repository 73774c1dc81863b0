#pragma once
// A maze of a version-1 book.json (README.md "Pictures"), read into the one
// model (shape_record.h), so that books made before shaped mazes prove
// through the same pipeline as every other: a rectangle whose cells are
// named as pictures name them ("cell (x,y)"), the picture's passages, its
// entrance the one the record names (else the first opening in reading
// order) and its exit the one it names (else the other opening).

#include <memory>
#include <optional>

#include "proof/core/json_field.h"
#include "proof/model/picture.h"
#include "proof/model/shape_record.h"

namespace mazeproof {

// The record of `picture` (read from `field`, the record's "picture"), its
// openings named by `entrance` and `exit` when given. Throws Error naming
// the field when the picture is larger than a page holds or has other than
// two openings.
std::shared_ptr<const ShapeRecord> version1_record(const PictureMaze& picture,
                                                   const std::optional<CellOpening>& entrance,
                                                   const std::optional<CellOpening>& exit,
                                                   const JsonField& field);

}  // namespace mazeproof
