#include "book/manifest.h"

#include "book/ink.h"
#include "book/kdp.h"
#include "book/variant_json.h"
#include "book/variant_layout.h"

namespace mazebook {

namespace {

// Book fields first, then the maze's record.
Json with_record(Json fields, const std::string& id, const SolvedMaze& solved, int version) {
  const Json record = solved_maze_json(id, solved, version);
  for (const auto& [key, value] : record.items()) {
    if (key != "id") fields[key] = value;
  }
  return fields;
}

// An ornament's place on its page as a verifier reads it: PDF
// orientation, points from the page's lower left corner.
Json placement_json(const Ornament& o, const BookPlan& plan) {
  const Box& g = o.drawing.grid;
  return {{"grid_pt",
           {{"x", g.x},
            {"y", plan.height_pt() - (g.y + g.height)},
            {"width", g.width},
            {"height", g.height}}},
          {"cell_pt", o.drawing.cell},
          {"wall_pt", o.drawing.wall},
          {"colour_rgb", {o.colour.r, o.colour.g, o.colour.b}}};
}

// Where a shaped drawing puts the grid's geometry on a page `height_pt`
// high: grid point (gx, gy) is drawn at PDF (x + u * gx, y - u * gy).
Json grid_placement_json(const Grid& grid, const Drawing& d, double height_pt) {
  const GridBox box = grid.bounds();
  return {{"origin_pt", {d.grid.x - box.x0 * d.cell, height_pt - (d.grid.y - box.y0 * d.cell)}},
          {"unit_pt", d.cell},
          {"wall_pt", d.wall}};
}

// A variant maze's record: the maze JSON with its variant's fields, and
// "route" the walk from the start to the finish, detours included, each
// place as floor * cells + cell (a cell index on one floor).
Json variant_record(Json fields, const BookMaze& m) {
  const Json record = variant_maze_json(m.id, m.solved.algorithm, m.solved.seed, m.variant,
                                        {{}, m.solved.metrics, m.variant_metrics});
  Json walk = Json::array();
  for (const Place& p : m.walk)
    walk.push_back(static_cast<int64_t>(p.floor) * m.solved.maze.size() + p.cell);
  for (const auto& [key, value] : record.items()) {
    if (key == "id") continue;
    if (key == "metrics") fields["route"] = walk;
    fields[key] = value;
  }
  return fields;
}

// A variant maze's placements: one, or a list in floor order for floors.
void add_variant_placements(Json& entry, const BookMaze& m, const MazeShape& shape,
                            const BookPlan& plan, size_t i) {
  const Grid& grid = m.solved.maze.grid();
  const std::vector<PlacedGrid> page = placed_grids(plan.maze_drawing[i], shape);
  const std::vector<PlacedGrid> solution = placed_grids(plan.solution_drawing[i], shape);
  if (m.variant.variant.kind != VariantKind::floors) {
    entry["placement"] = grid_placement_json(grid, page[0].drawing, plan.height_pt());
    entry["solution_placement"] = grid_placement_json(grid, solution[0].drawing, plan.height_pt());
    return;
  }
  Json placements = Json::array();
  Json solution_placements = Json::array();
  for (const PlacedGrid& g : page)
    placements.push_back(grid_placement_json(grid, g.drawing, plan.height_pt()));
  for (const PlacedGrid& g : solution)
    solution_placements.push_back(grid_placement_json(grid, g.drawing, plan.height_pt()));
  entry["placements"] = placements;
  entry["solution_placements"] = solution_placements;
}

}  // namespace

int manifest_version(const std::vector<BookMaze>& mazes, const CoverArt* cover) {
  for (const BookMaze& m : mazes) {
    if (m.solved.maze.grid().kind() != GridKind::rect) return 2;
    if (m.variant.variant.kind != VariantKind::none) return 2;
  }
  if (cover != nullptr && cover->front_drawn && cover->front.maze.grid().kind() != GridKind::rect)
    return 2;
  return 1;
}

Json manifest_json(const BookSpec& spec, const BookPlan& plan, const std::vector<BookMaze>& mazes,
                   const std::vector<MazeShape>& shapes, const std::vector<Ornament>& ornaments,
                   const CoverArt* cover) {
  const int version = manifest_version(mazes, cover);
  Json j;
  j["format"] = "mazebook-manifest";
  j["version"] = version;
  j["spec"] = book_spec_json(spec);
  j["interior"] = {{"file", "interior.pdf"},
                   {"pages", plan.page_count()},
                   {"width_in", plan.page_in.width},
                   {"height_in", plan.page_in.height},
                   {"trim_width_in", spec.trim.width},
                   {"trim_height_in", spec.trim.height},
                   {"bleed", spec.bleed},
                   {"paper", std::string(paper_name(spec.paper))},
                   {"ink", black_ink_only(spec.paper) ? "black" : "colour"},
                   {"solutions_per_page", plan.solutions_per_page()}};
  if (spec.pages > 0) j["interior"]["pages_asked"] = spec.pages;
  if (!spec.pages_note.empty()) j["interior"]["pages_note"] = spec.pages_note;
  Json sections = Json::array();
  for (size_t s = 0; s < spec.sections.size(); ++s) {
    const int section = static_cast<int>(s);
    sections.push_back({{"title", spec.sections[s].title},
                        {"page", plan.first_page(PageKind::section, section)},
                        {"solutions_page", plan.first_page(PageKind::solutions, section)},
                        {"solutions_per_page", plan.section_solutions[s].per_page}});
  }
  j["interior"]["sections"] = sections;
  Json list = Json::array();
  for (size_t i = 0; i < mazes.size(); ++i) {
    const BookMaze& m = mazes[i];
    Json fields;
    fields["id"] = m.id;
    fields["number"] = m.number;
    fields["section"] = m.section;
    fields["level"] = m.level;
    fields["page"] = plan.maze_page[i];
    fields["solution_page"] = plan.solution_page[i];
    fields["solution_slot"] = plan.solution_slot[i];
    fields["difficulty"] = m.difficulty;
    if (m.variant.variant.kind != VariantKind::none) {
      Json entry = variant_record(fields, m);
      add_variant_placements(entry, m, shapes[i], plan, i);
      list.push_back(entry);
      continue;
    }
    Json entry = with_record(fields, m.id, m.solved, version);
    if (version >= 2) {
      const Grid& grid = m.solved.maze.grid();
      entry["placement"] = grid_placement_json(grid, plan.maze_drawing[i], plan.height_pt());
      entry["solution_placement"] =
          grid_placement_json(grid, plan.solution_drawing[i], plan.height_pt());
    }
    list.push_back(entry);
  }
  j["mazes"] = list;
  Json decorations = Json::array();
  for (const Ornament& o : ornaments) {
    Json entry = with_record({{"id", o.id}, {"page", o.page}}, o.id, o.solved, version);
    const Json placement = placement_json(o, plan);
    for (const auto& [key, value] : placement.items()) entry[key] = value;
    decorations.push_back(entry);
  }
  j["ornaments"] = decorations;
  return j;
}

Json cover_manifest_json(const BookSpec& spec, const CoverPlan& cover, const CoverArt& art,
                         const std::vector<BookMaze>& mazes, const Colour& art_colour) {
  const CoverGeometry& g = cover.geometry;
  const SpineText& spine = cover.spine;
  const std::string front_id(kCoverFrontId);
  Json j = {{"file", "cover.pdf"},
            {"width_in", g.width},
            {"height_in", g.height},
            {"spine_in", g.spine},
            {"spine_text", spine.size_pt > 0},
            {"spine_text_pt", spine.size_pt},
            {"barcode_box_in",
             {{"x", g.barcode.x},
              {"y", g.barcode.y},
              {"width", g.barcode.width},
              {"height", g.barcode.height}}}};
  if (art.front_drawn) {
    const int version = manifest_version(mazes, &art);
    j["front_art"] = with_record({{"id", front_id}}, front_id, art.front, version);
    const Grid& grid = art.front.maze.grid();
    if (grid.kind() != GridKind::rect && cover.front_maze) {
      // A shaped front is proved where it is drawn, in its colour.
      j["front_art"]["placement"] =
          grid_placement_json(grid, cover.front_maze->drawing, g.height * 72);
      const Colour& c = art_colour;
      j["front_art"]["colour_rgb"] = {c.r, c.g, c.b};
      j["front_art"]["silhouette"] = art.front_mask;
    }
  }
  if (!spec.cover.front_image.empty()) {
    j["front_image"] = {{"file", spec.cover.front_shown},
                        {"fit", spec.cover.fit == FrontFit::bleed ? "bleed" : "frame"}};
  }
  // Always written, even empty: the verifier then holds every maze drawing
  // on the cover to the list.
  Json samples = Json::array();
  for (int i : art.back_samples) samples.push_back(mazes[static_cast<size_t>(i)].id);
  j["back_samples"] = samples;
  if (!spine.note.empty()) j["spine_note"] = spine.note;
  return j;
}

}  // namespace mazebook
