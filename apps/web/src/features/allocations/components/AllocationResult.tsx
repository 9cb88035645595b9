import { formatTokenAmount } from '@gm-claim/shared/amount';
import { ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';
import { Suspense } from 'react';
import { AppealPanel } from '@gm-claim/web-feature-appeals';
import { useAllocationLookup } from '../hooks/queries';
import { ProofClaim } from './ProofClaim';

/**
 * `account` in the published list, proven in the browser against GMChallenge's root: "In the list, proven against
 * the on-chain root" with the amount of each active version, "Not in the list", or why it could not be checked
 * (with a retry) — never a default that looks like an answer. With `appeals`, the account's appeal (issue 33 §4) follows a
 * definite answer: its state, or the way to file one.
 */
export function AllocationResult({ account, appeals = false }: { account: string; appeals?: boolean }) {
  const { t } = useI18n();
  const lookup = useAllocationLookup(account);
  return (
    <div className="gm-list-result" aria-live="polite" data-testid="allocation-result">
      {lookup.isError ? (
        <ReadError error={lookup.error} retrying={lookup.isFetching} onRetry={() => void lookup.refetch()} />
      ) : !lookup.data ? (
        <ReadLoading what={t('list.loading')} />
      ) : lookup.data.kind === 'none-active' ? (
        <p data-testid="list-none-active">{t('list.noneActive')}</p>
      ) : lookup.data.kind === 'not-in-list' ? (
        <>
          <p className="gm-list-result__verdict" data-testid="list-not-found">
            {t('list.notFound')}
          </p>
          {appeals && (
            <Suspense fallback={null}>
              <AppealPanel account={account} listed={false} />
            </Suspense>
          )}
        </>
      ) : (
        <>
          <p className="gm-list-result__verdict" data-testid="list-found">
            {t('list.found')}
          </p>
          <ul className="gm-list-result__amounts">
            {lookup.data.allocations.map((allocation) => (
              <li key={allocation.version} data-testid={`list-amount-${allocation.version}`}>
                {t('list.amount', { amount: formatTokenAmount(allocation.amount), version: allocation.version })}
              </li>
            ))}
          </ul>
          <ProofClaim
            account={account}
            allocation={lookup.data.allocations.reduce((best, next) => (next.amount > best.amount ? next : best))}
          />
          {appeals && (
            <Suspense fallback={null}>
              <AppealPanel account={account} listed />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
