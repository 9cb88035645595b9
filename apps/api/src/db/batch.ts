/**
 * Coalesces point look-ups made in the same event-loop turn into one query (the DataLoader
 * pattern). Under load, dozens of requests arrive in one poll phase; instead of one round trip
 * and one statement execution each, they share `WHERE key = ANY($1)`. Nothing is cached: every
 * key is read from the database by a query issued after it was asked for.
 */
export interface BatchLoader<Key, Value> {
  load(key: Key): Promise<Value>;
}

interface Waiting<Value> {
  resolve: (value: Value) => void;
  reject: (error: unknown) => void;
}

export function createBatchLoader<Key, Value>(
  fetchMany: (keys: Key[]) => Promise<Map<Key, Value>>,
  missing: Value,
  maxBatch = 256,
): BatchLoader<Key, Value> {
  let pending = new Map<Key, Array<Waiting<Value>>>();
  let scheduled = false;

  async function dispatch(batch: Map<Key, Array<Waiting<Value>>>): Promise<void> {
    try {
      const found = await fetchMany([...batch.keys()]);
      for (const [key, waiting] of batch) {
        const value = found.has(key) ? (found.get(key) as Value) : missing;
        for (const waiter of waiting) waiter.resolve(value);
      }
    } catch (error) {
      for (const waiting of batch.values()) for (const waiter of waiting) waiter.reject(error);
    }
  }

  function flush(): void {
    scheduled = false;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    void dispatch(batch);
  }

  return {
    load(key) {
      return new Promise<Value>((resolve, reject) => {
        const waiting = pending.get(key);
        if (waiting) waiting.push({ resolve, reject });
        else pending.set(key, [{ resolve, reject }]);
        if (pending.size >= maxBatch) {
          flush();
        } else if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
