import { randomBytes } from 'node:crypto';
import { type Signer } from 'ethers';
import { challengeDomain, EIP712_TYPES } from '@gm-claim/shared/eip712';

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
