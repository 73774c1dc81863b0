#include "app/book_files.h"

#include "base/error.h"
#include "base/file_io.h"
#include "base/json_reader.h"
#include "book/manifest.h"
#include "book/text_plan.h"
#include "book/theme.h"
#include "render/interior.h"

namespace mazebook {

Cover write_book_files(const BookJob& job, const std::string& folder,
                       const std::function<void(std::string_view)>& written, const Json& rebuild,
                       const FileWriter& write) {
  const std::string& date = job.date;
  const BookPlan& plan = job.plan;
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
  Json manifest =
      manifest_json(job.spec, plan, job.mazes, job.shapes, job.ornaments, &*job.cover_art);
  manifest["cover"] =
      cover_manifest_json(job.spec, job.cover, *job.cover_art, job.mazes, job.look.text);
  if (job.theme) {
    add_theme_to_manifest(*job.theme, job.mazes, job.section_pictures, manifest);
    // The theme's pictures under the front's maze, as the theme names them.
    Json shown = Json::array();
    for (int i : job.cover_art->front_pictures)
      shown.push_back(job.theme->cover[static_cast<size_t>(i)].shown);
    manifest["cover"]["front_pictures"] = shown;
  }
  // Every text printed on the section, maze and solution pages and on the
  // cover, as the plan placed it.
  std::vector<PlacedText> texts = job.texts;
  for (PlacedText& text : job.cover.texts.all()) texts.push_back(std::move(text));
  manifest["texts"] = texts_json(texts);
  // Whether the seed was the spec's or derived from its words: a reader
  // of book.json cannot tell from the number alone.
  manifest["seed"] = {{"value", job.spec.seed},
                      {"from", job.spec.seed_derived ? "derived" : "spec"}};
  if (!rebuild.is_null()) manifest["rebuild"] = rebuild;
  const std::string manifest_text = manifest.dump(1) + "\n";
  // mazeproof and `build --from` read a manifest up to this.
  if (manifest_text.size() > kMaxMazesFileBytes) {
    throw Error(job.spec.source + ": sections: the book's manifest (book.json) takes " +
                std::to_string(manifest_text.size()) + " bytes, more than the " +
                std::to_string(kMaxMazesFileBytes) + " it may hold: use fewer or smaller mazes");
  }
  put(staged + "book.json", manifest_text);
  written("manifest-written");
  return cover;
}

}  // namespace mazebook
