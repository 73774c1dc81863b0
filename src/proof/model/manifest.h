#pragma once
// The parts of book.json (DRAWING_RULES.md "The manifest") the verifier
// reads: to find the mazes and to cross-check them, never as the source of
// walls. Reading it strictly: a field of the wrong type is unusable input.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "proof/core/geometry.h"
#include "proof/core/json_field.h"
#include "proof/model/grid_maze.h"
#include "proof/model/picture.h"
#include "proof/model/placement.h"
#include "proof/model/printed_text.h"
#include "proof/model/shape_record.h"
#include "proof/model/trim.h"
#include "proof/model/variant_record.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

struct ManifestMaze {
  std::string id;
  int page = 0;  // 1-based page of interior.pdf
  // A page of several mazes: its slot there (reading order, from 0) and the
  // slot's box, points from the page's lower left; absent when alone.
  std::optional<int> slot;
  std::optional<Box> slot_pt;
  std::optional<int> solution_page;     // 1-based
  int solution_slot = 0;                // reading order on its solution page, from 0
  std::optional<int64_t> route_length;  // metrics, when given
  std::optional<int64_t> forks;
  std::optional<std::vector<int>> route;  // cell indices, entrance cell to exit cell, when given
  // The one model of the maze (shape_record.h): version 2's record (of any
  // kind, a rectangle too), or version 1's picture read into it
  // (version1.h). Never null once read.
  std::shared_ptr<const ShapeRecord> shape;
};

// A maze that is not a puzzle but is printed all the same (a title-page
// ornament, cover art, an example): listed so that it is proved too.
struct ManifestArt {
  std::string id;
  int page = 0;  // 1-based page of interior.pdf (cover art: 1)
  // Its maze in the one model (shape_record.h): a version-2 record, a
  // version-1 picture read into one (version1.h), or the book maze or
  // ornament the cover names.
  std::shared_ptr<const ShapeRecord> shape;
  // The record's placement says where it is drawn (cover art on a masked
  // grid); other art is found by its maze and placed by `box_pt`.
  bool placed = false;
  std::optional<Box> box_pt;      // its grid outline, points from the page's lower left
  std::optional<Colour> colour;   // the colour its walls are stroked in
  std::optional<double> wall_pt;  // its wall width, points
};

struct Manifest {
  int version = 1;  // 2 when it holds a maze of any kind but rect
  TrimSize trim;    // inches
  bool bleed = false;
  Paper paper = Paper::white;
  std::string paper_name;
  std::optional<int> interior_pages;
  std::optional<double> cover_width_in;
  std::optional<double> cover_height_in;
  std::optional<Box> barcode_box_in;  // inches from the cover's lower left
  std::vector<ManifestMaze> mazes;
  // "ornaments" and "cover.art": absent in a manifest made before they were
  // recorded (or with them taken out). Every maze drawing of any colour on
  // those pages must be listed, whether they are there or not; only a
  // version-1 manifest without them leaves its rectangles in colour
  // unchecked (books made before art was recorded).
  std::optional<std::vector<ManifestArt>> ornaments;
  std::optional<std::vector<ManifestArt>> cover_art;
  // "texts": every text printed on section, maze and solution pages and on
  // the cover (printed_text.h); absent in a manifest made before they were
  // recorded, whose words are then not read.
  std::optional<std::vector<PrintedText>> texts;
};

// A picture field: an array of strings (picture.h). Throws Error naming the
// file, the field and the row and column.
PictureMaze read_picture(const JsonField& field);
// An opening field {"x", "y", "side"} of a maze read from a picture onto
// `grid`. Throws Error naming the field.
CellOpening read_picture_opening(const JsonField& field, const CellGrid& grid);

// One entry of `mazes` (version 2: the maze JSON record with its pages and
// placements, as a poster's manifest holds it too). Throws Error naming the
// file and the field.
ManifestMaze read_manifest_maze(const JsonField& field, int version);

// {"origin_pt": [x, y], "unit_pt": u, "wall_pt": w}, points; `wall` gets
// wall_pt. Throws Error naming the field.
Placement read_placement(const JsonField& f, double& wall);

// Parses the text of book.json; `name` is the file name for messages.
// Throws Error "book.json: mazes[2].page: expected an integer, got ...".
Manifest parse_manifest(const std::string& text, const std::string& name);

}  // namespace mazeproof
