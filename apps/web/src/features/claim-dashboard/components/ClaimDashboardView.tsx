import { formatTokenAmount } from '@gm-claim/shared/amount';
import { formatUtcDate } from '@gm-claim/shared/date';
import type { ClaimType } from '@gm-claim/shared/constants';
import { useState } from 'react';
import { nextUnlock, perMonth, progressShares } from '../data-access/vesting-math';
import { claimVesting } from '../data-access/claim-vesting';
import { useClaimDashboard } from '../hooks/queries';
import { invalidateChainReads } from '@gm-claim/web-feature-eligibility';
import { modalStore } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';
import { ReleaseChart } from './ReleaseChart';
import { VestingBar } from './VestingBar';

export const PUBLIC_INTRO = 'Your GM airdrop will unlock over a 6-month vesting period. Track and claim your unlocked tokens below.';
export const SCHEDULE_INTRO = 'Your GM airdrop will unlock according to your vesting schedule. Track and claim your unlocked tokens below.';

/** The connected claim dashboard: Claimable Tokens, Vesting Progress and the release chart. */
export function ClaimDashboardView({ type, now = () => Date.now() }: { type: ClaimType; now?: () => number }) {
  const query = useClaimDashboard(type);
  const [claiming, setClaiming] = useState(false);
  const data = query.data;
  const isPublic = type === 'PUBLIC';
  // The chain's clock decides what is released; the browser's only stands in until it is read.
  const nowSeconds = data && data.blockTimestamp > 0n ? Number(data.blockTimestamp) : Math.floor(now() / 1000);
  const shares = progressShares(isPublic, data?.totalAllocation ?? 0n, data?.claimedTotal ?? 0n, data?.claimable ?? 0n);
  const next = query.isSuccess ? nextUnlock(data?.releases.map((release) => release.timestamp) ?? null, nowSeconds) : null;
  const nextText = next === null ? '' : next === '-' ? '-' : formatUtcDate(next);
  const claimable = data?.claimable ?? 0n;
  const vestingTotal = data ? data.totalAllocation - data.tgeAmount : 0n;

  const onClaim = async (): Promise<void> => {
    if (!data) return;
    setClaiming(true);
    await claimVesting(type, data.scheduleId, invalidateChainReads);
    setClaiming(false);
  };
  const onHistory = (): void => {
    modalStore.getState().actions.open('VESTING_HISTORY_MODAL', {
      type,
      scheduleId: (data?.scheduleId ?? 0n).toString(),
      claimedToken: shares.claimed.toString(),
      vestedToken: (data?.vestedTotal ?? 0n).toString(),
      unlockToken: (isPublic ? shares.total - (data?.totalAllocation ?? 0n) : (data?.tgeAmount ?? 0n)).toString(),
      vestingToken: (isPublic ? (data?.totalAllocation ?? 0n) : vestingTotal).toString(),
      perMonth: perMonth(isPublic ? (data?.totalAllocation ?? 0n) : vestingTotal).toString(),
      totalClaimed: shares.claimed.toString(),
    });
  };

  return (
    <div className="gm-dashboard">
      <p className="gm-lead">{isPublic ? PUBLIC_INTRO : SCHEDULE_INTRO}</p>
      <div className="gm-dashboard__grid">
        <article className="gm-card" aria-labelledby="gm-claimable-title">
          <h2 id="gm-claimable-title">Claimable Tokens</h2>
          <p className="gm-amount" data-testid="claimable">
            {query.isLoading ? '…' : formatTokenAmount(claimable)} <small>GM</small>
          </p>
          <p className="gm-muted">
            Next unlock: <span data-testid="next-unlock">{nextText}</span>
          </p>
          <Button wide onClick={() => void onClaim()} disabled={claiming || query.isLoading || claimable === 0n}>
            CLAIM NOW
          </Button>
        </article>
        <article className="gm-card" aria-labelledby="gm-progress-title">
          <h2 id="gm-progress-title">Vesting Progress</h2>
          <p className="gm-amount">
            {formatTokenAmount(shares.total)} <small>GM total</small>
          </p>
          <VestingBar claimedPercent={shares.claimedPercent} claimablePercent={shares.claimablePercent} />
          <ul className="gm-shares">
            <li><span className="gm-legend gm-legend--past">Claimed</span>{formatTokenAmount(shares.claimed)}</li>
            <li><span className="gm-legend gm-legend--claimable">Claimable</span>{formatTokenAmount(shares.claimable)}</li>
            <li><span className="gm-legend gm-legend--future">Locked</span>{formatTokenAmount(shares.locked)}</li>
          </ul>
          <Button variant="ghost" onClick={onHistory}>
            VIEW HISTORY
          </Button>
        </article>
      </div>
      {data && <ReleaseChart releases={data.releases} nowSeconds={nowSeconds} />}
      {query.isSuccess && data?.scheduleId === 0n && <p className="gm-muted">No vesting schedule was found for this wallet.</p>}
    </div>
  );
}
