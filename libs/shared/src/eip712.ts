import { SIGNATURES } from './constants';

/**
 * EIP-712 typed data that GMChallenge verifies and the API signs. A `Register` signature binds a
 * user to the allocation amount it may register; an `Authorize` signature lets a registered user
 * bet or claim-and-vest. Both are single-use (nonce) and expire (deadline, unix seconds). The types
 * are generated from the contracts' SignatureTypes library, their only source.
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
