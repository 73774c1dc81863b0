// ContentWalker, first part: a page, and the loop that turns tokens into
// operands and operators. See content_walker.h.

#include "proof/pdf/content_walker.h"

#include "proof/core/error.h"

namespace mazeproof {

PageDrawing ContentWalker::walk_page(int index) {
  const std::string content = pdf_.page_content(index);
  return walk_content(index, content);
}

PageDrawing ContentWalker::walk_content(int index, std::string_view content) {
  where_ = page_label(index);
  media_box_ = pdf_.media_box(index);
  items_.clear();
  notes_.clear();
  stack_.clear();
  gs_ = State();
  path_ = Path();
  clip_pending_ = false;
  marked_.clear();
  optional_depth_ = 0;
  figure_depth_ = 0;
  inherited_optional_ = false;
  inherited_figure_ = false;
  page_operators_ = 0;
  page_pieces_ = 0;
  page_forms_ = 0;
  shown_text_bytes_ = 0;
  direct_fonts_.clear();
  QPDFObjectHandle resources = pdf_.page(index).getAttribute("/Resources", false);
  walk(content, resources, 0);
  return std::move(items_);
}

double ContentWalker::num(size_t i) const {
  return i < operands_.size() && operands_[i].kind == TokenKind::number ? operands_[i].number : 0;
}

void ContentWalker::note(bool every_page, const std::string& text) {
  for (const PageNote& n : notes_) {
    if (n.text == text) return;
  }
  if (notes_.size() < 32) notes_.push_back({every_page, text});
}

void ContentWalker::walk(std::string_view content, QPDFObjectHandle resources, int depth) {
  ContentLexer lexer(content);
  Token token;
  std::vector<Operand> arrays;  // arrays being read, innermost last
  operands_.clear();
  auto push = [&](Operand&& operand) {
    if (arrays.empty()) {
      operands_.push_back(std::move(operand));
    } else {
      arrays.back().items.push_back(std::move(operand));
    }
  };
  auto stop = [&](const std::string& what) {
    throw Error("content stream offset " + std::to_string(lexer.offset()) + ": " + what);
  };
  try {
    while (lexer.next(token)) {
      switch (token.kind) {
        case TokenKind::number:
          push(Operand{TokenKind::number, token.number, {}, {}});
          break;
        case TokenKind::name:
          push(Operand{TokenKind::name, 0, std::string(token.text), {}});
          break;
        case TokenKind::string:
          push(Operand{TokenKind::string, 0, token.bytes, {}});
          break;
        case TokenKind::array_begin:
          if (arrays.size() >= static_cast<size_t>(kMaxContentNesting))
            stop("arrays nested deeper than " + std::to_string(kMaxContentNesting));
          arrays.push_back(Operand{TokenKind::array_begin, 0, {}, {}});
          break;
        case TokenKind::array_end: {
          if (arrays.empty()) stop("stray ']'");
          Operand array = std::move(arrays.back());
          arrays.pop_back();
          push(std::move(array));
          break;
        }
        case TokenKind::dict_begin: {
          // Inline dictionaries (BDC, DP) carry nothing the verifier needs
          // but whether they exist.
          int nesting = 1;
          while (nesting > 0 && lexer.next(token)) {
            if (token.kind == TokenKind::dict_begin && ++nesting > kMaxContentNesting)
              stop("dictionaries nested deeper than " + std::to_string(kMaxContentNesting));
            if (token.kind == TokenKind::dict_end) --nesting;
          }
          push(Operand{TokenKind::dict_begin, 0, {}, {}});
          break;
        }
        case TokenKind::dict_end:
          break;
        case TokenKind::keyword:
          if (token.text == "true" || token.text == "false" || token.text == "null") {
            push(Operand{TokenKind::number, 0, {}, {}});
            break;
          }
          if (++page_operators_ > kMaxOperatorsPerPage)
            stop("more than " + std::to_string(kMaxOperatorsPerPage) + " operators on the page");
          if (++file_operators_ > kMaxOperatorsPerFile)
            stop("more than " + std::to_string(kMaxOperatorsPerFile) + " operators in the file");
          execute(token.text, resources, depth, lexer);
          arrays.clear();
          operands_.clear();
          break;
      }
    }
  } catch (const Error& e) {
    const std::string message = e.what();
    if (message.rfind(pdf_.name(), 0) == 0) throw;  // already placed
    throw Error(pdf_.name() + ": " + where_ + ": " + message);
  }
  finish_subpath();
}

void ContentWalker::begin_marked_content(Marked kind) {
  if (marked_.size() >= static_cast<size_t>(kMaxStateDepth))
    throw Error("marked content nested deeper than " + std::to_string(kMaxStateDepth));
  marked_.push_back(kind);
  if (kind == kFigureContent) ++figure_depth_;
  if (kind == kOptionalContent) {
    ++optional_depth_;
    note(true, "optional content (BDC /OC)");
  }
}

void ContentWalker::end_marked_content() {
  if (marked_.empty()) return;
  if (marked_.back() == kOptionalContent) --optional_depth_;
  if (marked_.back() == kFigureContent) --figure_depth_;
  marked_.pop_back();
}

}  // namespace mazeproof
