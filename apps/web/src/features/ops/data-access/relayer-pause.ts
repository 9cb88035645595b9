import {
  RELAYER_PAUSE_TYPES,
  relayerPauseDomain,
  relayPauseStateSchema,
  relayStatusResponseSchema,
  type RelayPauseState,
} from '@gm-claim/shared/dto/relay';
import type { TransactionSigner } from '@gm-claim/web-core-chain';

/** The relayer's pause as GET /relay/status says it: null when sponsoring is not paused by an operator. */
export async function readRelayerPause(
  relayerUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<{ paused: boolean; pause: { reason: string; by: string; at: string } | null }> {
  const response = await fetchFn(`${relayerUrl.replace(/\/$/, '')}/status`, { method: 'GET' });
  if (!response.ok) throw new Error(`The relayer answered ${response.status}.`);
  const status = relayStatusResponseSchema.parse(await response.json());
  return { paused: status.pause !== undefined, pause: status.pause ?? null };
}

/**
 * Pauses or resumes the relayer's sponsoring (issue 35 §4): the operator's wallet signs `RelayerPause(paused, reason,
 * issuedAt)` (libs/shared dto/relay.ts), and POST /relay/pause takes it from an operator. Resolves with the new state;
 * throws with the relayer's words when it refuses.
 */
export async function setRelayerPause(
  input: { relayerUrl: string; chainId: number; paused: boolean; reason: string },
  signer: TransactionSigner,
  fetchFn: typeof fetch = fetch,
  now: () => number = () => Date.now(),
): Promise<RelayPauseState> {
  if (!signer.signTypedData) throw new Error('This wallet cannot sign typed data.');
  const issuedAt = Math.floor(now() / 1000);
  const message = { paused: input.paused, reason: input.reason, issuedAt: BigInt(issuedAt) };
  const signature = await signer.signTypedData(
    relayerPauseDomain(input.chainId),
    { RelayerPause: RELAYER_PAUSE_TYPES.RelayerPause.map((field) => ({ ...field })) },
    message,
  );
  const response = await fetchFn(`${input.relayerUrl.replace(/\/$/, '')}/pause`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paused: input.paused, reason: input.reason, issuedAt, signature }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const text = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof text === 'string' ? text : `The relayer answered ${response.status}.`);
  }
  return relayPauseStateSchema.parse(body);
}
