#include "proof/eyes/render_check.h"

#include "proof/eyes/page_looks.h"

namespace mazeproof {

RenderResult check_rendered(const std::string& pdf_bytes, const std::string& file,
                            const std::vector<RenderJob>& jobs, int threads) {
  return look_at_pages(pdf_bytes, file, jobs, {}, threads).drawings;
}

}  // namespace mazeproof
