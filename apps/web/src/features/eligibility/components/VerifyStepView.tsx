import { Suspense, useEffect } from 'react';
import { flowStore } from '@gm-claim/web-core-state';
import { Button, notify, ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { tokenInfoErrorMessage } from '../data-access/token-info';
import { useTokenInfo } from '../hooks/queries';
import { EligibilityList, isEligible } from './EligibilityList';
import { useI18n } from '@gm-claim/web-core-i18n';
import { ServerUnreachableError } from '@gm-claim/web-core-errors';
import { useWallet } from '@gm-claim/web-core-wallet';
import { PublishedListFallback } from '@gm-claim/web-feature-allocations';
import { AppealPanel } from '@gm-claim/web-feature-appeals';

/**
 * Step VERIFY: the signed-in wallet's eligibility, or why it could not be read (with a retry) — and, when our API
 * cannot be reached, the wallet's amount from the published list, proven against the chain.
 */
export function VerifyStepView() {
  const { t } = useI18n();
  const info = useTokenInfo();
  const address = useWallet((state) => state.address);
  // Our API does not answer: the published list still tells the wallet its allocation, proven against the chain.
  const apiDown = info.isError && info.error instanceof ServerUnreachableError;

  useEffect(() => {
    if (info.error) notify.error(tokenInfoErrorMessage(info.error));
  }, [info.error]);

  return (
    <section className="gm-panel">
      <h1 className="gm-title gm-title--small">{t('eligibility.title')}</h1>
      {info.isError ? (
        <>
          <ReadError error={info.error} retrying={info.isFetching} onRetry={() => void info.refetch()} />
          {apiDown && address && (
            <Suspense fallback={null}>
              <PublishedListFallback account={address} />
            </Suspense>
          )}
        </>
      ) : info.data ? (
        <>
          <EligibilityList info={info.data} />
          {/* Not eligible: the wallet may appeal (issue 33 §4), and sees its appeal's state on return. */}
          {!isEligible(info.data) && address && (
            <Suspense fallback={null}>
              <AppealPanel account={address} listed={false} />
            </Suspense>
          )}
        </>
      ) : (
        <ReadLoading what={t('eligibility.loading')} />
      )}
      {/* A wallet with nothing to claim is not led into missions and a claim of nothing. */}
      {!(info.data && !isEligible(info.data)) && (
        <Button wide disabled={!info.data} onClick={() => flowStore.getState().actions.missionsOpened()}>
          {t('eligibility.continue')}
        </Button>
      )}
    </section>
  );
}
