import type { RelayRequest } from '../dto/relay';
import {
  challengeDomain,
  vestingDomain,
  type ClaimAndVestMessage,
  type ClaimMessage,
  type Eip712Domain,
} from '../eip712';
import { EIP712_TYPES } from '../generated/eip712-types';
import { RELAY_KIND_SPECS, type RelayKind } from './kinds';

/**
 * Each relayed claim, built once: the EIP-712 typed data its claimant signs (types and domain from the generated
 * ones, the contracts' only source) and the body of POST /relay/requests made from it. The web signs with these, the
 * relayer verifies with these (rebuilt from the request), and the tests sign with these on the real contracts.
 * No ethers, no zod: the web's flows import it without either.
 */

export type TypedDataField = { name: string; type: string };
export type RelayPrimaryType = 'Claim' | 'ClaimAndVest';

export interface TypedData<P extends RelayPrimaryType, M> {
  domain: Eip712Domain;
  primaryType: P;
  /** `{ [primaryType]: fields }`, as signTypedData and verifyTypedData take them. */
  types: Record<P, TypedDataField[]>;
  message: M;
}

/** The request body of one kind (the type the relayer's zod schema checks). */
export type RelayRequestOf<K extends RelayKind> = Extract<RelayRequest, { kind: K }>;

/** A claim ready to sign: its typed data, and the relayer's request once the claimant signed it. */
export interface RelayClaim<K extends RelayKind, P extends RelayPrimaryType, M> {
  kind: K;
  typedData: TypedData<P, M>;
  request(signature: string): RelayRequestOf<K>;
}

export type VestingClaim = RelayClaim<'vesting.claimViaSig', 'Claim', ClaimMessage>;
export type ChallengeClaim = RelayClaim<
  'challenge.claimAndVestViaSig' | 'challenge.registerAndClaimAndVestViaSig',
  'ClaimAndVest',
  ClaimAndVestMessage
>;

/** Mutable copies of the generated (read-only) field lists: what signers' types take. */
const fields = (list: ReadonlyArray<TypedDataField>): TypedDataField[] => list.map((field) => ({ ...field }));

/**
 * A monthly claim the relayer sends (GMVesting.claimViaSig): the beneficiary signs `Claim` in this GMVesting's domain
 * with its next nonce as the contract reads it (`nonces(beneficiary)`: the address above a counter, never rebuilt)
 * and a deadline (unix seconds, from the chain's clock).
 */
export function vestingClaim(input: {
  chainId: number;
  vesting: string;
  scheduleId: bigint;
  recipient: string;
  nonce: bigint;
  deadline: bigint;
}): VestingClaim {
  const message: ClaimMessage = {
    scheduleId: input.scheduleId,
    recipient: input.recipient,
    nonce: input.nonce,
    deadline: input.deadline,
  };
  return {
    kind: 'vesting.claimViaSig',
    typedData: {
      domain: vestingDomain(input.chainId, input.vesting),
      primaryType: 'Claim',
      types: { Claim: fields(EIP712_TYPES.Claim) },
      message,
    },
    request: (signature) => ({
      kind: 'vesting.claimViaSig',
      chainId: input.chainId,
      contract: input.vesting,
      recipient: input.recipient,
      deadline: input.deadline.toString(),
      scheduleId: input.scheduleId.toString(),
      signature,
    }),
  };
}

/**
 * Claim & vest the relayer sends (GMChallenge): the user signs `ClaimAndVest` in GMChallenge's domain over the nonce
 * and deadline of the server signature it goes with. A registered user signs amount 0 (claimAndVestViaSig); one not
 * yet registered signs the `Register` amount (`registerAmount`: registerAndClaimAndVestViaSig).
 */
