#pragma once
// Ed25519 signatures over check.json (OpenSSL 3, EVP_DigestSign with no
// digest: Ed25519 hashes internally). The signature file check.json.sig
// holds the 64-byte signature of the exact bytes of check.json in base64
// (standard alphabet, padded) followed by one newline.

#include <string>
#include <string_view>

namespace mazeproof {

// The contents of a .sig file for `message`, signed with the Ed25519 private
// key in PEM file `key_path`. Throws Error naming the key file when it
// cannot be read or is not an Ed25519 private key.
std::string sign_ed25519(const std::string& key_path, std::string_view message);

// Throws Error (as sign_ed25519) when `key_path` is not a usable private
// key; lets a command fail before it does any work.
void check_private_key(const std::string& key_path);

// Whether `signature_file` (the contents of a .sig file) is a valid
// signature of `message` by the Ed25519 public key in PEM file `pubkey_path`.
// Throws Error when the key cannot be read or is not Ed25519.
bool verify_ed25519(const std::string& pubkey_path, std::string_view message,
                    std::string_view signature_file);

}  // namespace mazeproof
