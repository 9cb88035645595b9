import { formatTokenAmount } from '@gm-claim/shared/amount';
import { Link } from 'react-router';
import { modalStore } from '@gm-claim/web-core-state';
import { SPONSORED_CLAIMS } from '@gm-claim/web-core-config';
import { ModalShell, ReadError, StillTrying } from '@gm-claim/web-core-ui';
import { useChainEligibility, useTokenInfo } from '@gm-claim/web-feature-eligibility';
import { ClaimRouting } from '@gm-claim/web-feature-sponsored-claim';
import { vestingAmounts } from '../data-access/vesting-amounts';
import { useConfirmVesting } from '../hooks/flows';

/**
 * VESTING_MODAL ("CLAIM & VESTING"): the amounts and the irreversible YES, I AGREE. The amounts come
 * from the chain for a registered user, else from the API: until that source has answered the modal
 * says so, a failed read shows its error with a retry, and a wallet that already claimed is sent to
 * its vesting page — never an amount that was not read.
 */
export function VestingModal() {
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
  const amount = (value: bigint | undefined): string => (value === undefined ? '…' : `${formatTokenAmount(value)} GM`);


  return (
    <ModalShell title="CLAIM & VESTING">
      {loading && (
        <p className="gm-modal__note" role="status">
          Loading your amounts…
        </p>
      )}
      <StillTrying waiting={loading} />
      {failed && (
        <ReadError
          what="Your amounts"
          error={failed.error}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      )}
      {claimed ? (
        <p className="gm-modal__note" data-testid="already-claimed">
          You have already claimed your GM. Your vesting schedule is on the{' '}
          <Link to="/vesting" onClick={() => modalStore.getState().actions.close()}>
            Vesting page
          </Link>
          .
        </p>
      ) : (
        <>
          <dl className="gm-rows" aria-busy={loading}>
            <div>
              <dt>Immediate Claim amount</dt>
              <dd>{amount(amounts?.claimNow)}</dd>
            </div>
            <div>
              <dt>Vesting total</dt>
              <dd>{amount(amounts?.vesting)}</dd>
            </div>
          </dl>
          <dl className="gm-rows gm-rows--sub" aria-busy={loading}>
            <div>
              <dt>Unlock at TGE</dt>
              <dd>{amount(amounts?.unlock)}</dd>
            </div>
            {amounts && amounts.challenge > 0n && (
              <div>
                <dt>From your Challenge</dt>
                <dd data-testid="from-challenge">{amount(amounts.challenge)}</dd>
              </div>
            )}
            <div>
              <dt>Vesting 6 Months</dt>
              <dd>{amount(amounts?.vesting)}</dd>
            </div>
            <div>
              <dt>GM per month</dt>
              <dd>{amount(amounts?.perMonth)}</dd>
            </div>
            <div>
              <dt>Claim now total</dt>
              <dd>{amount(amounts?.claimNow)}</dd>
            </div>
          </dl>
          {amounts && amounts.challenge > 0n && (
            <p className="gm-modal__note" data-testid="claim-sources">
              Immediate Claim amount: {amount(amounts.unlock)} unlocked at TGE (10% of the {amount(amounts.base)} that
              follows the vesting claim) + {amount(amounts.challenge)} from your Challenge (what it credited you: the
              stake less the loss share, or the win).
            </p>
          )}
        </>
      )}
      <p className="gm-modal__note">
        No cliff, 10% immediately unlocks, and the remaining 90% follows a linear vesting schedule over 6 months.
      </p>
      <p className="gm-warning">
        Once you confirm a claim option, it cannot be reverted. Do you agree with the selected claim option?
      </p>
      <ClaimRouting
        variant="claim-and-vest"
        relayKind={
          chain.data?.isRegistered === false
            ? 'challenge.registerAndClaimAndVestViaSig'
            : 'challenge.claimAndVestViaSig'
        }
        gasUnits={SPONSORED_CLAIMS.claimAndVestGas}
        primaryLabel="YES, I AGREE"
        disabled={amounts === undefined || claimed}
        onClaim={confirm}
      />
    </ModalShell>
  );
}
