import { explorerAddressUrl } from '@gm-claim/shared/explorer';
import { useState } from 'react';
import { getConfig } from '@gm-claim/web-core-config';
import { disconnectWallet } from '@gm-claim/web-core-wallet';
import { modalStore } from '@gm-claim/web-core-state';
import { useWallet } from '@gm-claim/web-core-wallet';
import { Button, notify } from '@gm-claim/web-core-ui';
import { ModalShell } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';

/** DISCONNECT_WALLET_MODAL: the connected address (copy it, see it on the explorer) and DISCONNECT. */
export function DisconnectWalletModal() {
  const { t } = useI18n();
  const address = useWallet((state) => state.address);
  const [copied, setCopied] = useState(false);
  const explorer = address ? explorerAddressUrl(getConfig().chainId, address) : null;

  const onCopy = async (): Promise<void> => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      notify.success(t('disconnect.copied'));
    } catch {
      notify.error(t('disconnect.copyFailed'));
    }
  };
  const onDisconnect = async (): Promise<void> => {
    await disconnectWallet();
    modalStore.getState().actions.close();
  };

  return (
    <ModalShell title={t('disconnect.title')}>
      <p className="gm-modal__address" data-testid="connected-address">
        {address}
      </p>
      {address && (
        <div className="gm-modal__actions">
          <button type="button" className="gm-link-button" onClick={() => void onCopy()}>
            {copied ? t('disconnect.copiedMark') : t('disconnect.copy')}
          </button>
          {explorer && (
            <a className="gm-link-button" href={explorer} target="_blank" rel="noopener noreferrer">
              {t('disconnect.explorer')}
            </a>
          )}
        </div>
      )}
      <Button onClick={() => void onDisconnect()}>{t('disconnect.button')}</Button>
    </ModalShell>
  );
}
