import { modalStore } from '@gm-claim/web-core-state';
import { persistStore } from '@gm-claim/web-core-state';
import { flowStore } from '@gm-claim/web-core-state';
import { isWalletConnected, walletStore } from '@gm-claim/web-core-wallet';
import { Button } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';

/** Step MAIN: the claim intro and CHECK ELIGIBILITY. */
export function MainStepView() {
  const { t } = useI18n();
  const onCheck = (): void => {
    const open = modalStore.getState().actions.open;
    if (!isWalletConnected(walletStore.getState())) open('CONNECT_WALLET_MODAL');
    else if (!persistStore.getState().access_token) open('SIGNATURES_MODAL');
    else flowStore.getState().actions.eligibilityRequested();
  };
  return (
    <section className="gm-hero">
      <p className="gm-eyebrow">{t('main.eyebrow')}</p>
      <h1 className="gm-title">{t('main.title')}</h1>
      <p className="gm-lead">{t('main.lead')}</p>
      <Button wide onClick={onCheck}>
        {t('main.check')}
      </Button>
    </section>
  );
}
