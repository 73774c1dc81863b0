#include "proof/model/manifest.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

#include "proof/core/json_field.h"
#include "proof/core/limits.h"
#include "proof/model/grid_shapes.h"
#include "proof/model/maze_record.h"
#include "proof/model/version1.h"

namespace mazeproof {

namespace {

using Json = nlohmann::json;
using Field = JsonField;

// "8.5x11" -> {8.5, 11}.
std::optional<TrimSize> parse_trim(const std::string& text) {
  const size_t x = text.find('x');
  if (x == std::string::npos) return std::nullopt;
  char* end = nullptr;
  const double w = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + x) return std::nullopt;
  const double h = std::strtod(text.c_str() + x + 1, &end);
  if (*end != '\0' || w <= 0 || h <= 0) return std::nullopt;
  return TrimSize{w, h};
}

}  // namespace

Placement read_placement(const JsonField& f, double& wall) {
  if (!f.present() || !f.value->is_object())
    f.fail("an object {\"origin_pt\": [x, y], \"unit_pt\", \"wall_pt\"}");
  const Field origin = f["origin_pt"];
  if (origin.array_size() != 2) origin.fail("[x, y] in points");
  Placement p;
  p.x = origin.at(0).number();
  p.y = origin.at(1).number();
  p.unit = f["unit_pt"].number();
  if (!(p.unit > 0)) f["unit_pt"].fail("a number above 0");
  wall = f["wall_pt"].number();
  if (!(wall > 0)) f["wall_pt"].fail("a number above 0");
  return p;
}

namespace {

// A version-2 maze: the maze JSON record and its placements.
void read_shape(const Field& f, ManifestMaze& m) {
  CellGrid grid = read_cell_grid(f["grid"]);
  const GridBounds b = GridShapes(grid).bounds();
  if (b.x1 - b.x0 > kMaxGridSide || b.y1 - b.y0 > kMaxGridSide) {
    f["grid"].refuse("a " + grid.name() + " grid is more than " + std::to_string(kMaxGridSide) +
                     " units across, more than a page holds legibly");
  }
  GridMaze maze = read_grid_maze(f, std::move(grid));
  auto record =
      std::make_shared<ShapeRecord>(ShapeRecord{std::move(maze), {}, 0, {}, 0, {}, false});
  record->variant = read_variant(f, record->maze.grid, m.solution_page.has_value());
  // A maze of floors is placed floor by floor ("placements"): the first
  // floor's placement stands for the record's.
  const bool floors =
      record->variant && !record->variant->placements.empty() && !f["placement"].present();
  const Field placement = floors ? f["placements"].at(0) : f["placement"];
  record->placement = read_placement(placement, record->wall_pt);
  if (m.solution_page) {
    const Field solution = floors && !record->variant->solution_placements.empty()
                               ? f["solution_placements"].at(0)
                               : f["solution_placement"];
    record->solution_placement = read_placement(solution, record->solution_wall_pt);
  }
  if (record->variant && record->maze.grid.kind() != GridKind::rect)
    f["variant"].refuse("a puzzle variant on a " + record->maze.grid.name() +
                        " grid (variant mazes in books are rectangles)");
  m.shape = std::move(record);
}

}  // namespace

ManifestMaze read_manifest_maze(const Field& f, int version) {
  ManifestMaze m;
  m.id = f["id"].string();
  m.page = f["page"].integer(1);
  if (f["slot"].present()) {
    m.slot = f["slot"].integer(0);
    const Field box = f["slot_pt"];
    const double x = box["x"].number(), y = box["y"].number();
    m.slot_pt = Box::of(x, y, x + box["width"].number(), y + box["height"].number());
  }
  if (f["solution_page"].present()) {
    m.solution_page = f["solution_page"].integer(1);
    m.solution_slot = f["solution_slot"].present() ? f["solution_slot"].integer(0) : 0;
  }
  if (version >= 2) {
    read_shape(f, m);
    if (f["route"].present()) {
      const Field route = f["route"];
      const size_t n = route.array_size();
      m.route.emplace();
      const CellGrid& grid = m.shape->maze.grid;
      // A maze of floors numbers floor f's cells from f x size on.
      const std::optional<VariantRecord>& v = m.shape->variant;
      const int64_t floors = v ? v->floors : 1;
      for (size_t i = 0; i < n; ++i) {
        const int cell = route.at(i).integer(0);
        if (cell >= grid.size() * floors || !grid.exists(cell % grid.size()))
          route.at(i).fail("a cell of the " + grid.name() + " grid");
        m.route->push_back(cell);
      }
    }
    const Field metrics = f["metrics"];
    if (metrics["route_length"].present()) m.route_length = metrics["route_length"].integer(0);
    if (metrics["forks"].present()) m.forks = metrics["forks"].integer(0);
    return m;
  }
  const PictureMaze picture = read_picture(f["picture"]);
  const CellGrid& grid = picture.maze.grid;
  if (f["columns"].present() && f["columns"].integer() != grid.columns()) {
    f["columns"].fail(std::to_string(grid.columns()) + " (the picture's width)");
  }
  if (f["rows"].present() && f["rows"].integer() != grid.rows()) {
    f["rows"].fail(std::to_string(grid.rows()) + " (the picture's height)");
  }
  std::optional<CellOpening> entrance, exit;
  if (f["entrance"].present()) entrance = read_picture_opening(f["entrance"], grid);
  if (f["exit"].present()) exit = read_picture_opening(f["exit"], grid);
  m.shape = version1_record(picture, entrance, exit, f["picture"]);
  if (f["route"].present()) {
    const Field route = f["route"];
    const size_t n = route.array_size();
    m.route.emplace();
    for (size_t i = 0; i < n; ++i) {
      const int cell = route.at(i).integer(0);
      if (cell >= grid.cells())
        route.at(i).fail("a cell index below " + std::to_string(grid.cells()));
      m.route->push_back(cell);
    }
  }
  const Field metrics = f["metrics"];
  if (metrics["route_length"].present()) m.route_length = metrics["route_length"].integer(0);
  if (metrics["forks"].present()) m.forks = metrics["forks"].integer(0);
  return m;
}

