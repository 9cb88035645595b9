import type { RelayerRefusalCode } from '@gm-claim/shared';

/**
 * What the relayer answers a refused request with: `{ message, code }` (+ `reason`, the contract's error name). The
 * codes are libs/shared's RELAYER_REFUSAL_CODES, the ones its clients read (parseRelayRefusal).
 */
export class RelayError extends Error {
  override readonly name = 'RelayError';

  constructor(
    readonly status: number,
    message: string,
    readonly code: RelayerRefusalCode,
    readonly extra: { reason?: string; id?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

/** Refusal reasons counted in gm_relayer_refused_total (bounded label values). */
export const REFUSAL_REASONS = [
  'malformed',
  'not_sponsored',
  'wrong_chain',
  'wrong_contract',
  'invalid_recipient',
  'recipient_sweeper',
  'expired',
  'invalid_signature',
  'replayed',
  'limit',
  'would_revert',
  'budget',
  'gas_price',
  'balance',
  'paused',
  'rate',
  'unavailable',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export function refusal(
  status: number,
  reason: RefusalReason,
  code: RelayerRefusalCode,
  message: string,
  extra: RelayError['extra'] = {},
): RelayError & { reason: RefusalReason } {
  return Object.assign(new RelayError(status, message, code, extra), { reason });
}
