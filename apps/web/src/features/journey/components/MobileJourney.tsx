import { useEffect, useRef } from 'react';
import { modalStore, useFlow } from '@gm-claim/web-core-state';
import { Button, ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { EligibilityList, useTokenInfoByAddress } from '@gm-claim/web-feature-eligibility';
import { OpenInWalletApp } from '@gm-claim/web-feature-wallet-connect';
import { useI18n } from '@gm-claim/web-core-i18n';

/**
 * The reduced mobile layout (a phone browser without a wallet): claim intro or eligibility of a typed
 * address, then the links that open the page in a wallet app, where the whole journey is offered.
 */
export function MobileJourney() {
  const { t } = useI18n();
  const mainStep = useFlow((state) => state.mainStep);
  const inputAddress = useFlow((state) => state.inputAddress);
  const scroller = useRef<HTMLDivElement>(null);
  const showResult = mainStep !== 'MAIN' && Boolean(inputAddress);
  const info = useTokenInfoByAddress(showResult ? inputAddress : '');

  useEffect(() => {
    modalStore.getState().actions.open('MOBILE_MODAL');
  }, []);

  // Spec: "The scroll container resets to the top when the step changes." Both scroll: the step's
  // container and the page around it (the footer lies below it), so both return to the top, also when
  // another address is checked.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
    const page = document.scrollingElement ?? document.documentElement;
    page.scrollTop = 0;
  }, [mainStep, inputAddress]);

  return (
    <div className="gm-mobile" ref={scroller} data-testid="mobile-scroller">
      {showResult ? (
        <section className="gm-panel">
          <h1 className="gm-title gm-title--small">{t('eligibility.title')}</h1>
          <p className="gm-muted gm-break">{inputAddress}</p>
          {info.isError ? (
            <ReadError error={info.error} retrying={info.isFetching} onRetry={() => void info.refetch()} />
          ) : info.data ? (
            <EligibilityList info={info.data} />
          ) : (
            <ReadLoading what={t('eligibility.loadingAny')} />
          )}
          <p className="gm-note">{t('mobile.desktopNote')}</p>
        </section>
      ) : (
        <section className="gm-hero gm-hero--mobile">
          <h1 className="gm-title">{t('main.title')}</h1>
          <Button wide disabled>
            {t('mobile.checkDisabled')}
          </Button>
          <p className="gm-muted">{t('mobile.tapConnect')}</p>
          <p className="gm-note">{t('mobile.desktopNote')}</p>
        </section>
      )}
      <OpenInWalletApp />
    </div>
  );
}
