// libFuzzer target: mazeproof's content-stream reader. Each input is
// walked as the content of a page whose resources hold one of everything
// the walker can meet (fonts, graphics states, forms, an image, a shading,
// a colour space, optional content), then grouped into maze drawings, held
// to the closed world, and proved as mazes of a small rectangle, polar and
// hex grid (placement fit, wall matching, the proof of a tree, plane graph,
// route, keep-clear area). Any crash, sanitizer report, or
// exception other than mazeproof's Error is a finding.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "proof/book/closed_world.h"
#include "proof/core/error.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/drawings/shape_area.h"
#include "proof/pdf/content_walker.h"
#include "proof/pdf/pdf_reader.h"
#include "proof/topology/shape_proof.h"
#include "proof/topology/shape_route.h"

namespace {

// The page every input is walked on, as PDF bytes.
std::string base_pdf() {
  QPDF q;
  q.emptyPDF();
  QPDFObjectHandle glyph = q.newStream("500 0 0 0 500 700 d1 0 0 500 700 re f");
  QPDFObjectHandle type3 = q.makeIndirectObject(QPDFObjectHandle::parse(
      "<< /Type /Font /Subtype /Type3 /FontBBox [0 0 500 700] /FontMatrix [0.001 0 0 0.001 0 0] "
      "/FirstChar 32 /LastChar 126 /Widths [500] /Encoding << /Differences [32 /g] >> "
      "/Resources << >> >>"));
  QPDFObjectHandle procs = QPDFObjectHandle::newDictionary();
  procs.replaceKey("/g", glyph);
  type3.replaceKey("/CharProcs", procs);
  QPDFObjectHandle inner = q.newStream("0 0 0 RG 2 w 10 10 m 100 10 l S BT /F1 9 Tf (a) Tj ET");
  inner.replaceDict(QPDFObjectHandle::parse(
      "<< /Type /XObject /Subtype /Form /BBox [0 0 500 500] /Matrix [1 0 0 1 5 5] >>"));
  QPDFObjectHandle outer = q.newStream("q /Fm2 Do Q 1 1 1 rg 0 0 50 50 re f");
  outer.replaceDict(QPDFObjectHandle::parse(
      "<< /Type /XObject /Subtype /Form /BBox [0 0 600 600] /Resources << /XObject << >> >> "
      ">>"));
  outer.getDict().getKey("/Resources").getKey("/XObject").replaceKey("/Fm2", inner);
  QPDFObjectHandle image = q.newStream(std::string("\x00\xff\xff\x00", 4));
  image.replaceDict(QPDFObjectHandle::parse(
      "<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray "
      "/BitsPerComponent 8 >>"));
  QPDFObjectHandle icc = q.newStream("not a real profile");
  icc.replaceDict(QPDFObjectHandle::parse("<< /N 3 >>"));
  QPDFObjectHandle resources = QPDFObjectHandle::parse(
      "<< /Font << /F2 << /Type /Font /Subtype /TrueType /BaseFont /Helvetica /FirstChar 32 "
      "/LastChar 33 /Widths [278 278] /FontDescriptor << /Ascent 718 /Descent -207 >> >> >> "
      "/ExtGState << /a0 << /CA 1 /ca 1 >> /G1 << /CA 0.5 /BM /Multiply /LW 3 /D [[2 1] 0] >> "
      "/G2 << /SMask << /S /Luminosity >> /TR /Identity >> >> "
      "/XObject << >> /ColorSpace << >> "
      "/Shading << /Sh1 << /ShadingType 2 /ColorSpace /DeviceGray /Coords [0 0 1 0] "
      "/Function << /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [1] /N 1 >> >> >> "
      "/Properties << /oc1 << /Type /OCG /Name (x) >> >> >>");
  resources.getKey("/Font").replaceKey("/F1", type3);
  resources.getKey("/XObject").replaceKey("/Fm1", outer);
  resources.getKey("/XObject").replaceKey("/Im1", image);
  QPDFObjectHandle space = QPDFObjectHandle::parse("[/ICCBased]");
  space.appendItem(icc);
  resources.getKey("/ColorSpace").replaceKey("/CS1", space);
  QPDFObjectHandle page =
      q.makeIndirectObject(QPDFObjectHandle::parse("<< /Type /Page /MediaBox [0 0 612 792] >>"));
  page.replaceKey("/Resources", resources);
  page.replaceKey("/Contents", q.newStream(""));
  QPDFPageDocumentHelper(q).addPage(QPDFPageObjectHelper(page), false);
  QPDFWriter writer(q);
  writer.setOutputMemory();
  writer.setStaticID(true);
  writer.write();
  std::shared_ptr<Buffer> buffer = writer.getBufferSharedPointer();
  return std::string(reinterpret_cast<const char*>(buffer->getBuffer()), buffer->getSize());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::string pdf_bytes = base_pdf();
  using namespace mazeproof;
  try {
    PdfFile pdf(PdfFile::InMemory{}, pdf_bytes, "fuzz.pdf");
    ContentWalker walker(pdf);
    const PageDrawing items =
        walker.walk_content(0, std::string_view(reinterpret_cast<const char*>(data), size));
    const PageMazes mazes = find_maze_drawings(items);
    closed_world_problems(items, walker.notes(), mazes, true);
    static const CellGrid rect = CellGrid::rect(3, 3);
    static const CellGrid polar = CellGrid::polar(4);
    static const CellGrid hex = CellGrid::hex(3, 3);
    for (const CellGrid* grid : {&rect, &polar, &hex}) {
      const GridShapes shapes(*grid);
      const CellOpening entrance{grid->size() - 1, grid == &rect ? 2 : 3};
      const CellOpening exit = grid == &polar ? CellOpening{0, -1} : CellOpening{0, 0};
      std::vector<std::shared_ptr<const ShapeArea>> areas;
      for (const MazeDrawing& d : mazes.drawings) {
        const ShapeDrawingProof p = prove_shape_drawing(d.walls, shapes, entrance, exit);
        if (!p.ok) continue;
        areas.push_back(std::make_shared<const ShapeArea>(*grid, p.placement, d.wall_width, true));
        if (p.proof.proved) {
          check_shape_route(d.route, shapes, p.placement, *p.maze, p.proof.route, p.walls.pieces,
                            d.wall_width, d.route_width);
        }
      }
      closed_world_problems(items, walker.notes(), mazes, false, areas);
    }
  } catch (const Error&) {
    // Unusable input, refused in one line: the expected way out.
  }
  return 0;
}
