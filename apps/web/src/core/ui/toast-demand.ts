/**
 * Whether a toast was ever asked for: the toast area (and react-toastify with it) mounts from then on
 * only, so a first visit that shows no toast never loads it. A toast is handed to react-toastify once
 * the area is mounted (toastAreaReady): under StrictMode the container mounts, unmounts and mounts
 * again, and a toast given to the first mount would go with it.
 */
let requested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

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

/** Called by the toast area once its container is mounted (an effect: after StrictMode's remount). */
export function toastAreaMounted(): void {
  markReady();
}

/** Resolves once the toast area is mounted. */
export function toastAreaReady(): Promise<void> {
  return ready;
}
