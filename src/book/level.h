#pragma once
// A preset's level of difficulty ("level": "hard"): what a book says of
// its mazes, in the template's words, whatever their shape.

#include <optional>
#include <span>
#include <string_view>

namespace mazebook {

// From the easiest to the hardest: the kids' levels come before the
// adults' (a kids' hard maze is smaller than an adult's easy one).
enum class Level { kids_easy, kids_medium, kids_hard, easy, medium, hard, expert };

// Every level's name as a preset and a template write it, in Level order.
std::span<const std::string_view> level_names();

std::string_view level_name(Level level);

// The level called `name`, if any.
std::optional<Level> find_level(std::string_view name);

// The stars of a maze of this level (templates/README.md, "{stars}"): 1 to
// 3 for the kids' levels, 1 to 4 for the adults'.
int level_stars(Level level);

}  // namespace mazebook
