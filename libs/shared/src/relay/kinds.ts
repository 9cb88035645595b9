/**
 * The claims the sponsoring relayer (apps/relayer) sends for a claimant who signed them: one entry per kind, the one
 * place that says which contract it goes to, which function carries it and which EIP-712 type the claimant signs.
 * Nothing here imports ethers or zod: the web's first visit may import it.
 */
export const RELAY_KINDS = [
  'vesting.claimViaSig',
  'challenge.claimAndVestViaSig',
  'challenge.registerAndClaimAndVestViaSig',
] as const;
export type RelayKind = (typeof RELAY_KINDS)[number];

export interface RelayKindSpec {
  /** A GMVesting (each claim type has its own: the request names which) or GMChallenge. */
  contract: 'vesting' | 'challenge';
  /** The function of that contract the relayer calls. */
  functionName: 'claimViaSig' | 'claimAndVestViaSig' | 'registerAndClaimAndVestViaSig';
  /** The EIP-712 type the claimant signs (libs/shared generated/eip712-types.ts). */
  primaryType: 'Claim' | 'ClaimAndVest';
}

export const RELAY_KIND_SPECS: Readonly<Record<RelayKind, RelayKindSpec>> = {
  /** GMVesting.claimViaSig(scheduleId, recipient, deadline, signature): a monthly claim signed by the beneficiary. */
  'vesting.claimViaSig': { contract: 'vesting', functionName: 'claimViaSig', primaryType: 'Claim' },
  /** GMChallenge.claimAndVestViaSig(user, recipient, nonce, deadline, serverSignature, userSignature). */
  'challenge.claimAndVestViaSig': {
    contract: 'challenge',
    functionName: 'claimAndVestViaSig',
    primaryType: 'ClaimAndVest',
  },
  /** GMChallenge.registerAndClaimAndVestViaSig(user, recipient, amount, nonce, deadline, serverSignature, userSignature). */
  'challenge.registerAndClaimAndVestViaSig': {
    contract: 'challenge',
    functionName: 'registerAndClaimAndVestViaSig',
    primaryType: 'ClaimAndVest',
  },
};

export function isRelayKind(value: unknown): value is RelayKind {
  return typeof value === 'string' && (RELAY_KINDS as readonly string[]).includes(value);
}
