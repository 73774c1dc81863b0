#pragma once
// An SVG poster's text checked before librsvg draws it (DRAWING_RULES.md
// "Posters"): it may hold only what mazebook's posters hold, as Cairo's SVG
// surface writes them (<svg>, <defs>, <g>, <symbol>, <use> and <path> in
// SVG's namespace, a few attributes, style properties of fill and stroke).
// Everything else is refused, above all what librsvg reads otherwise than
// a browser does or what makes it work without bound: a DOCTYPE (where
// entities are declared), <text>, filters, <foreignObject>, <switch>,
// animation, scripts and event attributes, <style>, processing
// instructions, and more elements than the poster's grid can need. The
// text is read by libxml2 as librsvg reads it (its default limits, no
// network, no DTD), streamed, so the check costs no more than one pass.

#include <cstdint>
#include <string>

namespace mazeproof {

// Refuses `text` (an SVG file that messages call `name`) with Error
// "NAME: line N: WHAT, which no mazebook poster holds" for the first thing
// it holds that a poster does not, or "NAME: more than M elements, more
// than its grid can need" past `most_elements`. Text that is no
// well-formed XML is left to librsvg, which refuses it in its own words;
// returns false for it (true when the whole text was read and passed).
bool screen_svg(const std::string& text, const std::string& name, int64_t most_elements);

}  // namespace mazeproof
