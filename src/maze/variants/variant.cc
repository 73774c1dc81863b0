#include "maze/variants/variant.h"

#include <charconv>

namespace mazebook {

const std::vector<VariantInfo>& variant_infos() {
  static const std::vector<VariantInfo> kInfos = {
      {VariantKind::entrances, "entrances", "entrances", 2, 4,
       "Which entrance leads to the finish? Only one does."},
      {VariantKind::keys, "keys", "pairs", 1, 3,
       "Pick up each key before you pass the door of its letter."},
      {VariantKind::oneway, "oneway", "arrows", 1, 12,
       "Pass an arrow only in the direction it points."},
      {VariantKind::floors, "floors", "floors", 2, 4,
       "Take the stairs: U goes up a floor, D goes down; finish on the top floor."},
  };
  return kInfos;
}

const VariantInfo& variant_info(VariantKind kind) {
  for (const VariantInfo& info : variant_infos()) {
    if (info.kind == kind) return info;
  }
  return variant_infos().front();
}

const VariantInfo* find_variant(std::string_view name) {
  for (const VariantInfo& info : variant_infos()) {
    if (info.name == name) return &info;
  }
  return nullptr;
}

std::string variant_names() {
  std::string names;
  for (const VariantInfo& info : variant_infos()) {
    if (!names.empty()) names += ", ";
    names += info.name;
  }
  return names;
}

std::string parse_variant_spec(std::string_view text, Variant& variant) {
  const std::string expected = "expected KIND:N with KIND one of " + variant_names() +
                               " (e.g. keys:2), got '" + std::string(text) + "'";
  const size_t colon = text.find(':');
  if (colon == std::string_view::npos) return expected;
  const VariantInfo* info = find_variant(text.substr(0, colon));
  if (!info) return expected;
  const std::string_view number = text.substr(colon + 1);
  int value = 0;
  const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
  if (number.empty() || ec != std::errc() || end != number.data() + number.size() ||
      value < info->min || value > info->max) {
    return std::string(info->name) + " takes " + std::to_string(info->min) + " to " +
           std::to_string(info->max) + " " + std::string(info->parameter) + ", got '" +
           std::string(number) + "'";
  }
  variant = {info->kind, value};
  return "";
}

std::string variant_spec(const Variant& variant) {
  if (variant.kind == VariantKind::none) return "none";
  return std::string(variant_info(variant.kind).name) + ":" + std::to_string(variant.count);
}

int VariantMaze::winning_entrance() const {
  for (size_t i = 0; i < entrances.size(); ++i) {
    if (entrances[i] == maze.entrance()) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace mazebook
