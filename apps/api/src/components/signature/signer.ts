import { challengeDomain, EIP712_TYPES, type AuthorizeMessage, type RegisterMessage } from '@gm-claim/shared';
import { computeAddress, TypedDataEncoder } from 'ethers';
import secp256k1 from 'secp256k1';

export interface ChallengeSigner {
  /** The address GMChallenge must have as `signer()`. */
  readonly address: string;
  signRegister(message: RegisterMessage): string;
  signAuthorize(message: AuthorizeMessage): string;
}

const REGISTER_TYPES = { Register: [...EIP712_TYPES.Register] };
const AUTHORIZE_TYPES = { Authorize: [...EIP712_TYPES.Authorize] };

/**
 * Signs GMChallenge's EIP-712 messages: domain ("GMChallenge", "1", chainId, GMChallenge address),
 * types from libs/shared (the same the contract hashes). The digest is built by ethers; the ECDSA
 * signature by libsecp256k1 (deterministic RFC 6979, low-s), returned as r ‖ s ‖ v with v = 27/28.
 */
export function createChallengeSigner(privateKey: string, chainId: number, challengeAddress: string): ChallengeSigner {
  const key = Buffer.from(privateKey.slice(2), 'hex');
  if (!secp256k1.privateKeyVerify(key)) throw new Error('The signer private key is not a valid secp256k1 key.');
  const domain = challengeDomain(chainId, challengeAddress);

  function sign(digest: string): string {
    const { signature, recid } = secp256k1.ecdsaSign(Buffer.from(digest.slice(2), 'hex'), key);
    return `0x${Buffer.from(signature).toString('hex')}${(27 + recid).toString(16)}`;
  }

  return {
    address: computeAddress(privateKey),
    signRegister(message) {
      return sign(TypedDataEncoder.hash(domain, REGISTER_TYPES, message));
    },
    signAuthorize(message) {
      return sign(TypedDataEncoder.hash(domain, AUTHORIZE_TYPES, message));
    },
  };
}
