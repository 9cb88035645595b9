import { formatTokenAmount } from '@gm-claim/shared/amount';
import { useModal } from '../stores/modal-store';
import { ModalShell } from './ModalShell';

export interface VestingHistoryData {
  claimedToken: string;
  vestedToken: string;
  unlockToken: string;
  vestingToken: string;
  perMonth: string;
  totalClaimed: string;
}

/** VESTING_HISTORY_MODAL ("CLAIM & VESTING"). */
export function VestingHistoryModal() {
  const data = (useModal((state) => state.data) ?? {}) as Partial<VestingHistoryData>;
  return (
    <ModalShell title="CLAIM & VESTING">
      <dl className="gm-rows">
        <div><dt>Claimed Token</dt><dd>{formatTokenAmount(data.claimedToken)} GM</dd></div>
        <div><dt>Vested Tokens</dt><dd>{formatTokenAmount(data.vestedToken)} GM</dd></div>
      </dl>
      <dl className="gm-rows gm-rows--sub">
        <div><dt>Unlock at TGE</dt><dd>{formatTokenAmount(data.unlockToken)} GM</dd></div>
        <div><dt>Vesting 6 Months</dt><dd>{formatTokenAmount(data.vestingToken)} GM</dd></div>
        <div><dt>Per month</dt><dd>{formatTokenAmount(data.perMonth)} GM</dd></div>
        <div><dt>Total Claimed</dt><dd>{formatTokenAmount(data.totalClaimed)} GM</dd></div>
      </dl>
      <p className="gm-modal__note">10% unlocks at TGE, then 90% vests linearly over 6 months.</p>
    </ModalShell>
  );
}
