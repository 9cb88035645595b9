import { isWalletAddress } from '@gm-claim/shared/address';
import { useState } from 'react';
import { modalStore } from '../stores/modal-store';
import { uiStore } from '../stores/ui-store';
import { Button } from '../ui/Button';
import { ModalShell } from './ModalShell';

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
