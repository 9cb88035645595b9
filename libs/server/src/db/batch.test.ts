import { createBatchLoader, createBatchWriter } from './batch';

function recorder(values: Record<string, number>, delayMs = 0) {
  const calls: string[][] = [];
  let running = 0;
  let maxRunning = 0;
  const fetchMany = async (keys: string[]): Promise<Map<string, number>> => {
    calls.push(keys);
    running++;
    maxRunning = Math.max(maxRunning, running);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    running--;
    return new Map(keys.filter((key) => key in values).map((key) => [key, values[key] as number]));
  };
  return { calls, fetchMany, maxRunning: () => maxRunning };
}

describe('createBatchLoader', () => {
  it('load – keys asked for in one turn – share one fetch, each gets its own value, missing keys the default', async () => {
    const { calls, fetchMany } = recorder({ a: 1, b: 2 });
    const loader = createBatchLoader(fetchMany, -1);
    await expect(Promise.all([loader.load('a'), loader.load('b'), loader.load('c')])).resolves.toEqual([1, 2, -1]);
    expect(calls).toEqual([['a', 'b', 'c']]);
  });

  it('load – the same key twice in one turn – is fetched once and answers both', async () => {
    const { calls, fetchMany } = recorder({ a: 1 });
    const loader = createBatchLoader(fetchMany, -1);
    await expect(Promise.all([loader.load('a'), loader.load('a')])).resolves.toEqual([1, 1]);
    expect(calls).toEqual([['a']]);
  });

  it('load – later turns – fetch again: nothing is cached', async () => {
    const values: Record<string, number> = { a: 1 };
    const { calls, fetchMany } = recorder(values);
    const loader = createBatchLoader(fetchMany, -1);
    await expect(loader.load('a')).resolves.toBe(1);
    values['a'] = 2;
    await expect(loader.load('a')).resolves.toBe(2);
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('load – fetch fails – rejects every waiter of that batch, and the next batch works', async () => {
    let fail = true;
    const loader = createBatchLoader(async (keys: string[]) => {
      if (fail) throw new Error('db down');
      return new Map(keys.map((key) => [key, 7]));
    }, -1);
    const results = await Promise.allSettled([loader.load('a'), loader.load('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(loader.load('a')).resolves.toBe(7);
  });

  it('load – more keys than maxBatch, at most maxInFlight fetches – splits batches and never exceeds the limit', async () => {
    const keys = Array.from({ length: 25 }, (_, i) => `k${i}`);
    const { calls, fetchMany, maxRunning } = recorder(Object.fromEntries(keys.map((key, i) => [key, i])), 5);
    const loader = createBatchLoader(fetchMany, -1, { maxBatch: 10, maxInFlight: 2 });
    await expect(Promise.all(keys.map((key) => loader.load(key)))).resolves.toEqual(keys.map((_, i) => i));
    expect(calls.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(maxRunning()).toBe(2);
  });

  it('load – keys arriving while fetches are in flight – wait and gather into the next batch', async () => {
    const { calls, fetchMany } = recorder({ a: 1, b: 2, c: 3 }, 20);
    const loader = createBatchLoader(fetchMany, -1, { maxInFlight: 1 });
    const first = loader.load('a');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = Promise.all([loader.load('b'), loader.load('c')]);
    await expect(first).resolves.toBe(1);
    await expect(later).resolves.toEqual([2, 3]);
    expect(calls).toEqual([['a'], ['b', 'c']]);
  });
});

describe('createBatchWriter', () => {
  function writer(delayMs = 0, fail?: (items: number[]) => boolean) {
    const calls: number[][] = [];
    let running = 0;
    let maxRunning = 0;
    const writeMany = async (items: number[]): Promise<number[]> => {
      calls.push(items);
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      running--;
      if (fail?.(items)) throw new Error('db down');
      return items.map((item) => item * 10);
    };
    return { calls, writeMany, maxRunning: () => maxRunning };
  }

  it('write – items of one turn – one call in submission order, each caller gets its own result', async () => {
    const { calls, writeMany } = writer();
    const batch = createBatchWriter(writeMany);
    await expect(Promise.all([batch.write(1), batch.write(2), batch.write(2)])).resolves.toEqual([10, 20, 20]);
    expect(calls).toEqual([[1, 2, 2]]);
  });

  it('write – an idle writer – sends each item alone, at once', async () => {
    const { calls, writeMany } = writer();
    const batch = createBatchWriter(writeMany);
    await expect(batch.write(1)).resolves.toBe(10);
    await expect(batch.write(2)).resolves.toBe(20);
    expect(calls).toEqual([[1], [2]]);
  });

  it('write – while maxInFlight statements run – later items gather into the next one, never more than maxInFlight at once', async () => {
    const { calls, writeMany, maxRunning } = writer(5);
    const batch = createBatchWriter(writeMany, { maxInFlight: 1, maxBatch: 4 });
    const first = batch.write(0);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = Array.from({ length: 6 }, (_, i) => batch.write(i + 1));
    await expect(Promise.all([first, ...rest])).resolves.toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(calls).toEqual([[0], [1, 2, 3, 4], [5, 6]]);
    expect(maxRunning()).toBe(1);
  });

  it('write – the statement fails – rejects every item of that batch only, and the next batch works', async () => {
    const { writeMany } = writer(0, (items) => items.includes(1));
    const batch = createBatchWriter(writeMany);
    const results = await Promise.allSettled([batch.write(1), batch.write(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(batch.write(3)).resolves.toBe(30);
  });

  it('write – a result count that does not match the items – rejects them all rather than misassign', async () => {
    const batch = createBatchWriter(async (items: number[]) => items.slice(1));
    await expect(Promise.all([batch.write(1), batch.write(2)])).rejects.toThrow(/1 results for 2 items/);
  });
});
