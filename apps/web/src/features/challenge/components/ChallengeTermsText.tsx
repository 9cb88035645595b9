import { BPS_DENOMINATOR, MULTIPLIERS, STAKE_UNITS } from '@gm-claim/shared/constants';
import { TERMS } from '@gm-claim/web-core-config';
import { oddsSource, type BettingTableRead } from '../data-access/odds';
import { OddsSource } from './OddsSource';

const pct = (bps: number): string => `${(bps * 100) / BPS_DENOMINATOR}%`;

/**
 * The Challenge terms; the odds come from the chain's betting table (first stake unit), never from
 * defaults, with the block they were read at.
 */
export function ChallengeTermsText({ table }: { table: BettingTableRead }) {
  const rows = table.rows[STAKE_UNITS[0]] ?? [];
  return (
    <div className="gm-terms-text">
      <h3>GM Challenge Terms and Conditions</h3>
      <p>
        Version {TERMS.version}, dated {TERMS.date}.
      </p>
      <p>
        1. The Challenge lets you stake part of your eligible GM allocation at a multiplier. The stake options are{' '}
        {STAKE_UNITS.map((unit) => unit.toLocaleString('en-US')).join(', ')} tokens.
      </p>
      <p>
        2. The outcome is decided by a verifiable random number. Requesting it costs a VRF fee paid in BNB, which is not
        refunded whatever the outcome.
      </p>
      <p>
        3. Odds <OddsSource atBlock={table.atBlock} />:
      </p>
      <ul>
        {MULTIPLIERS.map((multiple) => {
          const row = rows.find((odds) => odds.multiplier === multiple);
          return (
            <li key={multiple} title={oddsSource(table.atBlock)}>
              {row
                ? `x${multiple}: ${pct(row.winChanceBps)} win chance; on a loss ${pct(row.lossShareBps)} of the stake is forfeited.`
                : `x${multiple}: not offered.`}
            </li>
          );
        })}
      </ul>
      <p>4. A win pays the stake times the multiplier. After a loss, the rest of the stake is claimable instantly.</p>
      <p>5. A Challenge cannot be reverted once started. Your claim option is final.</p>
      <p>6. These terms are governed by the laws of {TERMS.governingLaw}.</p>
    </div>
  );
}
