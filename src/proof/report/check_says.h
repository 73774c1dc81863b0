#pragma once
// Each check of check.json said in a publisher's words: one sentence that
// tells what holds when the check passes, without the rules' terms.

#include <string>

namespace mazeproof {

// The sentence for check `id` ("mazes.perfect", "cover.fonts"); empty for
// an id the verifier does not make.
std::string check_says(const std::string& id);

}  // namespace mazeproof
