import { useState } from 'react';
import { useBettingTable } from '../hooks/queries';
import { modalStore, useModal, type BettingModalData } from '../stores/modal-store';
import { persistStore } from '../stores/persist-store';
import { Button } from '../ui/Button';
import { ChallengeTermsText } from './ChallengeTermsText';
import { ModalShell } from './ModalShell';

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
        <ChallengeTermsText table={table.data} />
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
