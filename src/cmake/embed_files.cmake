# Turns the studio's web page (src/studio/web/*) into a C++ source at build
# time, so the binary serves it with nothing read or fetched at run time.
# Run as: cmake -DOUT=file.cc -DFILES="a|b" -P embed_files.cmake
string(REPLACE "|" ";" FILES "${FILES}")
set(body "")
set(table "")
set(index 0)
foreach(path IN LISTS FILES)
  get_filename_component(name "${path}" NAME)
  file(READ "${path}" hex HEX)
  string(LENGTH "${hex}" hex_length)
  math(EXPR size "${hex_length} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)"
         "\\1\n" bytes "${bytes}")
  string(APPEND body "const unsigned char kFile${index}[] = {\n${bytes}0x00};\n")
  string(APPEND table "    {\"${name}\", reinterpret_cast<const char*>(kFile${index}), ${size}},\n")
  math(EXPR index "${index} + 1")
endforeach()
file(WRITE "${OUT}.tmp" "// Generated from src/studio/web by src/cmake/embed_files.cmake; do not edit.
#include \"studio/web_assets.h\"

namespace mazebook {

namespace {

${body}
}  // namespace

const std::vector<WebAsset>& web_assets() {
  static const std::vector<WebAsset> assets = {
${table}  };
  return assets;
}

}  // namespace mazebook
")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")
