import { walletStore } from './wallet-store';
import { findConnector } from './connectors';
import { getWalletHost } from './host';
import { attachSession, RECENT_CONNECTOR_KEY } from './session';
import { trackWalletPrompts } from './wallet-prompts';

/**
 * Restores the previous session on reload without prompting (eth_accounts); for WalletConnect, the
 * relay session stored by the provider.
 */
export async function reconnectWallet(): Promise<boolean> {
  const host = getWalletHost();
  const connectorId = host.storage.getItem(RECENT_CONNECTOR_KEY);
  if (!connectorId) return false;
  const connector = findConnector(connectorId);
  if (!connector) return false;
  const wallet = walletStore.getState().actions;
  wallet.connectStarted(connectorId, true);
  try {
    const provider = await (connector.restoreProvider ? connector.restoreProvider() : connector.getProvider());
    if (!provider) {
      wallet.disconnected();
      return false;
    }
    const addresses = (await provider.request({ method: 'eth_accounts' })) as string[];
    if (!addresses?.length) {
      wallet.disconnected();
      return false;
    }
    const chainId = Number(await provider.request({ method: 'eth_chainId' }));
    wallet.connectAttempted();
    wallet.connected({ connectorId, provider: trackWalletPrompts(provider), addresses, chainId });
    attachSession(provider);
    return true;
  } catch {
    wallet.disconnected();
    return false;
  }
}
