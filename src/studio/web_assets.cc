#include "studio/web_assets.h"

namespace mazebook {

const WebAsset* find_web_asset(std::string_view name) {
  for (const WebAsset& asset : web_assets()) {
    if (asset.name == name) return &asset;
  }
  return nullptr;
}

std::string_view content_type_for(std::string_view name) {
  const auto ends = [&](std::string_view ext) {
    return name.size() >= ext.size() && name.substr(name.size() - ext.size()) == ext;
  };
  if (ends(".html")) return "text/html; charset=utf-8";
  if (ends(".css")) return "text/css; charset=utf-8";
  if (ends(".js")) return "text/javascript; charset=utf-8";
  if (ends(".png")) return "image/png";
  if (ends(".svg")) return "image/svg+xml";
  if (ends(".json")) return "application/json";
  if (ends(".pdf")) return "application/pdf";
  return "application/octet-stream";
}

}  // namespace mazebook
