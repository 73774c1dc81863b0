// The shaped drawings of a book proved ahead on several threads give the
// same results, in the same order, as on one (shape_batch.h): the report
// must be the same bytes whatever the machine.

#include "proof/book/shape_batch.h"

#include <gtest/gtest.h>

#include <map>

#include "proof/pdf/content_walker.h"
#include "proof/pdf/pdf_reader.h"
#include "shape_book.h"

namespace mazeproof_test {
namespace {

TEST_F(ShapeBookTest, ProofsAheadAreTheSameOnOneThreadOrMany) {
  // Every maze's route_length one too many: a failure line from each.
  for (nlohmann::json& m : json_["mazes"]) {
    m["metrics"]["route_length"] = m["metrics"]["route_length"].get<int64_t>() + 1;
  }
  manifest_ = mazeproof::parse_manifest(json_.dump(), "book.json");
  mazeproof::PdfFile pdf(copy_ / "interior.pdf", "interior.pdf");
  mazeproof::ContentWalker walker(pdf);
  // The pages' items outlive their drawings, which point to them.
  std::map<int, mazeproof::PageDrawing> items;
  std::map<int, mazeproof::PageMazes> pages;
  const auto page = [&](int number) -> const mazeproof::PageMazes* {
    if (pages.count(number) == 0) {
      items[number] = walker.walk_page(number - 1);
      pages[number] =
          mazeproof::find_maze_drawings(items[number], mazeproof::kShapedRouteReachCells);
    }
    return &pages[number];
  };
  std::map<int, std::map<int, size_t>> slots;
  for (size_t i = 0; i < manifest_.mazes.size(); ++i) {
    const mazeproof::ManifestMaze& m = manifest_.mazes[i];
    slots[*m.solution_page][m.solution_slot] = i;
  }
  const auto where = [](int number, const mazeproof::ManifestMaze& m) {
    return "page " + std::to_string(number) + ": maze " + m.id + ": ";
  };
  const std::vector<bool> placed(manifest_.mazes.size(), true);
  // The failures of every task, in task order, and each task's result.
  const auto run = [&](int threads) {
    std::vector<mazeproof::ShapeTask> tasks =
        mazeproof::shape_tasks(manifest_, placed, slots, page, where);
    mazeproof::run_shape_tasks(tasks, threads);
    std::vector<std::string> lines;
    for (const mazeproof::ShapeTask& t : tasks) {
      EXPECT_TRUE(t.done);
      for (const mazeproof::Check& c : t.checks) {
        for (const std::string& f : c.failures) lines.push_back(c.id + " " + f);
      }
      lines.push_back(t.result.id + " perfect " + std::to_string(t.result.perfect) + " route " +
                      std::to_string(t.result.route_length) + " solved " +
                      std::to_string(t.result.solution_ok.value_or(false)));
    }
    return lines;
  };
  const std::vector<std::string> one = run(1);
  EXPECT_EQ(one.size(), 15u);  // five maze pages (a failure and a result), five solutions
  // The first maze's page follows the template's front matter.
  EXPECT_EQ(one[0], "mazes.manifest page " + std::to_string(manifest_.mazes[0].page) +
                        ": maze easy-001: route_length 52 in the PDF, 53 in book.json");
  EXPECT_EQ(run(4), one);
}

}  // namespace
}  // namespace mazeproof_test
