import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Eip1193Provider } from './eip1193';

export type WalletStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected';

export interface WalletState {
  address: string | null;
  addresses: string[];
  chainId: number | null;
  connectorId: string | null;
  provider: Eip1193Provider | null;
  status: WalletStatus;
  /** Set when a connect is attempted; a user counts as connected only with it and an address. */
  isConnectAttempted: boolean;
}

/** Store actions, named after what happened. */
export interface WalletActions {
  /** A connect was attempted (docs/product.md#wallet: a user counts as connected only with this flag and an address). */
  connectAttempted(): void;
  connectStarted(connectorId: string, reconnecting?: boolean): void;
  connected(input: { connectorId: string; provider: Eip1193Provider; addresses: string[]; chainId: number }): void;
  chainChanged(chainId: number): void;
  disconnected(): void;
}

export type WalletStore = WalletState & { actions: WalletActions };

export const INITIAL_WALLET_STATE: WalletState = {
  address: null,
  addresses: [],
  chainId: null,
  connectorId: null,
  provider: null,
  status: 'disconnected',
  isConnectAttempted: false,
};

export function createWalletStore(initial: WalletState = INITIAL_WALLET_STATE): StoreApi<WalletStore> {
  return createStore<WalletStore>()((set) => ({
    ...initial,
    actions: {
      connectAttempted: () => set({ isConnectAttempted: true }),
      connectStarted: (connectorId, reconnecting = false) =>
        set({ connectorId, status: reconnecting ? 'reconnecting' : 'connecting' }),
      connected: ({ connectorId, provider, addresses, chainId }) =>
        set({ connectorId, provider, addresses, address: addresses[0] ?? null, chainId, status: 'connected' }),
      chainChanged: (chainId) => set({ chainId }),
      disconnected: () => set({ ...INITIAL_WALLET_STATE }),
    },
  }));
}

export const walletStore = createWalletStore();

export function useWallet<T>(selector: (state: WalletStore) => T): T {
  return useStore(walletStore, selector);
}

/** Connected only when a connect was attempted and an address exists (docs/product.md#wallet). */
export function isWalletConnected(state: WalletState): boolean {
  return state.isConnectAttempted && Boolean(state.address) && state.status === 'connected';
}
