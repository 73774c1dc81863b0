// ContentWalker, the operators: one switch over every content-stream
// operator the verifier understands (ISO 32000-1, Annex A). See
// content_walker.h.

#include <cstdint>

#include "proof/core/error.h"
#include "proof/pdf/content_walker.h"

namespace mazeproof {

namespace {

// Operators are one to three characters: pack them for a switch.
constexpr uint32_t code(std::string_view op) {
  uint32_t c = 0;
  for (char ch : op) c = (c << 8) | static_cast<unsigned char>(ch);
  return op.size() <= 3 ? c : 0xffffffffu;
}

}  // namespace

void ContentWalker::execute(std::string_view op, QPDFObjectHandle resources, int depth,
                            ContentLexer& lexer) {
  const size_t n = operands_.size();
  auto name_at = [&](size_t i) -> const std::string* {
    return i < n && operands_[i].kind == TokenKind::name ? &operands_[i].text : nullptr;
  };
  switch (code(op)) {
    // Graphics state.
    case code("q"):
      if (stack_.size() >= static_cast<size_t>(kMaxStateDepth))
        throw Error("graphics states nested deeper than " + std::to_string(kMaxStateDepth));
      stack_.push_back(gs_);
      break;
    case code("Q"):
      if (!stack_.empty()) {
        gs_ = stack_.back();
        stack_.pop_back();
      }
      break;
    case code("cm"):
      if (n >= 6) gs_.ctm = Matrix{num(0), num(1), num(2), num(3), num(4), num(5)}.times(gs_.ctm);
      break;
    case code("w"):
      if (n >= 1) gs_.line_width = num(0);
      break;
    case code("d"):
      gs_.dashed =
          n >= 1 && operands_[0].kind == TokenKind::array_begin && !operands_[0].items.empty();
      break;
    case code("gs"):
      if (const std::string* s = name_at(0)) apply_ext_gstate(*s, resources);
      break;
    // Colour.
    case code("G"):
      set_colour(gs_.stroke, Colour::Space::gray);
      break;
    case code("g"):
      set_colour(gs_.fill, Colour::Space::gray);
      break;
    case code("RG"):
      set_colour(gs_.stroke, Colour::Space::rgb);
      break;
    case code("rg"):
      set_colour(gs_.fill, Colour::Space::rgb);
      break;
    case code("K"):
      set_colour(gs_.stroke, Colour::Space::cmyk);
      break;
    case code("k"):
      set_colour(gs_.fill, Colour::Space::cmyk);
      break;
    case code("CS"):
      if (const std::string* s = name_at(0)) set_colour_space(gs_.stroke, *s, resources);
      break;
    case code("cs"):
      if (const std::string* s = name_at(0)) set_colour_space(gs_.fill, *s, resources);
      break;
    case code("SC"):
    case code("SCN"):
      set_components(gs_.stroke);
      break;
    case code("sc"):
    case code("scn"):
      set_components(gs_.fill);
      break;
    // Paths.
    case code("m"):
      if (n >= 2) move_to(gs_.ctm.apply(Point{num(0), num(1)}));
      break;
    case code("l"):
      if (n >= 2) line_to(gs_.ctm.apply(Point{num(0), num(1)}));
      break;
    case code("c"):
      if (n >= 6)
        curve_to(gs_.ctm.apply(Point{num(0), num(1)}), gs_.ctm.apply(Point{num(2), num(3)}),
                 gs_.ctm.apply(Point{num(4), num(5)}));
      break;
    case code("v"):
      if (n >= 4)
        curve_to(path_.current, gs_.ctm.apply(Point{num(0), num(1)}),
                 gs_.ctm.apply(Point{num(2), num(3)}));
      break;
    case code("y"):
      if (n >= 4) {
        const Point end = gs_.ctm.apply(Point{num(2), num(3)});
        curve_to(gs_.ctm.apply(Point{num(0), num(1)}), end, end);
      }
      break;
    case code("h"):
      close_subpath();
      break;
    case code("re"):
      if (n >= 4) rectangle(num(0), num(1), num(2), num(3));
      break;
    case code("S"):
      paint(false, true);
      break;
    case code("s"):
      close_subpath();
      paint(false, true);
      break;
    case code("f"):
    case code("F"):
    case code("f*"):
      paint(true, false);
      break;
    case code("B"):
    case code("B*"):
      paint(true, true);
      break;
    case code("b"):
    case code("b*"):
      close_subpath();
      paint(true, true);
      break;
    case code("n"):
      paint(false, false);
      break;
    case code("W"):
    case code("W*"):
      clip_pending_ = true;
      clip_even_odd_ = op.size() == 2;
      break;
    // Text.
    case code("BT"):
      tm_ = tlm_ = Matrix();
      break;
    case code("ET"):
      break;
    case code("Tc"):
      if (n >= 1) gs_.text.char_spacing = num(0);
      break;
    case code("Tw"):
      if (n >= 1) gs_.text.word_spacing = num(0);
      break;
    case code("Tz"):
      if (n >= 1) gs_.text.h_scale = num(0) / 100;
      break;
    case code("TL"):
      if (n >= 1) gs_.text.leading = num(0);
      break;
    case code("Ts"):
      if (n >= 1) gs_.text.rise = num(0);
      break;
    case code("Tr"):
      if (n >= 1) gs_.text.render_mode = clamped_int(num(0));
      if (gs_.text.render_mode != 0)
        note(false, "text render mode " + std::to_string(gs_.text.render_mode) + " (Tr)");
      break;
    case code("Tf"):
      if (n >= 2) {
        if (const std::string* s = name_at(0)) {
          gs_.text.font = font(*s, resources);
          // A Type 3 glyph is a drawing of its own, which may paint
          // anywhere: only the renderer would see it.
          if (gs_.text.font->type3)
            note(false, "Type 3 font /" + s->substr(0, 32) + " (glyphs that are drawings)");
        }
        gs_.text.size = num(1);
      }
      break;
    case code("Td"):
      if (n >= 2) text_move(num(0), num(1));
      break;
    case code("TD"):
      if (n >= 2) {
        gs_.text.leading = -num(1);
        text_move(num(0), num(1));
      }
      break;
    case code("Tm"):
      if (n >= 6) tm_ = tlm_ = Matrix{num(0), num(1), num(2), num(3), num(4), num(5)};
      break;
    case code("T*"):
      text_move(0, -gs_.text.leading);
      break;
    case code("Tj"):
      if (n >= 1) show({&operands_[0]});
      break;
    case code("'"):
      text_move(0, -gs_.text.leading);
      if (n >= 1) show({&operands_[0]});
      break;
    case code("\""):
      if (n >= 3) {
        gs_.text.word_spacing = num(0);
        gs_.text.char_spacing = num(1);
        text_move(0, -gs_.text.leading);
        show({&operands_[2]});
      }
      break;
    case code("TJ"):
      if (n >= 1 && operands_[0].kind == TokenKind::array_begin) {
        std::vector<const Operand*> parts;
        for (const Operand& item : operands_[0].items) parts.push_back(&item);
        show(parts);
      }
      break;
    // External objects, inline images, shadings.
    case code("Do"):
      if (const std::string* s = name_at(0)) draw_xobject(*s, resources, depth);
      break;
    case code("ID"): {
      int width = 0, height = 0;
      for (size_t i = 0; i + 1 < n; ++i) {
        if (operands_[i].kind != TokenKind::name) continue;
        if (operands_[i].text == "W" || operands_[i].text == "Width")
          width = clamped_int(num(i + 1));
        if (operands_[i].text == "H" || operands_[i].text == "Height")
          height = clamped_int(num(i + 1));
      }
      lexer.skip_inline_image();
      draw_image_box(width, height);
      break;
    }
    case code("sh"): {
      DrawItem item;
      item.kind = ItemKind::shading;
      item.box = gs_.hazards.clip.intersected(media_box_);
      item.colour.space = Colour::Space::other;
      item.hazards = gs_.hazards;
      item.hazards.alpha = gs_.fill_alpha;
      const Box area = item.box;
      emit(std::move(item), area);
      break;
    }
    // Marked content: only optional content (/OC) changes what is seen.
    case code("BMC"):
      begin_marked_content(kPlainContent);
      break;
    case code("BDC"): {
      const std::string* tag = name_at(0);
      const bool optional = tag != nullptr && *tag == "OC";
      const bool figure = tag != nullptr && *tag == "Figure";
      begin_marked_content(optional ? kOptionalContent : figure ? kFigureContent : kPlainContent);
      break;
    }
    case code("EMC"):
      end_marked_content();
      break;
    case code("MP"):
    case code("DP"):
    case code("ri"):
    case code("i"):
    case code("J"):
    case code("j"):
    case code("M"):
    case code("BI"):
      break;
    case code("BX"):
    case code("EX"):
      note(false, "a compatibility section (BX/EX)");
      break;
    case code("d0"):
    case code("d1"):
      note(false, "a glyph operator (" + std::string(op) + ") outside a Type 3 glyph");
      break;
    default:
      note(false, "unknown operator '" + std::string(op.substr(0, 16)) + "'");
      break;
  }
}

}  // namespace mazeproof
