#pragma once
// "Did you mean ...": the valid name nearest to one a person typed, so a
// refusal can point at what was probably meant.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazebook {

// Levenshtein distance between `a` and `b`, letters' case ignored.
size_t edit_distance(std::string_view a, std::string_view b);

// The name in `names` nearest to `typed` when it is close enough to be a
// slip (at most one edit for each three characters, and at least one):
// the first of equally near names, so the answer does not depend on more
// than the list's order.
std::optional<std::string> nearest_name(std::string_view typed,
                                        std::span<const std::string_view> names);
std::optional<std::string> nearest_name(std::string_view typed,
                                        const std::vector<std::string>& names);

// " (did you mean 'NAME'?)", or "" when no name is near.
std::string did_you_mean(std::string_view typed, std::span<const std::string_view> names);
std::string did_you_mean(std::string_view typed, const std::vector<std::string>& names);

// The refusal of an unknown shipped name, in one line:
// "CONTEXT: unknown KIND 'NAME' (did you mean 'X'?); valid: A, B TAIL", or,
// when the data folder holds none at all, "CONTEXT: unknown KIND 'NAME':
// no KINDs in FOLDER: is MAZEBOOK_DATA right?" (a list with nothing after
// "valid:" says nothing of why).
std::string unknown_name_message(const std::string& context, const std::string& kind,
                                 const std::string& name, const std::vector<std::string>& names,
                                 const std::string& folder, const std::string& tail = "");

}  // namespace mazebook
