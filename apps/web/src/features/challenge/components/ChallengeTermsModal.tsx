import { useState } from 'react';
import { modalStore, persistStore, useModal, type BettingModalData } from '@gm-claim/web-core-state';
import { Button, ModalShell, ReadState } from '@gm-claim/web-core-ui';
import { useBettingTable } from '../hooks/queries';
import { ChallengeTermsText } from './ChallengeTermsText';
import { useI18n } from '@gm-claim/web-core-i18n';

/** CHALLENGE_TERMS_MODAL: scrollable terms (odds from the chain), a checkbox, "Agree & Continue". */
export function ChallengeTermsModal() {
  const { t, locale } = useI18n();
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
    <ModalShell title={t('terms.title')} className="gm-modal--wide">
      {locale !== 'en' && (
        <p className="gm-muted" lang={locale} data-testid="binding-note">
          {t('legal.bindingNote')}
        </p>
      )}
      <div className="gm-terms-box" tabIndex={0} data-testid="terms-box" lang="en">
        <ReadState queries={[table]} what={t('terms.loading')}>
          {() => table.data && <ChallengeTermsText table={table.data} />}
        </ReadState>
      </div>
      <label className="gm-checkbox">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        {t('terms.agree')}
      </label>
      <Button wide onClick={onAgree} disabled={!agreed || !table.isSuccess}>
        {t('terms.continue')}
      </Button>
    </ModalShell>
  );
}
