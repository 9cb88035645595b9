import { runBounded } from './run-bounded';
import { isTransientRpcError, withRetry } from './with-retry';

describe('runBounded', () => {
  it('keeps the input order and never has more than `concurrency` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await runBounded([...Array(50).keys()], 3, async (n) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, (n * 7) % 5));
      inFlight--;
      return n * 2;
    });
    expect(results).toEqual([...Array(50).keys()].map((n) => n * 2));
    expect(most).toBe(3);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      runBounded([1, 2, 3, 4, 5, 6], 1, async (n) => {
        started.push(n);
        if (n === 2) throw new Error('boom');
        return n;
      }),
    ).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
  });
});

describe('withRetry', () => {
  it('retries a reset connection, not a revert', async () => {
    let calls = 0;
    const reset = Object.assign(new Error('Failed to make POST request'), { cause: { code: 'ECONNRESET' } });
    await expect(
      withRetry(async () => (++calls < 3 ? Promise.reject(reset) : 'ok'), { initialDelayMs: 1 }),
    ).resolves.toBe('ok');
    expect(calls).toBe(3);
    const revert = Object.assign(new Error('execution reverted'), { code: 'CALL_EXCEPTION' });
    expect(isTransientRpcError(revert)).toBe(false);
    await expect(withRetry(async () => Promise.reject(revert), { initialDelayMs: 1 })).rejects.toBe(revert);
  });
});
