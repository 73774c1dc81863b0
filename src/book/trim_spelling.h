#pragma once
// A trim as people type it ("A4", "8.5 x 11", "6 x 9 in", "8.5X11in")
// turned into the name mazebook records ("8.27x11.69", "8.5x11", "6x9").

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazebook {

// The trim's name as parse_trim reads it and book.json records it: a text
// parse_trim takes already is returned as written; otherwise paper names
// (A4 is KDP's 8.27x11.69, A5 the custom 5.83x8.27), spaces, a capital X,
// a multiplication sign, inch marks and "in"/"inch"/"inches" are read
// away, and a standard trim's size gives its name. Empty when the text is
// no trim at all (parse_trim then says whether the size is one KDP prints).
std::optional<std::string> trim_spelling(std::string_view typed);

// The names a refusal suggests from: KDP's standard trims, then A4 and A5.
std::vector<std::string> trim_suggestions();

}  // namespace mazebook
