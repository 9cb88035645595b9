import { formatTokenAmount } from '@gm-claim/shared/amount';
import { useState } from 'react';
import { confirmVesting } from '../flows/confirm-vesting';
import { useChainEligibility, useTokenInfo } from '../hooks/queries';
import { Button } from '../ui/Button';
import { ModalShell } from './ModalShell';
import { vestingAmounts } from './vesting-amounts';

/** VESTING_MODAL ("CLAIM & VESTING"): the amounts and the irreversible YES, I AGREE. */
export function VestingModal() {
  const chain = useChainEligibility();
  const tokenInfo = useTokenInfo();
  const [busy, setBusy] = useState(false);
  const amounts = vestingAmounts(chain.data, tokenInfo.data);
  const onAgree = async (): Promise<void> => {
    setBusy(true);
    await confirmVesting();
    setBusy(false);
  };
  return (
    <ModalShell title="CLAIM & VESTING">
      <dl className="gm-rows">
        <div><dt>Immediate Claim amount</dt><dd>{formatTokenAmount(amounts.claimNow)} GM</dd></div>
        <div><dt>Vesting total</dt><dd>{formatTokenAmount(amounts.vesting)} GM</dd></div>
      </dl>
      <dl className="gm-rows gm-rows--sub">
        <div><dt>Unlock at TGE</dt><dd>{formatTokenAmount(amounts.unlock)} GM</dd></div>
        <div><dt>Vesting 6 Months</dt><dd>{formatTokenAmount(amounts.vesting)} GM</dd></div>
        <div><dt>GM per month</dt><dd>{formatTokenAmount(amounts.perMonth)} GM</dd></div>
        <div><dt>Claim now total</dt><dd>{formatTokenAmount(amounts.claimNow)} GM</dd></div>
      </dl>
      <p className="gm-modal__note">No cliff, 10% immediately unlocks, and the remaining 90% follows a linear vesting schedule over 6 months.</p>
      <p className="gm-warning">Once you confirm a claim option, it cannot be reverted. Do you agree with the selected claim option?</p>
      <Button onClick={() => void onAgree()} disabled={busy}>
        YES, I AGREE
      </Button>
    </ModalShell>
  );
}
