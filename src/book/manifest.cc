#include "book/manifest.h"

#include "book/kdp.h"

namespace mazebook {

Json manifest_json(const BookSpec& spec, const BookPlan& plan, const std::vector<BookMaze>& mazes) {
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
    const Candidate& c = m.candidate;
    Json entry = maze_json(m.id, std::string(c.generator->name), c.seed, c.maze, c.metrics);
    // Book fields first, then the maze record.
    Json ordered;
    ordered["id"] = m.id;
    ordered["number"] = m.number;
    ordered["section"] = m.section;
    ordered["level"] = m.level;
    ordered["page"] = plan.maze_page[i];
    ordered["solution_page"] = plan.solution_page[i];
    ordered["solution_slot"] = plan.solution_slot[i];
    for (auto& [key, value] : entry.items()) {
      if (key != "id") ordered[key] = value;
    }
    list.push_back(ordered);
  }
  j["mazes"] = list;
  return j;
}

Json cover_manifest_json(const BookSpec& spec, int pages) {
  const CoverGeometry g = cover_geometry(spec.trim, spec.paper, pages);
  return {{"file", "cover.pdf"},
          {"width_in", g.width},
          {"height_in", g.height},
          {"spine_in", g.spine},
          {"spine_text", g.spine_text},
          {"barcode_box_in",
           {{"x", g.barcode.x},
            {"y", g.barcode.y},
            {"width", g.barcode.width},
            {"height", g.barcode.height}}}};
}

}  // namespace mazebook