namespace {

// [r, g, b], each 0 to 1 (DeviceRGB).
Colour read_colour(const Field& f) {
  if (f.array_size() != 3) f.fail("three numbers from 0 to 1 (red, green, blue)");
  Colour c;
  c.space = Colour::Space::rgb;
  for (size_t i = 0; i < 3; ++i) {
    const double v = f.at(i).number();
    if (!(v >= 0 && v <= 1)) f.at(i).fail("a number from 0 to 1");
    c.v[i] = v;
  }
  return c;
}

// An ornament or cover-art record: a maze record (id, picture, entrance,
// exit, ...) and where it sits.
ManifestArt read_art(const Field& f, bool on_cover, int version) {
  ManifestArt a;
  a.id = f["id"].string();
  a.page = on_cover ? 1 : f["page"].integer(1);
  if (version >= 2) {
    // A maze JSON record: a rectangle, or on the cover a masked grid.
    CellGrid grid = read_cell_grid(f["grid"]);
    if (on_cover && grid.kind() == GridKind::masked) {
      const GridBounds b = GridShapes(grid).bounds();
      if (b.x1 - b.x0 > kMaxGridSide || b.y1 - b.y0 > kMaxGridSide) {
        f["grid"].refuse("a " + grid.name() + " grid is more than " + std::to_string(kMaxGridSide) +
                         " units across, more than a page holds");
      }
      auto record = std::make_shared<ShapeRecord>(
          ShapeRecord{read_grid_maze(f, std::move(grid)), {}, 0, {}, 0, {}, false});
      record->placement = read_placement(f["placement"], record->wall_pt);
      a.shape = std::move(record);
      a.placed = true;
      if (f["colour_rgb"].present()) a.colour = read_colour(f["colour_rgb"]);
      return a;
    }
    if (grid.kind() != GridKind::rect) {
      f["grid"]["kind"].fail(on_cover ? "\"rect\" or \"masked\" (cover art)"
                                      : "\"rect\" (ornaments are rectangles)");
    }
    if (grid.columns() > kMaxGridSide || grid.rows() > kMaxGridSide) {
      f["grid"].refuse("a " + grid.name() + " grid is more than " + std::to_string(kMaxGridSide) +
                       " units across, more than a page holds");
    }
    a.shape = std::make_shared<ShapeRecord>(
        ShapeRecord{read_grid_maze(f, std::move(grid)), {}, 0, {}, 0, {}, false});
  } else {
    const PictureMaze picture = read_picture(f["picture"]);
    const CellGrid& grid = picture.maze.grid;
    if (f["columns"].present() && f["columns"].integer() != grid.columns())
      f["columns"].fail(std::to_string(grid.columns()) + " (the picture's width)");
    if (f["rows"].present() && f["rows"].integer() != grid.rows())
      f["rows"].fail(std::to_string(grid.rows()) + " (the picture's height)");
    std::optional<CellOpening> entrance;
    if (f["entrance"].present()) entrance = read_picture_opening(f["entrance"], grid);
    a.shape = version1_record(picture, entrance, std::nullopt, f["picture"]);
  }
  const Field box = f["grid_pt"];
  if (box.present()) {
    const double x = box["x"].number(), y = box["y"].number();
    a.box_pt = Box::of(x, y, x + box["width"].number(), y + box["height"].number());
  }
  if (f["colour_rgb"].present()) a.colour = read_colour(f["colour_rgb"]);
  if (f["wall_pt"].present()) a.wall_pt = f["wall_pt"].number();
  return a;
}

// A book maze or ornament named by `item` (an id), as drawn on the cover.
ManifestArt named_art(const Field& item, const Manifest& m) {
  const std::string id = item.string();
  ManifestArt a;
  bool found = false;
  for (const ManifestMaze& maze : m.mazes) {
    if (maze.id == id) {
      a.shape = maze.shape;
      found = true;
    }
  }
  for (const ManifestArt& art : m.ornaments.value_or(std::vector<ManifestArt>{})) {
    if (art.id == id) {
      a = art;
      found = true;
    }
  }
  if (!found) item.fail("the id of a maze or ornament in book.json");
  a.id = id;
  a.page = 1;
  a.box_pt.reset();  // placed on the cover, not where the record says
  a.placed = false;
  return a;
}

// The cover's mazes: cover.front_art (a record), cover.back_samples (ids of
// mazes or ornaments listed elsewhere) and, in manifests made before the
// back showed three, cover.back_sample (one id, or a record).
std::vector<ManifestArt> read_cover_art(const Field& cover, const Manifest& m) {
  std::vector<ManifestArt> out;
  for (const char* key : {"front_art", "back_sample"}) {
    const Field item = cover[key];
    if (!item.present()) continue;
    out.push_back(item.value->is_string() ? named_art(item, m) : read_art(item, true, m.version));
  }
  const Field samples = cover["back_samples"];
  if (samples.present()) {
    const size_t n = samples.array_size();
    for (size_t i = 0; i < n; ++i) out.push_back(named_art(samples.at(i), m));
  }
  return out;
}

}  // namespace

