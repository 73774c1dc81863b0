# Writes a bash completion file for a program from its own --help texts:
# its commands after the program's name, each command's options after the
# command, file names elsewhere.
#
#   cmake -DPROGRAM=build/bin/mazebook -DNAME=mazebook
#         -DOUT=build/completion/mazebook -P src/cmake/bash_completion.cmake

# Run with -P: no project sets the policies, so take those of the
# version the project needs (quoted arguments are never variables).
cmake_policy(VERSION 3.20)

include(${CMAKE_CURRENT_LIST_DIR}/help_text.cmake)

foreach(required PROGRAM NAME OUT)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "bash_completion.cmake: -D${required}=... is needed")
  endif()
endforeach()

help_of(${PROGRAM} top)
help_subcommands("${top}" commands)
help_option_names("${top}" top_options)
string(REPLACE "-" "_" function "_${NAME}")

list(JOIN commands " " command_words)
list(JOIN top_options " " top_words)
set(cases "")
foreach(command IN LISTS commands)
  help_of(${PROGRAM} command_help ${command})
  help_option_names("${command_help}" options)
  list(JOIN options " " option_words)
  string(APPEND cases "    ${command}) options=\"${option_words}\" ;;\n")
endforeach()

file(WRITE "${OUT}.tmp" "# bash completion for ${NAME}, made from its --help texts at build time.
${function}() {
  local cur=\"\${COMP_WORDS[COMP_CWORD]}\"
  if [[ \${COMP_CWORD} -eq 1 ]]; then
    COMPREPLY=(\$(compgen -W \"${command_words} ${top_words}\" -- \"\${cur}\"))
    return
  fi
  local options=\"\"
  case \"\${COMP_WORDS[1]}\" in
${cases}  esac
  if [[ \"\${cur}\" == -* ]]; then
    COMPREPLY=(\$(compgen -W \"\${options}\" -- \"\${cur}\"))
  else
    COMPREPLY=(\$(compgen -f -- \"\${cur}\"))
  fi
}
complete -o filenames -o bashdefault -F ${function} ${NAME}
")
file(RENAME "${OUT}.tmp" "${OUT}")
