import type { RelayOpenRequestsResponse, RelayPauseState, RelayRequestStatus, RelayStatusResponse } from '../dto/relay';

/**
 * What the relayer answers, read one way by everyone who asks it: the web's flows, the /ops cockpit and the relayer's
 * own tests on the real process. The readers check the same contract as the zod schemas of dto/relay.ts (which
 * describe it in the relayer's OpenAPI document; a test holds the two together) without zod, which the web's
 * bundle does not carry. Each returns null for an answer that breaks the contract: never a guess.
 */

/** Where the relayer serves its API: nginx proxies /relay/ to it unchanged, and the web's relayerUrl ends there. */
export const RELAY_BASE_PATH = '/relay';

/** The relayer's routes below `base` (its URL up to and including /relay). */
export function relayRoutes(base: string) {
  const root = base.replace(/\/+$/, '');
  return {
    /** GET: what it sponsors now (RelayStatusResponse). */
    status: `${root}/status`,
    /** POST: a signed claim (RelayRequest) → 202 RelayAccepted. */
    requests: `${root}/requests`,
    /** GET: one request (RelayRequestStatus). */
    request: (id: string) => `${root}/requests/${encodeURIComponent(id)}`,
    /** GET: a claimant's requests not yet mined or failed (RelayOpenRequestsResponse). */
    openRequestsOf: (claimant: string) => `${root}/requests?claimant=${encodeURIComponent(claimant)}`,
    /** POST: an operator's signed pause or resume → RelayPauseState. */
    pause: `${root}/pause`,
    openapi: `${root}/openapi.json`,
  };
}

export const RELAY_STATUSES = ['queued', 'submitted', 'mined', 'failed'] as const;
export type RelayStatus = (typeof RELAY_STATUSES)[number];

/** POST /relay/requests → 202: the request, accepted and persisted. */
export interface RelayAccepted {
  id: string;
  status: RelayStatus;
}

/** The codes of the relayer's refusals (`{ message, code }`): apps/relayer answers no other. */
export const RELAYER_REFUSAL_CODES = [
  // The request itself (4xx): fix it, or it already happened.
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'BAD_REQUEST',
  'NOT_FOUND',
  'NOT_SPONSORED',
  'WRONG_CHAIN',
  'WRONG_CONTRACT',
  'EXPIRED',
  'UNKNOWN_SCHEDULE',
  'INVALID_RECIPIENT',
  'RECIPIENT_SWEEPER',
  'INVALID_SIGNATURE',
  'REPLAYED',
  'LIMIT_REACHED',
  'NOTHING_TO_CLAIM',
  'WOULD_REVERT',
  'RATE_LIMITED',
  // An operator's pause (POST /relay/pause).
  'STALE_SIGNATURE',
  'FORBIDDEN',
  'CONFLICT',
  // The relayer cannot pay or answer now (503): the claim may go the normal way.
  'BUDGET_SPENT',
  'GAS_PRICE_TOO_HIGH',
  'RELAYER_PAUSED',
  'RELAYER_UNFUNDED',
  'SERVICE_UNAVAILABLE',
] as const;
export type RelayerRefusalCode = (typeof RELAYER_REFUSAL_CODES)[number];

/** A client's own codes, when it got no answer it can use: no relayer configured, none reached, an unreadable answer. */
export const RELAY_CLIENT_CODES = ['NOT_CONFIGURED', 'UNREACHABLE', 'UNREADABLE'] as const;
export type RelayClientCode = (typeof RELAY_CLIENT_CODES)[number];

/** `UNKNOWN`: an answer without a code this build knows (a proxy's 502, a newer relayer). */
export type RelayRefusalCode = RelayerRefusalCode | RelayClientCode | 'UNKNOWN';

/** Why the relayer did not take a claim (or a pause), as a client acts on it. */
export interface RelayRefusal {
  /** The HTTP status; 0 when there was no answer. */
  status: number;
  code: RelayRefusalCode;
  /**
   * The relayer cannot take claims now (5xx, no answer, an unreadable one): the page offers the normal claim. Else it
   * refused this claim (4xx), which the normal claim would not mend.
   */
  unavailable: boolean;
  /** The relayer's own words. */
  message?: string;
  /** 409 REPLAYED / 429 LIMIT_REACHED: the request that already carries this claim (follow it instead). */
  id?: string;
  /** Retry-After (seconds). */
  retryAfterSeconds?: number;
}

export function isRelayerRefusalCode(value: unknown): value is RelayerRefusalCode {
  return typeof value === 'string' && (RELAYER_REFUSAL_CODES as readonly string[]).includes(value);
}

/** A refusal answer: its status, its body `{ message, code, id? }` and its Retry-After header. */
export function parseRelayRefusal(status: number, body: unknown, retryAfter?: string | null): RelayRefusal {
  const json = isRecord(body) ? body : {};
  const retry = Number(retryAfter ?? undefined);
  return {
    status,
    code: isRelayerRefusalCode(json['code']) ? json['code'] : 'UNKNOWN',
    unavailable: status >= 500,
    ...(typeof json['message'] === 'string' ? { message: json['message'] } : {}),
    ...(typeof json['id'] === 'string' ? { id: json['id'] } : {}),
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfterSeconds: retry } : {}),
  };
}

