import { gmChallengeAbi, gmVestingAbi, type ClaimType, type RelayRequest } from '@gm-claim/shared';
import { Interface, type TypedDataField } from 'ethers';

/** The functions the relayer can sponsor (RELAYER_SPONSORED picks among them). */
export const RELAY_KINDS = [
  'vesting.claimViaSig',
  'challenge.claimAndVestViaSig',
  'challenge.registerAndClaimAndVestViaSig',
] as const;
export type RelayKind = (typeof RELAY_KINDS)[number];

/**
 * The signed-claim functions (docs: DECISIONS-21 "Shape"), beside the shared ABIs: the shared ABIs
 * bring every custom error the contracts define, so a simulated revert is decoded by name.
 */
const RELAYED_FUNCTIONS = [
  'function claimViaSig(uint256 scheduleId, address recipient, uint256 deadline, bytes signature)',
  'function claimAndVestViaSig(address user, address recipient, uint256 nonce, uint256 deadline, bytes serverSignature, bytes userSignature)',
  'function registerAndClaimAndVestViaSig(address user, address recipient, uint256 amount, uint256 nonce, uint256 deadline, bytes serverSignature, bytes userSignature)',
  'function nonces(address owner) view returns (uint256)',
  'function eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)',
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
  const extra = new Interface(RELAYED_FUNCTIONS);
  for (const fragment of extra.fragments) {
    const key = `${fragment.type} ${fragment.format('sighash')}`;
    if (!seen.has(key)) fragments.push(fragment);
  }
  return new Interface(fragments as never);
}

export const RELAY_INTERFACE = mergedInterface();

/** EIP-712 types the claimant signs (DECISIONS-21). */
export const CLAIM_TYPES_712: Record<string, TypedDataField[]> = {
  Claim: [
    { name: 'scheduleId', type: 'uint256' },
    { name: 'recipient', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
};
export const CLAIM_AND_VEST_TYPES_712: Record<string, TypedDataField[]> = {
  ClaimAndVest: [
    { name: 'user', type: 'address' },
    { name: 'recipient', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
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
