// The man pages (made at build time from the programs' --help texts by
// src/cmake/man_page.cmake) say what --help says: each page's words, with the
// roff requests and escapes taken out, are the help texts' words, command
// by command.

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

// Words separated by single spaces.
std::string words(const std::string& text) {
  std::istringstream in(text);
  std::string word, out;
  while (in >> word) out += (out.empty() ? "" : " ") + word;
  return out;
}

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size())
    text.replace(at, from.size(), to);
}

// A part of a page as its reader sees the words: request lines dropped,
// font changes and escapes undone.
std::string page_words(const std::vector<std::string>& lines) {
  std::string text;
  for (std::string line : lines) {
    if (!line.empty() && line[0] == '.') continue;
    for (const char* font : {"\\fB", "\\fR", "\\fI"}) replace_all(line, font, "");
    replace_all(line, "\\-", "-");
    replace_all(line, "\\&", "");
    replace_all(line, "\\e", "\\");
    text += line + "\n";
  }
  return words(text);
}

struct ManPage {
  std::vector<std::string> description;
  std::vector<std::pair<std::string, std::vector<std::string>>> commands;  // in page order
};

ManPage read_page(const std::string& program) {
  std::istringstream in(mbtest::read_bytes(fs::path(MAZEBOOK_MAN_DIR) / (program + ".1")));
  ManPage page;
  std::vector<std::string>* part = nullptr;
  const std::string command_heading = ".SS \"" + program + " ";
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(".SH ", 0) == 0) {
      part = line == ".SH DESCRIPTION" ? &page.description : nullptr;
    } else if (line.rfind(command_heading, 0) == 0) {
      std::string name = line.substr(command_heading.size());
      name.pop_back();  // the closing quote
      page.commands.push_back({name, {}});
      part = &page.commands.back().second;
    } else if (part) {
      part->push_back(line);
    }
  }
  return page;
}

std::string help_of(const std::string& binary, const std::string& command) {
  return mbtest::shell_output("'" + binary + "' " + command + " --help");
}

// The commands a top-level help lists under "Subcommands:".
std::vector<std::string> listed_commands(const std::string& help) {
  std::istringstream in(help);
  std::vector<std::string> names;
  bool listing = false;
  for (std::string line; std::getline(in, line);) {
    if (line == "Subcommands:") {
      listing = true;
    } else if (listing && line.rfind("  ", 0) == 0) {
      names.push_back(line.substr(2, line.find(' ', 2) - 2));
    } else {
      listing = false;
    }
  }
  return names;
}

void expect_page_matches_help(const std::string& program, const std::string& binary) {
  const ManPage page = read_page(program);
  const std::string top = help_of(binary, "");
  EXPECT_EQ(page_words(page.description), words(top));
  const std::vector<std::string> commands = listed_commands(top);
  ASSERT_FALSE(commands.empty());
  ASSERT_EQ(page.commands.size(), commands.size());
  for (size_t i = 0; i < commands.size(); ++i) {
    EXPECT_EQ(page.commands[i].first, commands[i]);
    EXPECT_EQ(page_words(page.commands[i].second), words(help_of(binary, commands[i])))
        << program << " " << commands[i];
  }
}

TEST(ManPage, MazebookSaysWhatItsHelpSays) {
  expect_page_matches_help("mazebook", MAZEBOOK_BINARY);
}

TEST(ManPage, MazeproofSaysWhatItsHelpSays) {
  expect_page_matches_help("mazeproof", MAZEPROOF_BINARY);
}

TEST(ManPage, ReadsAsAManPage) {
  const std::string page = mbtest::read_bytes(fs::path(MAZEBOOK_MAN_DIR) / "mazebook.1");
  EXPECT_NE(page.find(".TH MAZEBOOK 1 \"\" \"mazebook "), std::string::npos);
  EXPECT_NE(page.find(".SH NAME\nmazebook \\- makes printable maze books"), std::string::npos);
  // An option is a tagged paragraph, its hyphens escaped.
  EXPECT_NE(page.find(".TP\n\\fB\\-o,\\-\\-out DIR\\fR\nOutput folder"), std::string::npos);
  EXPECT_NE(page.find(".SH SEE ALSO\n.BR mazeproof (1)"), std::string::npos);
}

// The bash completion, made from the same texts, completes commands and
// each command's options.
std::string complete(const std::string& program, const std::vector<std::string>& typed) {
  const fs::path file = fs::path(MAZEBOOK_COMPLETION_DIR) / program;
  const std::string script = "source \"$1\"; shift; COMP_WORDS=(" + program +
                             " \"$@\"); COMP_CWORD=$#; _" + program +
                             "; printf \"%s\\n\" \"${COMPREPLY[@]}\"";
  std::string command = "bash -c '" + script + "' bash '" + file.string() + "'";
  for (const std::string& word : typed) command += " '" + word + "'";
  return mbtest::shell_output(command);
}

TEST(Completion, CompletesCommandsAndTheirOptions) {
  EXPECT_EQ(complete("mazebook", {"bu"}), "build\n");
  EXPECT_EQ(complete("mazebook", {"st"}), "stats\nstudio\n");
  EXPECT_EQ(complete("mazebook", {"build", "--ou"}), "--out\n");
  EXPECT_EQ(complete("mazebook", {"poster", "--sol"}), "--solution\n");
  EXPECT_EQ(complete("mazeproof", {"book", "--sign"}), "--sign-key\n");
  EXPECT_EQ(complete("mazeproof", {"ver"}), "verify-report\n");
}

}  // namespace
