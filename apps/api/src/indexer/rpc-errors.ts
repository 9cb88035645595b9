/**
 * What public nodes answer when an eth_getLogs range is too wide or returns too much. BSC's public
 * nodes: -32005 "limit exceeded" and "exceed maximum block range: 5000"; others: "block range is
 * too wide", "query returned more than 10000 results", "response size exceeded", "range too large".
 */
const RANGE_MESSAGES = [
  /exceed(?:s|ed)? (?:the )?max(?:imum)? block range/i,
  /block range (?:is )?too (?:wide|large)/i,
  /range too (?:wide|large)/i,
  /limit exceeded/i,
  /more than \d+ (?:results|logs)/i,
  /response size (?:exceeded|should not greater)/i,
  /query timeout exceeded/i,
  /eth_getLogs is limited to/i,
  /maximum \[from, to\] blocks distance/i,
];

/** A message that means the caller is being rate limited rather than asking for too much. */
const RATE_MESSAGES = [/rate limit/i, /request count exceeded/i, /too many requests/i, /capacity/i];

/** True when a JSON-RPC error of eth_getLogs asks for a narrower block range. */
export function isRangeTooWideError(code: number | undefined, message: string): boolean {
  if (RATE_MESSAGES.some((pattern) => pattern.test(message))) return false;
  if (RANGE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return code === -32005;
}

/**
 * True when a JSON-RPC error says "slow down": the next node is tried. (-32005 without a message
 * either way is a range problem for eth_getLogs and a rate limit for anything else: see rpc.ts.)
 */
export function isRateLimitError(code: number | undefined, message: string): boolean {
  return code === 429 || RATE_MESSAGES.some((pattern) => pattern.test(message));
}
