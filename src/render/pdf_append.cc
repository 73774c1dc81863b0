#include "render/pdf_append.h"

#include <zlib.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>

#include "base/error.h"

namespace mazebook {

namespace {

[[noreturn]] void fail(const std::string& what) {
  throw Error("poster: the PDF Cairo wrote is not as expected: " + what);
}

// The number after `key` in `text` from `from` on ("/Size 18" -> 18).
long number_after(const std::string& text, const std::string& key, size_t from = 0) {
  const size_t at = text.find(key, from);
  if (at == std::string::npos) fail("no " + key);
  char* end = nullptr;
  const long value = std::strtol(text.c_str() + at + key.size(), &end, 10);
  if (end == text.c_str() + at + key.size() || value < 0) fail("no number after " + key);
  return value;
}

struct Object {
  long number = 0;
  size_t begin = 0;  // its "N 0 obj" in the file
  size_t end = 0;    // where the next object (or the xref table) begins
};

std::string stream_object(long number, const std::string& deflated) {
  return std::to_string(number) + " 0 obj\n<< /Length " + std::to_string(deflated.size()) +
         " /Filter /FlateDecode >>\nstream\n" + deflated + "\nendstream\nendobj\n";
}

}  // namespace

std::string deflate_fast(const std::string& bytes) {
  // An uninitialised buffer: zeroing megabytes only to overwrite them costs
  // as much as a fifth of the compression.
  uLongf size = compressBound(static_cast<uLong>(bytes.size()));
  const std::unique_ptr<Bytef[]> buffer(new Bytef[size]);
  if (compress2(buffer.get(), &size, reinterpret_cast<const Bytef*>(bytes.data()),
                static_cast<uLong>(bytes.size()), Z_BEST_SPEED) != Z_OK) {
    throw Error("poster: out of memory while compressing");
  }
  return std::string(reinterpret_cast<const char*>(buffer.get()), size);
}

std::string append_page_contents(const std::string& pdf, const std::vector<std::string>& deflated,
                                 const std::vector<std::vector<int>>& pages) {
  // The cross-reference table: where each object begins.
  const size_t startxref = pdf.rfind("startxref");
  if (startxref == std::string::npos) fail("no startxref");
  const auto xref = static_cast<size_t>(number_after(pdf, "startxref", startxref));
  if (pdf.compare(xref, 4, "xref") != 0) fail("no xref table at startxref");
  char* cursor = nullptr;
  const char* p = pdf.c_str() + xref + 4;
  const long first = std::strtol(p, &cursor, 10);
  const long count = std::strtol(cursor, &cursor, 10);
  if (first != 0 || count < 2) fail("an xref table that does not start at object 0");
  std::vector<Object> objects;
  for (long n = 0; n < count; ++n) {
    const long offset = std::strtol(cursor, &cursor, 10);
    std::strtol(cursor, &cursor, 10);  // generation
    while (*cursor == ' ') ++cursor;
    const char kind = *cursor++;
    if (kind == 'n') objects.push_back({n, static_cast<size_t>(offset), 0});
  }
  std::sort(objects.begin(), objects.end(),
            [](const Object& a, const Object& b) { return a.begin < b.begin; });
  for (size_t i = 0; i < objects.size(); ++i) {
    objects[i].end = i + 1 < objects.size() ? objects[i + 1].begin : xref;
    if (objects[i].begin >= objects[i].end || objects[i].end > pdf.size()) fail("xref offsets");
  }
  std::map<long, const Object*> by_number;
  for (const Object& o : objects) by_number[o.number] = &o;
  const auto text_of = [&](long number) {
    const auto it = by_number.find(number);
    if (it == by_number.end()) fail("object " + std::to_string(number) + " missing");
    return pdf.substr(it->second->begin, it->second->end - it->second->begin);
  };

  // The pages, in order: the catalog's /Pages, its /Kids.
  const size_t trailer = pdf.find("trailer", xref);
  if (trailer == std::string::npos) fail("no trailer");
  const long root = number_after(pdf, "/Root", trailer);
  const long info =
      pdf.find("/Info", trailer) != std::string::npos ? number_after(pdf, "/Info", trailer) : -1;
  const std::string kids_text = text_of(number_after(text_of(root), "/Pages"));
  const size_t kids = kids_text.find("/Kids");
  const size_t kids_end = kids_text.find(']', kids);
  if (kids == std::string::npos || kids_end == std::string::npos) fail("no /Kids");
  std::vector<long> page_numbers;
  for (size_t at = kids_text.find('[', kids) + 1; at < kids_end;) {
    const long n = std::strtol(kids_text.c_str() + at, &cursor, 10);
    if (cursor == kids_text.c_str() + at) break;
    page_numbers.push_back(n);
    at = kids_text.find('R', static_cast<size_t>(cursor - kids_text.c_str())) + 1;
  }
  if (page_numbers.size() < pages.size()) fail("fewer pages than content for them");

  // New objects: "q", "Q", then the streams.
  const long q = count;
  const long close = count + 1;
  const long streams = count + 2;
  std::map<long, std::string> replaced;
  for (size_t i = 0; i < pages.size(); ++i) {
    if (pages[i].empty()) continue;  // left as it is
    std::string page = text_of(page_numbers[i]);
    const size_t at = page.find("/Contents ");
    if (at == std::string::npos) fail("a page without /Contents");
    const long contents = number_after(page, "/Contents ", at);
    const size_t end = page.find('R', at);
    std::string array = "/Contents [ " + std::to_string(q) + " 0 R " + std::to_string(contents) +
                        " 0 R " + std::to_string(close) + " 0 R";
    for (const int s : pages[i]) {
      array += ' ';
      array += std::to_string(streams + s);
      array += " 0 R";
    }
    page.replace(at, end + 1 - at, array + " ]");
    replaced[page_numbers[i]] = std::move(page);
  }

  size_t total = pdf.size() + 512;
  for (const std::string& s : deflated) total += s.size() + 96;
  std::string out;
  out.reserve(total);
  out.append(pdf, 0, objects.front().begin);
  std::vector<size_t> offsets(static_cast<size_t>(streams) + deflated.size(), 0);
  for (const Object& o : objects) {
    offsets[static_cast<size_t>(o.number)] = out.size();
    const auto it = replaced.find(o.number);
    if (it != replaced.end()) {
      out += it->second;
    } else {
      out.append(pdf, o.begin, o.end - o.begin);
    }
  }
  offsets[static_cast<size_t>(q)] = out.size();
  out += stream_object(q, deflate_fast("q\n"));
  offsets[static_cast<size_t>(close)] = out.size();
  out += stream_object(close, deflate_fast("Q\n"));
  for (size_t s = 0; s < deflated.size(); ++s) {
    offsets[static_cast<size_t>(streams) + s] = out.size();
    out += stream_object(streams + static_cast<long>(s), deflated[s]);
  }
  const size_t table = out.size();
  out += "xref\n0 " + std::to_string(offsets.size()) + "\n0000000000 65535 f \n";
  char entry[24];
  for (size_t n = 1; n < offsets.size(); ++n) {
    if (offsets[n] == 0 && by_number.count(static_cast<long>(n)) == 0) {
      out += "0000000000 65535 f \n";
      continue;
    }
    std::snprintf(entry, sizeof entry, "%010zu 00000 n \n", offsets[n]);
    out += entry;
  }
  out += "trailer\n<< /Size " + std::to_string(offsets.size()) + " /Root " + std::to_string(root) +
         " 0 R";
  if (info >= 0) out += " /Info " + std::to_string(info) + " 0 R";
  out += " >>\nstartxref\n" + std::to_string(table) + "\n%%EOF\n";
  return out;
}

}  // namespace mazebook
