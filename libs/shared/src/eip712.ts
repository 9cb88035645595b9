import { SIGNATURES } from './constants';
import { EIP712_VESTING_DOMAIN_NAME, EIP712_VESTING_DOMAIN_VERSION } from './generated/eip712-types';

/**
 * EIP-712 typed data that GMChallenge and GMVesting verify. Server signatures (GMChallenge's domain, signed by the
 * API): a `Register` signature binds a user to the allocation amount it may register; an `Authorize` signature lets a
 * registered user bet or claim-and-vest. Both are single-use (nonce) and expire (deadline, unix seconds).
 * User signatures (signed claims anyone may send, e.g. a relayer): `Claim` (a GMVesting's domain, nonce =
 * `nonces(beneficiary)`) and `ClaimAndVest` (GMChallenge's domain, with the nonce and deadline of the server
 * signature it goes with; amount = the `Register` amount, 0 without one). The types are generated from the
 * contracts' SignatureTypes library, their only source.
 */
export { EIP712_TYPES, EIP712_TYPE_STRINGS } from './generated/eip712-types';

export interface Eip712Domain {
  name: string;
  version: string;
  chainId: number;
  verifyingContract: string;
}

export function challengeDomain(chainId: number, verifyingContract: string): Eip712Domain {
  return { name: SIGNATURES.eip712Name, version: SIGNATURES.eip712Version, chainId, verifyingContract };
}

/** The domain of the GMVesting deployment at `verifyingContract` (each allocation type has its own). */
export function vestingDomain(chainId: number, verifyingContract: string): Eip712Domain {
  return { name: EIP712_VESTING_DOMAIN_NAME, version: EIP712_VESTING_DOMAIN_VERSION, chainId, verifyingContract };
}

export interface RegisterMessage {
  user: string;
  amount: bigint;
  nonce: bigint;
  deadline: bigint;
}

export interface AuthorizeMessage {
  user: string;
  nonce: bigint;
  deadline: bigint;
}

/**
 * A beneficiary's signed claim of a GMVesting schedule (`claimViaSig`). A type, not an interface, as the message
 * signers take (a record of its fields). libs/shared relay/claims.ts builds it and the relay request from it.
 */
export type ClaimMessage = {
  scheduleId: bigint;
  recipient: string;
  nonce: bigint;
  deadline: bigint;
};

/** A user's signed claim-and-vest (`claimAndVestViaSig`: amount 0; `registerAndClaimAndVestViaSig`: the amount). */
export type ClaimAndVestMessage = {
  user: string;
  recipient: string;
  amount: bigint;
  nonce: bigint;
  deadline: bigint;
};
