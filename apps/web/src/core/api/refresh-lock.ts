/** The name of the Web Lock every tab of the app takes to refresh the session. */
export const REFRESH_LOCK = 'gm-claim.session-refresh';

/** The part of the Web Locks API the refresh uses (navigator.locks). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

let inTab: Promise<unknown> = Promise.resolve();

/** This browser's lock manager, when it has one (all current browsers; not jsdom). */
export function browserLocks(): RefreshLocks | undefined {
  const locks =
    typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: RefreshLocks }).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/**
 * Runs `work` while holding the refresh lock: one refresh at a time across every tab of the origin
 * (Web Locks). Without Web Locks, one at a time within this tab.
 */
export function withRefreshLock<T>(
  work: () => Promise<T>,
  locks: RefreshLocks | undefined = browserLocks(),
): Promise<T> {
  if (locks) return locks.request(REFRESH_LOCK, work);
  const next = inTab.then(work, work);
  inTab = next.catch(() => undefined);
  return next;
}
