#include "book/section_page_plan.h"

#include <algorithm>

#include "base/error.h"

namespace mazebook {

namespace {

const PlacedText& text_on(const std::vector<PlacedText>& texts, int page, const char* role) {
  for (const PlacedText& t : texts) {
    if (t.page == page && t.role == role) return t;
  }
  throw Error(std::string("section page ") + std::to_string(page) + " has no " + role);
}

}  // namespace

std::vector<SectionPageArt> plan_section_pages(const BookPlan& plan,
                                               const std::vector<PlacedText>& texts,
                                               const std::vector<int>* section_pictures) {
  std::vector<SectionPageArt> out;
  for (int number = 1; number <= plan.page_count(); ++number) {
    const PlannedPage& page = plan.pages[static_cast<size_t>(number - 1)];
    if (page.kind != PageKind::section) continue;
    const Box live = plan.live_area(number);
    const PlacedText& heading = text_on(texts, number, "section_heading");
    const PlacedText& note = text_on(texts, number, "section_note");
    SectionPageArt art;
    art.page = number;
    const double y = heading.y + heading.box.height;
    art.rule = {live.x + live.width / 2 - 36, y + 10, 72, 3};
    const int picture =
        section_pictures ? (*section_pictures)[static_cast<size_t>(page.section)] : -1;
    // The picture at most a third of the page's width, clear of the footer.
    const double top = note.y + note.box.height + 24;
    const double side = std::min(live.width / 3, live.y + live.height - 36 - top);
    if (picture >= 0 && side > 36) {
      art.picture = picture;
      art.picture_box = {live.x + (live.width - side) / 2, top, side, side};
    }
    out.push_back(art);
  }
  return out;
}

}  // namespace mazebook
