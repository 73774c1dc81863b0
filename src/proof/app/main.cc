// mazeproof: the independent verifier. See commands.h and DRAWING_RULES.md.

#include <iostream>

#include "proof/app/commands.h"

int main(int argc, char** argv) {
  mazeproof::Console console{std::cout, std::cerr};
  return mazeproof::run_mazeproof(argc, argv, console);
}
