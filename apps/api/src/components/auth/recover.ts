import { getAddress, keccak256 } from 'ethers';
import secp256k1 from 'secp256k1';

/**
 * Recovers the address that signed `message` with personal_sign (EIP-191), or null when the
 * signature is malformed. Public-key recovery runs in libsecp256k1 (the `secp256k1` package's
 * native binding): about 30 times faster than pure-JS recovery, which would cap sign-ins at a few
 * hundred per second per core.
 */
export function recoverPersonalSignAddress(message: string, signature: string): string | null {
  const signer = recoverPersonalSigner(message, signature);
  return signer === null ? null : getAddress(signer);
}

/** A lone UTF-16 surrogate: such text has no UTF-8 encoding, so no wallet can have signed it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * EIP-191 personal_sign digest: keccak256("\x19Ethereum Signed Message:\n" + byte length + message),
 * as ethers' hashMessage but over Node's UTF-8 encoder (ethers' own JS encoder was a third of a
 * sign-in's CPU). Null for text with no UTF-8 encoding, which ethers refuses by throwing.
 */
function personalMessageDigest(message: string): Buffer | null {
  if (LONE_SURROGATE.test(message)) return null;
  const body = Buffer.from(message, 'utf8');
  const prefixed = Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${body.length}`, 'utf8'), body]);
  return Buffer.from(keccak256(prefixed).slice(2), 'hex');
}

/**
 * As recoverPersonalSignAddress, but the address in lowercase hex: no EIP-55 checksum (one keccak
 * less), for callers that only compare it with an address they already hold checksummed.
 */
export function recoverPersonalSigner(message: string, signature: string): string | null {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return null;
  const bytes = Buffer.from(signature.slice(2), 'hex');
  const v = bytes[64] ?? 0;
  const recoveryId = v >= 27 ? v - 27 : v;
  if (recoveryId !== 0 && recoveryId !== 1) return null;
  try {
    const digest = personalMessageDigest(message);
    if (digest === null) return null;
    const publicKey = secp256k1.ecdsaRecover(bytes.subarray(0, 64), recoveryId, digest, false);
    return `0x${keccak256(publicKey.subarray(1)).slice(-40)}`;
  } catch {
    return null;
  }
}
