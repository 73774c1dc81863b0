#include "book/manifest.h"

#include "base/error.h"
#include "base/json_reader.h"
#include "book/ink.h"
#include "book/kdp.h"
#include "book/maze_json.h"
#include "book/text_plan.h"
#include "book/variant_json.h"
#include "book/variant_layout.h"
#include "maze/metrics.h"

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

namespace {

// The manifest without the "cover" member (the cover adds it); `cover`
// only counts towards the version.
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
    if (spec.sections[s].mazes_per_page > 1)
      sections.back()["mazes_per_page"] = spec.sections[s].mazes_per_page;
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
    if (const Box& b = plan.maze_slot_box[i]; b.width > 0) {
      // A page of several mazes: the maze's slot there, in reading order,
      // and the box its heading, marks and drawing keep to.
      fields["slot"] = plan.maze_slot[i];
      fields["slot_pt"] = {{"x", b.x},
                           {"y", plan.height_pt() - (b.y + b.height)},
                           {"width", b.width},
                           {"height", b.height}};
    }
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

// The "cover" member, from the cover's plan: its size, spine and barcode
// box, its art and the back's samples. A shaped front art is recorded
// with its placement on the cover and its walls' colour `art_colour`
// (src/proof/DRAWING_RULES.md, "Ornaments and cover art"); a masked one
// the plan found no room for is recorded without it, and fails the proof.
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

// Only the file's name: the manifest sits beside the poster.
std::string base_name(const std::string& path) {
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// Every manifest's bytes.
std::string manifest_text(const Json& manifest) { return manifest.dump(1) + "\n"; }

}  // namespace

std::string book_manifest(const BookRecord& b) {
  const BookSpec& spec = *b.spec;
  Json manifest = manifest_json(spec, *b.plan, *b.mazes, *b.shapes, *b.ornaments, b.cover_art);
  manifest["cover"] = cover_manifest_json(spec, *b.cover, *b.cover_art, *b.mazes, b.art_colour);
  if (b.theme) {
    add_theme_to_manifest(*b.theme, *b.mazes, *b.section_pictures, manifest);
    // The theme's pictures under the front's maze, as the theme names them.
    Json shown = Json::array();
    for (int i : b.cover_art->front_pictures)
      shown.push_back(b.theme->cover[static_cast<size_t>(i)].shown);
    manifest["cover"]["front_pictures"] = shown;
  }
  // Every text printed on the interior's pages and on the cover, as the
  // plan placed it.
  std::vector<PlacedText> texts = *b.texts;
  for (PlacedText& text : b.cover->texts.all()) texts.push_back(std::move(text));
  manifest["texts"] = texts_json(texts);
  // Whether the seed was the spec's or derived from its words: a reader
  // of book.json cannot tell from the number alone.
  manifest["seed"] = {{"value", spec.seed}, {"from", spec.seed_derived ? "derived" : "spec"}};
  if (!b.rebuild.is_null()) manifest["rebuild"] = b.rebuild;
  std::string text = manifest_text(manifest);
  // mazeproof and `build --from` read a manifest up to this.
  if (text.size() > kMaxMazesFileBytes) {
    throw Error(spec.source + ": sections: the book's manifest (book.json) takes " +
                std::to_string(text.size()) + " bytes, more than the " +
                std::to_string(kMaxMazesFileBytes) + " it may hold: use fewer or smaller mazes");
  }
  return text;
}

std::string poster_manifest(const PosterRecord& r, const PosterFiles& files) {
  const Maze& maze = *r.maze;
  const PosterPage& page = *r.page;
  const PosterLayout& layout = *r.layout;
  Json manifest;
  manifest["format"] = "mazebook-poster";
  manifest["version"] = 1;
  manifest["page"] =
      Json{{"width_in", layout.width / 72},         {"height_in", layout.height / 72},
           {"trim_width_in", page.trim_width / 72}, {"trim_height_in", page.trim_height / 72},
           {"bleed_in", page.bleed / 72},           {"margin_in", page.margin / 72}};
  if (files.dpi > 0) manifest["page"]["dpi"] = files.dpi;
  manifest["legibility"] =
      Json{{"min_wall_pt", kPosterMinWall}, {"min_corridor_pt", kPosterMinCorridor}};
  manifest["title"] = page.title;
  const std::string id = "poster-" + std::to_string(r.seed);
  Json record = maze_json(id, r.algorithm, r.seed, maze, measure(maze, r.route));
  record["route"] = Json(std::vector<int32_t>(r.route.begin(), r.route.end()));
  record["file"] = base_name(files.maze);
  record["page"] = 1;
  // Where grid point (0, 0) lands in PDF orientation, as a shaped book
  // maze's placement.
  record["placement"] = grid_placement_json(maze.grid(), layout.drawing, layout.height);
  if (!files.solution.empty()) {
    record["solution_file"] = base_name(files.solution);
    record["solution_page"] = files.solution == files.maze ? 2 : 1;
    record["solution_placement"] = grid_placement_json(maze.grid(), layout.drawing, layout.height);
  }
  manifest["maze"] = std::move(record);
  return manifest_text(manifest);
}

}  // namespace mazebook
