import { Link } from 'react-router';
import { modalStore } from '@gm-claim/web-core-state';
import { ModalShell, ReadError, StillTrying } from '@gm-claim/web-core-ui';
import { useChainEligibility, useTokenInfo } from '@gm-claim/web-feature-eligibility';
import { ClaimRouting } from '@gm-claim/web-feature-sponsored-claim';
import { vestingAmounts } from '../data-access/vesting-amounts';
import { useClaimAndVestEstimate } from '../hooks/estimate';
import { useConfirmVesting } from '../hooks/flows';
import { useWallet } from '@gm-claim/web-core-wallet';
import { useI18n } from '@gm-claim/web-core-i18n';

/**
 * VESTING_MODAL ("CLAIM & VESTING"): the amounts and the irreversible YES, I AGREE. The amounts come
 * from the chain for a registered user, else from the API: until that source has answered the modal
 * says so, a failed read shows its error with a retry, and a wallet that already claimed is sent to
 * its vesting page — never an amount that was not read.
 */
export function VestingModal() {
  const { t, rich, amount: formatAmount } = useI18n();
  const chain = useChainEligibility();
  const tokenInfo = useTokenInfo();
  const confirm = useConfirmVesting();
  const needsApi = chain.data !== undefined && !chain.data.isRegistered;
  const failed = chain.isError ? chain : needsApi && tokenInfo.isError ? tokenInfo : undefined;
  // A failed read (also a failed refresh) shows no amount at all: the earlier ones may be stale, and
  // YES, I AGREE stays off until RETRY has read them again.
  const amounts = chain.data && !failed ? vestingAmounts(chain.data, tokenInfo.data) : undefined;
  const claimed = chain.data?.hasClaimedAndVested === true;
  const loading = !failed && !claimed && amounts === undefined;
  const amount = (value: bigint | undefined): string => (value === undefined ? '…' : `${formatAmount(value)} GM`);
  // Issue 37 §3: once there is something to claim, the exact claim & vest the wallet would send is estimated —
  // after this modal's own read of the amounts has answered (the cached ones shown meanwhile may be stale, and with
  // the node gone that read's error, not the estimate's, is what the modal must say).
  const address = useWallet((state) => state.address);
  const estimate = useClaimAndVestEstimate(
    amounts !== undefined && !claimed && chain.isFetchedAfterMount ? address : null,
    chain.data?.isRegistered,
  );

  return (
    <ModalShell title={t('vm.title')}>
      {loading && (
        <p className="gm-modal__note" role="status">
          {t('vm.loading')}
        </p>
      )}
      <StillTrying waiting={loading} />
      {failed && (
        <ReadError
          what={t('vm.what')}
          error={failed.error}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      )}
      {claimed ? (
        <p className="gm-modal__note" data-testid="already-claimed">
          {rich('vm.already', {
            link: (
              <Link to="/vesting" onClick={() => modalStore.getState().actions.close()}>
                {t('vm.vestingPage')}
              </Link>
            ),
          })}
        </p>
      ) : (
        <>
          <dl className="gm-rows" aria-busy={loading}>
            <div>
              <dt>{t('vm.immediate')}</dt>
              <dd>{amount(amounts?.claimNow)}</dd>
            </div>
            <div>
              <dt>{t('vm.vestingTotal')}</dt>
              <dd>{amount(amounts?.vesting)}</dd>
            </div>
          </dl>
          <dl className="gm-rows gm-rows--sub" aria-busy={loading}>
            <div>
              <dt>{t('vm.unlock')}</dt>
              <dd>{amount(amounts?.unlock)}</dd>
            </div>
            {amounts && amounts.challenge > 0n && (
              <div>
                <dt>{t('vm.fromChallenge')}</dt>
                <dd data-testid="from-challenge">{amount(amounts.challenge)}</dd>
              </div>
            )}
            <div>
              <dt>{t('vm.vesting6')}</dt>
              <dd>{amount(amounts?.vesting)}</dd>
            </div>
            <div>
              <dt>{t('vm.perMonth')}</dt>
              <dd>{amount(amounts?.perMonth)}</dd>
            </div>
            <div>
              <dt>{t('vm.claimNowTotal')}</dt>
              <dd>{amount(amounts?.claimNow)}</dd>
            </div>
          </dl>
          {amounts && amounts.challenge > 0n && (
            <p className="gm-modal__note" data-testid="claim-sources">
              {t('vm.sources', {
                unlock: amount(amounts.unlock),
                base: amount(amounts.base),
                challenge: amount(amounts.challenge),
              })}
            </p>
          )}
        </>
      )}
      <p className="gm-modal__note">
        {t('vm.noCliff')}
      </p>
      <p className="gm-warning">
        {t('vm.warning')}
      </p>
      <ClaimRouting
        variant="claim-and-vest"
        relayKind={
          chain.data?.isRegistered === false
            ? 'challenge.registerAndClaimAndVestViaSig'
            : 'challenge.claimAndVestViaSig'
        }
        {...(estimate ? { estimate } : {})}
        primaryLabel={t('vm.agree')}
        disabled={amounts === undefined || claimed}
        onClaim={confirm}
      />
    </ModalShell>
  );
}
