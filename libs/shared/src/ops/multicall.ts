import { Contract, type Provider } from 'ethers';
import { multicall3Abi } from '../generated/abis';
import { runBounded } from './run-bounded';
import { withRetry } from './with-retry';

/** Multicall3's address on BSC, Ethereum and most EVM chains (the same deterministic deployment everywhere). */
export const CANONICAL_MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';

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
  const contract = new Contract(multicall, multicall3Abi, provider);
  const chunks: ReadCall[][] = [];
  for (let i = 0; i < calls.length; i += chunkSize) chunks.push(calls.slice(i, i + chunkSize));
  const answers = await runBounded(chunks, options.concurrency ?? 4, (chunk) =>
    withRetry(async () => {
      const results = (await contract.getFunction('aggregate3').staticCall(
        chunk.map((call) => ({ target: call.target, allowFailure: true, callData: call.callData })),
      )) as Array<{ success: boolean; returnData: string }>;
      return results.map(({ success, returnData }) => ({ success, returnData }));
    }),
  );
  return answers.flat();
}
