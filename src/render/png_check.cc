#include "render/png_check.h"

#include <zlib.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <vector>

#include "base/error.h"

namespace mazebook {

namespace {

constexpr size_t kSignatureBytes = 8;
constexpr uint32_t kMaxChunkBytes = 0x7fffffffu;

uint32_t big_endian_32(const std::string& bytes, size_t at) {
  uint32_t value = 0;
  for (size_t i = 0; i < 4; ++i) value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
  return value;
}

bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// Bits a pixel takes for a colour type and bit depth PNG allows; 0 for
// any other pair.
int bits_per_pixel(int colour, int depth) {
  const auto one_of = [depth](std::initializer_list<int> depths) {
    for (int d : depths) {
      if (d == depth) return true;
    }
    return false;
  };
  switch (colour) {
    case 0:
      return one_of({1, 2, 4, 8, 16}) ? depth : 0;
    case 2:
      return one_of({8, 16}) ? 3 * depth : 0;
    case 3:
      return one_of({1, 2, 4, 8}) ? depth : 0;
    case 4:
      return one_of({8, 16}) ? 2 * depth : 0;
    case 6:
      return one_of({8, 16}) ? 4 * depth : 0;
    default:
      return 0;
  }
}

// The rows the image data holds, pass by pass (Adam7 when interlaced),
// each a filter byte and its pixels' bytes.
struct RowRun {
  uint64_t rows;
  uint64_t bytes;  // the filter byte included
};

std::vector<RowRun> row_runs(uint64_t width, uint64_t height, int bits, bool interlaced) {
  static constexpr int kStartRow[7] = {0, 0, 4, 0, 2, 0, 1};
  static constexpr int kStartColumn[7] = {0, 4, 0, 2, 0, 1, 0};
  static constexpr int kRowStep[7] = {8, 8, 8, 4, 4, 2, 2};
  static constexpr int kColumnStep[7] = {8, 8, 4, 4, 2, 2, 1};
  std::vector<RowRun> runs;
  const auto add = [&](uint64_t columns, uint64_t rows) {
    if (columns > 0 && rows > 0) runs.push_back({rows, 1 + (columns * bits + 7) / 8});
  };
  if (!interlaced) {
    add(width, height);
    return runs;
  }
  for (int pass = 0; pass < 7; ++pass) {
    const auto count = [](uint64_t length, int start, int step) -> uint64_t {
      return length > static_cast<uint64_t>(start) ? (length - start + step - 1) / step : 0;
    };
    add(count(width, kStartColumn[pass], kColumnStep[pass]),
        count(height, kStartRow[pass], kRowStep[pass]));
  }
  return runs;
}

// Inflates the IDAT stream as it comes, keeping only counts: the bytes
// out, and where each row's filter byte falls.
class ImageData {
 public:
  ImageData(std::vector<RowRun> runs, const std::string& shown)
      : runs_(std::move(runs)), shown_(shown) {
    for (const RowRun& run : runs_) expected_ += run.rows * run.bytes;
    if (inflateInit(&stream_) != Z_OK) throw Error(shown_ + ": cannot check the PNG: zlib");
  }
  ~ImageData() { inflateEnd(&stream_); }
  ImageData(const ImageData&) = delete;
  ImageData& operator=(const ImageData&) = delete;

  void feed(const std::string& bytes, size_t at, size_t length) {
    if (ended_) return;  // what follows the stream is not read
    stream_.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data() + at));
    stream_.avail_in = static_cast<uInt>(length);
    while (stream_.avail_in > 0 && !ended_) {
      unsigned char out[1 << 16];
      stream_.next_out = out;
      stream_.avail_out = sizeof out;
      const int status = inflate(&stream_, Z_NO_FLUSH);
      if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) {
        damaged("its image data does not inflate (" +
                std::string(stream_.msg ? stream_.msg : "zlib error " + std::to_string(status)) +
                ")");
      }
      scan(out, sizeof out - stream_.avail_out);
      ended_ = status == Z_STREAM_END;
      if (status == Z_BUF_ERROR && stream_.avail_out > 0) break;
    }
  }

  void finish() const {
    if (!ended_ || out_ < expected_) damaged("its image data is cut short");
  }

  [[noreturn]] void damaged(const std::string& what) const {
    throw Error(shown_ + ": damaged PNG: " + what);
  }

 private:
  // Checks each row's filter byte; the pixels are not looked at.
  void scan(const unsigned char* data, size_t length) {
    if (out_ + length > expected_) damaged("its image data is longer than its size");
    size_t at = 0;
    while (at < length) {
      if (left_in_row_ == 0) {
        while (run_ < runs_.size() && rows_done_ == runs_[run_].rows) {
          ++run_;
          rows_done_ = 0;
        }
        ++row_;
        if (data[at] > 4) {
          damaged("row " + std::to_string(row_) + " has filter type " + std::to_string(data[at]) +
                  " (0 to 4)");
        }
        left_in_row_ = runs_[run_].bytes - 1;
        ++rows_done_;
        ++at;
      } else {
        const uint64_t step = std::min<uint64_t>(left_in_row_, length - at);
        left_in_row_ -= step;
        at += step;
      }
    }
    out_ += length;
  }

  std::vector<RowRun> runs_;
  const std::string& shown_;
  z_stream stream_{};
  uint64_t expected_ = 0;
  uint64_t out_ = 0;
  size_t run_ = 0;
  uint64_t rows_done_ = 0;
  uint64_t row_ = 0;
  uint64_t left_in_row_ = 0;
  bool ended_ = false;
};

}  // namespace

