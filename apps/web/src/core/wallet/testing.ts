import { persistStore } from '@gm-claim/web-core-state';
import { resetStateStores } from '@gm-claim/web-core-state/testing';
import type { Eip1193Provider, RequestArguments } from './eip1193';
import { setWalletHost, type WalletHost } from './host';
import { INITIAL_WALLET_STATE, walletStore } from './wallet-store';

export const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd';
export const OTHER_ADDRESS = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';

/** Every store back to its initial state (UI, modal, persisted, wallet) and local storage cleared. */
export function resetStores(): void {
  resetStateStores();
  walletStore.setState({ ...INITIAL_WALLET_STATE });
}
/**
 * The wallet store as after a connection: by default MetaMask's, of ADDRESS on chain 56, with a fake provider behind
 * it; `connection` changes any of them.
 */
export function connectTestWallet(
  connection: { connectorId?: string; provider?: Eip1193Provider; address?: string; chainId?: number } = {},
): void {
  const { connectorId = 'metaMask', provider = fakeProvider(), address = ADDRESS, chainId = 56 } = connection;
  walletStore.getState().actions.connectAttempted();
  walletStore.getState().actions.connected({ connectorId, provider, addresses: [address], chainId });
}

/** connectTestWallet(), then signed in: the access token 'token' and the refresh token 'refresh' stored. */
export function signInTestWallet(): void {
  connectTestWallet();
  persistStore.getState().actions.signedIn('token', 'refresh');
}

type Handler = (args: RequestArguments) => unknown;

/** A fake EIP-1193 wallet: answers from handlers, records calls, emits events. */
export interface FakeProvider extends Eip1193Provider {
  calls: RequestArguments[];
  emit(event: string, ...args: unknown[]): void;
  handlers: Record<string, Handler>;
}

export function fakeProvider(
  handlers: Record<string, Handler> = {},
  flags: Partial<Eip1193Provider> = {},
): FakeProvider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const defaults: Record<string, Handler> = {
    eth_requestAccounts: () => [ADDRESS],
    eth_accounts: () => [ADDRESS],
    eth_chainId: () => '0x38',
  };
  const provider: FakeProvider = {
    ...flags,
    calls: [],
    handlers: { ...defaults, ...handlers },
    async request(args) {
      provider.calls.push(args);
      const handler = provider.handlers[args.method];
      if (!handler) throw Object.assign(new Error(`Unsupported ${args.method}`), { code: 4200 });
      return handler(args);
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener as (...args: unknown[]) => void);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (...args: unknown[]) => void);
    },
    emit(event, ...args) {
      listeners.get(event)?.forEach((listener) => listener(...args));
    },
  };
  return provider;
}

export function fakeHost(
  parts: { ethereum?: Eip1193Provider; trustwallet?: Eip1193Provider } = {},
): WalletHost & { opened: string[] } {
  const opened: string[] = [];
  const host = {
    opened,
    ethereum: () => parts.ethereum,
    trustwallet: () => parts.trustwallet,
    openWindow: (url: string) => void opened.push(url),
    storage: localStorage,
    eventTarget: new EventTarget(),
  };
  setWalletHost(host);
  return host;
}
