import { MAX_LOG_BLOCK_RANGE } from './limits';
import { scanLogRanges } from './scan-log-ranges';

/** A node holding one log per block in [1, head] that refuses windows wider than `cap` as BSC does. */
function node(head: number, cap: number = MAX_LOG_BLOCK_RANGE) {
  const asked: Array<[number, number]> = [];
  const read = async (low: number, high: number): Promise<number[]> => {
    asked.push([low, high]);
    if (high - low + 1 > cap) throw { code: -32005, message: `exceed maximum block range: ${cap}` };
    return Array.from({ length: high - low + 1 }, (_, index) => low + index).filter((block) => block <= head);
  };
  return { asked, read };
}

describe('scanLogRanges', () => {
  it('forward – consecutive windows of at most 5,000 blocks, every log once, in block order', async () => {
    const { asked, read } = node(12_000);
    const result = await scanLogRanges({ fromBlock: 1, toBlock: 12_000, read });
    expect(asked).toEqual([
      [1, 5_000],
      [5_001, 10_000],
      [10_001, 12_000],
    ]);
    expect(result.logs).toEqual(Array.from({ length: 12_000 }, (_, index) => index + 1));
    expect(result.requests).toBe(3);
  });

  it('a node capping ranges at 1,000 – the window halves until it is accepted, then keeps that width', async () => {
    const { asked, read } = node(8_000, 1_000);
    const result = await scanLogRanges({ fromBlock: 1, toBlock: 8_000, read });
    expect(asked.slice(0, 4)).toEqual([
      [1, 5_000],
      [1, 2_500],
      [1, 1_250],
      [1, 625],
    ]);
    expect(asked.slice(4).every(([low, high]) => high - low + 1 === 625 || high === 8_000)).toBe(true);
    expect(result.logs).toEqual(Array.from({ length: 8_000 }, (_, index) => index + 1));
    expect(result.requests).toBe(asked.length);
  });

  it('backward with a stop – newest window first, ends after the window the caller stops at', async () => {
    const { asked, read } = node(20_000);
    const seen: Array<[number, number]> = [];
    await scanLogRanges({
      fromBlock: 1,
      toBlock: 20_000,
      read,
      direction: 'backward',
      onWindow: (_logs, low, high) => {
        seen.push([low, high]);
        return low <= 12_000;
      },
    });
    expect(seen).toEqual([
      [15_001, 20_000],
      [10_001, 15_000],
    ]);
    expect(asked).toEqual(seen);
  });

  it('refused even at the narrowest window, or failing otherwise – the error, never a partial list', async () => {
    await expect(scanLogRanges({ fromBlock: 1, toBlock: 500, read: node(500, 10).read, minRange: 100 })).rejects.toMatchObject({
      code: -32005,
    });
    const down = async (): Promise<number[]> => Promise.reject(new Error('connect ECONNREFUSED'));
    await expect(scanLogRanges({ fromBlock: 1, toBlock: 10, read: down })).rejects.toThrow('ECONNREFUSED');
  });
});
