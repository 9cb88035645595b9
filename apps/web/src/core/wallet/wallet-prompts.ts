import { useSyncExternalStore } from 'react';
import type { Eip1193Provider } from './eip1193';

/** What the wallet is waiting for the user to approve. */
export type WalletPrompt = 'connect' | 'switch' | 'signature' | 'transaction';

const PROMPTS: Readonly<Record<string, WalletPrompt>> = {
  eth_requestAccounts: 'connect',
  wallet_switchEthereumChain: 'switch',
  wallet_addEthereumChain: 'switch',
  personal_sign: 'signature',
  eth_signTypedData_v4: 'signature',
  eth_sendTransaction: 'transaction',
};

export interface WalletActivity {
  /** The request awaiting the user in their wallet, or null. */
  prompt: WalletPrompt | null;
  /** How many transactions the wallet has sent so far (a flow compares it with its start). */
  sentTransactions: number;
}

let activity: WalletActivity = { prompt: null, sentTransactions: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<WalletActivity>): void {
  activity = { ...activity, ...next };
  listeners.forEach((listener) => listener());
}

export function getWalletActivity(): WalletActivity {
  return activity;
}

export function subscribeWalletActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** What the wallet is doing (for the loading overlay and the screen reader's announcements). */
export function useWalletActivity(): WalletActivity {
  return useSyncExternalStore(subscribeWalletActivity, getWalletActivity, getWalletActivity);
}

/**
 * The provider, with each request that needs the user (connect, network switch, signature,
 * transaction) recorded while it waits for them: a phone user sees and hears "confirm in your wallet"
 * while the wallet's sheet is up. Everything else passes through unchanged.
 */
export function trackWalletPrompts(provider: Eip1193Provider): Eip1193Provider {
  return {
    ...(provider.isMetaMask === undefined ? {} : { isMetaMask: provider.isMetaMask }),
    ...(provider.isTrust === undefined ? {} : { isTrust: provider.isTrust }),
    ...(provider.isTrustWallet === undefined ? {} : { isTrustWallet: provider.isTrustWallet }),
    async request(args) {
      const prompt = PROMPTS[args.method];
      if (!prompt) return provider.request(args);
      update({ prompt });
      try {
        const result = await provider.request(args);
        if (prompt === 'transaction') update({ sentTransactions: activity.sentTransactions + 1 });
        return result;
      } finally {
        update({ prompt: null });
      }
    },
    ...(provider.on ? { on: (event, listener) => provider.on?.(event, listener) } : {}),
    ...(provider.removeListener ? { removeListener: (event, listener) => provider.removeListener?.(event, listener) } : {}),
    ...(provider.disconnect ? { disconnect: () => provider.disconnect?.() ?? Promise.resolve() } : {}),
  };
}
