import { formatTokenAmount } from '@gm-claim/shared/amount';
import { useState } from 'react';
import { confirmVesting } from '../data-access/confirm-vesting';
import { useChainEligibility, useTokenInfo } from '@gm-claim/web-feature-eligibility';
import { Button } from '@gm-claim/web-core-ui';
import { ModalShell } from '@gm-claim/web-core-ui';
import { vestingAmounts } from '../data-access/vesting-amounts';

/** VESTING_MODAL ("CLAIM & VESTING"): the amounts and the irreversible YES, I AGREE. */
export function VestingModal() {
  const chain = useChainEligibility();
  const tokenInfo = useTokenInfo();
  const [busy, setBusy] = useState(false);
  // The amounts come from the chain for a registered user, else from the API: until the source
  // they come from has answered, the modal says so instead of showing zeros or old amounts.
  const loading = chain.data === undefined ? Boolean(chain.isLoading) : !chain.data.isRegistered && Boolean(tokenInfo.isLoading);
  const amounts = vestingAmounts(chain.data, tokenInfo.data);
  const amount = (value: bigint): string => (loading ? '…' : `${formatTokenAmount(value)} GM`);
  const onAgree = async (): Promise<void> => {
    setBusy(true);
    await confirmVesting();
    setBusy(false);
  };
  return (
    <ModalShell title="CLAIM & VESTING">
      {loading && (
        <p className="gm-modal__note" role="status">
          Loading your amounts…
        </p>
      )}
      <dl className="gm-rows" aria-busy={loading}>
        <div><dt>Immediate Claim amount</dt><dd>{amount(amounts.claimNow)}</dd></div>
        <div><dt>Vesting total</dt><dd>{amount(amounts.vesting)}</dd></div>
      </dl>
      <dl className="gm-rows gm-rows--sub" aria-busy={loading}>
        <div><dt>Unlock at TGE</dt><dd>{amount(amounts.unlock)}</dd></div>
        <div><dt>Vesting 6 Months</dt><dd>{amount(amounts.vesting)}</dd></div>
        <div><dt>GM per month</dt><dd>{amount(amounts.perMonth)}</dd></div>
        <div><dt>Claim now total</dt><dd>{amount(amounts.claimNow)}</dd></div>
      </dl>
      <p className="gm-modal__note">No cliff, 10% immediately unlocks, and the remaining 90% follows a linear vesting schedule over 6 months.</p>
      <p className="gm-warning">Once you confirm a claim option, it cannot be reverted. Do you agree with the selected claim option?</p>
      <Button onClick={() => void onAgree()} disabled={busy || loading}>
        YES, I AGREE
      </Button>
    </ModalShell>
  );
}
