# What `cmake --install build --prefix P` puts where, and the Debian
# package `cpack -G DEB` makes of it (run from the build folder):
#
#   P/bin/mazebook, P/bin/mazeproof
#   P/share/mazebook/presets, P/share/mazebook/templates (themes and art inside)
#   P/share/man/man1/mazebook.1, mazeproof.1
#   P/share/bash-completion/completions/mazebook, mazeproof
#   P/share/doc/mazebook/README.md, LICENSE

# The man pages and bash completions are made from the programs' own
# --help texts each time a program is linked (src/cmake/man_page.cmake,
# src/cmake/bash_completion.cmake).
set(MAZEBOOK_MAN_DIR ${CMAKE_BINARY_DIR}/man)
set(MAZEBOOK_COMPLETION_DIR ${CMAKE_BINARY_DIR}/completion)
file(MAKE_DIRECTORY ${MAZEBOOK_MAN_DIR} ${MAZEBOOK_COMPLETION_DIR})
foreach(program mazebook mazeproof)
  if(program STREQUAL "mazebook")
    set(other mazeproof)
  else()
    set(other mazebook)
  endif()
  add_custom_command(TARGET ${program} POST_BUILD
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${program}> -DNAME=${program}
            -DVERSION=${PROJECT_VERSION} -DSEE_ALSO=${other}
            -DOUT=${MAZEBOOK_MAN_DIR}/${program}.1 -P ${CMAKE_SOURCE_DIR}/src/cmake/man_page.cmake
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${program}> -DNAME=${program}
            -DOUT=${MAZEBOOK_COMPLETION_DIR}/${program}
            -P ${CMAKE_SOURCE_DIR}/src/cmake/bash_completion.cmake
    VERBATIM)
  install(FILES ${MAZEBOOK_MAN_DIR}/${program}.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  install(FILES ${MAZEBOOK_COMPLETION_DIR}/${program}
          DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
endforeach()

install(TARGETS mazebook mazeproof RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The data the programs read at run time; the notes and preview pictures
# beside it are for readers of the repository.
foreach(folder presets templates)
  install(DIRECTORY ${CMAKE_SOURCE_DIR}/${folder}/
          DESTINATION ${CMAKE_INSTALL_DATADIR}/mazebook/${folder}
          PATTERN README.md EXCLUDE
          PATTERN previews EXCLUDE
          PATTERN "*.png" EXCLUDE)
endforeach()
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

# The Debian package. Its Depends are the shared libraries the programs
# link (dpkg-shlibdeps, which needs dpkg-dev and file) and the packages
# whose files they read at run time: the templates' fonts and the clip art
# the shipped themes and masks name.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME mazebook)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "printable maze books for Amazon KDP, every maze proved to have one route")
set(CPACK_PACKAGE_DESCRIPTION
    "mazebook turns a short book description into a KDP-ready paperback: an interior PDF of \
selected mazes with their solutions and a full-wrap cover PDF whose spine fits the page \
count. mazeproof, an independent verifier, proves from the printed walls that every maze \
has exactly one route and checks both files against KDP's rules.")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "mazebook maintainers <maintainers@mazebook.invalid>")
set(CPACK_DEBIAN_PACKAGE_SECTION graphics)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-lato, fonts-comic-neue, fonts-dejavu-core, openclipart-svg")
# `mazebook studio --open` asks the desktop's browser through xdg-open.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "xdg-utils")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
include(CPack)
