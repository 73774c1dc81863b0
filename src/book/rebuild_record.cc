#include "book/rebuild_record.h"

#include <filesystem>

#include "base/data_paths.h"
#include "base/error.h"
#include "base/file_io.h"
#include "base/json_reader.h"
#include "base/sha256.h"

namespace mazebook {

namespace fs = std::filesystem;

namespace {

std::string absolute(const std::string& path) {
  return fs::absolute(fs::path(path)).lexically_normal().string();
}

// Roles whose files are JSON, recorded with their contents.
bool json_role(const std::string& role) {
  return role == "preset" || role == "template" || role == "theme";
}

// The folder of data a role's names are looked up in.
std::string data_folder(const std::string& role) {
  if (role == "preset") return "presets";
  if (role == "template") return "templates";
  return "templates/themes";
}

// The file a mask name or path stands for (presets/masks/README.md): a
// shipped NAME.txt or NAME.svgpath, else the path (relative to the file
// `naming_file` that names it); "" when there is none. An .svgpath's
// picture counts through the mask rows the manifest holds.
std::string mask_file(const std::string& name_or_path, const std::string& naming_file) {
  if (name_or_path.find_first_of("/.") != std::string::npos) {
    return path_from(naming_file, name_or_path);
  }
  const std::string base = data_dir() + "/presets/masks/" + name_or_path;
  for (const char* extension : {".txt", ".svgpath"}) {
    if (fs::is_regular_file(base + extension)) return base + extension;
  }
  return "";
}

void add_mask(std::vector<InputFile>& files, const std::string& name_or_path,
              const std::string& naming_file) {
  const std::string file = mask_file(name_or_path, naming_file);
  if (file.empty()) return;
  for (const InputFile& f : files) {
    if (f.file == absolute(file)) return;
  }
  files.push_back({"mask", absolute(file), ""});
}

}  // namespace

std::vector<InputFile> book_input_files(const BookSpec& spec, const Json& spec_document,
                                        const Theme* theme) {
  std::vector<InputFile> files;
  std::vector<InputFile> masks;  // listed after the presets, templates and pictures
  // Named by the spec, or by the theme: relative to the file that names it.
  const auto data_file = [&](const std::string& role, const std::string& name,
                             const std::string& at, const std::string& naming_file) {
    files.push_back(
        {role, absolute(resolve_data_file(data_folder(role), name, naming_file).path), at});
  };
  // The spec as given names the presets; the manifest's sections hold
  // them resolved, so the names are read from the spec's own text.
  for (size_t s = 0; s < spec.sections.size(); ++s) {
    const SectionSpec& section = spec.sections[s];
    const std::string at = "/sections/" + std::to_string(s);
    if (section.batch) {
      files.push_back({"batch", absolute(section.batch->file), at + "/batch"});
    } else {
      const std::string name = spec_document["sections"][s]["preset"].get<std::string>();
      const std::string preset_file = resolve_data_file("presets", name, spec.source).path;
      const Json preset = read_json_file(preset_file, kMaxSpecBytes);
      if (preset.contains("grid") && preset["grid"].is_object() &&
          preset["grid"].contains("mask") && preset["grid"]["mask"].is_string()) {
        add_mask(masks, preset["grid"]["mask"].get<std::string>(), preset_file);
      }
      data_file("preset", name, at + "/preset", spec.source);
    }
  }
  if (theme) {
    data_file("theme", spec.theme, "/theme", spec.source);
    if (!spec.template_given) data_file("template", theme->base_template, "", theme->path);
  }
  if (!theme || spec.template_given) {
    data_file("template", spec.template_name, spec.template_given ? "/template" : "", spec.source);
  }
  if (theme) {
    for (const auto* set : {&theme->start, &theme->finish, &theme->section, &theme->cover}) {
      for (const ArtFile& art : *set) files.push_back({"picture", absolute(art.path), ""});
    }
  }
  if (theme) {
    for (const std::string& name : theme->silhouettes) add_mask(masks, name, theme->path);
  }
  files.insert(files.end(), masks.begin(), masks.end());
  if (!spec.cover.front_image.empty()) {
    files.push_back({"cover image", absolute(spec.cover.front_image), "/cover/front_image"});
  }
  return files;
}

Json rebuild_record(const std::string& version, const std::string& spec_path,
                    const Json& spec_document, const std::string& date,
                    const std::vector<InputFile>& files,
                    const std::vector<std::pair<std::string, std::string>>& fonts) {
  Json j;
  j["mazebook"] = version;
  j["spec_file"] = absolute(spec_path);
  j["spec"] = spec_document;
  j["date"] = date;
  Json list = Json::array();
  for (const InputFile& f : files) {
    const std::string bytes =
        json_role(f.role) ? read_file(f.file, kMaxSpecBytes) : read_file(f.file);
    Json entry = {{"role", f.role}, {"file", f.file}};
    if (!f.at.empty()) entry["at"] = f.at;
    entry["sha256"] = sha256_hex(bytes);
    if (json_role(f.role)) entry["content"] = parse_json_text(bytes, f.file, kMaxSpecBytes);
    list.push_back(entry);
  }
  j["files"] = list;
  Json font_list = Json::array();
  for (const auto& [font, digest] : fonts)
    font_list.push_back({{"font", font}, {"sha256", digest}});
  j["fonts"] = font_list;
  return j;
}

Rebuild read_rebuild(const Json& manifest, const std::string& file, const std::string& version) {
  const JsonNode root(manifest, file);
  if (!manifest.is_object()) root.fail("expected a book manifest (book.json)");
  if (!root.has("rebuild")) {
    root.fail("no \"rebuild\" record; the book was made before manifests recorded one");
  }
  const JsonNode record = root.at("rebuild");
  const std::string built_by = record.at("mazebook").as_string();
  if (built_by != version) {
    record.at("mazebook")
        .fail("made by mazebook " + built_by + ", this is " + version +
              "; only the same version makes the same bytes");
  }
  Rebuild rebuild;
  rebuild.spec_file = record.at("spec_file").as_string();
  rebuild.spec_as_given = record.at("spec").value();
  rebuild.spec = rebuild.spec_as_given;
  rebuild.date = record.at("date").as_string();
  rebuild.fonts = record.at("fonts").value();
  rebuild.resolved_spec = root.at("spec").value();
  if (record.has("avoid")) {
    const JsonNode avoid = record.at("avoid");
    for (size_t i = 0, n = avoid.array_size(0, 1000000); i < n; ++i)
      rebuild.avoid.insert(avoid.at(i).as_string());
  }
  const JsonNode files = record.at("files");
  for (size_t i = 0; i < files.array_size(0, 100000); ++i) {
    const JsonNode entry = files.at(i);
    const std::string path = entry.at("file").as_string();
    const std::string expected = entry.at("sha256").as_string();
    const std::string found = file_sha256(path);
    if (found != expected) {
      throw Error(path + ": changed since the book was made: sha256 expected " + expected +
                  ", found " + found);
    }
    // A relative path in the spec was relative to the folder the book was
    // made from: the rebuild names the same file wherever it runs.
    if (entry.has("at")) {
      const Json::json_pointer at(entry.at("at").as_string());
      if (rebuild.spec.contains(at) && rebuild.spec[at].is_string() &&
          json_role(entry.at("role").as_string())) {
        const std::string given = rebuild.spec[at].get<std::string>();
        const DataFile data = resolve_data_file(data_folder(entry.at("role").as_string()), given);
        if (data.path == data.shown && !fs::path(given).is_absolute()) rebuild.spec[at] = path;
      }
    }
  }
  return rebuild;
}

void check_font_digests(const Rebuild& rebuild, const std::string& file,
                        const std::vector<std::pair<std::string, std::string>>& fonts) {
  for (const auto& [font, digest] : fonts) {
    std::string expected;
    for (const Json& f : rebuild.fonts) {
      if (f.value("font", "") == font) expected = f.value("sha256", "");
    }
    if (expected != digest) {
      throw Error(file + ": rebuild.fonts: font '" + font +
                  "' changed since the book was made: sha256 expected " +
                  (expected.empty() ? "none" : expected) + ", found " + digest);
    }
  }
}

}  // namespace mazebook
