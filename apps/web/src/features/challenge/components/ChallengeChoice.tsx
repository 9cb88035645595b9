import { BPS_DENOMINATOR, MULTIPLIERS, STAKE_UNITS } from '@gm-claim/shared/constants';
import { tokens } from '@gm-claim/shared/amount';
import { useState } from 'react';
import { modalStore, persistStore } from '@gm-claim/web-core-state';
import { Button, ReadError } from '@gm-claim/web-core-ui';
import { useChainEligibility } from '@gm-claim/web-feature-eligibility';
import { oddsRow, oddsSource } from '../data-access/odds';
import { useBettingTable } from '../hooks/queries';
import { OddsSource } from './OddsSource';
import { useI18n } from '@gm-claim/web-core-i18n';

const pct = (bps: number): string => `${(bps * 100) / BPS_DENOMINATOR}%`;

/**
 * The Challenge card of "Choose How to Claim": stake and multiplier chips, START CHALLENGE. The odds
 * and the stake the user may put come from the chain; until read the chips wait, and a failed read
 * shows its error with a retry. A stake above what is available says why it is off. `blocked` outside the claim
 * window or while `paused` by the operator (issue 34), which the card then says.
 */
export function ChallengeChoice({ blocked = false, paused = false }: { blocked?: boolean; paused?: boolean }) {
  const { t, amount: formatAmount } = useI18n();
  const table = useBettingTable();
  const chain = useChainEligibility();
  const [amount, setAmount] = useState<number>(STAKE_UNITS[0]);
  const [multiplier, setMultiplier] = useState<number>(MULTIPLIERS[0]);
  const eligibility = chain.data;
  // An unregistered user stakes from the allocation registered with the bet itself.
  const canStake = (unit: number): boolean =>
    eligibility !== undefined && (!eligibility.isRegistered || tokens(unit) <= eligibility.availableToBet);
  const rows = table.data?.rows;
  const offered = oddsRow(rows, amount, multiplier) !== undefined;
  const failed = [table, chain].find((query) => query.isError);

  const onChallenge = (): void => {
    const data = { selectedAmount: amount, selectedMultiplier: multiplier };
    modalStore
      .getState()
      .actions.open(persistStore.getState().is_agree === 'true' ? 'BETTING_MODAL' : 'CHALLENGE_TERMS_MODAL', data);
  };

  return (
    <article className="gm-card gm-card--challenge">
      <h2>{t('challenge.title')}</h2>
      <p className="gm-lead">{t('challenge.lead')}</p>
      <fieldset className="gm-chips" aria-busy={!eligibility}>
        <legend>{t('bet.amount')}</legend>
        {STAKE_UNITS.map((unit) => (
          <button
            key={unit}
            type="button"
            className={`gm-chip ${amount === unit ? 'is-on' : ''}`}
            aria-pressed={amount === unit}
            disabled={!canStake(unit)}
            onClick={() => setAmount(unit)}
          >
            {formatAmount(tokens(unit))}
          </button>
        ))}
      </fieldset>
      {eligibility?.isRegistered && !STAKE_UNITS.every(canStake) && (
        <p className="gm-muted" data-testid="stake-limit">
          {t('challenge.stakeLimit', { amount: formatAmount(eligibility.availableToBet) })}
        </p>
      )}
      <fieldset className="gm-chips" aria-busy={!table.data}>
        <legend>{t('bet.multiplier')}</legend>
        {MULTIPLIERS.map((multiple) => {
          const row = oddsRow(rows, amount, multiple);
          return (
            <button
              key={multiple}
              type="button"
              className={`gm-chip ${multiplier === multiple ? 'is-on' : ''}`}
              aria-pressed={multiplier === multiple}
              disabled={!row}
              onClick={() => setMultiplier(multiple)}
              title={row && table.data ? oddsSource(table.data.atBlock) : undefined}
            >
              x{multiple} <small>{row ? pct(row.winChanceBps) : table.data ? t('challenge.notOffered') : '…'}</small>
            </button>
          );
        })}
      </fieldset>
      {table.data && (
        <p className="gm-muted" data-testid="odds-provenance">
          {t('challenge.oddsFromChain')} <OddsSource atBlock={table.data.atBlock} />
        </p>
      )}
      {failed && <ReadError error={failed.error} retrying={failed.isFetching} onRetry={() => void failed.refetch()} />}
      {paused && (
        <p className="gm-note" role="status" data-testid="challenge-paused">
          {t('window.paused')}
        </p>
      )}
      <Button wide onClick={onChallenge} disabled={blocked || !canStake(amount) || !offered}>
        {t('challenge.start')}
      </Button>
    </article>
  );
}
