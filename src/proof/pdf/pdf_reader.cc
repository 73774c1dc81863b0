#include "proof/pdf/pdf_reader.h"

#include <algorithm>

#include "proof/core/error.h"
#include "proof/core/file_io.h"
#include "proof/core/limits.h"

namespace mazeproof {

namespace {

// qpdf messages can span lines; the verifier's messages never do.
std::string one_line(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

// Collects decoded bytes up to a limit, then refuses more: a stream that
// inflates to a gigabyte stops at the limit instead of filling memory.
class LimitedSink : public Pipeline {
 public:
  LimitedSink(std::string& out, uint64_t limit)
      : Pipeline("mazeproof limited sink", nullptr), out_(out), limit_(limit) {}
  void write(unsigned char const* data, size_t len) override {
    if (out_.size() + len > limit_) {
      exceeded_ = true;
      throw std::length_error("decoded stream too large");
    }
    out_.append(reinterpret_cast<const char*>(data), len);
  }
  void finish() override {}
  bool exceeded() const { return exceeded_; }

 private:
  std::string& out_;
  uint64_t limit_;
  bool exceeded_ = false;
};

}  // namespace

QPDFObjectHandle find_resource(QPDFObjectHandle resources, const char* category,
                               const std::string& name) {
  if (!resources.isDictionary()) return QPDFObjectHandle::newNull();
  QPDFObjectHandle dict = resources.getKey(category);
  if (!dict.isDictionary()) return QPDFObjectHandle::newNull();
  return dict.getKey("/" + name);
}

std::string page_label(int index) { return "page " + std::to_string(index + 1); }

PdfFile::PdfFile(const std::string& path, std::string name)
    : name_(std::move(name)), bytes_(read_file(path)), qpdf_(std::make_unique<QPDF>()) {
  open();
}

PdfFile::PdfFile(InMemory, std::string bytes, std::string name)
    : name_(std::move(name)), bytes_(std::move(bytes)), qpdf_(std::make_unique<QPDF>()) {
  open();
}

void PdfFile::open() {
  qpdf_->setSuppressWarnings(true);
  qpdf_->setAttemptRecovery(false);
  try {
    qpdf_->processMemoryFile(name_.c_str(), bytes_.data(), bytes_.size());
    pages_ = QPDFPageDocumentHelper(*qpdf_).getAllPages();
  } catch (const QPDFExc& e) {
    throw Error(name_ + ": not a readable PDF (" + one_line(e.what()) + ")");
  } catch (const std::logic_error& e) {
    throw Error(name_ + ": not a readable PDF (" + one_line(e.what()) + ")");
  }
  throw_if_damaged();
}

Box PdfFile::media_box(int index) {
  QPDFObjectHandle box = pages_[index].getAttribute("/MediaBox", false);
  if (!box.isRectangle()) throw Error(name_ + ": " + page_label(index) + ": no valid /MediaBox");
  const QPDFObjectHandle::Rectangle r = box.getArrayAsRectangle();
  return Box::of(r.llx, r.lly, r.urx, r.ury);
}

int PdfFile::rotation(int index) {
  QPDFObjectHandle rotate = pages_[index].getAttribute("/Rotate", false);
  if (!rotate.isInteger()) return 0;
  return ((rotate.getIntValueAsInt() % 360) + 360) % 360;
}

std::string PdfFile::stream_content(QPDFObjectHandle stream, const std::string& where) {
  if (!stream.isStream()) throw Error(name_ + ": " + where + ": content is not a stream");
  std::string data;
  const uint64_t left = kMaxDecodedBytesPerFile - std::min(decoded_bytes_, kMaxDecodedBytesPerFile);
  const uint64_t limit = std::min(kMaxStreamBytes, left);
  LimitedSink sink(data, limit);
  bool filtered = false;
  bool ok = false;
  std::string reason;
  try {
    ok = stream.pipeStreamData(&sink, &filtered, 0, qpdf_dl_generalized, true, false);
  } catch (const std::exception& e) {
    reason = one_line(e.what());
  }
  if (sink.exceeded()) {
    throw Error(name_ + ": " + where + ": content stream decodes to more than " +
                (limit == kMaxStreamBytes
                     ? std::to_string(kMaxStreamBytes) + " bytes"
                     : std::to_string(kMaxDecodedBytesPerFile) + " bytes with the file's others"));
  }
  if (!reason.empty())
    throw Error(name_ + ": " + where + ": cannot decode content stream (" + reason + ")");
  if (!ok) throw Error(name_ + ": " + where + ": cannot decode content stream");
  decoded_bytes_ += data.size();
  return data;
}

std::string PdfFile::page_content(int index) {
  std::string out;
  QPDFObjectHandle contents = pages_[index].getObjectHandle().getKey("/Contents");
  const std::string where = page_label(index);
  if (contents.isStream()) return stream_content(contents, where);
  if (contents.isArray()) {
    for (QPDFObjectHandle& stream : contents.getArrayAsVector()) {
      out += stream_content(stream, where);
      out += '\n';
      if (out.size() > kMaxStreamBytes) {
        throw Error(name_ + ": " + where + ": content streams decode to more than " +
                    std::to_string(kMaxStreamBytes) + " bytes");
      }
    }
    return out;
  }
  if (contents.isNull()) return out;
  throw Error(name_ + ": " + where + ": /Contents is neither a stream nor an array");
}

void PdfFile::throw_if_damaged() {
  if (!qpdf_->anyWarnings()) return;
  const std::vector<QPDFExc> warnings = qpdf_->getWarnings();
  throw Error(name_ + ": damaged PDF (" + one_line(warnings.front().what()) + ")");
}

}  // namespace mazeproof
