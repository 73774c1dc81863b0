#pragma once
// Where the studio may read and write. It writes only inside its work
// folder, and reads only there, in the data folder's presets/ and
// templates/ (presets, book specs, masks, templates, themes and their art:
// data_dir()) and in the clip art folder the shipped themes name
// (kOpenclipartRoot). A path that comes from the page is never opened as
// given: it is resolved, symlinks and "..", and refused unless it lands
// inside one of those folders.

#include <string>
#include <vector>

#include "base/json.h"

namespace mazebook {

class StudioPaths {
 public:
  // `work` is created when missing. Throws Error naming it when it cannot be.
  explicit StudioPaths(const std::string& work);

  // The work folder, absolute and resolved.
  const std::string& work() const { return work_; }
  // The folders the studio may read, resolved: the work folder, the data
  // folder's presets/ and templates/, the clip art folder.
  const std::vector<std::string>& readable() const { return readable_; }

  // `relative` (as the page wrote it, relative to the work folder, else to
  // the data folder; or absolute) as an absolute path inside a readable
  // folder, symlinks resolved. Throws Error("FIELD: ...") when it lies outside them all or is
  // missing.
  std::string resolve_readable(const std::string& relative, const std::string& field) const;

  // The spec as the page sent it, with every file it names (a section's
  // preset or batch, the template, the theme, the cover's front image) checked to lie
  // inside a readable folder and made absolute; names of shipped data are
  // kept. Throws Error("FILE: FIELD: ...") naming the field that points
  // elsewhere.
  Json confine_spec(const Json& spec, const std::string& file) const;

 private:
  bool readable_path(const std::string& path) const;

  std::string work_;
  std::vector<std::string> bases_;  // where a relative name is looked for
  std::vector<std::string> readable_;
};

// How a refusal names the folders the studio may read.
constexpr const char* kOutsideFolders =
    "outside the studio's folders (the work folder; the data folder's presets and templates; "
    "the clip art)";

// True when `path` (absolute, resolved) is `folder` or inside it.
bool path_inside(const std::string& path, const std::string& folder);

}  // namespace mazebook
