import { isWalletAddress } from '@gm-claim/shared/address';
import { useState } from 'react';
import { modalStore } from '@gm-claim/web-core-state';
import { uiStore } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';
import { ModalShell } from '@gm-claim/web-core-ui';

/** MOBILE_CONNECT_WALLET_MODAL: eligibility by typed address; CHECK NOW needs a valid address. */
export function MobileConnectWalletModal() {
  const [address, setAddress] = useState('');
  const trimmed = address.trim();
  const valid = isWalletAddress(trimmed);
  const onCheck = (): void => {
    const ui = uiStore.getState().actions;
    ui.setInputAddress(trimmed);
    modalStore.getState().actions.close();
    ui.setMainStep('VERIFY');
  };
  return (
    <ModalShell title="CHECK Eligibility">
      <p className="gm-modal__text">Enter your wallet address to check eligibility.</p>
      <input
        className="gm-input"
        aria-label="Wallet address"
        placeholder="Enter your wallet address!"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        spellCheck={false}
        autoComplete="off"
      />
      <Button onClick={onCheck} disabled={!valid}>
        CHECK NOW
      </Button>
    </ModalShell>
  );
}
