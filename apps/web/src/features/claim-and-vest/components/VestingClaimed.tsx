import { Link } from 'react-router';
import { ReadError } from '@gm-claim/web-core-ui';
import { useChainEligibility } from '@gm-claim/web-feature-eligibility';
import { useI18n } from '@gm-claim/web-core-i18n';

/**
 * Step CLAIM after the vesting claim: the TGE page in its claimed state. What was paid at once and what
 * vests, as the chain records it (after claim & vest getEligibleAmount answers the claim's own figures),
 * and the way to the dashboard, which names every part.
 */
export function VestingClaimed() {
  const { t, amount } = useI18n();
  const chain = useChainEligibility();
  const claimed = chain.data?.hasClaimedAndVested ? chain.data : undefined;
  return (
    <section className="gm-panel gm-panel--center" data-testid="vesting-claimed">
      <h1 className="gm-title gm-title--small">{t('claimed.title')}</h1>
      <p className="gm-lead">{t('claimed.lead')}</p>
      {claimed && (
        <dl className="gm-rows" data-testid="claimed-figures">
          <div>
            <dt>{t('claimed.paid')}</dt>
            <dd>{amount(claimed.unlock)} GM</dd>
          </div>
          <div>
            <dt>{t('claimed.vesting')}</dt>
            <dd>{amount(claimed.vesting)} GM</dd>
          </div>
        </dl>
      )}
      {chain.isError && (
        <ReadError
          what={t('claimed.what')}
          error={chain.error}
          retrying={chain.isFetching}
          onRetry={() => void chain.refetch()}
        />
      )}
      <Link className="gm-button gm-button--wide" to="/vesting">
        {t('claimed.go')}
      </Link>
    </section>
  );
}
