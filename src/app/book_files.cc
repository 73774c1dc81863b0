#include "app/book_files.h"

#include "base/error.h"
#include "base/file_io.h"
#include "book/manifest.h"
#include "render/interior.h"

namespace mazebook {

Cover write_book_files(const BookJob& job, const std::string& folder,
                       const std::function<void(std::string_view)>& written, const Json& rebuild,
                       const FileWriter& write) {
  const std::string& date = job.date;
  const std::string staged = folder + "/";
  const FileWriter put = write ? write : [](const std::string& path, const std::string& bytes) {
    write_file_atomically(path, bytes);
  };
  put(staged + "interior.pdf", interior_pdf(job.interior, date));
  written("interior-written");
  // The cover is made after the interior, from its real page count.
  Cover cover = plan_book_cover(job);
  put(staged + "cover.pdf", cover_pdf(cover, date));
  written("cover-written");
  BookRecord record;
  record.spec = &job.spec;
  record.plan = &job.plan;
  record.mazes = &job.mazes;
  record.shapes = &job.shapes;
  record.ornaments = &job.ornaments;
  record.cover_art = &*job.cover_art;
  record.cover = &job.cover;
  record.art_colour = job.look.text;
  if (job.theme) {
    record.theme = &*job.theme;
    record.section_pictures = &job.section_pictures;
  }
  record.texts = &job.texts;
  record.rebuild = rebuild;
  put(staged + "book.json", book_manifest(record));
  written("manifest-written");
  return cover;
}

}  // namespace mazebook
