import { persistStore } from '@gm-claim/web-core-state';
import { walletStore } from '@gm-claim/web-core-wallet';
import { fakeProvider } from '@gm-claim/web-core-wallet/testing';

/** An access token whose `sub` is `wallet` (the page reads only the subject; the API checks the rest). */
export function tokenFor(wallet: string): string {
  const part = (value: object): string =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: wallet, exp: 4_000_000_000 })}.signature`;
}

/** A connected wallet, signed in when `signedIn`. */
export function connectAs(address: string, signedIn: boolean): void {
  const actions = walletStore.getState().actions;
  actions.connectAttempted();
  actions.connected({ connectorId: 'test', provider: fakeProvider(), addresses: [address], chainId: 31337 });
  if (signedIn) persistStore.getState().actions.signedIn(tokenFor(address), 'refresh');
}
