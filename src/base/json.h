#pragma once
// The JSON value type of every input and output file: keys keep the order
// they were written in, so manifests and reports read top to bottom.

#include <nlohmann/json.hpp>

namespace mazebook {

using Json = nlohmann::ordered_json;

}  // namespace mazebook
