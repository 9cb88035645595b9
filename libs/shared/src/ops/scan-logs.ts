import { type Log, type Provider } from 'ethers';
import { runBounded } from './run-bounded';
import { withRetry } from './with-retry';
import { MAX_LOG_BLOCK_RANGE } from '../rpc/limits';
import { scanLogRanges } from '../rpc/scan-log-ranges';

export { MAX_LOG_BLOCK_RANGE };

export interface ScanLogsOptions {
  /** Blocks per eth_getLogs, at most {@link MAX_LOG_BLOCK_RANGE} (default). */
  maxBlockRange?: number;
  /** eth_getLogs calls in flight (default 4). */
  concurrency?: number;
}

/**
 * The logs of `address` whose first topic is one of `topics`, from `fromBlock` to `toBlock` (inclusive), read in
 * consecutive ranges of at most `maxBlockRange` blocks — never one unbounded eth_getLogs; a range a node refuses as
 * too wide is read in halves — in block order.
 */
export async function scanLogs(
  provider: Provider,
  filter: { address: string | string[]; topics: string[] },
  fromBlock: number,
  toBlock: number,
  options: ScanLogsOptions = {},
): Promise<Log[]> {
  const range = Math.min(options.maxBlockRange ?? MAX_LOG_BLOCK_RANGE, MAX_LOG_BLOCK_RANGE);
  if (!Number.isInteger(range) || range < 1) throw new RangeError(`maxBlockRange must be ≥ 1, got ${range}`);
  const ranges: Array<[number, number]> = [];
  for (let start = fromBlock; start <= toBlock; start += range)
    ranges.push([start, Math.min(start + range - 1, toBlock)]);
  // Each range through the one bounded scanner: a node that refuses it as too wide gets it in halves.
  const pages = await runBounded(ranges, options.concurrency ?? 4, async ([from, to]) => {
    const page = await scanLogRanges<Log>({
      fromBlock: from,
      toBlock: to,
      maxRange: range,
      read: (low, high) =>
        withRetry(() => provider.getLogs({ address: filter.address, topics: [filter.topics], fromBlock: low, toBlock: high })),
    });
    return page.logs;
  });
  return pages.flat();
}
