/**
 * The one classification of what a JSON-RPC node's failure means to the caller, for the web, the
 * API's indexer, the owner tasks and the VRF fulfiller (browser-safe: no Node API):
 * - `range-too-wide`: eth_getLogs asked for too many blocks or results — ask again narrower;
 * - `rate-limited`: the node says slow down — wait, or ask another node;
 * - `transient`: the node or the network failed — the same call may succeed later;
 * - `permanent`: the call itself failed (a revert, a bad argument) — asking again changes nothing.
 */
export type RpcErrorKind = 'range-too-wide' | 'rate-limited' | 'transient' | 'permanent';

/**
 * What public nodes answer when an eth_getLogs range is too wide or returns too much. BSC's public
 * nodes: -32005 "limit exceeded" and "exceed maximum block range: 5000"; others: "block range is
 * too wide", "query returned more than 10000 results", "response size exceeded", "range too large".
 */
const RANGE_MESSAGES = [
  /exceed(?:s|ed)? (?:the )?max(?:imum)? block range/i,
  /block range (?:is )?too (?:wide|large)/i,
  /range (?:is )?too (?:wide|large)/i,
  /limit exceeded/i,
  /more than \d+ (?:results|logs)/i,
  /response size (?:exceeded|should not greater)/i,
  /query timeout exceeded/i,
  /eth_getLogs is limited to/i,
  /maximum \[from, to\] blocks distance/i,
];

/** A message that means the caller is being rate limited rather than asking for too much. */
const RATE_MESSAGES = [/rate limit/i, /request count exceeded/i, /too many requests/i, /capacity/i];

/** ethers' and Node's codes of a failed node or connection. */
const TRANSIENT_CODES = ['NETWORK_ERROR', 'SERVER_ERROR', 'TIMEOUT', 'ECONNRESET', 'ECONNREFUSED', 'UNKNOWN_ERROR'];
const TRANSIENT_TEXT =
  /ECONNRESET|ECONNREFUSED|EPIPE|socket hang up|fetch failed|Failed to make POST request|timeout|\b429\b|\b50[0-4]\b|bad response|other side closed/i;

/** ethers' codes of a call that failed by itself (a revert, a malformed argument). */
const PERMANENT_CODES = ['CALL_EXCEPTION', 'INVALID_ARGUMENT'];

/** -32005 in a JSON-RPC error object written into a message (ethers' "could not coalesce error"). */
const RANGE_CODE_TEXT = /"code"\s*:\s*-32005\b/;

/** One JSON-RPC error answer (code and message): does it ask eth_getLogs for a narrower range? */
export function isRangeTooWideError(code: number | undefined, message: string): boolean {
  if (RATE_MESSAGES.some((pattern) => pattern.test(message))) return false;
  if (RANGE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return code === -32005;
}

/**
 * One JSON-RPC error answer: does it say "slow down"? (-32005 without a message either way is a range
 * problem for eth_getLogs and a rate limit for anything else: the caller knows the method.)
 */
export function isRateLimitError(code: number | undefined, message: string): boolean {
  return code === 429 || RATE_MESSAGES.some((pattern) => pattern.test(message));
}

const NESTED_KEYS = ['message', 'details', 'shortMessage', 'reason', 'cause', 'error', 'info', 'body', 'responseBody'];

/** The codes and texts anywhere in an error's chain (ethers, viem, fetch and JSON-RPC nest them differently). */
function collect(error: unknown, found: { codes: unknown[]; texts: string[] }, depth: number): void {
  if (depth > 6 || error === null || error === undefined) return;
  if (typeof error === 'string') {
    found.texts.push(error);
    return;
  }
  if (typeof error !== 'object') return;
  const record = error as Record<string, unknown>;
  if (record.code !== undefined) found.codes.push(record.code);
  for (const key of NESTED_KEYS) collect(record[key], found, depth + 1);
}

/** What a failed node call means (see RpcErrorKind), judged from everything its error chain says. */
export function classifyRpcError(error: unknown): RpcErrorKind {
  if (error && typeof error === 'object' && PERMANENT_CODES.includes(String((error as { code?: unknown }).code)))
    return 'permanent';
  const found = { codes: [] as unknown[], texts: [] as string[] };
  collect(error, found, 0);
  const text = found.texts.join('\n');
  if (found.codes.includes(429) || RATE_MESSAGES.some((pattern) => pattern.test(text))) return 'rate-limited';
  if (found.codes.includes(-32005) || RANGE_CODE_TEXT.test(text) || RANGE_MESSAGES.some((pattern) => pattern.test(text)))
    return 'range-too-wide';
  if (found.codes.some((code) => TRANSIENT_CODES.includes(String(code))) || TRANSIENT_TEXT.test(text)) return 'transient';
  return 'permanent';
}
