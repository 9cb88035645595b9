import { t } from '@gm-claim/web-core-i18n';
import type { RelayRequest, RelayRequestStatus, RelayStatusResponse } from '@gm-claim/shared';
import { BaseError } from '@gm-claim/web-core-errors';
import type { RelayerAvailability } from './gas-coverage';

/** The relayer cannot take the claim now (503: budget spent, gas over the ceiling; unreachable; not configured). Fall back to the normal claim. */
export class RelayUnavailableError extends BaseError {
  override name = 'RelayUnavailableError';
  constructor(
    shortMessage: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(shortMessage);
  }
}

/** The relayer refused the claim itself (4xx: it would revert, was already sent, expired, …). */
export class RelayRefusedError extends BaseError {
  override name = 'RelayRefusedError';
  constructor(
    shortMessage: string,
    readonly status: number,
    readonly code: string | undefined,
    /** A 409/429 names the request that already carries this claim: follow it instead. */
    readonly existingId: string | undefined,
  ) {
    super(shortMessage);
  }
}

export type FetchFn = typeof fetch;

/** The page's fetch, looked up when called (tests replace global.fetch). */
const globalFetch: FetchFn = (input, init) => fetch(input, init);

const base = (url: string): string => url.replace(/\/+$/, '');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const STATUSES = ['queued', 'submitted', 'mined', 'failed'];

// The relayer's answers, checked by hand (the shared zod schemas would bring zod into the web bundle).
function malformed(): RelayUnavailableError {
  return new RelayUnavailableError(t('sponsored.relayUnavailable', { reason: t('sponsored.reasonUnreadable') }));
}

function parseAccepted(json: Record<string, unknown>): { id: string; status: string } {
  if (typeof json['id'] !== 'string' || !UUID.test(json['id'])) throw malformed();
  return { id: json['id'], status: String(json['status']) };
}

function parseRequestStatus(json: Record<string, unknown>): RelayRequestStatus {
  const { id, kind, status, txHash, blockNumber, error, createdAt, updatedAt } = json;
  if (typeof id !== 'string' || typeof status !== 'string' || !STATUSES.includes(status)) throw malformed();
  return {
    id,
    kind: String(kind),
    status: status as RelayRequestStatus['status'],
    ...(typeof txHash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(txHash) ? { txHash } : {}),
    ...(typeof blockNumber === 'number' ? { blockNumber } : {}),
    ...(typeof error === 'string' ? { error } : {}),
    createdAt: String(createdAt),
    updatedAt: String(updatedAt),
  };
}

function parseStatus(json: Record<string, unknown>): Pick<RelayStatusResponse, 'sponsored' | 'accepting' | 'reason'> {
  const { sponsored, accepting, reason } = json;
  if (!Array.isArray(sponsored) || typeof accepting !== 'boolean') throw malformed();
  return {
    sponsored: sponsored.map(String),
    accepting,
    ...(typeof reason === 'string' ? { reason } : {}),
  };
}

async function call(url: string, init: RequestInit, fetchFn: FetchFn): Promise<Response> {
  try {
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(15_000) : undefined;
    return await fetchFn(url, { ...init, cache: 'no-store', ...(signal ? { signal } : {}) });
  } catch {
    throw new RelayUnavailableError(t('sponsored.relayUnreachable'));
  }
}

async function body(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function refusalOf(response: Response, json: Record<string, unknown>): BaseError {
  const message = typeof json['message'] === 'string' ? json['message'] : `HTTP ${response.status}`;
  if (response.status === 503 || response.status >= 500) {
    const retry = Number(response.headers.get('Retry-After'));
    return new RelayUnavailableError(
      t('sponsored.relayUnavailable', { reason: message }),
      Number.isFinite(retry) && retry > 0 ? retry : undefined,
    );
  }
  return new RelayRefusedError(
    t('sponsored.relayRefused', { reason: message }),
    response.status,
    typeof json['code'] === 'string' ? json['code'] : undefined,
    typeof json['id'] === 'string' ? json['id'] : undefined,
  );
}

/** POST /relay/requests: the signed claim, persisted by the relayer (202) before it sends anything. */
export async function submitRelay(
  relayerUrl: string | undefined,
  request: RelayRequest,
  fetchFn: FetchFn = globalFetch,
) {
  if (!relayerUrl) throw new RelayUnavailableError(t('sponsored.relayNotConfigured'));
  const response = await call(
    `${base(relayerUrl)}/requests`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) },
    fetchFn,
  );
  const json = await body(response);
  if (response.status !== 202) throw refusalOf(response, json);
  return parseAccepted(json);
}

/** GET /relay/requests/:id */
export async function relayRequestStatus(
  relayerUrl: string,
  id: string,
  fetchFn: FetchFn = globalFetch,
): Promise<RelayRequestStatus> {
  const response = await call(`${base(relayerUrl)}/requests/${encodeURIComponent(id)}`, { method: 'GET' }, fetchFn);
  const json = await body(response);
  if (!response.ok) throw refusalOf(response, json);
  return parseRequestStatus(json);
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
  const response = await call(
    `${base(relayerUrl)}/requests?claimant=${encodeURIComponent(claimant)}`,
    { method: 'GET' },
    fetchFn,
  );
  const json = await body(response);
  if (!response.ok) throw refusalOf(response, json);
  const requests = json['requests'];
  if (!Array.isArray(requests)) throw malformed();
  return requests.map((entry: unknown) => {
    const { id, kind, recipient } = (entry ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || !UUID.test(id) || typeof recipient !== 'string' || !ADDRESS.test(recipient)) throw malformed();
    return { id, kind: String(kind), recipient };
  });
}

/** GET /relay/status: whether the relayer takes `kind` now, and if not, why (in its words). */
export async function relayerAvailability(
  relayerUrl: string | undefined,
  kind: RelayRequest['kind'],
  fetchFn: FetchFn = globalFetch,
): Promise<RelayerAvailability> {
  if (!relayerUrl) return { state: 'not-configured' };
  let status: Pick<RelayStatusResponse, 'sponsored' | 'accepting' | 'reason'>;
  try {
    const response = await call(`${base(relayerUrl)}/status`, { method: 'GET' }, fetchFn);
    if (!response.ok) {
      const json = await body(response);
      if (response.status === 503 && typeof json['message'] === 'string')
        return { state: 'paused', reason: json['message'] };
      return { state: 'unreachable' };
    }
    status = parseStatus(await body(response));
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
      if (error instanceof RelayRefusedError && error.status === 404) throw new BaseError(t('sponsored.relayFailed', { reason: error.message }));
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