PictureMaze read_picture(const JsonField& f) {
  const size_t count = f.array_size();
  Picture rows;
  for (size_t i = 0; i < count; ++i) rows.push_back(f.at(i).string());
  try {
    return parse_picture(rows);
  } catch (const Error& e) {
    throw Error(f.file + ": " + f.path + ": " + e.what());
  }
}

CellOpening read_picture_opening(const JsonField& f, const CellGrid& grid) {
  const std::optional<int> side = picture_side(f["side"].string());
  if (!side) f["side"].fail("top, right, bottom or left");
  const int x = f["x"].integer(0), y = f["y"].integer(0);
  if (x >= grid.columns() || y >= grid.rows()) f.fail("a cell inside the picture's grid");
  return {y * grid.columns() + x, *side};
}

Manifest parse_manifest(const std::string& text, const std::string& name) {
  const Json json = parse_json(text, name);
  const Field root{&json, "", name};
  if (!json.is_object()) root.fail("an object");
  Manifest m;
  if (root["version"].present()) {
    m.version = root["version"].integer();
    if (m.version != 1 && m.version != 2) root["version"].fail("1 or 2");
  }
  const Field interior = root["interior"];
  const Field spec = root["spec"];
  if (interior["trim_width_in"].present() || interior["trim_height_in"].present()) {
    m.trim = {interior["trim_width_in"].number(), interior["trim_height_in"].number()};
  } else {
    const std::optional<TrimSize> trim = parse_trim(spec["trim"].string());
    if (!trim) spec["trim"].fail("a trim like \"6x9\"");
    m.trim = *trim;
  }
  m.bleed = interior["bleed"].present() ? interior["bleed"].boolean() : spec["bleed"].boolean();
  const Field paper = interior["paper"].present() ? interior["paper"] : spec["paper"];
  m.paper_name = paper.string();
  const std::optional<Paper> parsed = parse_paper(m.paper_name);
  if (!parsed) paper.fail("white, cream, standard-color or premium-color");
  m.paper = *parsed;
  if (interior["pages"].present()) m.interior_pages = interior["pages"].integer(0);
  const Field cover = root["cover"];
  if (cover["width_in"].present()) m.cover_width_in = cover["width_in"].number();
  if (cover["height_in"].present()) m.cover_height_in = cover["height_in"].number();
  const Field box = cover["barcode_box_in"];
  if (box.present()) {
    const double x = box["x"].number(), y = box["y"].number();
    m.barcode_box_in = Box::of(x, y, x + box["width"].number(), y + box["height"].number());
  }
  const Field mazes = root["mazes"];
  const size_t count = mazes.array_size();
  for (size_t i = 0; i < count; ++i) m.mazes.push_back(read_manifest_maze(mazes.at(i), m.version));
  const Field ornaments = root["ornaments"];
  if (ornaments.present()) {
    m.ornaments.emplace();
    const size_t n = ornaments.array_size();
    for (size_t i = 0; i < n; ++i)
      m.ornaments->push_back(read_art(ornaments.at(i), false, m.version));
  }
  if (cover["front_art"].present() || cover["back_sample"].present() ||
      cover["back_samples"].present()) {
    m.cover_art = read_cover_art(cover, m);
  }
  if (root["texts"].present()) m.texts = read_printed_texts(root["texts"]);
  return m;
}

}  // namespace mazeproof
