/**
 * Coalesces point look-ups into one query (the DataLoader pattern). Keys asked for in the same
 * event-loop turn, and while `maxInFlight` batches are already running, share one
 * `WHERE key = ANY($1)`: under load, one round trip and one statement execution serve dozens of
 * requests instead of one each, which saves CPU in PostgreSQL and in the driver. Nothing is
 * cached: every key is answered by a query issued after it was asked for.
 */
export interface BatchLoader<Key, Value> {
  load(key: Key): Promise<Value>;
}

export interface BatchLoaderOptions {
  /** Most keys in one query. */
  maxBatch?: number;
  /** Most queries running at once; later keys wait (and gather) until one returns. */
  maxInFlight?: number;
}

interface Waiting<Value> {
  resolve: (value: Value) => void;
  reject: (error: unknown) => void;
}

export function createBatchLoader<Key, Value>(
  fetchMany: (keys: Key[]) => Promise<Map<Key, Value>>,
  missing: Value,
  options: BatchLoaderOptions = {},
): BatchLoader<Key, Value> {
  const maxBatch = options.maxBatch ?? 500;
  const maxInFlight = options.maxInFlight ?? 4;
  let pending = new Map<Key, Array<Waiting<Value>>>();
  let scheduled = false;
  let inFlight = 0;

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

  function schedule(): void {
    if (scheduled || inFlight >= maxInFlight || pending.size === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  function take(): Map<Key, Array<Waiting<Value>>> {
    if (pending.size <= maxBatch) {
      const batch = pending;
      pending = new Map();
      return batch;
    }
    const batch = new Map<Key, Array<Waiting<Value>>>();
    for (const [key, waiting] of pending) {
      if (batch.size >= maxBatch) break;
      batch.set(key, waiting);
      pending.delete(key);
    }
    return batch;
  }

  function flush(): void {
    scheduled = false;
    while (pending.size > 0 && inFlight < maxInFlight) {
      inFlight++;
      void dispatch(take()).finally(() => {
        inFlight--;
        schedule();
      });
    }
  }

  return {
    load(key) {
      return new Promise<Value>((resolve, reject) => {
        const waiting = pending.get(key);
        if (waiting) waiting.push({ resolve, reject });
        else pending.set(key, [{ resolve, reject }]);
        schedule();
      });
    },
  };
}

/**
 * Coalesces single-row writes into one statement, the same way: items submitted in the same
 * event-loop turn, and while `maxInFlight` statements are already running, go to the database
 * together (`writeMany` gets them in order and answers one result per item, in the same order).
 * An idle server sends each item at once (a batch of one); under load, one statement, one commit
 * and one round trip serve dozens of requests. Each item's own outcome still comes from the
 * statement that wrote it: a statement that fails fails every item of its batch, as it would have
 * failed each alone.
 */
export interface BatchWriter<Item, Result> {
  write(item: Item): Promise<Result>;
}

export function createBatchWriter<Item, Result>(
  writeMany: (items: Item[]) => Promise<Result[]>,
  options: BatchLoaderOptions = {},
): BatchWriter<Item, Result> {
  const maxBatch = options.maxBatch ?? 200;
  const maxInFlight = options.maxInFlight ?? 3;
  let pending: Array<{ item: Item } & Waiting<Result>> = [];
  let scheduled = false;
  let inFlight = 0;

  async function dispatch(batch: Array<{ item: Item } & Waiting<Result>>): Promise<void> {
    try {
      const results = await writeMany(batch.map((entry) => entry.item));
      if (results.length !== batch.length) throw new Error(`a batched write answered ${results.length} results for ${batch.length} items`);
      batch.forEach((entry, i) => entry.resolve(results[i] as Result));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  function schedule(): void {
    if (scheduled || inFlight >= maxInFlight || pending.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush(): void {
    scheduled = false;
    while (pending.length > 0 && inFlight < maxInFlight) {
      const batch = pending.length <= maxBatch ? pending : pending.slice(0, maxBatch);
      pending = pending.length <= maxBatch ? [] : pending.slice(maxBatch);
      inFlight++;
      void dispatch(batch).finally(() => {
        inFlight--;
        schedule();
      });
    }
  }

  return {
    write(item) {
      return new Promise<Result>((resolve, reject) => {
        pending.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