export function challengeClaim(input: {
  chainId: number;
  challenge: string;
  user: string;
  recipient: string;
  nonce: bigint;
  deadline: bigint;
  serverSignature: string;
  registerAmount?: bigint;
}): ChallengeClaim {
  const register = input.registerAmount !== undefined;
  const message: ClaimAndVestMessage = {
    user: input.user,
    recipient: input.recipient,
    amount: input.registerAmount ?? 0n,
    nonce: input.nonce,
    deadline: input.deadline,
  };
  const common = {
    chainId: input.chainId,
    contract: input.challenge,
    recipient: input.recipient,
    deadline: input.deadline.toString(),
    user: input.user,
    nonce: input.nonce.toString(),
    serverSignature: input.serverSignature,
  };
  return {
    kind: register ? 'challenge.registerAndClaimAndVestViaSig' : 'challenge.claimAndVestViaSig',
    typedData: {
      domain: challengeDomain(input.chainId, input.challenge),
      primaryType: 'ClaimAndVest',
      types: { ClaimAndVest: fields(EIP712_TYPES.ClaimAndVest) },
      message,
    },
    request: (userSignature) =>
      register
        ? {
            kind: 'challenge.registerAndClaimAndVestViaSig',
            ...common,
            amount: message.amount.toString(),
            userSignature,
          }
        : { kind: 'challenge.claimAndVestViaSig', ...common, userSignature },
  };
}

/** Posts a signed claim to the relayer and follows it to its block; resolves with the mined transaction's hash. */
export type RelaySend = (request: RelayRequest, claimant: string) => Promise<string>;

/** What can sign typed data: an ethers Wallet or signer, or the web's TransactionSigner. */
export interface TypedDataSigner {
  signTypedData(
    domain: Eip712Domain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
  ): Promise<string>;
}

/** Has `signer` sign the claim's typed data; resolves with the request to POST to the relayer. */
export async function signRelayClaim<
  K extends RelayKind,
  P extends RelayPrimaryType,
  M extends Record<string, unknown>,
>(signer: TypedDataSigner, claim: RelayClaim<K, P, M>): Promise<RelayRequestOf<K>> {
  const { domain, types, message } = claim.typedData;
  return claim.request(await signer.signTypedData(domain, types, message));
}

/**
 * The typed data a request's claimant signed, rebuilt from the request (what the relayer verifies), with the
 * signature that must recover to the claimant. A vesting claim signs the beneficiary's nonce, which the request does
 * not carry: the caller reads it from the contract (`nonces(beneficiary)`); without it, null.
 */
export function signedTypedDataOf(
  request: RelayRequest,
  vestingNonce?: bigint,
): {
  typedData: TypedData<'Claim', ClaimMessage> | TypedData<'ClaimAndVest', ClaimAndVestMessage>;
  signature: string;
} | null {
  if (request.kind === 'vesting.claimViaSig') {
    if (vestingNonce === undefined) return null;
    const claim = vestingClaim({
      chainId: request.chainId,
      vesting: request.contract,
      scheduleId: BigInt(request.scheduleId),
      recipient: request.recipient,
      nonce: vestingNonce,
      deadline: BigInt(request.deadline),
    });
    return { typedData: claim.typedData, signature: request.signature };
  }
  const claim = challengeClaim({
    chainId: request.chainId,
    challenge: request.contract,
    user: request.user,
    recipient: request.recipient,
    nonce: BigInt(request.nonce),
    deadline: BigInt(request.deadline),
    serverSignature: request.serverSignature,
    ...(request.kind === 'challenge.registerAndClaimAndVestViaSig' ? { registerAmount: BigInt(request.amount) } : {}),
  });
  return { typedData: claim.typedData, signature: request.userSignature };
}

/** The contract function a request calls and its arguments, in the ABI's order (calldata.ts encodes them). */
export function relayCallOf(request: RelayRequest): { functionName: string; args: unknown[] } {
  const { functionName } = RELAY_KIND_SPECS[request.kind];
  switch (request.kind) {
    case 'vesting.claimViaSig':
      return { functionName, args: [request.scheduleId, request.recipient, request.deadline, request.signature] };
    case 'challenge.claimAndVestViaSig':
      return {
        functionName,
        args: [
          request.user,
          request.recipient,
          request.nonce,
          request.deadline,
          request.serverSignature,
          request.userSignature,
        ],
      };
    case 'challenge.registerAndClaimAndVestViaSig':
      return {
        functionName,
        args: [
          request.user,
          request.recipient,
          request.amount,
          request.nonce,
          request.deadline,
          request.serverSignature,
          request.userSignature,
        ],
      };
  }
}
