#pragma once
// The studio's own files in its work folder: the specs the page saves
// (WORK/NAME.json) and the books it builds (WORK/builds/NAME/NNN/, one
// folder a build, numbered from 001, the spec it was built from beside the
// book as spec.json). Every folder is taken only when it is a real folder
// of the work folder, never through a symlink.

#include <string>

#include "base/json.h"

namespace mazebook {

// The name a spec is saved and built under: `given` without a ".json" at
// its end, 1 to 64 letters, digits, '-', '_' or '.', not starting with
// '.'. Throws Error("FIELD: ...") otherwise.
std::string studio_spec_name(const std::string& given, const std::string& field);

// Writes `spec` (a JSON object) to WORK/NAME.json atomically; answers the
// file's name relative to the work folder.
std::string save_studio_spec(const std::string& work, const std::string& name, const Json& spec);

// Writes an uploaded picture for the cover to WORK/images/FILE atomically
// (FILE: a name as studio_spec_name allows, ending .png, .jpg, .jpeg or
// .svg); answers its path relative to the work folder ("images/FILE").
// Throws Error("upload: ...") for any other name or an empty picture.
std::string save_studio_image(const std::string& work, const std::string& file,
                              const std::string& bytes);

// WORK/builds/NAME, created when missing; throws Error when it, or
// WORK/builds, is anything but a folder (a symlink planted there).
std::string studio_builds_folder(const std::string& work, const std::string& name);

// The series record a studio spec's "series" names: "series/NAME.json"
// (NAME as studio_spec_name allows), in the work folder's own series/
// folder, made when `make` (a build; a preview only reads). Answers
// WORK/series/NAME.json. Throws Error("FIELD: ...") for any other value,
// or when series/ or the record is a symlink or not a folder or a file.
std::string studio_series_record(const std::string& work, const std::string& value,
                                 const std::string& field, bool make);

// The number the next build of `name` gets in `folder` ("001", "002", ...).
std::string next_build_number(const std::string& folder);

// True when `build` is a build number as next_build_number writes it.
bool is_build_number(const std::string& build);

// The last `most` builds of `name`, newest first: [{"build", "date" (UTC,
// "YYYY-MM-DD HH:MM"), "verdict" ("pass" or "fail"), "pages", "mazes"}].
Json list_studio_builds(const std::string& work, const std::string& name, int most = 5);

// Deletes build `build` of `name`; throws Error when there is none.
void delete_studio_build(const std::string& work, const std::string& name,
                         const std::string& build);

}  // namespace mazebook
