import { BPS_DENOMINATOR } from '@gm-claim/shared/constants';
import { tokens } from '@gm-claim/shared/amount';
import { useEffect, useState } from 'react';
import { useModal, type BettingModalData } from '@gm-claim/web-core-state';
import { Button, ModalShell, ReadError, StillTrying } from '@gm-claim/web-core-ui';
import { VRF } from '@gm-claim/web-core-config';
import { oddsDiffer, oddsRow, type Odds } from '../data-access/odds';
import { useStartChallenge } from '../hooks/flows';
import { useBettingTable, useVrfFee } from '../hooks/queries';
import { OddsSource } from './OddsSource';
import { formatAmount, formatFixed, useI18n } from '@gm-claim/web-core-i18n';

const pct = (bps: number): string => `${(bps * 100) / BPS_DENOMINATOR}%`;
const PENDING = '…';
const signed = (change: bigint): string =>
  change < 0n ? `−${formatAmount(-change)}` : `+${formatAmount(change)}`;
/** "20 GM (+10 GM)": what the user ends with, then how that compares with the stake. */
const outcome = (endsWith: bigint, change: bigint): string => `${formatAmount(endsWith)} GM (${signed(change)} GM)`;

/** The odds the user has seen and accepted, and the block they were read at. */
interface AcceptedOdds {
  odds: Odds;
  atBlock: number;
}

/**
 * BETTING_MODAL ("Challenge"): odds from the chain's betting table (re-read while open, with the block
 * they were read at), VRF fee × 1.5 with 8 decimals. A value not read yet shows "…"; one that failed
 * shows its error with a retry, and YES stays off. When the odds change while the modal is open, it
 * shows the new ones, says so, and YES waits until the user accepts them: the bet carries the odds
 * the user accepted as its bound.
 */
export function BettingModal() {
  const { t } = useI18n();
  const data = useModal((state) => state.data) as BettingModalData | null;
  const table = useBettingTable({ watch: true });
  const fee = useVrfFee(true);
  const start = useStartChallenge();
  const amount = data?.selectedAmount ?? 0;
  const multiplier = data?.selectedMultiplier ?? 0;
  const stake = tokens(amount);
  // The row shown here is the bound the bet carries: the chain refuses the bet if the odds got worse.
  const odds = oddsRow(table.data?.rows, amount, multiplier);
  const atBlock = table.data?.atBlock;
  const [accepted, setAccepted] = useState<AcceptedOdds | null>(null);
  useEffect(() => {
    if (!accepted && odds && atBlock !== undefined) setAccepted({ odds, atBlock });
  }, [accepted, odds, atBlock]);
  const changed = accepted !== null && odds !== undefined && oddsDiffer(accepted.odds, odds);
  const notOffered = table.isSuccess && !odds;
  const loss = odds ? (stake * BigInt(odds.lossShareBps)) / BigInt(BPS_DENOMINATOR) : undefined;
  // A win pays stake × multiplier in place of the stake: both rows say what the stake becomes.
  const win = stake * BigInt(multiplier);
  const feeWei = fee.data;
  const highFee = feeWei !== undefined && feeWei >= VRF.highFeeThresholdWei;

  return (
    <ModalShell title={t('bet.title')}>
      <dl className="gm-rows">
        <div>
          <dt>{t('bet.amount')}</dt>
          <dd>{formatAmount(stake)} GM</dd>
        </div>
        <div>
          <dt>{t('bet.multiplier')}</dt>
          <dd>x{multiplier}</dd>
        </div>
        <div>
          <dt>
            {t('bet.winChance')} {atBlock !== undefined && odds && <OddsSource atBlock={atBlock} />}
          </dt>
          <dd data-testid="win-chance">{odds ? pct(odds.winChanceBps) : PENDING}</dd>
        </div>
        <div>
          <dt>{t('bet.ifWin')}</dt>
          <dd data-testid="if-win">{outcome(win, win - stake)}</dd>
        </div>
        <div>
          <dt>{t('bet.ifLose')}</dt>
          <dd data-testid="if-lose">{loss === undefined ? PENDING : outcome(stake - loss, -loss)}</dd>
        </div>
      </dl>
      <p className="gm-muted" data-testid="outcome-note">
        {t('bet.outcomeNote', { amount: formatAmount(stake) })}
      </p>
      <StillTrying waiting={(table.isPending && !table.isError) || (fee.isPending && !fee.isError)} />
      {table.isError && (
        <ReadError
          what={t('bet.odds')}
          error={table.error}
          retrying={table.isFetching}
          onRetry={() => void table.refetch()}
        />
      )}
      {changed && accepted && odds && atBlock !== undefined && (
        <div className="gm-warning" role="alert" data-testid="odds-changed">
          <p>
            {t('bet.oddsChanged', {
              block: atBlock,
              oldWin: pct(accepted.odds.winChanceBps),
              newWin: pct(odds.winChanceBps),
              oldLoss: pct(accepted.odds.lossShareBps),
              newLoss: pct(odds.lossShareBps),
              seenBlock: accepted.atBlock,
            })}
          </p>
          <Button onClick={() => setAccepted({ odds, atBlock })}>{t('bet.acceptOdds')}</Button>
        </div>
      )}
      {notOffered && <p className="gm-warning">{t('bet.notOffered')}</p>}
      {loss !== undefined && (
        <p className="gm-modal__note">{t('bet.remaining', { amount: formatAmount(stake - loss) })}</p>
      )}
      <div className="gm-fee">
        <span>
          {t('bet.vrfFee')}{' '}
          <span
            className="gm-tooltip"
            tabIndex={0}
            role="note"
            aria-label={t('vrf.feeTooltip')}
            data-tooltip={t('vrf.feeTooltip')}
          >
            ?
          </span>
        </span>
        <strong className={highFee ? 'gm-fee--high' : ''} data-testid="vrf-fee">
          {feeWei === undefined ? PENDING : `${formatFixed(feeWei, VRF.displayDecimals)} BNB`}
        </strong>
      </div>
      <p className="gm-muted" data-testid="fee-refund-note">
        {t('bet.feeNote')}
      </p>
      {fee.isError && (
        <ReadError what={t('bet.feeWhat')} error={fee.error} retrying={fee.isFetching} onRetry={() => void fee.refetch()} />
      )}
      {highFee && <p className="gm-warning">{t('vrf.highFee')}</p>}
      <p className="gm-modal__question">{t('bet.question')}</p>
      <Button
        onClick={() =>
          feeWei !== undefined &&
          odds &&
          !changed &&
          void start({
            amount,
            multiplier,
            fee: feeWei,
            odds: { winChanceBps: odds.winChanceBps, lossShareBps: odds.lossShareBps },
          })
        }
        disabled={feeWei === undefined || feeWei === 0n || !odds || changed}
      >
        {t('bet.yes')}
      </Button>
    </ModalShell>
  );
}