void check_png(const std::string& bytes, const std::string& shown) {
  const auto damaged = [&](const std::string& what) {
    return Error(shown + ": damaged PNG: " + what);
  };
  std::unique_ptr<ImageData> image;
  int colour = 0;
  bool palette = false;
  bool seen_idat = false;
  bool idat_run_over = false;
  bool first = true;
  size_t at = kSignatureBytes;
  while (true) {
    if (bytes.size() - at < 12) throw damaged("cut short before its IEND chunk");
    const uint32_t length = big_endian_32(bytes, at);
    const std::string type = bytes.substr(at + 4, 4);
    if (!is_letter(type[0]) || !is_letter(type[1]) || !is_letter(type[2]) || !is_letter(type[3])) {
      throw damaged("a chunk whose type is not four letters");
    }
    if (length > kMaxChunkBytes) {
      throw damaged("its " + type + " chunk claims " + std::to_string(length) + " bytes");
    }
    if (bytes.size() - at - 12 < length) throw damaged("cut short in the " + type + " chunk");
    const size_t data = at + 8;
    const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(bytes.data() + at + 4), length + 4);
    if (crc != big_endian_32(bytes, data + length)) {
      throw damaged("bad CRC in the " + type + " chunk");
    }
    if (first != (type == "IHDR")) {
      throw damaged(first ? "its first chunk is " + type + ", not IHDR" : "a second IHDR chunk");
    }
    first = false;
    if (type == "IHDR") {
      if (length != 13) throw damaged("an IHDR chunk of " + std::to_string(length) + " bytes");
      const uint32_t width = big_endian_32(bytes, data);
      const uint32_t height = big_endian_32(bytes, data + 4);
      if (width == 0 || height == 0 || width > kMaxChunkBytes || height > kMaxChunkBytes) {
        throw damaged("its size is " + std::to_string(width) + " x " + std::to_string(height) +
                      " pixels");
      }
      const int depth = static_cast<unsigned char>(bytes[data + 8]);
      colour = static_cast<unsigned char>(bytes[data + 9]);
      const int bits = bits_per_pixel(colour, depth);
      if (bits == 0) {
        throw damaged("bit depth " + std::to_string(depth) + " with colour type " +
                      std::to_string(colour));
      }
      const int interlace = static_cast<unsigned char>(bytes[data + 12]);
      if (bytes[data + 10] != 0 || bytes[data + 11] != 0 || interlace > 1) {
        throw damaged("a compression, filter or interlace method PNG does not define");
      }
      image = std::make_unique<ImageData>(row_runs(width, height, bits, interlace == 1), shown);
    } else if (type == "PLTE") {
      palette = true;
    } else if (type == "IDAT") {
      if (idat_run_over) throw damaged("its IDAT chunks are not one run");
      if (colour == 3 && !palette) throw damaged("colour type 3 without a PLTE chunk");
      image->feed(bytes, data, length);
      seen_idat = true;
    } else if (type == "IEND") {
      if (!seen_idat) throw damaged("no IDAT chunk");
      image->finish();
      return;
    } else if (type[0] >= 'A' && type[0] <= 'Z') {
      throw damaged("unknown critical chunk '" + type + "'");
    }
    if (type != "IDAT" && seen_idat) idat_run_over = true;
    at = data + length + 4;
  }
}

}  // namespace mazebook
