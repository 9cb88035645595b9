import { useState } from 'react';
import { useBettingTable } from '../hooks/queries';
import { modalStore, useModal, type BettingModalData } from '@gm-claim/web-core-state';
import { persistStore } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';
import { ChallengeTermsText } from './ChallengeTermsText';
import { ModalShell } from '@gm-claim/web-core-ui';

/** CHALLENGE_TERMS_MODAL: scrollable terms, a checkbox, "Agree & Continue". */
export function ChallengeTermsModal() {
  const data = useModal((state) => state.data) as BettingModalData | null;
  const [agreed, setAgreed] = useState(false);
  const table = useBettingTable();
  const onAgree = (): void => {
    persistStore.getState().actions.setAgree();
    modalStore.getState().actions.open('BETTING_MODAL', { selectedAmount: data?.selectedAmount ?? 0, selectedMultiplier: data?.selectedMultiplier ?? 0 });
  };
  return (
    <ModalShell title="Terms and Conditions" className="gm-modal--wide">
      <div className="gm-terms-box" tabIndex={0} data-testid="terms-box">
        <ChallengeTermsText table={table} />
      </div>
      <label className="gm-checkbox">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        I agree to the Terms and Conditions
      </label>
      <Button wide onClick={onAgree} disabled={!agreed}>
        Agree &amp; Continue
      </Button>
    </ModalShell>
  );
}
