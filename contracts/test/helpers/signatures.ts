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
 * A fresh nonce per signature, drawn as the API draws them: 256 random bits. The gas figures depend on it:
 * GMChallenge keeps nonces in bitmaps, and random nonces (unlike small sequential ones) always open a new word.
 */
export function freshNonce(): bigint {
  return BigInt(`0x${randomBytes(32).toString('hex')}`);
}

export interface SignOptions {
  chainId: bigint;
  verifyingContract: string;
  nonce?: bigint;
  deadline: bigint;
}

/** The server's `Register(user, amount, nonce, deadline)` signature. */
export async function signRegister(
  signer: TypedDataSigner,
  user: string,
  amount: bigint,
  options: SignOptions,
): Promise<SignedAuthorization> {
  const nonce = options.nonce ?? freshNonce();
  const domain = challengeDomain(Number(options.chainId), options.verifyingContract);
  const signature = await signer.signTypedData(
    domain,
    { Register: [...EIP712_TYPES.Register] },
    {
      user,
      amount,
      nonce,
      deadline: options.deadline,
    },
  );
  return { nonce, deadline: options.deadline, signature };
}

/** The server's `Authorize(user, nonce, deadline)` signature. */
export async function signAuthorize(
  signer: TypedDataSigner,
  user: string,
  options: SignOptions,
): Promise<SignedAuthorization> {
  const nonce = options.nonce ?? freshNonce();
  const domain = challengeDomain(Number(options.chainId), options.verifyingContract);
  const signature = await signer.signTypedData(
    domain,
    { Authorize: [...EIP712_TYPES.Authorize] },
    {
      user,
      nonce,
      deadline: options.deadline,
    },
  );
  return { nonce, deadline: options.deadline, signature };
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
