# Reads a program's --help texts (CLI11's layout) for the man page and the
# bash completion that src/cmake/man_page.cmake and src/cmake/bash_completion.cmake
# make from them at build time, so neither can say other than the program.

# The output of `PROGRAM ARGS... --help`, into OUT_VAR. Fails the build when
# the program does not answer 0.
function(help_of program out_var)
  execute_process(COMMAND ${program} ${ARGN} --help
                  OUTPUT_VARIABLE text RESULT_VARIABLE code)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "${program} ${ARGN} --help exited ${code}")
  endif()
  set(${out_var} "${text}" PARENT_SCOPE)
endfunction()

# Splits a help text into a list of lines. A list cannot hold `;` and
# treats brackets specially, so they travel as control characters that
# help_line_text() turns back.
string(ASCII 1 HELP_SEMICOLON)
string(ASCII 2 HELP_OPEN_BRACKET)
string(ASCII 3 HELP_CLOSE_BRACKET)
function(help_lines text out_var)
  string(REPLACE ";" "${HELP_SEMICOLON}" text "${text}")
  string(REPLACE "[" "${HELP_OPEN_BRACKET}" text "${text}")
  string(REPLACE "]" "${HELP_CLOSE_BRACKET}" text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  set(${out_var} "${lines}" PARENT_SCOPE)
endfunction()

# A line of help_lines() as the program printed it.
function(help_line_text line out_var)
  string(REPLACE "${HELP_SEMICOLON}" ";" line "${line}")
  string(REPLACE "${HELP_OPEN_BRACKET}" "[" line "${line}")
  string(REPLACE "${HELP_CLOSE_BRACKET}" "]" line "${line}")
  set(${out_var} "${line}" PARENT_SCOPE)
endfunction()

# The subcommands the top-level help lists ("Subcommands:" section), in order.
function(help_subcommands text out_var)
  help_lines("${text}" lines)
  set(in_section OFF)
  set(names "")
  foreach(line IN LISTS lines)
    if(line MATCHES "^Subcommands:")
      set(in_section ON)
    elseif(in_section AND line MATCHES "^  ([a-z][a-z0-9-]*)( |$)")
      list(APPEND names "${CMAKE_MATCH_1}")
    elseif(in_section AND NOT line MATCHES "^  ")
      set(in_section OFF)
    endif()
  endforeach()
  set(${out_var} "${names}" PARENT_SCOPE)
endfunction()

# The long and short option names (--out, -o) an "Options:" section lists.
function(help_option_names text out_var)
  help_lines("${text}" lines)
  set(in_section OFF)
  set(names "")
  foreach(line IN LISTS lines)
    if(line MATCHES "^Options:")
      set(in_section ON)
    elseif(in_section AND line MATCHES "^  (-[^ ]+)")
      string(REPLACE "," ";" flags "${CMAKE_MATCH_1}")
      list(APPEND names ${flags})
    elseif(in_section AND NOT line MATCHES "^  ")
      set(in_section OFF)
    endif()
  endforeach()
  set(${out_var} "${names}" PARENT_SCOPE)
endfunction()
