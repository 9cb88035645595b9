import type { RelayStatusResponse } from '@gm-claim/shared';

/**
 * GET /relay/status as the relayer answers it (every field of libs/shared parseRelayStatus's contract): accepting and
 * sponsoring monthly claims unless `overrides` say otherwise.
 */
export function relayerStatus(overrides: Partial<RelayStatusResponse> = {}): RelayStatusResponse {
  return {
    chainId: 31337,
    relayer: '0x2546BcD3c84621e976D8185a91A922aE77ECEc30',
    sponsored: ['vesting.claimViaSig'],
    accepting: true,
    balance: '10000000000000000000',
    lowWater: '100000000000000000',
    maxGasPrice: '10000000000',
    campaigns: [],
    queueDepth: 0,
    ...overrides,
  };
}
