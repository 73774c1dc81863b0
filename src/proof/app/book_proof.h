#pragma once
// The whole proof of a book folder: reads DIR/book.json, DIR/interior.pdf
// and DIR/cover.pdf, walks every page once, proves the mazes and solutions
// and runs the KDP preflight of both PDFs. Writes nothing.

#include <string>

#include "proof/core/geometry.h"
#include "proof/eyes/render_check.h"
#include "proof/eyes/text_seen.h"
#include "proof/pdf/pdf_reader.h"
#include "proof/report/report.h"

namespace mazeproof {

// File names inside a book folder.
inline constexpr const char* kInteriorFile = "interior.pdf";
inline constexpr const char* kCoverFile = "cover.pdf";
inline constexpr const char* kManifestFile = "book.json";
inline constexpr const char* kReportFile = "check.json";
inline constexpr const char* kSignatureFile = "check.json.sig";

// DIR + "/" + name.
std::string book_path(const std::string& dir, const char* name);

// The part of page `index` a viewer shows: its /CropBox within its
// /MediaBox, points.
Box visible_box(PdfFile& pdf, int index);

// Threads for rendering: the machine's, at most four.
int render_threads();

// "mazes.rendered": the jobs looked at through poppler (render_check.h),
// each job's page box set from the file. The texts `looks` are looked at
// in the same renders (eyes/page_looks.h), the lines of those that do not
// show added to `unseen`.
Check rendered_check(PdfFile& pdf, std::vector<RenderJob> jobs,
                     const std::vector<TextLook>& looks = {},
                     std::vector<std::string>* unseen = nullptr);

// Throws Error when an input is unusable (missing, truncated or corrupt
// PDF, bad JSON); every finding is in the report.
BookReport prove_book(const std::string& dir);

}  // namespace mazeproof
