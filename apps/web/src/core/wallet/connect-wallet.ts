import { ConnectorNotFoundError, UserRejectedRequestError } from '@gm-claim/web-core-errors';
import { toWalletError } from '@gm-claim/web-core-errors';
import { modalStore } from '@gm-claim/web-core-state';
import { walletStore } from './wallet-store';
import { findConnector } from './connectors';
import { disconnectWallet } from './disconnect-wallet';
import { getWalletHost } from './host';
import { attachSession, RECENT_CONNECTOR_KEY } from './session';
import { walletNoticed } from './wallet-notices';
import { trackWalletPrompts } from './wallet-prompts';
import { t } from '@gm-claim/web-core-i18n';

/**
 * Connects the wallet picked by id (docs/product.md#wallet): sets the connect flag, asks for
 * accounts, closes the modal. On failure: a missing named wallet opens its install page and the
 * message modal; any other error closes the modal; both then disconnect.
 */
export async function connectWallet(connectorId: string): Promise<boolean> {
  const wallet = walletStore.getState().actions;
  const modal = modalStore.getState().actions;
  wallet.connectAttempted();
  wallet.connectStarted(connectorId);
  try {
    const connector = findConnector(connectorId);
    if (!connector) throw new Error(`Unknown wallet ${connectorId}`);
    const injected = await connector.getProvider();
    if (!injected) throw new ConnectorNotFoundError(connector.name, connector.installUrl ?? '');
    const provider = trackWalletPrompts(injected);
    const addresses = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    if (!addresses?.length) throw new Error(t('web.noChains'));
    const chainId = Number(await provider.request({ method: 'eth_chainId' }));
    wallet.connected({ connectorId, provider, addresses, chainId });
    attachSession(injected);
    getWalletHost().storage.setItem(RECENT_CONNECTOR_KEY, connectorId);
    modal.close();
    return true;
  } catch (error) {
    const mapped = toWalletError(error);
    if (mapped instanceof ConnectorNotFoundError) {
      if (mapped.installUrl) getWalletHost().openWindow(mapped.installUrl);
      modal.open('MESSAGE_MODAL', { text: t('web.install', { wallet: mapped.walletName }), buttonText: t('modal.okay') });
    } else {
      modal.close();
    }
    await disconnectWallet();
    // The user is told what happened (a missing wallet already has its message modal).
    if (mapped instanceof UserRejectedRequestError) walletNoticed({ kind: 'connectRejected' });
    else if (!(mapped instanceof ConnectorNotFoundError)) walletNoticed({ kind: 'connectFailed', error: mapped });
    return false;
  }
}
