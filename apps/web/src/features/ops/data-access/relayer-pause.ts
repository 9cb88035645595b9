import type { RelayPauseState } from '@gm-claim/shared';
import { relayerPauseTypedData } from '@gm-claim/shared/relay/pause';
import {
  parseRelayPauseState,
  parseRelayRefusal,
  parseRelayStatus,
  relayRoutes,
} from '@gm-claim/shared/relay/answers';
import type { TransactionSigner } from '@gm-claim/web-core-chain';

// The relayer's answers are read as the claim flows read them (libs/shared relay/answers.ts).
const unreadable = (): Error => new Error("The relayer's answer cannot be read.");

/** The relayer's pause as GET /relay/status says it: null when sponsoring is not paused by an operator. */
export async function readRelayerPause(
  relayerUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<{ paused: boolean; pause: { reason: string; by: string; at: string } | null }> {
  const response = await fetchFn(relayRoutes(relayerUrl).status, { method: 'GET' });
  if (!response.ok) throw new Error(`The relayer answered ${response.status}.`);
  const status = parseRelayStatus(await response.json().catch(() => null));
  if (!status) throw unreadable();
  return { paused: status.pause !== undefined, pause: status.pause ?? null };
}

/**
 * Pauses or resumes the relayer's sponsoring (issue 35 §4): the operator's wallet signs `RelayerPause(paused, reason,
 * issuedAt)` (libs/shared relay/pause.ts), and POST /relay/pause takes it from an operator. Resolves with the new state;
 * throws with the relayer's words when it refuses.
 */
export async function setRelayerPause(
  input: { relayerUrl: string; chainId: number; paused: boolean; reason: string },
  signer: TransactionSigner,
  fetchFn: typeof fetch = fetch,
  now: () => number = () => Date.now(),
): Promise<RelayPauseState> {
  if (!signer.signTypedData) throw new Error('This wallet cannot sign typed data.');
  const typed = relayerPauseTypedData(input.chainId, {
    paused: input.paused,
    reason: input.reason,
    issuedAt: Math.floor(now() / 1000),
  });
  const signature = await signer.signTypedData(typed.domain, typed.types, typed.message);
  const response = await fetchFn(relayRoutes(input.relayerUrl).pause, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...typed.message, signature }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(parseRelayRefusal(response.status, body).message ?? `The relayer answered ${response.status}.`);
  const state = parseRelayPauseState(body);
  if (!state) throw unreadable();
  return state;
}
