// ContentWalker, first part: a page, and the loop that turns tokens into
// operands and operators. See content_walker.h.

#include "proof/content_walker.h"

#include "proof/error.h"

namespace mazeproof {

PageDrawing ContentWalker::walk_page(int index) {
  where_ = page_label(index);
  media_box_ = pdf_.media_box(index);
  items_.clear();
  stack_.clear();
  gs_ = State();
  path_ = Path();
  clip_pending_ = false;
  direct_fonts_.clear();
  const std::string content = pdf_.page_content(index);
  QPDFObjectHandle resources = pdf_.page(index).getAttribute("/Resources", false);
  walk(content, resources, 0);
  return std::move(items_);
}

double ContentWalker::num(size_t i) const {
  return i < operands_.size() && operands_[i].kind == TokenKind::number ? operands_[i].number : 0;
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
          arrays.push_back(Operand{TokenKind::array_begin, 0, {}, {}});
          break;
        case TokenKind::array_end: {
          if (arrays.empty())
            throw Error("content stream offset " + std::to_string(lexer.offset()) + ": stray ']'");
          Operand array = std::move(arrays.back());
          arrays.pop_back();
          push(std::move(array));
          break;
        }
        case TokenKind::dict_begin: {
          // Inline dictionaries (BDC, DP) carry nothing the verifier needs.
          int nesting = 1;
          while (nesting > 0 && lexer.next(token)) {
            if (token.kind == TokenKind::dict_begin) ++nesting;
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

}  // namespace mazeproof
