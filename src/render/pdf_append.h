#pragma once
// Adding content streams to the pages of a PDF that Cairo wrote, without
// a PDF library: Cairo writes a plain file (one classic cross-reference
// table, each page's /Contents one reference), so the file is rewritten
// object by object with each page's /Contents made an array, new stream
// objects added and a new cross-reference table. The result is one
// complete file, as src/proof/DRAWING_RULES.md ("Files") asks.

#include <string>
#include <vector>

namespace mazebook {

// `bytes` compressed with zlib at its fastest level (for /FlateDecode).
std::string deflate_fast(const std::string& bytes);

// The PDF `pdf` with, on page i after everything else (its own content
// wrapped in q/Q, so the new content starts in default PDF space), the
// streams of `deflated` (each compressed by deflate_fast) whose indices
// `pages[i]` lists, in order (a page listing none is left as it is). A stream listed on several
// pages is written once and shared. Throws Error("poster: ...") when `pdf` is not as Cairo writes
// it.
std::string append_page_contents(const std::string& pdf, const std::vector<std::string>& deflated,
                                 const std::vector<std::vector<int>>& pages);

}  // namespace mazebook
