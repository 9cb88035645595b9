import { challengeDomain, EIP712_TYPES, type AuthorizeMessage, type RegisterMessage } from '@gm-claim/shared';
import { computeAddress, keccak256, TypedDataEncoder } from 'ethers';
import secp256k1 from 'secp256k1';

export interface ChallengeSigner {
  /** The address GMChallenge must have as `signer()`. */
  readonly address: string;
  signRegister(message: RegisterMessage): string;
  signAuthorize(message: AuthorizeMessage): string;
}

const REGISTER_TYPES = { Register: [...EIP712_TYPES.Register] };
const AUTHORIZE_TYPES = { Authorize: [...EIP712_TYPES.Authorize] };
const UINT256_LIMIT = 1n << 256n;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const EIP712_PREFIX = Buffer.from([0x19, 0x01]);
/** The struct layouts encoded by hand below; a change of the contract's types must fail loudly here. */
const REGISTER_TYPE = 'Register(address user,uint256 amount,uint256 nonce,uint256 deadline)';
const AUTHORIZE_TYPE = 'Authorize(address user,uint256 nonce,uint256 deadline)';

function typeHash(encoded: string, expected: string): Buffer {
  if (encoded !== expected) throw new Error(`The EIP-712 type changed to ${encoded}: update the signer's encoding of ${expected}.`);
  return hashBytes(Buffer.from(encoded));
}

function hashBytes(bytes: Uint8Array): Buffer {
  return Buffer.from(keccak256(bytes).slice(2), 'hex');
}

/** A uint256 as its 32-byte ABI word; throws outside the type's range, as ethers' encoder does. */
function uintWord(value: bigint): Buffer {
  if (value < 0n || value >= UINT256_LIMIT) throw new RangeError(`${value} is not a uint256`);
  return Buffer.from(value.toString(16).padStart(64, '0'), 'hex');
}

/** An address as its 32-byte ABI word (left-padded). */
function addressWord(address: string): Buffer {
  if (!ADDRESS.test(address)) throw new TypeError(`${address} is not an address`);
  return Buffer.from(address.slice(2).padStart(64, '0'), 'hex');
}

/**
 * Signs GMChallenge's EIP-712 messages: domain ("GMChallenge", "1", chainId, GMChallenge address),
 * types from libs/shared (the same the contract hashes). The domain separator and the type hashes
 * are computed once by ethers; each message is then two keccaks over fixed-size ABI words (ethers'
 * TypedDataEncoder rebuilt its encoders for every call: ~1 ms of CPU a signature, the whole budget
 * of GET /signature). The ECDSA signature is libsecp256k1's (deterministic RFC 6979, low-s),
 * returned as r ‖ s ‖ v with v = 27/28. signer.test.ts proves the bytes equal ethers' signTypedData.
 */
export function createChallengeSigner(privateKey: string, chainId: number, challengeAddress: string): ChallengeSigner {
  const key = Buffer.from(privateKey.slice(2), 'hex');
  if (!secp256k1.privateKeyVerify(key)) throw new Error('The signer private key is not a valid secp256k1 key.');
  const domainSeparator = Buffer.from(TypedDataEncoder.hashDomain(challengeDomain(chainId, challengeAddress)).slice(2), 'hex');
  const registerTypeHash = typeHash(TypedDataEncoder.from(REGISTER_TYPES).encodeType('Register'), REGISTER_TYPE);
  const authorizeTypeHash = typeHash(TypedDataEncoder.from(AUTHORIZE_TYPES).encodeType('Authorize'), AUTHORIZE_TYPE);

  function sign(structWords: Buffer[]): string {
    const structHash = hashBytes(Buffer.concat(structWords));
    const digest = hashBytes(Buffer.concat([EIP712_PREFIX, domainSeparator, structHash]));
    const { signature, recid } = secp256k1.ecdsaSign(digest, key);
    return `0x${Buffer.from(signature).toString('hex')}${(27 + recid).toString(16)}`;
  }

  return {
    address: computeAddress(privateKey),
    signRegister(message) {
      return sign([registerTypeHash, addressWord(message.user), uintWord(message.amount), uintWord(message.nonce), uintWord(message.deadline)]);
    },
    signAuthorize(message) {
      return sign([authorizeTypeHash, addressWord(message.user), uintWord(message.nonce), uintWord(message.deadline)]);
    },
  };
}
