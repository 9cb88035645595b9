import { BPS_DENOMINATOR, VRF } from '@gm-claim/shared/constants';
import { formatFixedDecimals, formatTokenAmount, tokens } from '@gm-claim/shared/amount';
import { startChallenge } from '../data-access/start-challenge';
import { useBettingTable, useVrfFee } from '../hooks/queries';
import { useModal, type BettingModalData } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';
import { ModalShell } from '@gm-claim/web-core-ui';

const pct = (bps: number): string => `${(bps * 100) / BPS_DENOMINATOR}%`;

/** BETTING_MODAL ("Challenge"): odds from the chain, VRF fee × 1.5 with 8 decimals. */
export function BettingModal() {
  const data = useModal((state) => state.data) as BettingModalData | null;
  const table = useBettingTable();
  const fee = useVrfFee(true);
  const amount = data?.selectedAmount ?? 0;
  const multiplier = data?.selectedMultiplier ?? 0;
  const odds = (table[amount] ?? table[10])?.find((row) => row.multiplier === multiplier);
  const stake = tokens(amount);
  const loss = odds ? (stake * BigInt(odds.lossShareBps)) / BigInt(BPS_DENOMINATOR) : 0n;
  const feeWei = fee.data ?? 0n;
  const highFee = feeWei >= VRF.highFeeThresholdWei;

  return (
    <ModalShell title="Challenge">
      <dl className="gm-rows">
        <div><dt>Amount</dt><dd>{formatTokenAmount(stake)} GM</dd></div>
        <div><dt>Multiplier</dt><dd>x{multiplier}</dd></div>
        <div><dt>Win chance</dt><dd>{odds ? pct(odds.winChanceBps) : '-'}</dd></div>
        <div><dt>If Win</dt><dd>+{formatTokenAmount(stake * BigInt(multiplier))} GM</dd></div>
        <div><dt>If Lose</dt><dd>-{formatTokenAmount(loss)} GM</dd></div>
      </dl>
      <p className="gm-modal__note">The remaining {formatTokenAmount(stake - loss)} GM is claimable instantly.</p>
      <div className="gm-fee">
        <span>
          VRF Fee{' '}
          <span className="gm-tooltip" tabIndex={0} aria-label={VRF.feeTooltip} data-tooltip={VRF.feeTooltip}>
            ?
          </span>
        </span>
        <strong className={highFee ? 'gm-fee--high' : ''} data-testid="vrf-fee">
          {formatFixedDecimals(feeWei, VRF.displayDecimals)} BNB
        </strong>
      </div>
      {highFee && <p className="gm-warning">{VRF.highFeeMessage}</p>}
      <p className="gm-modal__question">Are you sure you want to start this Challenge?</p>
      <Button onClick={() => void startChallenge({ amount, multiplier, fee: feeWei })} disabled={feeWei === 0n}>
        YES
      </Button>
    </ModalShell>
  );
}
