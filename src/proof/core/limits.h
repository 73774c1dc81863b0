#pragma once
// The verifier's bounds on work (DRAWING_RULES.md "Limits"): its inputs are
// hostile by assumption, so every reader stops at a stated size, depth or
// count with one line naming the file and the limit (exit 2), instead of
// running for minutes or filling memory. Each bound is far above what any
// mazebook book needs.

#include <cstddef>
#include <cstdint>

namespace mazeproof {

// Any input file, bytes (a 590-page book of the largest legible mazes is
// about 120 MB).
constexpr uint64_t kMaxFileBytes = uint64_t{256} << 20;
// A JSON file (book.json, a batch file, check.json), bytes: a manifest
// lists each maze with its picture, and the largest book mazebook makes
// (KDP's 590 pages of the largest legible mazes) needs well under this.
constexpr uint64_t kMaxJsonBytes = uint64_t{64} << 20;
// Memory a JSON document's values may take as they are built: 8 bytes for
// each byte of kMaxJsonBytes. A manifest takes 4 to 5 times its text (11
// to 13 written compactly), while "[0,0,0,...]" takes 16 times and
// "[[],[],...]" 30: a 64 MiB file of small values took 1.4 GB and 9 s
// before this bound.
constexpr uint64_t kMaxJsonMemory = 8 * kMaxJsonBytes;
// And in proportion to the file: 32 bytes for each byte of its text (at
// least 1 MiB), above what the files mazebook and mazeproof write take
// (3 to 19 times their text, written compactly), not what objects of
// one-letter keys take (38): no file takes memory out of proportion to
// its size.
constexpr uint64_t kJsonMemoryPerByte = 32;
constexpr uint64_t kMinJsonMemory = uint64_t{1} << 20;

// The memory a JSON text of `bytes` bytes may take once read.
constexpr uint64_t json_memory_bound(uint64_t bytes) {
  const uint64_t proportional = kJsonMemoryPerByte * bytes;
  return proportional < kMinJsonMemory   ? kMinJsonMemory
         : proportional > kMaxJsonMemory ? kMaxJsonMemory
                                         : proportional;
}
// Nesting of JSON arrays and objects (book.json is 4 deep, batch files 3).
constexpr int kMaxJsonDepth = 64;
// Nesting of arrays and dictionaries inside a content stream (Cairo
// writes 1).
constexpr int kMaxContentNesting = 32;
// Form XObjects inside form XObjects.
constexpr int kMaxFormDepth = 16;
// Form XObjects drawn on one page, counting each time one is drawn.
constexpr int kMaxFormsPerPage = 10000;
// Graphics states saved with q and not yet restored (Cairo nests 3).
constexpr int kMaxStateDepth = 256;
// Operators executed on one page, forms expanded (a page of a 150 x 190
// maze is about 70,000).
constexpr int64_t kMaxOperatorsPerPage = 4'000'000;
// Operators executed in one file, forms expanded.
constexpr int64_t kMaxOperatorsPerFile = 100'000'000;
// Straight or curved path pieces painted on one page.
constexpr int64_t kMaxPathPiecesPerPage = 2'000'000;
// One decoded stream (a content stream or a form), bytes.
constexpr uint64_t kMaxStreamBytes = uint64_t{64} << 20;
// All streams decoded from one file together, bytes.
constexpr uint64_t kMaxDecodedBytesPerFile = uint64_t{512} << 20;
// Separate wall pieces on one page (a perfect maze's walls are two pieces).
constexpr int kMaxWallPieces = 5000;
// On a poster's page: a polar poster's walls between the cells of a ring
// meet its circles in their middles, each a piece of its own (polar:300
// has about 140,000); as many as its path pieces may be.
constexpr int kMaxPosterWallPieces = static_cast<int>(kMaxPathPiecesPerPage);
// Maze drawings on one page (a solution page holds at most 9).
constexpr int kMaxDrawingsPerPage = 100;
// Tests of a box against a page's recorded texts (a shown string against
// each text's box, a later path piece or item against each shown string's
// box): a book page takes a few hundred thousand.
constexpr int64_t kMaxTextTestsPerPage = 100'000'000;
// Bytes of decoded text kept for the shown strings of one page (a page of
// the largest book shows a few kilobytes); past them, text is unread.
constexpr int64_t kMaxShownTextPerPage = int64_t{1} << 20;
// Cells along one side of a grid rebuilt from wall coordinates (the
// largest legible grid on the widest cover is about 560).
constexpr int kMaxGridSide = 2000;
// A grid read from a maze record (a batch file's): columns or rows, and a
// polar grid's rings with the centre counted. The maze JSON's own limits,
// so that whatever mazebook can write, mazeproof can prove.
constexpr int kMaxRecordGridSide = 10000;
constexpr int kMinRings = 2;
constexpr int kMaxRings = 2000;
// Cells of all the mazes of one batch file together (the largest record
// grid is 100 million cells; a grid costs a few bytes of text, so without
// this a small file could ask for hours of work).
constexpr int64_t kMaxBatchCells = 400'000'000;

// Cells of a variant grid, at most: its search holds cells x 2^3 keys held
// (x 4 floors) states, a few bytes each.
constexpr int kMaxVariantCells = 250'000;

// Pixels of one render (a full 8.5 x 11 in page at 300 dpi is 8.4 million).
constexpr int64_t kMaxRenderPixels = 64'000'000;
// Pixels of a shaped drawing rendered band by band, all bands together (a
// 48 x 48 in poster at 600 dpi is 830 million).
constexpr int64_t kMaxTiledRenderPixels = 2'000'000'000;

// An SVG poster (DRAWING_RULES.md "Posters"): the elements each file may
// hold, at most: its title's and marks' glyphs and paths, and one for every
// 64 cells of its grid (mazebook writes walls and route 2048 pieces a path,
// a few pieces a cell).
constexpr int64_t kSvgMostElements = 20'000;
constexpr double kSvgCellsPerElement = 64;
// librsvg drawing a poster's SVGs into a PDF, in a child process: wall-clock
// (and CPU) seconds and bytes of address space beyond the verifier's, and
// more for every million cells of the grid (polar:500, 784,000 cells,
// takes 7.3 s of CPU and 270 MB; rect:1000x1000 4.4 s and 135 MB).
constexpr double kSvgDrawSeconds = 8;
constexpr double kSvgDrawSecondsPerMillionCells = 24;
constexpr uint64_t kSvgDrawBytes = uint64_t{640} << 20;
constexpr double kSvgDrawBytesPerMillionCells = double{uint64_t{512} << 20};

}  // namespace mazeproof
