#include "book/manifest.h"

#include "book/kdp.h"

namespace mazebook {

namespace {

// Book fields first, then the maze's record.
Json with_record(Json fields, const std::string& id, const SolvedMaze& solved) {
  const Json record = solved_maze_json(id, solved);
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

}  // namespace

Json manifest_json(const BookSpec& spec, const BookPlan& plan, const std::vector<BookMaze>& mazes,
                   const std::vector<Ornament>& ornaments) {
  Json j;
  j["format"] = "mazebook-manifest";
  j["version"] = kManifestVersion;
  j["spec"] = book_spec_json(spec);
  j["interior"] = {{"file", "interior.pdf"},
                   {"pages", plan.page_count()},
                   {"width_in", plan.page_in.width},
                   {"height_in", plan.page_in.height},
                   {"trim_width_in", spec.trim.width},
                   {"trim_height_in", spec.trim.height},
                   {"bleed", spec.bleed},
                   {"paper", std::string(paper_name(spec.paper))},
                   {"solutions_per_page", plan.solutions_per_page}};
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
    list.push_back(with_record(fields, m.id, m.solved));
  }
  j["mazes"] = list;
  Json decorations = Json::array();
  for (const Ornament& o : ornaments) {
    Json entry = with_record({{"id", o.id}, {"page", o.page}}, o.id, o.solved);
    const Json placement = placement_json(o, plan);
    for (const auto& [key, value] : placement.items()) entry[key] = value;
    decorations.push_back(entry);
  }
  j["ornaments"] = decorations;
  return j;
}

Json cover_manifest_json(const BookSpec& spec, int pages, const CoverArt& art,
                         const std::vector<BookMaze>& mazes) {
  const CoverGeometry g = cover_geometry(spec.trim, spec.paper, pages);
  const std::string front_id(kCoverFrontId);
  Json front = with_record({{"id", front_id}}, front_id, art.front);
  Json j = {{"file", "cover.pdf"},
            {"width_in", g.width},
            {"height_in", g.height},
            {"spine_in", g.spine},
            {"spine_text", g.spine_text},
            {"barcode_box_in",
             {{"x", g.barcode.x},
              {"y", g.barcode.y},
              {"width", g.barcode.width},
              {"height", g.barcode.height}}},
            {"front_art", front}};
  if (art.back_sample >= 0) j["back_sample"] = mazes[static_cast<size_t>(art.back_sample)].id;
  return j;
}

}  // namespace mazebook
