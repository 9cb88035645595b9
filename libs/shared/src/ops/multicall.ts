import { type Provider } from 'ethers';
import { runBounded } from './run-bounded';
import { withRetry } from './with-retry';

export { CANONICAL_MULTICALL3 } from '../rpc/limits';

/** `aggregate3((address,bool,bytes)[])`. */
const AGGREGATE3_SELECTOR = '82ad56cb';

export interface ReadCall {
  target: string;
  callData: string;
}

/** One read's outcome: a reverted read stays a failure (`success` false), never a default value. */
export interface ReadResult {
  success: boolean;
  returnData: string;
}

export interface MulticallOptions {
  /** Calls per `aggregate3` (default 500). */
  chunkSize?: number;
  /** `aggregate3` calls in flight (default 4). */
  concurrency?: number;
}

const word = (value: number | bigint): string => value.toString(16).padStart(64, '0');
const strip = (hex: string): string => (hex.startsWith('0x') ? hex.slice(2) : hex);

/**
 * ABI-encodes `aggregate3(calls)` with `allowFailure` true for each call, in linear time (a general ABI coder is
 * quadratic on large arrays of dynamic tuples: it dominated a 100,000-row check).
 */
export function encodeAggregate3(calls: readonly ReadCall[]): string {
  const heads: string[] = [];
  const tails: string[] = [];
  let offset = calls.length * 32;
  for (const call of calls) {
    const data = strip(call.callData);
    const length = data.length / 2;
    const padded = data.padEnd(Math.ceil(length / 32) * 64, '0');
    heads.push(word(offset));
    const tail = `${strip(call.target).toLowerCase().padStart(64, '0')}${word(1)}${word(0x60)}${word(length)}${padded}`;
    tails.push(tail);
    offset += tail.length / 2;
  }
  return `0x${AGGREGATE3_SELECTOR}${word(0x20)}${word(calls.length)}${heads.join('')}${tails.join('')}`;
}

/** Decodes `aggregate3`'s `(bool success, bytes returnData)[]` in linear time. */
export function decodeAggregate3(returned: string): ReadResult[] {
  const hex = strip(returned);
  const at = (byte: number): number => Number.parseInt(hex.slice(byte * 2, byte * 2 + 64), 16);
  const array = at(0);
  const count = at(array);
  const elements = array + 32;
  const results: ReadResult[] = [];
  for (let i = 0; i < count; i++) {
    const tuple = elements + at(elements + i * 32);
    const success = at(tuple) === 1;
    const bytes = tuple + at(tuple + 32);
    const length = at(bytes);
    results.push({ success, returnData: `0x${hex.slice((bytes + 32) * 2, (bytes + 32 + length) * 2)}` });
  }
  if (results.length !== count) throw new Error('malformed aggregate3 answer');
  return results;
}

/**
 * Reads `calls` through Multicall3's `aggregate3` (each call may fail alone), `chunkSize` calls per eth_call
 * and at most `concurrency` eth_calls at a time; transient RPC failures are retried. Results keep the order.
 */
export async function multicallRead(
  provider: Provider,
  multicall: string,
  calls: readonly ReadCall[],
  options: MulticallOptions = {},
): Promise<ReadResult[]> {
  const chunkSize = options.chunkSize ?? 500;
  const chunks: ReadCall[][] = [];
  for (let i = 0; i < calls.length; i += chunkSize) chunks.push(calls.slice(i, i + chunkSize));
  const answers = await runBounded(chunks, options.concurrency ?? 4, async (chunk) => {
    const results = decodeAggregate3(
      await withRetry(() => provider.call({ to: multicall, data: encodeAggregate3(chunk) })),
    );
    if (results.length !== chunk.length)
      throw new Error(`Multicall3 answered ${results.length} of ${chunk.length} calls`);
    return results;
  });
  return answers.flat();
}
