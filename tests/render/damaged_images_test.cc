// Damaged images and files that are no files (render/image_file.h,
// render/png_check.h): a PNG's chunks, CRCs and image data are checked
// with zlib before Cairo reads it, libjpeg's warnings are errors, and a
// FIFO, a folder, a socket or a symbolic link loop is named for what it is,
// for masks, theme pictures and cover images alike. Every message to the
// letter.

#include <gtest/gtest.h>
#include <jpeglib.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#include <zlib.h>

#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "base/error.h"
#include "book/theme.h"
#include "render/mask_images.h"
#include "render/mask_source.h"
#include "render/picture.h"
#include "support/book_files.h"

namespace {

using mazebook::Error;

template <typename F>
std::string error_of(F f) {
  try {
    f();
  } catch (const Error& e) {
    EXPECT_EQ(e.exit_code(), mazebook::kExitUnusable);
    return e.what();
  }
  return "";
}

std::string be32(uint32_t value) {
  return {static_cast<char>(value >> 24), static_cast<char>(value >> 16),
          static_cast<char>(value >> 8), static_cast<char>(value)};
}

std::string chunk(const std::string& type, const std::string& data) {
  const std::string body = type + data;
  const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(body.data()), body.size());
  return be32(static_cast<uint32_t>(data.size())) + body + be32(static_cast<uint32_t>(crc));
}

std::string ihdr(uint32_t width, uint32_t height, char depth = 8, char colour = 2) {
  return chunk("IHDR", be32(width) + be32(height) + std::string{depth, colour, 0, 0, 0});
}

std::string deflated(const std::string& raw) {
  uLongf size = compressBound(raw.size());
  std::string out(size, '\0');
  compress(reinterpret_cast<Bytef*>(out.data()), &size, reinterpret_cast<const Bytef*>(raw.data()),
           raw.size());
  out.resize(size);
  return out;
}

const std::string kSignature = "\x89PNG\r\n\x1a\n";
// Two RGB rows of two pixels: black then white, each row led by filter 0.
const std::string kRows =
    std::string("\0\0\0\0\xff\xff\xff", 7) + std::string("\0\0\0\0\xff\xff\xff", 7);

std::string png(const std::string& header, const std::string& idat,
                const std::string& tail = chunk("IEND", "")) {
  return kSignature + header + chunk("IDAT", idat) + tail;
}

std::string png_error(const std::string& bytes) {
  return error_of([&] { mazebook::parse_png_mask(bytes, "p.png"); });
}

TEST(DamagedPng, AGoodPngStillReads) { EXPECT_EQ(png_error(png(ihdr(2, 2), deflated(kRows))), ""); }

TEST(DamagedPng, ChunksAndCrcsAreCheckedFirst) {
  std::string bad_crc = png(ihdr(2, 2), deflated(kRows));
  bad_crc[29] = static_cast<char>(bad_crc[29] ^ 1);
  EXPECT_EQ(png_error(bad_crc), "p.png: damaged PNG: bad CRC in the IHDR chunk");
  EXPECT_EQ(png_error(png(ihdr(0, 0), deflated(""))),
            "p.png: damaged PNG: its size is 0 x 0 pixels");
  const std::string good = png(ihdr(2, 2), deflated(kRows));
  EXPECT_EQ(png_error(good.substr(0, good.size() - 20)),
            "p.png: damaged PNG: cut short in the IDAT chunk");
  EXPECT_EQ(png_error(png(ihdr(2, 2), deflated(kRows), "")),
            "p.png: damaged PNG: cut short before its IEND chunk");
  EXPECT_EQ(png_error(kSignature + ihdr(2, 2) + chunk("IEND", "")),
            "p.png: damaged PNG: no IDAT chunk");
  EXPECT_EQ(png_error(kSignature + ihdr(2, 2) + chunk("ABCD", "") + chunk("IDAT", deflated(kRows)) +
                      chunk("IEND", "")),
            "p.png: damaged PNG: unknown critical chunk 'ABCD'");
  EXPECT_EQ(png_error(png(ihdr(2, 2, 3, 2), deflated(kRows))),
            "p.png: damaged PNG: bit depth 3 with colour type 2");
  EXPECT_EQ(png_error(png(ihdr(2, 2, 8, 3), deflated(std::string(6, '\0')))),
            "p.png: damaged PNG: colour type 3 without a PLTE chunk");
}

TEST(DamagedPng, ImageDataIsInflatedAndMeasured) {
  EXPECT_EQ(png_error(png(ihdr(2, 2), deflated(kRows.substr(0, 10)))),
            "p.png: damaged PNG: its image data is cut short");
  EXPECT_EQ(png_error(png(ihdr(2, 2), deflated(kRows + std::string(2, '\0')))),
            "p.png: damaged PNG: its image data is longer than its size");
  EXPECT_EQ(png_error(png(ihdr(2, 2), "not zlib at all")),
            "p.png: damaged PNG: its image data does not inflate (incorrect header check)");
  std::string bad_filter = kRows;
  bad_filter[7] = 7;
  EXPECT_EQ(png_error(png(ihdr(2, 2), deflated(bad_filter))),
            "p.png: damaged PNG: row 2 has filter type 7 (0 to 4)");
}

