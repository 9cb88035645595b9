/**
 * GMChallenge's allocation-root reads, by hand until the contracts of issue 33 §1 land and the generated
 * `gmChallengeAbi` (libs/shared/src/generated/abis.ts) carries them: then import that instead and delete this file.
 * Versions count from 1; a version is active when not cancelled and `activatesAt <= block.timestamp`.
 */
export const allocationRootsAbi = [
  {
    type: 'function',
    name: 'allocationRootCount',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256', internalType: 'uint256' }],
  },
  {
    type: 'function',
    name: 'allocationRoot',
    stateMutability: 'view',
    inputs: [{ name: 'version', type: 'uint256', internalType: 'uint256' }],
    outputs: [
      {
        name: '',
        type: 'tuple',
        internalType: 'struct AllocationRoot',
        components: [
          { name: 'root', type: 'bytes32', internalType: 'bytes32' },
          { name: 'listHash', type: 'bytes32', internalType: 'bytes32' },
          { name: 'total', type: 'uint256', internalType: 'uint256' },
          { name: 'claimed', type: 'uint256', internalType: 'uint256' },
          { name: 'activatesAt', type: 'uint256', internalType: 'uint256' },
          { name: 'cancelled', type: 'bool', internalType: 'bool' },
        ],
      },
    ],
  },
] as const;

/** A version's root as GMChallenge holds it. */
export interface OnChainAllocationRoot {
  root: string;
  listHash: string;
  total: bigint;
  claimed: bigint;
  activatesAt: bigint;
  cancelled: boolean;
}

/** Whether a version's root can be claimed against at `now` (unix seconds, the chain's). */
export function isRootActive(root: OnChainAllocationRoot, now: bigint): boolean {
  return !root.cancelled && root.activatesAt <= now;
}
