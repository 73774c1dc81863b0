#include "proof/app/commands.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <ostream>

#include "proof/app/batch.h"
#include "proof/app/book_proof.h"
#include "proof/app/poster_proof.h"
#include "proof/core/error.h"
#include "proof/core/file_io.h"
#include "proof/report/report.h"
#include "proof/report/signing.h"

namespace mazeproof {

int run_book(const std::string& dir, const std::string& sign_key, Console& console) {
  if (!std::filesystem::is_directory(dir)) throw Error(dir + ": not a folder");
  if (!sign_key.empty()) check_private_key(sign_key);  // fail before the work, not after
  const BookReport report = prove_book(dir);
  const std::string json = report_json(report);
  const std::string report_path = book_path(dir, kReportFile);
  write_file_atomically(report_path, json);
  if (!sign_key.empty())
    write_file_atomically(book_path(dir, kSignatureFile), sign_ed25519(sign_key, json));
  for (const std::string& line : report.failure_lines()) console.err << line << "\n";
  int failed = 0, perfect = 0;
  for (const Check& c : report.checks) failed += c.passed() ? 0 : 1;
  for (const MazeResult& m : report.mazes) perfect += m.perfect ? 1 : 0;
  console.out << "mazeproof: " << (report.passed() ? "pass" : "FAIL") << ": "
              << report.checks.size() << " checks, " << failed << " failed; " << report.mazes.size()
              << " mazes, " << perfect << " perfect; report " << report_path
              << (sign_key.empty() ? "" : " (signed)") << "\n";
  return report.passed() ? kExitOk : kExitFailed;
}

int run_poster(const std::string& pdf, const std::string& manifest, Console& console) {
  const std::string manifest_path = manifest.empty() ? poster_manifest_path(pdf) : manifest;
  const BookReport report = prove_poster(pdf, manifest_path);
  const std::string report_path = poster_report_path(pdf);
  write_file_atomically(report_path, report_json(report));
  for (const std::string& line : report.failure_lines()) console.err << line << "\n";
  int failed = 0, perfect = 0;
  for (const Check& c : report.checks) failed += c.passed() ? 0 : 1;
  for (const MazeResult& m : report.mazes) perfect += m.perfect ? 1 : 0;
  console.out << "mazeproof: " << (report.passed() ? "pass" : "FAIL") << ": "
              << report.checks.size() << " checks, " << failed << " failed; " << report.mazes.size()
              << " maze, " << perfect << " perfect; report " << report_path << "\n";
  return report.passed() ? kExitOk : kExitFailed;
}

int run_verify_report(const std::string& dir, const std::string& pubkey, Console& console) {
  const std::string report_path = book_path(dir, kReportFile);
  const std::string report_text = read_file(report_path);
  const std::string signature = read_file(book_path(dir, kSignatureFile));
  if (!verify_ed25519(pubkey, report_text, signature)) {
    console.err << report_path
                << ": signature does not match: the report changed since it was signed, or "
                << pubkey << " is not the signer's key\n";
    return kExitFailed;
  }
  const ReportSummary summary = read_report(report_text, kReportFile);
  int changed = 0;
  for (const FileFacts& recorded : summary.files) {
    const std::string path = book_path(dir, recorded.file.c_str());
    const std::string now = sha256_hex(read_file(path));
    if (now != recorded.sha256) {
      console.err << path << ": changed since the check (sha256 " << now << ", check.json says "
                  << recorded.sha256 << ")\n";
      ++changed;
    }
  }
  if (changed > 0) return kExitFailed;
  if (summary.verdict != "pass") {
    console.err << report_path << ": the signed report's verdict is " << summary.verdict << "\n";
    return kExitFailed;
  }
  console.out << "mazeproof: check.json signature good; " << kInteriorFile << ", " << kCoverFile
              << " and " << kManifestFile << " unchanged; verdict pass\n";
  return kExitOk;
}

int run_batch(const std::string& file, bool json, Console& console) {
  const std::vector<BatchMaze> mazes = prove_batch(read_file(file), file);
  int failed = 0;
  nlohmann::ordered_json out = {{"file", file}, {"mazes", nlohmann::ordered_json::array()}};
  for (const BatchMaze& b : mazes) {
    failed += b.passed() ? 0 : 1;
    for (const std::string& problem : b.problems)
      console.err << file << ": maze " << b.id << ": " << problem << "\n";
    if (json) {
      // Route figures only for a perfect maze: any other has no one route.
      const auto figure = [&](int64_t v) {
        return b.perfect ? nlohmann::ordered_json(v) : nlohmann::ordered_json(nullptr);
      };
      out["mazes"].push_back({{"id", b.id},
                              {"grid", b.grid},
                              {"cells", b.cells},
                              {"perfect", b.perfect},
                              {"route_length", figure(b.route_length)},
                              {"forks", figure(b.forks)},
                              {"problems", b.problems}});
      if (b.crossings >= 0) {
        out["mazes"].back()["crossings"] = b.crossings;
        out["mazes"].back()["crossings_on_route"] = figure(b.crossings_on_route);
      }
      continue;
    }
    console.out << b.id << ": " << b.grid << ", ";
    if (b.perfect) {
      console.out << "perfect, route " << b.route_length << ", forks " << b.forks;
      if (b.crossings >= 0) {
        console.out << ", crossings " << b.crossings << " (" << b.crossings_on_route
                    << " on the route)";
      }
    } else {
      console.out << "not perfect";
    }
    for (size_t i = 0; i < b.problems.size(); ++i)
      console.out << (i == 0 ? ": " : "; ") << b.problems[i];
    console.out << "\n";
  }
  if (json) {
    out["verdict"] = failed == 0 ? "pass" : "fail";
    console.out << out.dump(2) << "\n";
  } else {
    console.out << "mazeproof: " << mazes.size() << " mazes, " << failed << " failed\n";
  }
  return failed == 0 ? kExitOk : kExitFailed;
}

int run_check_key(const std::string& key, Console& console) {
  check_private_key(key);
  console.out << "mazeproof: " << key << ": an Ed25519 private key, ready to sign\n";
  return kExitOk;
}

}  // namespace mazeproof
