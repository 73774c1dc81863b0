// Signed reports: mazeproof book --sign-key writes check.json.sig, and
// verify-report catches any change to either PDF, the manifest or the report.

#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

#include <cstdio>

#include "test_book.h"
#include "test_run.h"

namespace mazeproof_test {
namespace {

// Writes a fresh Ed25519 key pair (or RSA, to test refusals) as PEM files.
void make_keys(const std::string& private_path, const std::string& public_path,
               const char* type = "ED25519") {
  EVP_PKEY* key = std::string(type) == "EC" ? EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256")
                                            : EVP_PKEY_Q_keygen(nullptr, nullptr, type);
  ASSERT_NE(key, nullptr);
  std::FILE* f = std::fopen(private_path.c_str(), "wb");
  PEM_write_PrivateKey(f, key, nullptr, nullptr, 0, nullptr, nullptr);
  std::fclose(f);
  f = std::fopen(public_path.c_str(), "wb");
  PEM_write_PUBKEY(f, key);
  std::fclose(f);
  EVP_PKEY_free(key);
}

class Signed : public ::testing::Test {
 protected:
  void SetUp() override {
    make_keys(keys_ / "key.pem", keys_ / "pub.pem");
    make_test_book(book_.path());
    const RunResult r = run_in_process({"book", book_.path(), "--sign-key", keys_ / "key.pem"});
    ASSERT_EQ(r.code, 0) << r.err;
  }
  RunResult verify() {
    return run_in_process({"verify-report", book_.path(), "--pubkey", keys_ / "pub.pem"});
  }

  TempDir keys_;
  TempDir book_;
};

TEST_F(Signed, SignatureIsBase64OfSixtyFourBytes) {
  const std::string sig = slurp(book_ / "check.json.sig");
  ASSERT_EQ(sig.size(), 89u);  // 88 base64 characters and a newline
  EXPECT_EQ(sig.back(), '\n');
  EXPECT_EQ(sig.substr(86, 2), "==");
}

TEST_F(Signed, UnchangedBookVerifies) {
  const RunResult r = verify();
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out,
            "mazeproof: check.json signature good; interior.pdf, cover.pdf and book.json "
            "unchanged; verdict pass\n");
}

TEST_F(Signed, OneByteOfAPdfChanged) {
  std::string bytes = slurp(book_ / "interior.pdf");
  bytes[bytes.size() / 2] ^= 1;
  write_text(book_ / "interior.pdf", bytes);
  const RunResult r = verify();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {book_ / "interior.pdf", ": changed since the check (sha256 "}), 1)
      << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
}

TEST_F(Signed, CoverChanged) {
  std::string bytes = slurp(book_ / "cover.pdf");
  bytes.back() ^= 1;
  write_text(book_ / "cover.pdf", bytes);
  const RunResult r = verify();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {book_ / "cover.pdf", ": changed since the check"}), 1) << r.err;
}

TEST_F(Signed, ReportEdited) {
  std::string report = slurp(book_ / "check.json");
  report.replace(report.find("\"pass\""), 6, "\"PASS\"");
  write_text(book_ / "check.json", report);
  const RunResult r = verify();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, book_ / "check.json" +
                       ": signature does not match: the report changed since it was signed, or " +
                       (keys_ / "pub.pem") + " is not the signer's key\n");
}

// Only the one form mazeproof writes verifies: the same signature bytes
// written another way (white space, other line ends, padding bits set that
// base64 decoders ignore) are refused, so a signature file cannot change
// and still pass.
TEST_F(Signed, OnlyTheCanonicalSignatureFormVerifies) {
  const std::string sig = slurp(book_ / "check.json.sig");
  const std::string body = sig.substr(0, 88);
  // The last character before "==" carries 4 unused bits: flip the lowest.
  std::string padding_bits = body;
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const size_t value = alphabet.find(padding_bits[85]);
  padding_bits[85] = alphabet[value ^ 1];
  const std::vector<std::string> forms = {
      body,                                                // no newline
      body + "\r\n",                                       // CRLF
      body + "\n\n",                                       // two newlines
      " " + body + "\n",                                   // leading space
      body + " \n",                                        // trailing space
      body.substr(0, 40) + "\n" + body.substr(40) + "\n",  // wrapped
      body.substr(0, 40) + " " + body.substr(40) + "\n",   // space inside
      padding_bits + "\n",                                 // unused padding bits set
      body.substr(0, 86) + "\n",                           // padding dropped
  };
  for (const std::string& form : forms) {
    SCOPED_TRACE(form);
    write_text(book_ / "check.json.sig", form);
    const RunResult r = verify();
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find("signature does not match"), std::string::npos) << r.err;
  }
  write_text(book_ / "check.json.sig", sig);
  EXPECT_EQ(verify().code, 0);
}

TEST_F(Signed, AnotherKeyDoesNotVerify) {
  make_keys(keys_ / "other.pem", keys_ / "other.pub.pem");
  const RunResult r =
      run_in_process({"verify-report", book_.path(), "--pubkey", keys_ / "other.pub.pem"});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("signature does not match"), std::string::npos);
}

TEST_F(Signed, MissingSignatureIsUnusable) {
  std::filesystem::remove(book_ / "check.json.sig");
  const RunResult r = verify();
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazeproof: " + (book_ / "check.json.sig") +
                       ": cannot open (No such file or directory)\n");
}

TEST_F(Signed, FailingBookSignedButNotVerified) {
  BookOptions o;
  o.odd_page = 3;
  make_test_book(book_.path(), o);
  EXPECT_EQ(run_in_process({"book", book_.path(), "--sign-key", keys_ / "key.pem"}).code, 1);
  const RunResult r = verify();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, book_ / "check.json" + ": the signed report's verdict is fail\n");
}

TEST(Signing, KeysMustBeEd25519) {
  TempDir dir;
  make_keys(dir / "ec.pem", dir / "ec.pub.pem", "EC");
  make_test_book(dir / "book");
  RunResult r = run_in_process({"book", dir / "book", "--sign-key", dir / "ec.pem"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazeproof: " + (dir / "ec.pem") + ": not an Ed25519 private key\n");
  EXPECT_FALSE(std::filesystem::exists(dir / "book/check.json"));
  // A key with a passphrase is refused, never prompted for.
  EVP_PKEY* key = EVP_PKEY_Q_keygen(nullptr, nullptr, "ED25519");
  std::FILE* f = std::fopen((dir / "locked.pem").c_str(), "wb");
  char pass[] = "secret";
  PEM_write_PrivateKey(f, key, EVP_aes_256_cbc(), reinterpret_cast<unsigned char*>(pass), 6,
                       nullptr, nullptr);
  std::fclose(f);
  EVP_PKEY_free(key);
  r = run_in_process({"book", dir / "book", "--sign-key", dir / "locked.pem"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazeproof: " + (dir / "locked.pem") +
                       ": not a PEM private key without a passphrase\n");
  write_text(dir / "junk.pem", "not a key");
  r = run_in_process({"book", dir / "book", "--sign-key", dir / "junk.pem"});
  EXPECT_EQ(r.err,
            "mazeproof: " + (dir / "junk.pem") + ": not a PEM private key without a passphrase\n");
}

}  // namespace
}  // namespace mazeproof_test
