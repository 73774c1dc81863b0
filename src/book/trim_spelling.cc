#include "book/trim_spelling.h"

#include "book/kdp.h"

namespace mazebook {

namespace {

struct PaperName {
  std::string_view name;
  std::string_view trim;
};

// ISO sizes in inches to KDP's two decimals: A4 210 x 297 mm, A5 148 x 210 mm.
constexpr PaperName kPaperNames[] = {{"a4", "8.27x11.69"}, {"a5", "5.83x8.27"}};

std::string lower_case(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

// Drops spaces, inch marks and "in"/"inch"/"inches" after a number, and
// reads "×" as x.
std::string plain_size(std::string_view typed) {
  std::string text = lower_case(typed);
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, "\xC3\x97") == 0) {  // U+00D7 MULTIPLICATION SIGN
      out += 'x';
      ++i;
    } else if (text[i] != ' ' && text[i] != '\t' && text[i] != '"') {
      out += text[i];
    }
  }
  std::string cleaned;
  for (size_t i = 0; i < out.size();) {
    bool unit = false;
    for (std::string_view u : {"inches", "inch", "in"}) {
      if (i > 0 && out.compare(i, u.size(), u) == 0 && out[i - 1] >= '0' && out[i - 1] <= '9') {
        i += u.size();
        unit = true;
        break;
      }
    }
    if (!unit) cleaned += out[i++];
  }
  return cleaned;
}

}  // namespace

std::optional<std::string> trim_spelling(std::string_view typed) {
  if (parse_trim(typed)) return std::string(typed);
  const std::string name = lower_case(typed);
  for (const PaperName& p : kPaperNames) {
    if (name == p.name) return std::string(p.trim);
  }
  const std::string size = plain_size(typed);
  if (size == typed || !parse_trim(size)) return std::nullopt;
  // "8.50 x 11.0" is KDP's 8.5x11: a standard trim keeps its own name.
  const std::optional<Trim> trim = parse_trim(size);
  for (std::string_view standard : kdp_trim_names()) {
    const std::optional<Trim> s = parse_trim(standard);
    if (s->width == trim->width && s->height == trim->height) return std::string(standard);
  }
  return size;
}

std::vector<std::string> trim_suggestions() {
  std::vector<std::string> names(kdp_trim_names().begin(), kdp_trim_names().end());
  names.emplace_back("A4");
  names.emplace_back("A5");
  return names;
}

}  // namespace mazebook
