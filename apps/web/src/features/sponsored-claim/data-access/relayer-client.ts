import { t } from '@gm-claim/web-core-i18n';
import type { RelayKind, RelayRequest, RelayRequestStatus } from '@gm-claim/shared';
import {
  parseRelayAccepted,
  parseRelayOpenRequests,
  parseRelayRefusal,
  parseRelayRequestStatus,
  parseRelayStatus,
  relayClientFailure,
  relayRoutes,
  type RelayAccepted,
  type RelayRefusal,
  type RelayRefusalCarrier,
} from '@gm-claim/shared/relay/answers';
import { BaseError } from '@gm-claim/web-core-errors';
import type { RelayerAvailability } from './gas-coverage';

// The relayer's answers are read with libs/shared relay/answers.ts (the readers its own tests and /ops use, no zod in
// the bundle); a refusal is known by its typed code (RelayRefusal), which the claim flows turn into their outcome.

/** The relayer cannot take the claim now (503: budget spent, gas over the ceiling; unreachable; not configured). Fall back to the normal claim. */
export class RelayUnavailableError extends BaseError implements RelayRefusalCarrier {
  override name = 'RelayUnavailableError';
  constructor(
    shortMessage: string,
    readonly relayRefusal: RelayRefusal,
  ) {
    super(shortMessage);
  }

  get retryAfterSeconds(): number | undefined {
    return this.relayRefusal.retryAfterSeconds;
  }
}

/** The relayer refused the claim itself (4xx: it would revert, was already sent, expired, …). */
export class RelayRefusedError extends BaseError implements RelayRefusalCarrier {
  override name = 'RelayRefusedError';
  constructor(
    shortMessage: string,
    readonly relayRefusal: RelayRefusal,
  ) {
    super(shortMessage);
  }
}

export type FetchFn = typeof fetch;

/** The page's fetch, looked up when called (tests replace global.fetch). */
const globalFetch: FetchFn = (input, init) => fetch(input, init);

/** An answer that breaks the relayer's contract: unavailable, said plainly. */
function unreadable(status: number): RelayUnavailableError {
  return new RelayUnavailableError(
    t('sponsored.relayUnavailable', { reason: t('sponsored.reasonUnreadable') }),
    relayClientFailure('UNREADABLE', status),
  );
}

function readOrThrow<T>(read: T | null, response: Response): T {
  if (read === null) throw unreadable(response.status);
  return read;
}

async function call(url: string, init: RequestInit, fetchFn: FetchFn): Promise<Response> {
  try {
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(15_000) : undefined;
    return await fetchFn(url, { ...init, cache: 'no-store', ...(signal ? { signal } : {}) });
  } catch {
    throw new RelayUnavailableError(t('sponsored.relayUnreachable'), relayClientFailure('UNREACHABLE'));
  }
}

async function body(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return {};
  }
}

/** A refusal in the relayer's words: unavailable (5xx, the page falls back) or refused (4xx, the claim itself). */
function refusalOf(response: Response, json: unknown): RelayUnavailableError | RelayRefusedError {
  const refusal = parseRelayRefusal(response.status, json, response.headers.get('Retry-After'));
  const reason = refusal.message ?? `HTTP ${response.status}`;
  return refusal.unavailable
    ? new RelayUnavailableError(t('sponsored.relayUnavailable', { reason }), refusal)
    : new RelayRefusedError(t('sponsored.relayRefused', { reason }), refusal);
}

/** POST /relay/requests: the signed claim, persisted by the relayer (202) before it sends anything. */
export async function submitRelay(
  relayerUrl: string | undefined,
  request: RelayRequest,
  fetchFn: FetchFn = globalFetch,
): Promise<RelayAccepted> {
  if (!relayerUrl)
    throw new RelayUnavailableError(t('sponsored.relayNotConfigured'), relayClientFailure('NOT_CONFIGURED'));
  const response = await call(
    relayRoutes(relayerUrl).requests,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) },
    fetchFn,
  );
  const json = await body(response);
  if (response.status !== 202) throw refusalOf(response, json);
  return readOrThrow(parseRelayAccepted(json), response);
}

