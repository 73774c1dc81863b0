// `mazebook-full`: every command of mazebook, started by the `mazebook`
// front (cli/front.h) for all but a plain `stats`.

#include <iostream>

#include "cli/command.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  mazebook::Console console{std::cout, std::cerr};
  return mazebook::run_cli(argc, argv, console);
}
