import { explorerAddressUrl } from '@gm-claim/shared/explorer';
import { useState } from 'react';
import { getConfig } from '@gm-claim/web-core-config';
import { disconnectWallet } from '@gm-claim/web-core-wallet';
import { modalStore } from '@gm-claim/web-core-state';
import { useWallet } from '@gm-claim/web-core-wallet';
import { Button, notify } from '@gm-claim/web-core-ui';
import { ModalShell } from '@gm-claim/web-core-ui';

/** DISCONNECT_WALLET_MODAL: the connected address (copy it, see it on the explorer) and DISCONNECT. */
export function DisconnectWalletModal() {
  const address = useWallet((state) => state.address);
  const [copied, setCopied] = useState(false);
  const explorer = address ? explorerAddressUrl(getConfig().chainId, address) : null;

  const onCopy = async (): Promise<void> => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      notify.success('Address copied');
    } catch {
      notify.error('The address could not be copied. Select it and copy it instead.');
    }
  };
  const onDisconnect = async (): Promise<void> => {
    await disconnectWallet();
    modalStore.getState().actions.close();
  };

  return (
    <ModalShell title="YOUR WALLET ADDRESS">
      <p className="gm-modal__address" data-testid="connected-address">
        {address}
      </p>
      {address && (
        <div className="gm-modal__actions">
          <button type="button" className="gm-link-button" onClick={() => void onCopy()}>
            {copied ? 'Copied ✓' : 'Copy address'}
          </button>
          {explorer && (
            <a className="gm-link-button" href={explorer} target="_blank" rel="noopener noreferrer">
              View on explorer ↗
            </a>
          )}
        </div>
      )}
      <Button onClick={() => void onDisconnect()}>DISCONNECT</Button>
    </ModalShell>
  );
}
