#include "book/template_texts.h"

namespace mazebook {

namespace {

constexpr TemplateText kTexts[] = {
    {"maze_heading", "Maze {number}"},
    {"maze_level", "{level}"},
    {"page_number", "{page}"},
    {"start", "START"},
    {"finish", "FINISH"},
    {"section_heading", "{title}"},
    {"section_note", "{mazes}{and_level}"},
    {"section_note_shaped", "{mazes}{and_level}"},
    {"mazes_one", "1 maze"},
    {"mazes_many", "{count} mazes"},
    {"and_level", ", {difficulty}"},
    {"solutions_heading", "Solutions"},
    {"solution_label", "Maze {number}, page {page}"},
    {"belongs_to", "This book belongs to"},
    {"copyright",
     "{title}\n\nCopyright © {year} {author}. All rights reserved.\n\nNo part of this book may "
     "be reproduced, stored or shared in any form or by any means without written permission "
     "from the publisher, except for brief quotations in a review.\n\n{details}"},
    {"copyright_publisher", "Published by {publisher}"},
    {"copyright_edition", "{edition}"},
    {"copyright_isbn", "ISBN {isbn}"},
    {"contents_heading", "Contents"},
    {"contents_how_to", "How to Play"},
    {"contents_section", "{title}: {mazes}{and_level}"},
    {"contents_solutions", "Solutions"},
    {"how_to_heading", "How to Play"},
    {"how_to",
     "Every maze has one way in, marked START, and one way out, marked FINISH. Find the path "
     "from START to FINISH without crossing a wall.\n\nEach maze has exactly one route. When "
     "you reach a dead end, go back to the last place where you had a choice and try another "
     "way.\n\nThe mazes grow harder as you turn the pages. Trace a route lightly in pencil "
     "first; the solutions start on page {solutions_page}."},
    {"thank_you_heading", "Thank You"},
    {"thank_you",
     "Thank you for solving {title}. We hope you enjoyed every maze.\n\nIf you did, a short "
     "review would mean a great deal: it helps other puzzle lovers find this book."},
    {"level_line", "{levels}, {count} mazes"},
    {"level_range", "{first} to {last}"},
    {"shape_rect", "Squares"},
    {"shape_masked", "Shapes"},
    {"shape_polar", "Circles"},
    {"shape_hex", "Hexagons"},
    {"shape_triangle", "Triangles"},
    {"shape_list", "{first} and {last}"},
    {"difficulty_kids-easy", "easy for kids"},
    {"difficulty_kids-medium", "medium for kids"},
    {"difficulty_kids-hard", "hard for kids"},
    {"difficulty_easy", "easy"},
    {"difficulty_medium", "medium"},
    {"difficulty_hard", "hard"},
    {"difficulty_expert", "expert"},
    {"star", "★"},
    {"star_off", "☆"},
    {"spine", "{title}   {author}"},
    {"goal_note", "The dot in the middle is FINISH"},
    {"how_to_centre", "In a round maze the way out is the middle, marked FINISH."},
    {"how_to_centre_dot",
     "In a round maze the way out is the middle, marked FINISH, or with a dot where the word "
     "does not fit."},
    {"floor_heading", "Floor {floor}"},
    {"rule_entrances", "Which way leads to FINISH? {letters} or {last}"},
    {"rule_keys", "Pick up each key before you pass its door."},
    {"rule_oneway", "Pass an arrow only the way it points."},
    {"rule_floors", "Take the stairs: start on Floor 1, finish on Floor {floors}."},
    {"how_to_entrances",
     "Which way? Some mazes have several ways in, marked A, B, C. Only one of them leads to "
     "FINISH: find which."},
    {"how_to_keys",
     "Keys and doors: a door (a square with a letter) across a path stays shut until you hold "
     "its key (a circle with the same letter). Walk onto a key to pick it up."},
    {"how_to_oneway", "One way: a path with an arrow may be passed only the way the arrow points."},
    {"how_to_floors",
     "Up and down: some mazes have several floors side by side. A triangle pointing up is a "
     "stair to the next floor, where a triangle pointing down stands on the same square. Start "
     "on Floor 1 and finish on the last floor."},
};

}  // namespace

std::span<const TemplateText> classic_texts() { return kTexts; }

}  // namespace mazebook
