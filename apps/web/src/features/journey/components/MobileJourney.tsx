import { useEffect, useRef } from 'react';
import { modalStore, useFlow } from '@gm-claim/web-core-state';
import { Button, ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { EligibilityList, useTokenInfoByAddress } from '@gm-claim/web-feature-eligibility';
import { OpenInWalletApp } from '@gm-claim/web-feature-wallet-connect';

const DESKTOP_NOTE = 'For the Best Claim Experience We Recommend You Claim Using Your Desktop';

/**
 * The reduced mobile layout (a phone browser without a wallet): claim intro or eligibility of a typed
 * address, then the links that open the page in a wallet app, where the whole journey is offered.
 */
export function MobileJourney() {
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
          <h1 className="gm-title gm-title--small">Your GM Eligibility</h1>
          <p className="gm-muted gm-break">{inputAddress}</p>
          {info.isError ? (
            <ReadError error={info.error} retrying={info.isFetching} onRetry={() => void info.refetch()} />
          ) : info.data ? (
            <EligibilityList info={info.data} />
          ) : (
            <ReadLoading what="the eligibility" />
          )}
          <p className="gm-note">{DESKTOP_NOTE}</p>
        </section>
      ) : (
        <section className="gm-hero gm-hero--mobile">
          <h1 className="gm-title">Connect Your Wallets and Check Your Eligibility for GM</h1>
          <Button wide disabled>
            CHECK Eligibility
          </Button>
          <p className="gm-muted">Tap CONNECT WALLET above and enter an address to check it.</p>
          <p className="gm-note">{DESKTOP_NOTE}</p>
        </section>
      )}
      <OpenInWalletApp />
    </div>
  );
}
