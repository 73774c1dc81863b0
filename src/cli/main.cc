// `mazebook`: the front (cli/front.h). It runs `stats` itself and hands
// everything else to the full program beside it.

#include <iostream>

#include "cli/front.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  mazebook::Console console{std::cout, std::cerr};
  if (const std::optional<int> code = mazebook::run_front(argc, argv, console)) return *code;
  return mazebook::run_full_program(argv, console);
}
