#pragma once
// KDP checks that apply to any PDF sent to KDP, interior or cover: fonts
// embedded, no annotations, no bookmarks, no encryption.

#include <string>

#include "proof/core/check.h"
#include "proof/pdf/pdf_reader.h"

namespace mazeproof {

// Every font in the page resources, recursively through form XObjects,
// patterns and Type3 fonts, has a /FontFile, /FontFile2 or /FontFile3 in its
// descriptor (Type0: its descendant's), or is a Type3 font (drawn by the
// PDF itself). `prefix` starts the check id ("interior" -> "interior.fonts").
Check check_fonts_embedded(PdfFile& pdf, const std::string& prefix);
// No page has /Annots entries.
Check check_annotations(PdfFile& pdf, const std::string& prefix);
// The document has no outline (bookmark) entries.
Check check_outlines(PdfFile& pdf, const std::string& prefix);
// The document is not encrypted.
Check check_encryption(PdfFile& pdf, const std::string& prefix);

}  // namespace mazeproof
