#include "book/book_mazes.h"

#include <set>

#include "book/batch_file.h"

namespace mazebook {

std::vector<BookMaze> select_book_mazes(const BookSpec& spec, int jobs,
                                        const std::function<void(int, int)>& progress) {
  std::vector<BookMaze> mazes;
  const int total = total_mazes(spec);
  std::multiset<std::string> preset_uses;
  for (const SectionSpec& s : spec.sections) preset_uses.insert(s.preset.name);
  for (size_t s = 0; s < spec.sections.size(); ++s) {
    const SectionSpec& section = spec.sections[s];
    SelectionOptions options;
    options.count = section.count;
    options.seed = spec.seed;
    options.section = s;
    options.jobs = jobs;
    const int before = static_cast<int>(mazes.size());
    if (progress) options.progress = [&](int done, int) { progress(before + done, total); };
    Selection selection = select_mazes(section.preset, options);
    // A preset used by two sections gets the section number in its ids.
    std::string prefix = section.preset.name;
    if (preset_uses.count(section.preset.name) > 1) {
      std::string tag(1, 's');
      tag += std::to_string(s + 1);
      tag += '-';
      prefix = tag + prefix;
    }
    for (KeptMaze& kept : selection.mazes) {
      BookMaze m;
      m.id = maze_id(prefix, kept.index, section.count);
      m.number = static_cast<int>(mazes.size()) + 1;
      m.section = static_cast<int>(s);
      m.level = section.title;
      m.candidate = std::move(kept.candidate);
      mazes.push_back(std::move(m));
    }
  }
  return mazes;
}

}  // namespace mazebook
