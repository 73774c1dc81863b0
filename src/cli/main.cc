// `mazebook`: every command (cli/app.cc).

#include <iostream>

#include "cli/command.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  mazebook::Console console{std::cout, std::cerr};
  return mazebook::run_cli(argc, argv, console);
}
