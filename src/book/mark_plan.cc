#include "book/mark_plan.h"

#include <algorithm>
#include <string>

#include "base/error.h"
#include "book/mark_labels.h"
#include "book/maze_slots.h"

namespace mazebook {

namespace {

LabelSize label_size(const TextMeasure& measure, const BookTemplate& t, bool start) {
  const LabelBox box = mark_label_box(measure, t, start);
  const LabelInk ink = mark_label_ink(measure, t, start);
  const MarkLabel l = mark_label(t, start);
  const LabelBox word = mark_word_box(measure, l);
  return {box.width,  box.height,  ink.top, ink.bottom,
          word.width, word.height, l.pad,   std::max(0.0, t.mark_picture)};
}

}  // namespace

MarkSizes mark_sizes(const TextMeasure& measure, const BookTemplate& t, const Maze& maze) {
  MarkSizes sizes;
  sizes.start = label_size(measure, t, true);
  sizes.finish = label_size(measure, t, false);
  sizes.marks_size = t.marks_size;
  if (maze.exit().side == kNoSide) {
    const TextSize word =
        measure.size(t.text_for("finish", {}), {t.label_font, t.marks_size, Align::centre}, 0);
    sizes.centre_word_width = word.width;
    sizes.centre_word_height = word.height;
  }
  return sizes;
}

std::optional<PlacedText> mark_word(const TextMeasure& measure, int page, const BookTemplate& t,
                                    const PlacedMark& m) {
  if (m.kind == PlacedMark::Kind::centre_word) {
    return place_text(measure, kInteriorFile, page, "finish", t.text_for("finish", {}),
                      {t.label_font, m.word_size, Align::centre}, m.label.x, m.label.y, 0);
  }
  if (m.kind != PlacedMark::Kind::arrow) return std::nullopt;
  const MarkLabel l = mark_label(t, m.start);
  return place_text(measure, kInteriorFile, page, m.start ? "start" : "finish", l.text, l.face,
                    m.word_at.x, m.word_at.y, 0);
}

std::optional<PlacedText> goal_note(const TextMeasure& measure, int page, const BookTemplate& t,
                                    const PlacedMark& m, double width) {
  if (m.kind != PlacedMark::Kind::centre_dot) return std::nullopt;
  const std::string words = t.text_for("goal_note", {});
  TextFace face{t.body_font, t.level_size, Align::centre};
  face.size = one_line_size(measure, words, face, width);
  if (face.size <= 0) return std::nullopt;
  return place_text(measure, kInteriorFile, page, "goal_note", words, face, m.note_at.x,
                    m.note_at.y, 0);
}

std::vector<MazeMarks> plan_marks(const TextMeasure& measure, const BookSpec& spec,
                                  const BookTemplate& t, const std::vector<BookMaze>& mazes,
                                  const BookPlan& plan) {
  std::vector<MazeMarks> marks(mazes.size());
  for (size_t i = 0; i < mazes.size(); ++i) {
    const BookMaze& m = mazes[i];
    if (m.variant.variant.kind != VariantKind::none) continue;
    const Maze& maze = m.solved.maze;
    const Drawing& drawing = plan.maze_drawing[i];
    try {
      MarkSizes sizes = mark_sizes(measure, t, maze);
      // The labels of a shaped maze go where they cost the dimension that
      // binds the drawing on its page least.
      const Box body = planned_maze_body(plan, i, MazeShape{}, plan.metrics);
      sizes.binds = body.width * drawing.grid.height <= body.height * drawing.grid.width
                        ? MarkRoom::width
                        : MarkRoom::height;
      marks[i] = {true, place_mark(maze, drawing, sizes, true),
                  place_mark(maze, drawing, sizes, false)};
      PlacedMark& finish = marks[i].finish;
      if (finish.kind == PlacedMark::Kind::centre_dot) {
        // The line under the maze, below START's mark where that is lower.
        double below = drawing.grid.y + drawing.grid.height;
        const PlacedMark& start = marks[i].start;
        if (start.kind == PlacedMark::Kind::arrow) {
          for (const PagePoint& p : {start.arrow.tip, start.arrow.left, start.arrow.right})
            below = std::max(below, p.y);
          below = std::max(below, start.word.y + start.word.height * 1.25);
        }
        // Clear of the walls' keep-clear area, with a quarter line to spare
        // for a PDF reader's taller line box.
        const double clear = drawing.wall + kKeepClear + kMarkGap + t.level_size / 4;
        finish.note_at = {drawing.grid.x + drawing.grid.width / 2, below + clear};
        const std::optional<PlacedText> note = goal_note(measure, plan.maze_page[i], t, finish,
                                                         plan.live_area(plan.maze_page[i]).width);
        if (!note) throw Error("the line that says the dot is FINISH does not fit even at 7 pt");
        finish.note = note->box;
      }
    } catch (const Error& e) {
      throw Error(spec.source + ": maze " + m.id + " (page " + std::to_string(plan.maze_page[i]) +
                  "): " + e.what());
    }
  }
  return marks;
}

}  // namespace mazebook
