import { modalStore } from '@gm-claim/web-core-state';
import { persistStore } from '@gm-claim/web-core-state';
import { flowStore } from '@gm-claim/web-core-state';
import { isWalletConnected, walletStore } from '@gm-claim/web-core-wallet';
import { Button } from '@gm-claim/web-core-ui';

/** Step MAIN: the claim intro and CHECK ELIGIBILITY. */
export function MainStepView() {
  const onCheck = (): void => {
    const open = modalStore.getState().actions.open;
    if (!isWalletConnected(walletStore.getState())) open('CONNECT_WALLET_MODAL');
    else if (!persistStore.getState().access_token) open('SIGNATURES_MODAL');
    else flowStore.getState().actions.eligibilityRequested();
  };
  return (
    <section className="gm-hero">
      <p className="gm-eyebrow">GM TOKEN GENERATION EVENT</p>
      <h1 className="gm-title">Connect Your Wallets and Check Your Eligibility for GM</h1>
      <p className="gm-lead">
        Connect a wallet, sign in with one signature, and see your GM allocation across all six sources.
      </p>
      <Button wide onClick={onCheck}>
        CHECK ELIGIBILITY
      </Button>
    </section>
  );
}
