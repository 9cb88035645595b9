import { useSyncExternalStore } from 'react';
import type { Eip6963ProviderDetail } from './eip1193';
import { getWalletHost } from './host';

let discovered: Eip6963ProviderDetail[] = [];
const listeners = new Set<() => void>();
let started = false;

function onAnnounce(event: Event): void {
  const detail = (event as CustomEvent<Eip6963ProviderDetail>).detail;
  if (!detail?.info?.uuid || !detail.provider) return;
  if (discovered.some((known) => known.info.uuid === detail.info.uuid)) return;
  discovered = [...discovered, detail];
  listeners.forEach((listener) => listener());
}

/** Starts EIP-6963 discovery: listens for announcements and asks wallets to announce. */
export function startDiscovery(): void {
  if (started) return;
  started = true;
  const target = getWalletHost().eventTarget;
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
}

export function stopDiscovery(): void {
  if (!started) return;
  getWalletHost().eventTarget.removeEventListener('eip6963:announceProvider', onAnnounce);
  started = false;
  discovered = [];
}

export function getDiscoveredWallets(): Eip6963ProviderDetail[] {
  return discovered;
}

/** Calls `listener` whenever a new wallet announces itself; returns the unsubscribe. */
export function subscribeDiscovery(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useDiscoveredWallets(): Eip6963ProviderDetail[] {
  return useSyncExternalStore(subscribeDiscovery, () => discovered);
}