/** No usable answer (`status`: the HTTP status of an unreadable one): the relayer is unavailable to this client. */
export function relayClientFailure(code: RelayClientCode, status = 0): RelayRefusal {
  return { status, code, unavailable: true };
}

/** What a claim the page tried came to: done, failed, or not taken by the relayer (the page offers the normal claim). */
export type RelayOutcome = 'done' | 'failed' | 'relay-unavailable';

/** An error that carries the relayer's refusal (the web's relayer client throws these). */
export interface RelayRefusalCarrier {
  readonly relayRefusal: RelayRefusal;
}

/** The refusal an error carries, if it is one. */
export function relayRefusalOf(error: unknown): RelayRefusal | undefined {
  const refusal = (error as Partial<RelayRefusalCarrier> | null | undefined)?.relayRefusal;
  return refusal && typeof refusal.code === 'string' && typeof refusal.unavailable === 'boolean' ? refusal : undefined;
}

/** The outcome of a claim that threw `error`: relay-unavailable when the relayer could not take it, else failed. */
export function failedRelayOutcome(error: unknown): Exclude<RelayOutcome, 'done'> {
  return relayRefusalOf(error)?.unavailable ? 'relay-unavailable' : 'failed';
}

// ---- The readers: small checks of the JSON contract, no library. ----

const INVALID: unique symbol = Symbol('invalid');
type Reader<T> = (value: unknown) => T | typeof INVALID;
interface Optional<T> {
  readonly optional: Reader<T>;
}
type Shape = Record<string, Reader<unknown> | Optional<unknown>>;
type Read<R> = R extends Reader<infer T> ? Exclude<T, typeof INVALID> : never;
type Parsed<S extends Shape> = {
  [K in keyof S as S[K] extends Optional<unknown> ? never : K]: Read<S[K]>;
} & {
  [K in keyof S as S[K] extends Optional<unknown> ? K : never]?: S[K] extends Optional<infer T> ? T : never;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text: Reader<string> = (value) => (typeof value === 'string' ? value : INVALID);
const flag: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);
const integer: Reader<number> = (value) => (typeof value === 'number' && Number.isInteger(value) ? value : INVALID);
const matching =
  (pattern: RegExp): Reader<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : INVALID;
const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : INVALID;
const optional = <T>(reader: Reader<T>): Optional<T> => ({ optional: reader });

function list<T>(item: Reader<T>): Reader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    const items: T[] = [];
    for (const each of value) {
      const read = item(each);
      if (read === INVALID) return INVALID;
      items.push(read);
    }
    return items;
  };
}

/** An object of `shape`'s fields (others are dropped; an optional field may be absent, never null). */
function object<S extends Shape>(shape: S): Reader<Parsed<S>> {
  return (value) => {
    if (!isRecord(value)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const raw = value[key];
      if (typeof field !== 'function') {
        if (raw === undefined) continue;
        const read = field.optional(raw);
        if (read === INVALID) return INVALID;
        out[key] = read;
      } else {
        const read = field(raw);
        if (read === INVALID) return INVALID;
        out[key] = read;
      }
    }
    return out as Parsed<S>;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A transaction hash: the web links it to the explorer, so nothing else passes. */
export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

const requestStatusShape = {
  id: matching(UUID),
  kind: text,
  status: oneOf(RELAY_STATUSES),
  txHash: optional(matching(TX_HASH_PATTERN)),
  blockNumber: optional(integer),
  error: optional(text),
  createdAt: text,
  updatedAt: text,
};

const readAccepted = object({ id: matching(UUID), status: oneOf(RELAY_STATUSES) });
const readRequestStatus = object(requestStatusShape);
const readOpenRequests = object({
  requests: list(object({ ...requestStatusShape, recipient: matching(ADDRESS_PATTERN) })),
});
const readPause = object({ reason: text, by: text, at: text });
const readStatus = object({
  chainId: integer,
  relayer: text,
  sponsored: list(text),
  accepting: flag,
  reason: optional(text),
  balance: text,
  lowWater: text,
  gasPrice: optional(text),
  maxGasPrice: text,
  keys: optional(list(object({ address: text, balance: text, low: flag, inFlight: integer, accepting: flag }))),
  campaigns: list(
    object({ campaign: text, budget: text, spent: text, left: text, low: flag, accepting: optional(flag) }),
  ),
  queueDepth: integer,
  pause: optional(readPause),
  maxDeadlineSeconds: optional(integer),
});
const readPauseState = object({ paused: flag, reason: text, by: text, at: text });

const orNull = <T>(read: T | typeof INVALID): T | null => (read === INVALID ? null : read);

/** POST /relay/requests → 202. */
export function parseRelayAccepted(body: unknown): RelayAccepted | null {
  return orNull(readAccepted(body));
}

/** GET /relay/requests/:id */
export function parseRelayRequestStatus(body: unknown): RelayRequestStatus | null {
  return orNull(readRequestStatus(body));
}

/** GET /relay/requests?claimant= */
export function parseRelayOpenRequests(body: unknown): RelayOpenRequestsResponse | null {
  return orNull(readOpenRequests(body));
}

/** GET /relay/status */
export function parseRelayStatus(body: unknown): RelayStatusResponse | null {
  return orNull(readStatus(body));
}

/** POST /relay/pause → 200. */
export function parseRelayPauseState(body: unknown): RelayPauseState | null {
  return orNull(readPauseState(body));
}
