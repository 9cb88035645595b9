/**
 * What one tab's refresh hands to the tabs waiting for the refresh lock. localStorage is not enough:
 * Chromium propagates a write to the other tabs' renderers asynchronously, so a tab granted the lock
 * right after another released it can still read the spent tokens (and would spend the rotated refresh
 * token a second time, which revokes the session). IndexedDB transactions are ordered across tabs: a
 * tab that takes the lock after the refresh was written reads it.
 */
export interface RefreshHandoff {
  /** The expired access token the refresh replaced. */
  replaced: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms; an old handoff is ignored. */
  at: number;
}

export interface HandoffStore {
  read(): Promise<RefreshHandoff | undefined>;
  write(handoff: RefreshHandoff): Promise<void>;
}

const DB = 'gm-claim-session';
const STORE = 'refresh';
const KEY = 'last';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          db.close();
          reject(transaction.error);
        };
      }),
  );
}

/** The browser's IndexedDB, when it has one (not jsdom). */
export function browserHandoff(): HandoffStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return {
    read: () => run<RefreshHandoff | undefined>('readonly', (store) => store.get(KEY)),
    write: async (handoff) => {
      await run('readwrite', (store) => store.put(handoff, KEY));
    },
  };
}
