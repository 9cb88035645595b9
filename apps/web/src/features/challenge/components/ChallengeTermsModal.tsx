import { useState } from 'react';
import { modalStore, persistStore, useModal, type BettingModalData } from '@gm-claim/web-core-state';
import { Button, ModalShell, ReadState } from '@gm-claim/web-core-ui';
import { useBettingTable } from '../hooks/queries';
import { ChallengeTermsText } from './ChallengeTermsText';

/** CHALLENGE_TERMS_MODAL: scrollable terms (odds from the chain), a checkbox, "Agree & Continue". */
export function ChallengeTermsModal() {
  const data = useModal((state) => state.data) as BettingModalData | null;
  const [agreed, setAgreed] = useState(false);
  const table = useBettingTable();

  const onAgree = (): void => {
    persistStore.getState().actions.termsAccepted();
    modalStore
      .getState()
      .actions.open('BETTING_MODAL', {
        selectedAmount: data?.selectedAmount ?? 0,
        selectedMultiplier: data?.selectedMultiplier ?? 0,
      });
  };

  return (
    <ModalShell title="Terms and Conditions" className="gm-modal--wide">
      <div className="gm-terms-box" tabIndex={0} data-testid="terms-box">
        <ReadState queries={[table]} what="the terms">
          {() => table.data && <ChallengeTermsText table={table.data} />}
        </ReadState>
      </div>
      <label className="gm-checkbox">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />I agree to the
        Terms and Conditions
      </label>
      <Button wide onClick={onAgree} disabled={!agreed || !table.isSuccess}>
        Agree &amp; Continue
      </Button>
    </ModalShell>
  );
}
