import { modalStore } from '../stores/modal-store';
import { persistStore } from '../stores/persist-store';
import { uiStore } from '../stores/ui-store';
import { isWalletConnected, walletStore } from '../stores/wallet-store';
import { Button } from '../ui/Button';

/** Step MAIN: the claim intro and CHECK ELIGIBILITY. */
export function MainStepView() {
  const onCheck = (): void => {
    const open = modalStore.getState().actions.open;
    if (!isWalletConnected(walletStore.getState())) open('CONNECT_WALLET_MODAL');
    else if (!persistStore.getState().access_token) open('SIGNATURES_MODAL');
    else uiStore.getState().actions.setMainStep('VERIFY');
  };
  return (
    <section className="gm-hero">
      <p className="gm-eyebrow">GM TOKEN GENERATION EVENT</p>
      <h1 className="gm-title">Connect Your Wallets and Check Your Eligibility for GM</h1>
      <p className="gm-lead">Connect a wallet, sign in with one signature, and see your GM allocation across all six sources.</p>
      <Button wide onClick={onCheck}>
        CHECK ELIGIBILITY
      </Button>
    </section>
  );
}
