import { disconnectWallet } from '@gm-claim/web-core-wallet';
import { modalStore } from '@gm-claim/web-core-state';
import { useWallet } from '@gm-claim/web-core-wallet';
import { Button } from '@gm-claim/web-core-ui';
import { ModalShell } from '@gm-claim/web-core-ui';

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
