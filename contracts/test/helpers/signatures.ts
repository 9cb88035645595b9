import { randomBytes } from 'node:crypto';
import { type Signer } from 'ethers';
import {
  challengeDomain,
  EIP712_TYPES,
  vestingDomain,
  type ClaimAndVestMessage,
  type ClaimMessage,
} from '@gm-claim/shared/eip712';

export interface SignedAuthorization {
  nonce: bigint;
  deadline: bigint;
  signature: string;
}

/** The API's signer: a Hardhat account or a plain ethers wallet. */
type TypedDataSigner = Pick<Signer, 'signTypedData'>;

/**
 * A fresh nonce per signature, issued as the API issues them (apps/api signature.repository): a random 128-bit base
 * (the API draws one per database) shifted left by 64 bits, plus a sequence. GMChallenge keeps used nonces in one
 * global bitmap of 256 per word, so consecutive nonces share a word and the gas figures depend on it: only the first
 * nonce of every 256 opens a new storage slot.
 */
const NONCE_BASE = BigInt(`0x${randomBytes(16).toString('hex')}`) << 64n;
let nonceSequence = 0n;

export function freshNonce(): bigint {
  nonceSequence += 1n;
  return NONCE_BASE + nonceSequence;
}

export interface SignOptions {
  chainId: bigint;
  verifyingContract: string;
  nonce?: bigint;
  deadline: bigint;
}

/** The server's signature of `Register` or `Authorize` for GMChallenge: `fields` and a fresh nonce unless given. */
async function signServer(
  signer: TypedDataSigner,
  primaryType: 'Register' | 'Authorize',
  fields: Record<string, unknown>,
  options: SignOptions,
): Promise<SignedAuthorization> {
  const nonce = options.nonce ?? freshNonce();
  const domain = challengeDomain(Number(options.chainId), options.verifyingContract);
  const signature = await signer.signTypedData(
    domain,
    { [primaryType]: [...EIP712_TYPES[primaryType]] },
    { ...fields, nonce, deadline: options.deadline },
  );
  return { nonce, deadline: options.deadline, signature };
}

/** The server's `Register(user, amount, nonce, deadline)` signature. */
export async function signRegister(
  signer: TypedDataSigner,
  user: string,
  amount: bigint,
  options: SignOptions,
): Promise<SignedAuthorization> {
  return signServer(signer, 'Register', { user, amount }, options);
}

/** The server's `Authorize(user, nonce, deadline)` signature. */
export async function signAuthorize(
  signer: TypedDataSigner,
  user: string,
  options: SignOptions,
): Promise<SignedAuthorization> {
  return signServer(signer, 'Authorize', { user }, options);
}

/** A wallet's (user's) signature of a signed claim, as a wallet's eth_signTypedData_v4 makes it. */
export interface UserSignOptions {
  chainId: bigint;
  /** The GMVesting deployment (Claim) or GMChallenge (ClaimAndVest) that verifies it. */
  verifyingContract: string;
}

/** A beneficiary's `Claim(scheduleId, recipient, nonce, deadline)` of a GMVesting schedule (`claimViaSig`). */
export async function signClaim(signer: TypedDataSigner, message: ClaimMessage, options: UserSignOptions): Promise<string> {
  const domain = vestingDomain(Number(options.chainId), options.verifyingContract);
  return signer.signTypedData(domain, { Claim: [...EIP712_TYPES.Claim] }, { ...message });
}

/** A user's `ClaimAndVest(user, recipient, amount, nonce, deadline)` for GMChallenge (`…ClaimAndVestViaSig`). */
export async function signClaimAndVest(
  signer: TypedDataSigner,
  message: ClaimAndVestMessage,
  options: UserSignOptions,
): Promise<string> {
  const domain = challengeDomain(Number(options.chainId), options.verifyingContract);
  return signer.signTypedData(domain, { ClaimAndVest: [...EIP712_TYPES.ClaimAndVest] }, { ...message });
}
