// The verifier in stages (src/proof/README.md "Stages"): each folder of
// src/proof is one stage, and a file includes headers of its own stage and
// of the stages below it only, never of a stage above. So the stages read
// bottom up: what a page draws, the model, the drawings read into it, the
// proofs on it, and the commands last.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// The stages, bottom first.
const std::vector<std::string> kStages = {"core",      "pdf",      "model", "drawings",
                                          "topology",  "variants", "eyes",  "book",
                                          "preflight", "report",   "app"};

std::string read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

int rank_of(const std::string& stage) {
  for (size_t i = 0; i < kStages.size(); ++i) {
    if (kStages[i] == stage) return static_cast<int>(i);
  }
  return -1;
}

// What is wrong with the proof includes of a file of `stage` whose text is
// `text`: an include of a stage above, or of no stage; one phrase each.
std::vector<std::string> layering_problems(const std::string& stage, const std::string& text) {
  std::vector<std::string> out;
  const std::regex include(R"(#include\s+["<]proof/([^">]+)[">])");
  const int own = rank_of(stage);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), include);
       it != std::sregex_iterator(); ++it) {
    const std::string header = (*it)[1];
    const size_t slash = header.find('/');
    const int rank = slash == std::string::npos ? -1 : rank_of(header.substr(0, slash));
    if (rank < 0) {
      out.push_back("includes proof/" + header + ", which is in no stage");
    } else if (rank > own) {
      out.push_back("includes proof/" + header + ", a stage above " + stage);
    }
  }
  return out;
}

TEST(Layering, EveryFolderIsAStage) {
  const fs::path proof = fs::path(MAZEBOOK_SOURCE_DIR) / "src" / "proof";
  ASSERT_TRUE(fs::is_directory(proof));
  for (const fs::directory_entry& entry : fs::directory_iterator(proof)) {
    const std::string name = entry.path().filename().string();
    if (entry.is_directory()) {
      EXPECT_GE(rank_of(name), 0) << entry.path() << " is no stage";
      EXPECT_TRUE(fs::exists(entry.path() / "README.md")) << entry.path() << " has no note";
    } else {
      // Only the documents stay at the top; code lives in its stage.
      EXPECT_EQ(entry.path().extension(), ".md") << entry.path() << " is in no stage";
    }
  }
  for (const std::string& stage : kStages)
    EXPECT_TRUE(fs::is_directory(proof / stage)) << stage << " is missing";
}

TEST(Layering, IncludesPointOnlyDownTheStages) {
  const fs::path proof = fs::path(MAZEBOOK_SOURCE_DIR) / "src" / "proof";
  int files = 0;
  for (const std::string& stage : kStages) {
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(proof / stage)) {
      if (!entry.is_regular_file() || entry.path().extension() == ".md") continue;
      ++files;
      for (const std::string& problem : layering_problems(stage, read(entry.path())))
        ADD_FAILURE() << entry.path() << " " << problem;
    }
  }
  EXPECT_GT(files, 100);
}

// The check itself can fail: an include up the stages, or of no stage, is
// caught; one down the stages, or within the stage, is not.
TEST(Layering, TheCheckCatchesWhatItLooksFor) {
  EXPECT_EQ(layering_problems("model", "#include \"proof/topology/grid_proof.h\"\n"),
            std::vector<std::string>{"includes proof/topology/grid_proof.h, a stage above model"});
  EXPECT_EQ(layering_problems("pdf", "#include <proof/app/commands.h>\n"),
            std::vector<std::string>{"includes proof/app/commands.h, a stage above pdf"});
  EXPECT_EQ(layering_problems("book", "#include \"proof/manifest.h\"\n"),
            std::vector<std::string>{"includes proof/manifest.h, which is in no stage"});
  EXPECT_EQ(layering_problems("book", "#include \"proof/nowhere/x.h\"\n"),
            std::vector<std::string>{"includes proof/nowhere/x.h, which is in no stage"});
  EXPECT_TRUE(layering_problems("app",
                                "#include \"proof/core/error.h\"\n"
                                "#include \"proof/book/book_mazes.h\"\n"
                                "#include \"proof/app/commands.h\"\n"
                                "#include <string>\n")
                  .empty());
}

}  // namespace
