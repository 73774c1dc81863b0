#include "proof/report/signing.h"

#include <openssl/evp.h>
#include <openssl/pem.h>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <vector>

#include "proof/core/error.h"

namespace mazeproof {

namespace {

struct PkeyFree {
  void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
struct MdCtxFree {
  void operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }
};
struct FileClose {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;
using MdCtx = std::unique_ptr<EVP_MD_CTX, MdCtxFree>;

constexpr size_t kSignatureBytes = 64;  // Ed25519

Pkey load_key(const std::string& path, bool private_key) {
  std::error_code ec;
  if (std::filesystem::exists(path, ec) && !std::filesystem::is_regular_file(path, ec))
    throw Error(path + ": not a file");
  std::unique_ptr<std::FILE, FileClose> file(std::fopen(path.c_str(), "rb"));
  if (!file) throw Error(path + ": cannot open");
  // Never prompt for a passphrase: mazeproof runs unattended.
  pem_password_cb* no_prompt = [](char*, int, int, void*) { return 0; };
  EVP_PKEY* raw = private_key ? PEM_read_PrivateKey(file.get(), nullptr, no_prompt, nullptr)
                              : PEM_read_PUBKEY(file.get(), nullptr, no_prompt, nullptr);
  Pkey key(raw);
  const char* kind = private_key ? "private" : "public";
  if (!key) {
    throw Error(path + ": not a PEM " + std::string(kind) + " key" +
                (private_key ? " without a passphrase" : ""));
  }
  if (EVP_PKEY_get_id(key.get()) != EVP_PKEY_ED25519)
    throw Error(path + ": not an Ed25519 " + std::string(kind) + " key");
  return key;
}

std::string base64(const unsigned char* data, size_t size) {
  std::string out(4 * ((size + 2) / 3), '\0');
  const int n =
      EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()), data, static_cast<int>(size));
  out.resize(static_cast<size_t>(n));
  return out;
}

// Decodes a signature file; false unless it is exactly in the form
// sign_ed25519 writes (padded base64, then one "\n"). Accepting only that one
// form means a signature file cannot be altered (spaces, CR, CRLF, unused
// padding bits) and still verify.
bool decode_signature_file(std::string_view text, std::vector<unsigned char>& out) {
  if (text.size() < 2 || text.back() != '\n') return false;
  text.remove_suffix(1);
  if (text.size() % 4 != 0) return false;
  out.assign(text.size() / 4 * 3, 0);
  const int n = EVP_DecodeBlock(out.data(), reinterpret_cast<const unsigned char*>(text.data()),
                                static_cast<int>(text.size()));
  if (n < 0) return false;
  size_t padding = 0;
  if (text.back() == '=') ++padding;
  if (text[text.size() - 2] == '=') ++padding;
  out.resize(static_cast<size_t>(n) - padding);
  // EVP_DecodeBlock skips white space and ignores the bits that padding
  // leaves unused: the only sure test of the form is to encode back.
  return base64(out.data(), out.size()) == text;
}

}  // namespace

void check_private_key(const std::string& key_path) { load_key(key_path, true); }

std::string sign_ed25519(const std::string& key_path, std::string_view message) {
  const Pkey key = load_key(key_path, true);
  MdCtx ctx(EVP_MD_CTX_new());
  unsigned char signature[kSignatureBytes];
  size_t length = sizeof signature;
  if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) != 1 ||
      EVP_DigestSign(ctx.get(), signature, &length,
                     reinterpret_cast<const unsigned char*>(message.data()), message.size()) != 1) {
    throw Error(key_path + ": OpenSSL could not sign with this key");
  }
  return base64(signature, length) + "\n";
}

bool verify_ed25519(const std::string& pubkey_path, std::string_view message,
                    std::string_view signature_file) {
  const Pkey key = load_key(pubkey_path, false);
  std::vector<unsigned char> signature;
  if (!decode_signature_file(signature_file, signature) || signature.size() != kSignatureBytes)
    return false;
  MdCtx ctx(EVP_MD_CTX_new());
  if (!ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) != 1) {
    throw Error(pubkey_path + ": OpenSSL could not verify with this key");
  }
  return EVP_DigestVerify(ctx.get(), signature.data(), signature.size(),
                          reinterpret_cast<const unsigned char*>(message.data()),
                          message.size()) == 1;
}

}  // namespace mazeproof
