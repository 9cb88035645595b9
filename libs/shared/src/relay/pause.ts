import type { TypedDataField } from './claims';

/**
 * An operator's pause or resume of the relayer's sponsoring (POST /relay/pause, issue 35): the typed data the /ops
 * cockpit has the operator's wallet sign and the relayer verifies. Not a contract's: the relayer's own domain.
 */
export const RELAYER_PAUSE_TYPES = {
  RelayerPause: [
    { name: 'paused', type: 'bool' },
    { name: 'reason', type: 'string' },
    { name: 'issuedAt', type: 'uint256' },
  ],
} as const;

export function relayerPauseDomain(chainId: number): { name: string; version: string; chainId: number } {
  return { name: 'GM Claim relayer', version: '1', chainId };
}

export type RelayerPauseMessage = {
  paused: boolean;
  reason: string;
  /** Unix seconds. */
  issuedAt: number;
};

/** What the operator signs (and the relayer verifies) for `message`, on `chainId`. */
export function relayerPauseTypedData(chainId: number, message: RelayerPauseMessage) {
  return {
    domain: relayerPauseDomain(chainId),
    primaryType: 'RelayerPause' as const,
    types: { RelayerPause: RELAYER_PAUSE_TYPES.RelayerPause.map((field): TypedDataField => ({ ...field })) },
    message,
  };
}
