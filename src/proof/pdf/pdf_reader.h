#pragma once
// One PDF opened with qpdf, strictly: no recovery of damaged files (a
// truncated or corrupt PDF is unusable input, not something to guess at).
// Owns the file's bytes, which are hashed for the report and parsed in
// memory, so the report's hash is of exactly what was checked.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "proof/core/geometry.h"
#include "proof/pdf/qpdf.h"

namespace mazeproof {

class PdfFile {
 public:
  // Reads and parses `path`; `name` is how messages call it ("interior.pdf").
  // Throws Error on a missing, encrypted-beyond-reading, truncated or corrupt
  // file.
  PdfFile(const std::string& path, std::string name);
  // Parses `bytes` held in memory (fuzzing, tests); `name` as above.
  struct InMemory {};
  PdfFile(InMemory, std::string bytes, std::string name);
  PdfFile(const PdfFile&) = delete;  // qpdf reads bytes_ in place
  PdfFile& operator=(const PdfFile&) = delete;

  const std::string& name() const { return name_; }
  const std::string& bytes() const { return bytes_; }
  QPDF& qpdf() { return *qpdf_; }
  int page_count() const { return static_cast<int>(pages_.size()); }
  // REQUIRES: 0 <= index < page_count().
  QPDFPageObjectHelper& page(int index) { return pages_[index]; }

  // The page's /MediaBox (inherited if need be), normalised, in points.
  // Throws Error naming the page when it is missing or not a rectangle.
  Box media_box(int index);
  // The page's /Rotate in degrees (0 when absent).
  int rotation(int index);

  // The decoded bytes of the page's content streams, joined by newlines.
  std::string page_content(int index);
  // The decoded bytes of one stream (a form XObject); `where` names it for
  // the error message. Throws Error past kMaxStreamBytes, or when the file's
  // streams together pass kMaxDecodedBytesPerFile.
  std::string stream_content(QPDFObjectHandle stream, const std::string& where);

  // Throws Error with qpdf's first warning, if qpdf had to warn while
  // reading (damaged objects, undecodable streams).
  void throw_if_damaged();

 private:
  void open();  // parses bytes_
  std::string name_;
  std::string bytes_;
  std::unique_ptr<QPDF> qpdf_;
  std::vector<QPDFPageObjectHelper> pages_;
  uint64_t decoded_bytes_ = 0;  // all streams decoded so far (limits.h)
};

// resources[category][/name] ("/Font", "F1"), or null when any level is
// missing or of the wrong type.
QPDFObjectHandle find_resource(QPDFObjectHandle resources, const char* category,
                               const std::string& name);

// "page 7" for messages: 1-based.
std::string page_label(int index);

}  // namespace mazeproof
