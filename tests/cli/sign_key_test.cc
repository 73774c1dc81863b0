// A signing key that cannot sign is refused before any maze is made: one
// line naming --sign-key and the problem, exit 2, and no output folder.

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdlib>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

struct KeyCase {
  const char* file;
  const char* make;  // shell command run in the key folder; empty: none
  const char* problem;
};

TEST(SignKey, EveryUnusableKeyIsRefusedBeforeTheBuild) {
  mbtest::TempDir dir("sign-key");
  const KeyCase cases[] = {
      {"missing.pem", "", "cannot open"},
      {"garbage.pem", "echo garbage > garbage.pem", "not a PEM private key without a passphrase"},
      {"folder.pem", "mkdir folder.pem", "not a file"},
      {"fifo.pem", "mkfifo fifo.pem", "not a file"},
      {"rsa.pem", "openssl genpkey -algorithm rsa -pkeyopt rsa_keygen_bits:1024 -out rsa.pem",
       "not an Ed25519 private key"},
      {"ed448.pem", "openssl genpkey -algorithm ed448 -out ed448.pem",
       "not an Ed25519 private key"},
      {"locked.pem", "openssl genpkey -algorithm ed25519 -aes256 -pass pass:x -out locked.pem",
       "not a PEM private key without a passphrase"},
      {"public.pem",
       "openssl genpkey -algorithm ed25519 -out k.pem && openssl pkey -in k.pem -pubout -out "
       "public.pem",
       "not a PEM private key without a passphrase"},
  };
  for (const KeyCase& c : cases) {
    SCOPED_TRACE(c.file);
    if (*c.make) {
      const std::string command =
          "cd '" + dir.path().string() + "' && (" + c.make + ") >/dev/null 2>&1";
      ASSERT_EQ(std::system(command.c_str()), 0);
    }
    const std::string key = dir.file(c.file);
    const std::string out = dir.file("out");
    const mbtest::CliRun r =
        mbtest::run_mazebook({"build", "--out", out, "--quiet", "--sign-key", key});
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, "mazebook: --sign-key: " + key + ": " + c.problem + "\n");
    EXPECT_FALSE(fs::exists(out));
  }
}

}  // namespace
