import { disconnectWallet } from '../wallet/disconnect-wallet';
import { modalStore } from '../stores/modal-store';
import { useWallet } from '../stores/wallet-store';
import { Button } from '../ui/Button';
import { ModalShell } from './ModalShell';

/** DISCONNECT_WALLET_MODAL: the connected address and DISCONNECT. */
export function DisconnectWalletModal() {
  const address = useWallet((state) => state.address);
  const onDisconnect = async (): Promise<void> => {
    await disconnectWallet();
    modalStore.getState().actions.close();
  };
  return (
    <ModalShell title="YOUR WALLET ADDRESS">
      <p className="gm-modal__address" data-testid="connected-address">
        {address}
      </p>
      <Button onClick={() => void onDisconnect()}>DISCONNECT</Button>
    </ModalShell>
  );
}