/** GET /relay/requests/:id */
export async function relayRequestStatus(
  relayerUrl: string,
  id: string,
  fetchFn: FetchFn = globalFetch,
): Promise<RelayRequestStatus> {
  const response = await call(relayRoutes(relayerUrl).request(id), { method: 'GET' }, fetchFn);
  const json = await body(response);
  if (!response.ok) throw refusalOf(response, json);
  return readOrThrow(parseRelayRequestStatus(json), response);
}

/** A claim without BNB of the wallet still on its way, as the relayer lists it (any device may have sent it). */
export interface OpenRelay {
  id: string;
  kind: string;
  recipient: string;
}

/**
 * GET /relay/requests?claimant=: the wallet's requests the relayer has not yet seen mined or failed.
 * Throws RelayUnavailableError when the relayer cannot be asked or answers something else.
 */
export async function openRelaysOf(relayerUrl: string, claimant: string, fetchFn: FetchFn = globalFetch): Promise<OpenRelay[]> {
  const response = await call(relayRoutes(relayerUrl).openRequestsOf(claimant), { method: 'GET' }, fetchFn);
  const json = await body(response);
  if (!response.ok) throw refusalOf(response, json);
  return readOrThrow(parseRelayOpenRequests(json), response).requests.map(({ id, kind, recipient }) => ({
    id,
    kind,
    recipient,
  }));
}

/** GET /relay/status: whether the relayer takes `kind` now, and if not, why (in its words). */
export async function relayerAvailability(
  relayerUrl: string | undefined,
  kind: RelayKind,
  fetchFn: FetchFn = globalFetch,
): Promise<RelayerAvailability> {
  if (!relayerUrl) return { state: 'not-configured' };
  let status: { sponsored: string[]; accepting: boolean; reason?: string };
  try {
    const response = await call(relayRoutes(relayerUrl).status, { method: 'GET' }, fetchFn);
    if (!response.ok) {
      const refusal = parseRelayRefusal(response.status, await body(response));
      if (response.status === 503 && refusal.message !== undefined) return { state: 'paused', reason: refusal.message };
      return { state: 'unreachable' };
    }
    status = readOrThrow(parseRelayStatus(await body(response)), response);
  } catch {
    return { state: 'unreachable' };
  }
  if (!status.sponsored.includes(kind)) return { state: 'not-configured' };
  if (!status.accepting) return { state: 'paused', reason: status.reason ?? t('sponsored.reasonNotTaking') };
  return { state: 'accepting' };
}

export interface FollowOptions {
  fetchFn?: FetchFn;
  pollMs: number;
  timeoutMs: number;
  /** Called once, when the relayer first names the transaction (and again if it replaces it). */
  onHash?(txHash: string): void;
  sleep?(ms: number): Promise<void>;
  now?(): number;
}

/** The relayer's request has not been mined within the time this tab follows it (it goes on: a reload follows it again). */
export class RelayPendingError extends BaseError {
  override name = 'RelayPendingError';
}

/**
 * Follows a relayed request until the relayer says mined (its transaction and block) or failed (its
 * error, in the relayer's words). A status read that fails is retried until the time-out: the request
 * is the relayer's, not this tab's, so a failed read is never taken for a failed claim.
 */
export async function followRelay(
  relayerUrl: string,
  id: string,
  options: FollowOptions,
): Promise<{ txHash: string; blockNumber: number | undefined }> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const until = now() + options.timeoutMs;
  let hash: string | undefined;
  for (;;) {
    let status: RelayRequestStatus | undefined;
    try {
      status = await relayRequestStatus(relayerUrl, id, options.fetchFn);
    } catch (error) {
      if (error instanceof RelayRefusedError && error.relayRefusal.status === 404)
        throw new BaseError(t('sponsored.relayFailed', { reason: error.message }));
    }
    if (status) {
      if (status.txHash && status.txHash !== hash) {
        hash = status.txHash;
        options.onHash?.(hash);
      }
      if (status.status === 'mined' && status.txHash) return { txHash: status.txHash, blockNumber: status.blockNumber };
      if (status.status === 'failed') throw new BaseError(t('sponsored.relayFailed', { reason: status.error ?? t('sponsored.reasonNone') }));
    }
    if (now() >= until) throw new RelayPendingError(t('sponsored.relayTimeout'));
    await sleep(options.pollMs);
  }
}
