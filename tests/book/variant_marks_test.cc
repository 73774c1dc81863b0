// A puzzle variant's marks are planned before anything is drawn
// (book/variant_marks.h): a mark that finds no room refuses the book,
// naming the maze and the mark, and the plan's letters and headings are
// the texts the book records.

#include "book/variant_marks.h"

#include <gtest/gtest.h>

#include <string>

#include "app/book_job.h"
#include "base/error.h"
#include "render/pango_measure.h"
#include "support/book_files.h"

namespace mazebook {
namespace {

// A book of plain mazes and two of `preset`, planned.
std::unique_ptr<BookJob> book_with(const std::string& preset, mbtest::TempDir& dir) {
  const std::string spec = dir.file("spec.json");
  mbtest::write_text(spec, R"({"title": "Marks", "author": "M", "trim": "6x9", "seed": 5,
    "solutions_per_page": 1, "sections": [{"preset": "easy", "count": 20},
    {"preset": ")" + preset + R"(", "count": 2}]})");
  return prepare_book(spec, 1, nullptr);
}

// The error planning `job`'s variants gives with maze `index` drawn on
// cells of `cell` points on its maze page (`solution` false) or in its
// solution's slot.
std::string refusal(const BookJob& job, size_t index, double cell, bool solution) {
  BookPlan plan = job.plan;
  Drawing& d = solution ? plan.solution_drawing[index] : plan.maze_drawing[index];
  d.cell = cell;
  try {
    plan_variant_marks(PangoMeasure(), job.spec, job.interior_look, job.mazes, plan, job.shapes);
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

size_t first_variant(const BookJob& job) {
  for (size_t i = 0; i < job.mazes.size(); ++i) {
    if (job.mazes[i].variant.variant.kind != VariantKind::none) return i;
  }
  return job.mazes.size();
}

TEST(VariantMarks, AMarkWithNoRoomIsRefusedNamingTheMazeAndTheMark) {
  mbtest::TempDir dir("variant-marks");
  const std::unique_ptr<BookJob> keys = book_with("keys", dir);
  const size_t i = first_variant(*keys);
  ASSERT_LT(i, keys->mazes.size());
  const std::string spec = keys->spec.source;
  EXPECT_EQ(refusal(*keys, i, 6, false),
            spec + ": maze keys-001 (page 27): key A: cells of 6.0 pt print its letter under 7 pt");
  EXPECT_EQ(refusal(*keys, i, 6, true),
            spec +
                ": maze keys-001 (solution page 49): key A: cells of 6.0 pt print its letter "
                "under 7 pt");
  mbtest::TempDir floors_dir("variant-floors");
  const std::unique_ptr<BookJob> floors = book_with("floors", floors_dir);
  const size_t f = first_variant(*floors);
  ASSERT_LT(f, floors->mazes.size());
  EXPECT_EQ(refusal(*floors, f, 3, false),
            floors->spec.source +
                ": maze floors-001 (page 27): the heading of floor 1: cells of 3.0 pt print it "
                "under 7 pt");
  // As planned, every mark has room.
  EXPECT_EQ(refusal(*keys, i, keys->plan.maze_drawing[i].cell, false), "no error");
}

TEST(VariantMarks, TheRecordedTextsHoldEveryLetterAndHeading) {
  for (const char* preset : {"keys", "entrances", "floors"}) {
    mbtest::TempDir dir(std::string("variant-texts-") + preset);
    const std::unique_ptr<BookJob> job = book_with(preset, dir);
    const size_t i = first_variant(*job);
    ASSERT_LT(i, job->mazes.size());
    const VariantMaze& vm = job->mazes[i].variant;
    const VariantMarks& marks = job->variant_marks[i];
    ASSERT_TRUE(marks.planned);
    std::map<std::string, int> on_page;
    for (const PlacedText& t : job->texts) {
      if (t.page == job->plan.maze_page[i]) ++on_page[t.role];
    }
    EXPECT_EQ(on_page["key_letter"], static_cast<int>(vm.keys.size())) << preset;
    EXPECT_EQ(on_page["door_letter"], static_cast<int>(vm.doors.size())) << preset;
    EXPECT_EQ(on_page["entrance_letter"], static_cast<int>(vm.entrances.size())) << preset;
    EXPECT_EQ(on_page["floor_heading"],
              vm.variant.kind == VariantKind::floors ? vm.floor_count() : 0)
        << preset;
    EXPECT_EQ(on_page["start"], vm.variant.kind == VariantKind::entrances ? 0 : 1) << preset;
    EXPECT_EQ(on_page["finish"], 1) << preset;
    // Key and door letters shrink to their slots: none is larger than
    // kLetterShare of a cell.
    for (const FloorMarks& floor : marks.maze.floors) {
      for (const LetterMark& k : floor.keys)
        EXPECT_LE(k.letter.face.size, kLetterShare * floor.grid.drawing.cell + 1e-9);
    }
  }
}

}  // namespace
}  // namespace mazebook