TEST(DamagedPng, APictureIsCheckedTheSameWay) {
  std::string bad_crc = png(ihdr(2, 2), deflated(kRows));
  bad_crc[29] = static_cast<char>(bad_crc[29] ^ 1);
  EXPECT_EQ(error_of([&] { mazebook::Picture::from_bytes(bad_crc, "art.png"); }),
            "art.png: damaged PNG: bad CRC in the IHDR chunk");
}

// A noisy width x height RGB JPEG, so its scan data is long.
std::string noisy_jpeg(int width, int height) {
  jpeg_compress_struct info;
  jpeg_error_mgr error;
  info.err = jpeg_std_error(&error);
  jpeg_create_compress(&info);
  unsigned char* out = nullptr;
  unsigned long size = 0;
  jpeg_mem_dest(&info, &out, &size);
  info.image_width = static_cast<JDIMENSION>(width);
  info.image_height = static_cast<JDIMENSION>(height);
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_start_compress(&info, TRUE);
  std::vector<unsigned char> row(static_cast<size_t>(width) * 3);
  uint32_t state = 12345;
  while (info.next_scanline < info.image_height) {
    for (unsigned char& value : row) {
      state = state * 1103515245u + 12345u;
      value = static_cast<unsigned char>(state >> 24);
    }
    JSAMPROW pointer = row.data();
    jpeg_write_scanlines(&info, &pointer, 1);
  }
  jpeg_finish_compress(&info);
  std::string bytes(reinterpret_cast<const char*>(out), size);
  jpeg_destroy_compress(&info);
  free(out);
  return bytes;
}

TEST(DamagedJpeg, ACutFileIsRefusedNotPrintedGrey) {
  const std::string jpeg = noisy_jpeg(64, 64);
  EXPECT_EQ(error_of([&] { mazebook::Picture::from_bytes(jpeg, "cover.jpg"); }), "");
  const size_t scan = jpeg.find("\xff\xda");
  ASSERT_NE(scan, std::string::npos);
  EXPECT_EQ(error_of([&] { mazebook::Picture::from_bytes(jpeg.substr(0, scan + 200), "c.jpg"); }),
            "c.jpg: damaged JPEG: Premature end of JPEG file");
  EXPECT_EQ(error_of([&] {
              mazebook::Picture::from_bytes(jpeg.substr(0, 200), "c.jpg");
            }).rfind("c.jpg: damaged JPEG: ", 0),
            0u);
}

// A FIFO, a folder, a socket and a symbolic link loop in `dir`.
void make_odd_files(const mbtest::TempDir& dir, const std::string& ending) {
  ASSERT_EQ(::mkfifo(dir.file("fifo" + ending).c_str(), 0600), 0);
  std::filesystem::create_directory(dir.file("folder" + ending));
  const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  const std::string socket_path = dir.file("socket" + ending);
  ASSERT_LT(socket_path.size(), sizeof address.sun_path);
  std::strcpy(address.sun_path, socket_path.c_str());
  ASSERT_EQ(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
  ::close(fd);
  std::filesystem::create_symlink(dir.file("loop-b" + ending), dir.file("loop" + ending));
  std::filesystem::create_symlink(dir.file("loop" + ending), dir.file("loop-b" + ending));
}

TEST(OddFiles, APictureOrMaskNamesWhatItIs) {
  mbtest::TempDir dir("odd-files");
  make_odd_files(dir, ".png");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"fifo", "a FIFO, not a file"},
      {"folder", "a folder, not a file"},
      {"socket", "a socket, not a file"},
      {"loop", "a symbolic link loop"}};
  for (const auto& [name, problem] : cases) {
    const std::string path = dir.file(name + ".png");
    EXPECT_EQ(error_of([&] { mazebook::Picture::load(path, "front.png"); }),
              "front.png: " + problem);
    EXPECT_EQ(error_of([&] { mazebook::load_mask_file(path, "m.png"); }), "m.png: " + problem);
  }
}

TEST(OddFiles, AThemePictureNamesWhatItIs) {
  mbtest::TempDir dir("odd-theme");
  make_odd_files(dir, ".svg");
  for (const auto& [name, problem] :
       std::vector<std::pair<std::string, std::string>>{{"fifo", "a FIFO, not a file"},
                                                        {"folder", "a folder, not a file"},
                                                        {"socket", "a socket, not a file"},
                                                        {"loop", "a symbolic link loop"}}) {
    mbtest::write_text(dir.file("t.json"), "{\"pictures\": {\"start\": [\"" + name +
                                               ".svg\"], \"finish\": [\"" + name + ".svg\"]}}");
    EXPECT_EQ(
        error_of([&] { mazebook::load_theme(dir.file("t.json"), "spec.json: theme"); }),
        dir.file("t.json") + ": pictures.start[0]: " + dir.file(name + ".svg") + ": " + problem);
  }
}

}  // namespace
