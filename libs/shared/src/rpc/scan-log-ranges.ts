import { MAX_LOG_BLOCK_RANGE } from './limits';
import { classifyRpcError } from './rpc-errors';

export interface LogRangeScan<L> {
  /** First and last block of the scan (inclusive). */
  fromBlock: number;
  toBlock: number;
  /** Reads the logs of one window [low, high]; a node's refusal of the range is thrown as it came. */
  read(low: number, high: number): Promise<L[]>;
  /** `forward`: oldest window first (default); `backward`: newest first. */
  direction?: 'forward' | 'backward';
  /** Widest window asked for (default and at most MAX_LOG_BLOCK_RANGE). */
  maxRange?: number;
  /** Narrowest window: a node that refuses even this fails the scan (default 100). */
  minRange?: number;
  /** Each window's logs, in scan order; returning true ends the scan after this window. */
  onWindow?(logs: L[], low: number, high: number): boolean | void;
}

export interface LogRangeScanResult<L> {
  /** Every log read, in scan order. */
  logs: L[];
  /** eth_getLogs requests sent, refused ones included. */
  requests: number;
}

/**
 * The one log scanner with a bounded range: reads [fromBlock, toBlock] in consecutive windows of at
 * most `maxRange` blocks — never one unbounded eth_getLogs — and halves the window (down to
 * `minRange`) each time a node refuses it as too wide (classifyRpcError). Any other failure fails
 * the scan: wrap `read` in retries where they are wanted.
 */
export async function scanLogRanges<L>(scan: LogRangeScan<L>): Promise<LogRangeScanResult<L>> {
  const minRange = scan.minRange ?? 100;
  let range = Math.min(scan.maxRange ?? MAX_LOG_BLOCK_RANGE, MAX_LOG_BLOCK_RANGE);
  if (!Number.isInteger(range) || range < 1) throw new RangeError(`maxRange must be ≥ 1, got ${range}`);
  const backward = scan.direction === 'backward';
  const logs: L[] = [];
  let requests = 0;
  let low = scan.fromBlock;
  let high = scan.toBlock;
  while (low <= high) {
    const windowLow = backward ? Math.max(low, high - range + 1) : low;
    const windowHigh = backward ? high : Math.min(high, low + range - 1);
    let page: L[];
    try {
      requests += 1;
      page = await scan.read(windowLow, windowHigh);
    } catch (error) {
      if (classifyRpcError(error) === 'range-too-wide' && range > minRange) {
        range = Math.max(minRange, Math.floor(range / 2));
        continue;
      }
      throw error;
    }
    logs.push(...page);
    if (scan.onWindow?.(page, windowLow, windowHigh) === true) break;
    if (backward) high = windowLow - 1;
    else low = windowHigh + 1;
  }
  return { logs, requests };
}
