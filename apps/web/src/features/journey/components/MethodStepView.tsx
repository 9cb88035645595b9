import { BPS_DENOMINATOR, MULTIPLIERS, STAKE_UNITS } from '@gm-claim/shared/constants';
import { formatTokenAmount, tokens } from '@gm-claim/shared/amount';
import { useState } from 'react';
import { useBettingTable } from '@gm-claim/web-feature-challenge';
import { useChainEligibility } from '@gm-claim/web-feature-eligibility';
import { modalStore } from '@gm-claim/web-core-state';
import { persistStore } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';

const pct = (bps: number): string => `${(bps * 100) / BPS_DENOMINATOR}%`;

/** Step METHOD ("????"): vesting claim or the Challenge. */
export function MethodStepView() {
  const table = useBettingTable();
  const chain = useChainEligibility();
  const [amount, setAmount] = useState<number>(STAKE_UNITS[0]);
  const [multiplier, setMultiplier] = useState<number>(MULTIPLIERS[0]);
  const available = chain.data?.availableToBet;
  const canStake = (unit: number): boolean => available === undefined || !chain.data?.isRegistered || tokens(unit) <= available;
  const onChallenge = (): void => {
    const data = { selectedAmount: amount, selectedMultiplier: multiplier };
    const open = modalStore.getState().actions.open;
    open(persistStore.getState().is_agree === 'true' ? 'BETTING_MODAL' : 'CHALLENGE_TERMS_MODAL', data);
  };
  return (
    <section className="gm-methods">
      <h1 className="gm-title gm-title--small">Choose How to Claim</h1>
      <div className="gm-methods__grid">
        <article className="gm-card">
          <h2>Claim &amp; Vesting</h2>
          <p className="gm-lead">10% unlocks at TGE. The remaining 90% vests linearly over 6 months, with no cliff.</p>
          <Button wide onClick={() => modalStore.getState().actions.open('VESTING_MODAL')}>
            CLAIM &amp; VESTING
          </Button>
        </article>
        <article className="gm-card gm-card--challenge">
          <h2>Challenge</h2>
          <p className="gm-lead">Stake part of your allocation at a multiplier. A win pays amount × multiplier.</p>
          <fieldset className="gm-chips">
            <legend>Amount</legend>
            {STAKE_UNITS.map((unit) => (
              <button key={unit} type="button" className={`gm-chip ${amount === unit ? 'is-on' : ''}`} aria-pressed={amount === unit} disabled={!canStake(unit)} onClick={() => setAmount(unit)}>
                {formatTokenAmount(tokens(unit))}
              </button>
            ))}
          </fieldset>
          <fieldset className="gm-chips">
            <legend>Multiplier</legend>
            {(table[amount] ?? []).map((row) => (
              <button key={row.multiplier} type="button" className={`gm-chip ${multiplier === row.multiplier ? 'is-on' : ''}`} aria-pressed={multiplier === row.multiplier} onClick={() => setMultiplier(row.multiplier)}>
                x{row.multiplier} <small>{pct(row.winChanceBps)}</small>
              </button>
            ))}
          </fieldset>
          <Button wide onClick={onChallenge} disabled={!canStake(amount)}>
            START CHALLENGE
          </Button>
        </article>
      </div>
    </section>
  );
}
