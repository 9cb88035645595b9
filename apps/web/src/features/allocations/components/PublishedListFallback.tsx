import { useI18n, usePageTexts } from '@gm-claim/web-core-i18n';
import { AllocationResult } from './AllocationResult';
import './allocations.css';

/** VERIFY when our API cannot be reached: the wallet's allocation from the published list, proven against the chain. */
export function PublishedListFallback({ account }: { account: string }) {
  return usePageTexts() ? <Fallback account={account} /> : null;
}

function Fallback({ account }: { account: string }) {
  const { t } = useI18n();
  return (
    <section className="gm-list" aria-labelledby="published-list-title" data-testid="published-list-fallback">
      <h2 id="published-list-title" className="gm-list__subtitle">
        {t('list.fallbackTitle')}
      </h2>
      <p className="gm-muted">{t('list.apiDown')}</p>
      <AllocationResult account={account} />
    </section>
  );
}

export default PublishedListFallback;
