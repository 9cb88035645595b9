import { persistStore } from '@gm-claim/web-core-state';
import { flowStore } from '@gm-claim/web-core-state';
import { walletStore } from './wallet-store';
import { getWalletHost } from './host';
import { detachSession, RECENT_CONNECTOR_KEY, setLeaveHandler } from './session';

function isNoMatchingKey(error: unknown): boolean {
  return error instanceof Error && error.message.includes('No matching key');
}

/**
 * Disconnects the wallet, removes the stored tokens and returns to MAIN (docs/product.md#wallet). A relay's
 * "No matching key" error (session already gone) is ignored (docs/product.md#wallet).
 */
export async function disconnectWallet(): Promise<void> {
  const { provider } = walletStore.getState();
  detachSession();
  try {
    await provider?.disconnect?.();
  } catch (error) {
    if (!isNoMatchingKey(error)) console.warn('Wallet disconnect failed', error);
  }
  walletStore.getState().actions.disconnected();
  persistStore.getState().actions.signedOut();
  getWalletHost().storage.removeItem(RECENT_CONNECTOR_KEY);
  flowStore.getState().actions.walletLeft();
}

setLeaveHandler(() => void disconnectWallet());
