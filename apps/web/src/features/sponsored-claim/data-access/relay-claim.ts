import { t } from '@gm-claim/web-core-i18n';
import type { RelayRequest } from '@gm-claim/shared';
import type { PendingRelay } from './pending';
import { followRelay, RelayPendingError, RelayRefusedError, submitRelay, type FetchFn } from './relayer-client';

/** What a relayed claim needs from the app (tests hand in a real relayer's URL or fakes). */
export interface RelayDeps {
  relayerUrl: string | undefined;
  fetchFn?: FetchFn;
  pollMs: number;
  timeoutMs: number;
  remember(entry: PendingRelay): void;
  forget(id: string): void;
  /** A progress toast, with the relayer's transaction once it has one. */
  notifyInfo(message: string, txHash?: string): void;
}

/**
 * Posts a signed claim to the relayer and follows it to its block: the request id is remembered
 * before anything else (a reload finds it again), the transaction is toasted as soon as the relayer
 * names it, and the id is forgotten once the relayer says mined or failed. A claim the relayer
 * already holds (409, the same signed claim) is followed, not sent again. Returns the mined hash.
 */
export async function relayClaim(request: RelayRequest, claimant: string, deps: RelayDeps): Promise<string> {
  let id: string;
  try {
    id = (await submitRelay(deps.relayerUrl, request, deps.fetchFn)).id;
  } catch (error) {
    const refusal = error instanceof RelayRefusedError ? error.relayRefusal : undefined;
    if (!(refusal?.code === 'REPLAYED' && refusal.id)) throw error;
    id = refusal.id;
  }
  deps.remember({
    id,
    claimant: claimant.toLowerCase(),
    kind: request.kind,
    recipient: request.recipient,
    at: Date.now(),
  });
  deps.notifyInfo(t('sponsored.relaySubmitted'));
  try {
    const { txHash } = await followRelay(deps.relayerUrl as string, id, {
      fetchFn: deps.fetchFn,
      pollMs: deps.pollMs,
      timeoutMs: deps.timeoutMs,
      onHash: (hash) => deps.notifyInfo(t('sponsored.relaySent'), hash),
    });
    deps.forget(id);
    return txHash;
  } catch (error) {
    if (!(error instanceof RelayPendingError)) deps.forget(id);
    throw error;
  }
}
