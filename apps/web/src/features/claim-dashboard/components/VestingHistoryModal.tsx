import { formatTokenAmount } from '@gm-claim/shared/amount';
import type { ClaimType } from '@gm-claim/shared/constants';
import { formatUtcDate } from '@gm-claim/shared/date';
import { useClaimHistory } from '../hooks/queries';
import { useModal } from '@gm-claim/web-core-state';
import { ModalShell, ReadError } from '@gm-claim/web-core-ui';

export interface VestingHistoryData {
  /** The dashboard's claim type and schedule id: the Claimed events are read for them. */
  type: ClaimType;
  scheduleId: string;
  claimedToken: string;
  vestedToken: string;
  unlockToken: string;
  vestingToken: string;
  perMonth: string;
  totalClaimed: string;
}

function toBigInt(value: string | undefined): bigint {
  try {
    return value ? BigInt(value) : 0n;
  } catch {
    return 0n;
  }
}

/** The schedule's past claims from GMVesting's Claimed events, newest first. */
function ClaimHistoryList({ type, scheduleId }: { type: ClaimType | undefined; scheduleId: bigint }) {
  const history = useClaimHistory(type, scheduleId);
  if (scheduleId === 0n) return null;
  return (
    <section className="gm-history" aria-label="Claim history">
      <h3>Claim history</h3>
      {history.isLoading && <p className="gm-muted">Loading claims…</p>}
      {history.isError && (
        <ReadError
          what="The claim history"
          error={history.error}
          retrying={history.isFetching}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.isSuccess && history.data.length === 0 && <p className="gm-muted">No claims yet.</p>}
      {history.isSuccess && history.data.length > 0 && (
        <ul>
          {history.data.map((claim) => (
            <li key={`${claim.txHash}-${claim.timestamp}`}>
              <span>{formatUtcDate(claim.timestamp)}</span>
              <strong>{formatTokenAmount(claim.amount)} GM</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** VESTING_HISTORY_MODAL ("CLAIM & VESTING"): the schedule's figures and its past claims. */
export function VestingHistoryModal() {
  const data = (useModal((state) => state.data) ?? {}) as Partial<VestingHistoryData>;
  return (
    <ModalShell title="CLAIM & VESTING">
      <dl className="gm-rows">
        <div>
          <dt>Claimed Token</dt>
          <dd>{formatTokenAmount(data.claimedToken)} GM</dd>
        </div>
        <div>
          <dt>Vested Tokens</dt>
          <dd>{formatTokenAmount(data.vestedToken)} GM</dd>
        </div>
      </dl>
      <dl className="gm-rows gm-rows--sub">
        <div>
          <dt>Unlock at TGE</dt>
          <dd>{formatTokenAmount(data.unlockToken)} GM</dd>
        </div>
        <div>
          <dt>Vesting 6 Months</dt>
          <dd>{formatTokenAmount(data.vestingToken)} GM</dd>
        </div>
        <div>
          <dt>Per month</dt>
          <dd>{formatTokenAmount(data.perMonth)} GM</dd>
        </div>
        <div>
          <dt>Total Claimed</dt>
          <dd>{formatTokenAmount(data.totalClaimed)} GM</dd>
        </div>
      </dl>
      <p className="gm-modal__note">10% unlocks at TGE, then 90% vests linearly over 6 months.</p>
      <ClaimHistoryList type={data.type} scheduleId={toBigInt(data.scheduleId)} />
    </ModalShell>
  );
}
