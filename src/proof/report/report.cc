#include "proof/report/report.h"

#include "proof/core/json_field.h"
#include "proof/report/check_says.h"

namespace mazeproof {

namespace {

using Ordered = nlohmann::ordered_json;

constexpr const char* kFormat = "mazeproof-check";
constexpr int kFormatVersion = 1;

Ordered file_json(const FileFacts& f, bool pdf) {
  Ordered j = {{"file", f.file}, {"sha256", f.sha256}, {"bytes", f.bytes}};
  if (pdf) j["pages"] = f.pages;
  return j;
}

Ordered maze_json(const MazeResult& m) {
  Ordered j = {{"id", m.id}, {"page", m.page}};
  if (!m.grid.empty()) {
    j["grid"] = m.grid;
    j["cells"] = m.cells;
  } else {
    j["columns"] = m.columns;
    j["rows"] = m.rows;
  }
  j["perfect"] = m.perfect;
  j["route_length"] = m.route_length;
  j["forks"] = m.forks;
  j["matches_manifest"] = m.matches_manifest;
  if (m.solution_page) {
    j["solution_page"] = *m.solution_page;
    j["solution_slot"] = m.solution_slot;
  }
  j["solution_ok"] = m.solution_ok ? Ordered(*m.solution_ok) : Ordered(nullptr);
  if (!m.variant.empty()) {
    Ordered metrics = Ordered::object();
    for (const auto& [name, value] : m.variant_metrics) metrics[name] = value;
    j["variant"] = {{"kind", m.variant}, {"proved", m.variant_proved}, {"metrics", metrics}};
  }
  return j;
}

}  // namespace

bool BookReport::passed() const {
  for (const Check& c : checks) {
    if (!c.passed()) return false;
  }
  return true;
}

std::vector<std::string> BookReport::failure_lines() const {
  std::vector<std::string> lines;
  for (const Check& c : checks) {
    for (const std::string& f : c.failures) lines.push_back(f + " [" + c.id + "]");
  }
  return lines;
}

std::string report_json(const BookReport& report) {
  int failed = 0, perfect = 0;
  for (const Check& c : report.checks) failed += c.passed() ? 0 : 1;
  for (const MazeResult& m : report.mazes) perfect += m.perfect ? 1 : 0;
  Ordered j;
  j["format"] = kFormat;
  j["version"] = kFormatVersion;
  j["tool"] = {{"name", kToolName}, {"version", kToolVersion}};
  j["verdict"] = report.passed() ? "pass" : "fail";
  j["summary"] = {{"checks", report.checks.size()},
                  {"failed", failed},
                  {"mazes", report.mazes.size()},
                  {"perfect", perfect}};
  if (report.poster) {
    j["files"] = {{"poster", file_json(report.interior, true)},
                  {"manifest", file_json(report.manifest, false)}};
  } else {
    j["files"] = {{"interior", file_json(report.interior, true)},
                  {"cover", file_json(report.cover, true)},
                  {"manifest", file_json(report.manifest, false)}};
  }
  Ordered checks = Ordered::array();
  for (const Check& c : report.checks) {
    checks.push_back({{"id", c.id},
                      {"says", check_says(c.id)},
                      {"rule", c.rule},
                      {"pass", c.passed()},
                      {"figures", c.figures},
                      {"failures", c.failures}});
  }
  j["checks"] = checks;
  Ordered mazes = Ordered::array();
  for (const MazeResult& m : report.mazes) mazes.push_back(maze_json(m));
  j["mazes"] = mazes;
  return j.dump(2) + "\n";
}

ReportSummary read_report(const std::string& text, const std::string& name) {
  const nlohmann::json json = parse_json(text, name);
  const JsonField root{&json, "", name};
  if (!root["format"].present() || root["format"].string() != kFormat)
    root["format"].fail("\"mazeproof-check\"");
  ReportSummary summary;
  summary.verdict = root["verdict"].string();
  for (const char* key : {"interior", "cover", "manifest"}) {
    const JsonField f = root["files"][key];
    FileFacts facts;
    facts.file = f["file"].string();
    // Only the book's own files: a report cannot send the check elsewhere.
    const std::string expected = key == std::string("interior") ? "interior.pdf"
                                 : key == std::string("cover")  ? "cover.pdf"
                                                                : "book.json";
    if (facts.file != expected) f["file"].fail("\"" + expected + "\"");
    facts.sha256 = f["sha256"].string();
    summary.files.push_back(facts);
  }
  return summary;
}

}  // namespace mazeproof
