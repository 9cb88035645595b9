/**
 * Whether a toast was ever asked for: the toast area (and react-toastify with it) mounts from then on
 * only, so a first visit that shows no toast never loads it.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToasts(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToastDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
