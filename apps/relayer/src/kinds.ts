import { gmChallengeAbi, gmVestingAbi, type ClaimType, type RelayRequest } from '@gm-claim/shared';
import { EIP712_TYPES } from '@gm-claim/shared/eip712';
import { Interface, type TypedDataField } from 'ethers';

/** The functions the relayer can sponsor (RELAYER_SPONSORED picks among them). */
export const RELAY_KINDS = [
  'vesting.claimViaSig',
  'challenge.claimAndVestViaSig',
  'challenge.registerAndClaimAndVestViaSig',
] as const;
export type RelayKind = (typeof RELAY_KINDS)[number];

/**
 * What the relayer decodes beyond the shared ABIs (which hold the signed-claim functions, `nonces`, `eip712Domain` and
 * every custom error the contracts define): the errors of OpenZeppelin's ECDSA library, which a signature check can
 * raise. contracts/README.md, "Signed and redirected claims", says why the claims are per-function EIP-712 signatures.
 */
const EXTRA_FRAGMENTS = [
  'error ECDSAInvalidSignature()',
  'error ECDSAInvalidSignatureLength(uint256 length)',
  'error ECDSAInvalidSignatureS(bytes32 s)',
];

/** Only fragments the shared ABIs do not already hold (an Interface refuses duplicates). */
function mergedInterface(): Interface {
  const shared = [...gmVestingAbi, ...gmChallengeAbi] as unknown as Array<{
    type: string;
    name?: string;
    inputs?: Array<{ type: string }>;
  }>;
  const seen = new Set<string>();
  const fragments: unknown[] = [];
  for (const item of shared) {
    if (item.type !== 'function' && item.type !== 'error') continue;
    const key = `${item.type} ${item.name}(${(item.inputs ?? []).map((input) => input.type).join(',')})`;
    if (seen.has(key)) continue;
    seen.add(key);
    fragments.push(item);
  }
  const extra = new Interface(EXTRA_FRAGMENTS);
  for (const fragment of extra.fragments) {
    const key = `${fragment.type} ${fragment.format('sighash')}`;
    if (!seen.has(key)) fragments.push(fragment);
  }
  return new Interface(fragments as never);
}

export const RELAY_INTERFACE = mergedInterface();

/**
 * The EIP-712 types the claimant signs, as the contracts define them: generated from `SignatureTypes.sol` into
 * libs/shared (`EIP712_TYPES`), never re-typed here.
 */
export const CLAIM_TYPES_712: Record<string, TypedDataField[]> = {
  Claim: EIP712_TYPES.Claim.map((field) => ({ ...field })),
};
export const CLAIM_AND_VEST_TYPES_712: Record<string, TypedDataField[]> = {
  ClaimAndVest: EIP712_TYPES.ClaimAndVest.map((field) => ({ ...field })),
};

/** The calldata of a request's function. */
export function encodeRelayCall(request: RelayRequest): string {
  switch (request.kind) {
    case 'vesting.claimViaSig':
      return RELAY_INTERFACE.encodeFunctionData('claimViaSig', [
        request.scheduleId,
        request.recipient,
        request.deadline,
        request.signature,
      ]);
    case 'challenge.claimAndVestViaSig':
      return RELAY_INTERFACE.encodeFunctionData('claimAndVestViaSig', [
        request.user,
        request.recipient,
        request.nonce,
        request.deadline,
        request.serverSignature,
        request.userSignature,
      ]);
    case 'challenge.registerAndClaimAndVestViaSig':
      return RELAY_INTERFACE.encodeFunctionData('registerAndClaimAndVestViaSig', [
        request.user,
        request.recipient,
        request.amount,
        request.nonce,
        request.deadline,
        request.serverSignature,
        request.userSignature,
      ]);
  }
}

/** Which contract a kind may target: a GMVesting (its claim type) or GMChallenge. */
export function targetOf(
  request: RelayRequest,
  contracts: { challenge: string; vestings: Record<ClaimType, string> },
): { campaign: ClaimType | 'CHALLENGE' } | null {
  const to = request.contract.toLowerCase();
  if (request.kind === 'vesting.claimViaSig') {
    const type = (Object.entries(contracts.vestings) as Array<[ClaimType, string]>).find(
      ([, address]) => address.toLowerCase() === to,
    )?.[0];
    return type ? { campaign: type } : null;
  }
  return contracts.challenge.toLowerCase() === to ? { campaign: 'CHALLENGE' } : null;
}
