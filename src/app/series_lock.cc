#include "app/series_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "base/error.h"
#include "base/file_io.h"
#include "base/json_reader.h"

namespace mazebook {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void cannot_write(const std::string& spec, const std::string& file, int error) {
  throw Error(spec + ": series: " + file + ": cannot write: " + std::strerror(error));
}

}  // namespace

SeriesLock::SeriesLock(const std::string& file, const std::string& spec, const Log& log)
    : file_(file) {
  const std::string folder = fs::path(file).parent_path().empty()
                                 ? std::string(".")
                                 : fs::path(file).parent_path().string();
  // The record is replaced by a rename on every update, so a lock taken on
  // a file that has since been replaced holds nothing: take it again on
  // the file now there. While there is no record, the lock is on its
  // folder (a record is only made once a book is committed, so a build
  // refused or failed leaves none behind).
  for (;;) {
    struct stat st {};
    const bool missing = ::stat(file.c_str(), &st) != 0;
    if (missing) {
      if (errno != ENOENT) cannot_write(spec, file, errno);
      try {
        check_writable(file);
      } catch (const Error& e) {
        throw Error(spec + ": series: " + e.what());
      }
    } else {
      if (!S_ISREG(st.st_mode)) cannot_write(spec, file, S_ISDIR(st.st_mode) ? EISDIR : EINVAL);
      if (::access(file.c_str(), R_OK | W_OK) != 0) cannot_write(spec, file, errno);
      if (::access(folder.c_str(), W_OK) != 0) cannot_write(spec, file, errno);
    }
    const std::string target = missing ? folder : file;
    FileDescriptor fd(::open(target.c_str(), O_RDONLY | O_CLOEXEC | (missing ? O_DIRECTORY : 0)));
    if (!fd.valid()) cannot_write(spec, file, errno);
    if (::flock(fd.get(), LOCK_EX | LOCK_NB) != 0) {
      if (errno != EWOULDBLOCK) cannot_write(spec, file, errno);
      log.info("mazebook: " + file + ": waiting for another build of the series");
      while (::flock(fd.get(), LOCK_EX) != 0) {
        if (errno != EINTR) cannot_write(spec, file, errno);
      }
    }
    struct stat held {};
    struct stat now {};
    const bool there = ::stat(file.c_str(), &now) == 0;
    if (missing && !there) {
      lock_ = std::move(fd);
      return;
    }
    if (!missing && there && ::fstat(fd.get(), &held) == 0 && held.st_ino == now.st_ino &&
        held.st_dev == now.st_dev) {
      lock_ = std::move(fd);
      break;
    }
  }
  record_ = parse_series_record(read_json_file(file, kMaxMazesFileBytes), file);
}

std::string series_book_name(const std::string& record_file, const std::string& spec_path) {
  const fs::path folder = fs::absolute(record_file).lexically_normal().parent_path();
  return fs::absolute(spec_path).lexically_normal().lexically_relative(folder).string();
}

std::set<std::string> series_keys_to_avoid(const std::string& record_file,
                                           const std::string& spec_path) {
  std::error_code ec;
  if (!fs::exists(record_file, ec)) return {};
  return other_books_keys(
      parse_series_record(read_json_file(record_file, kMaxMazesFileBytes), record_file),
      series_book_name(record_file, spec_path));
}

std::string SeriesLock::book_name(const std::string& spec_path) const {
  return series_book_name(file_, spec_path);
}

void SeriesLock::update(SeriesEntry book) {
  put_series_book(record_, std::move(book));
  write_file_atomically(file_, series_record_json(record_).dump(1) + "\n");
}

}  // namespace mazebook
