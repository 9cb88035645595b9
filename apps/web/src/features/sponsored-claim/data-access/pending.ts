import { SPONSORED_CLAIMS } from '@gm-claim/web-core-config';

/** A relayed claim this browser submitted and has not yet seen mined or failed (the relayer holds the truth). */
export interface PendingRelay {
  id: string;
  /** The claimant's wallet (lowercase). */
  claimant: string;
  kind: string;
  recipient: string;
  /** When it was submitted (ms). */
  at: number;
}

/** Entries older than this are dropped unread: the relayer's answer about them is long settled. */
const MAX_AGE_MS = 7 * 24 * 3_600_000;

function readAll(storage: Storage): PendingRelay[] {
  try {
    const parsed = JSON.parse(storage.getItem(SPONSORED_CLAIMS.storageKey) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is PendingRelay =>
        Boolean(entry) &&
        typeof (entry as PendingRelay).id === 'string' &&
        typeof (entry as PendingRelay).claimant === 'string' &&
        typeof (entry as PendingRelay).at === 'number',
    );
  } catch {
    return [];
  }
}

function writeAll(storage: Storage, entries: PendingRelay[]): void {
  try {
    if (entries.length === 0) storage.removeItem(SPONSORED_CLAIMS.storageKey);
    else storage.setItem(SPONSORED_CLAIMS.storageKey, JSON.stringify(entries));
  } catch {
    // Storage full or refused: the claim still goes on at the relayer; only a reload cannot follow it.
  }
}

/**
 * Only the request ids live in the browser (a reload must find the request again); where each
 * request stands is always asked of the relayer, and what it paid is read from the chain.
 */
export const pendingRelays = {
  of(claimant: string, storage: Storage = localStorage, now = Date.now()): PendingRelay[] {
    return readAll(storage).filter((entry) => entry.claimant === claimant.toLowerCase() && now - entry.at < MAX_AGE_MS);
  },
  remember(entry: PendingRelay, storage: Storage = localStorage): void {
    writeAll(storage, [...readAll(storage).filter((other) => other.id !== entry.id), entry]);
  },
  forget(id: string, storage: Storage = localStorage): void {
    writeAll(
      storage,
      readAll(storage).filter((entry) => entry.id !== id),
    );
  },
};

/**
 * The requests this tab is following now (its own claim, or one a recovery picked up): a dashboard
 * mounted again, or a wallet that reconnects, does not follow the same request twice (two toasts),
 * and the page says a claim is on its way while there is one. In memory only: a reload starts with
 * none and follows every open request again.
 */
/** Followed request id → its claimant (lowercase): the page speaks only of the connected wallet's. */
const followed = new Map<string, string>();
const listeners = new Set<() => void>();
const changed = (): void => {
  for (const listener of listeners) listener();
};
export const followedHere = {
  has: (id: string): boolean => followed.has(id),
  add: (id: string, claimant: string): void => {
    if (followed.has(id)) return;
    followed.set(id, claimant.toLowerCase());
    changed();
  },
  delete: (id: string): void => {
    if (followed.delete(id)) changed();
  },
  /** Whether one of `claimant`'s is being followed (a snapshot for useSyncExternalStore). */
  anyOf: (claimant: string | undefined): boolean =>
    claimant !== undefined && [...followed.values()].includes(claimant.toLowerCase()),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
