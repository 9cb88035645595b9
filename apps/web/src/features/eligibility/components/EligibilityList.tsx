import { formatTokenAmount } from '@gm-claim/shared/amount';
import type { TokenInfo } from '@gm-claim/shared';

export const ELIGIBILITY_ROWS: ReadonlyArray<[label: string, key: keyof TokenInfo]> = [
  ['Mystery Marble', 'mmToG'],
  ['Discord Role', 'discordRoleToG'],
  ['SpaceKids', 'spaceKidsToG'],
  ['G-Capsule', 'capsuleToG'],
  ['$winG', 'wingToG'],
  ['Community Airdrop', 'communityAirdropToG'],
];

/**
 * TOTAL ELIGIBLE TOKEN and the six source rows of token info that was read (docs/product.md#eligibility: a source the
 * API leaves out displays as 0). Rendered only with data: a failed read shows its error instead.
 */
export function EligibilityList({ info }: { info: TokenInfo }) {
  const value = (key: keyof TokenInfo): string => formatTokenAmount(info[key] ?? null);
  return (
    <section className="gm-eligibility" aria-label="Eligibility">
      <div className="gm-eligibility__total">
        <span>TOTAL ELIGIBLE TOKEN</span>
        <strong data-testid="total-eligible">{value('totalAmount')} GM</strong>
      </div>
      <div className="gm-eligibility__head">
        <span>Verify Eligibility</span>
        <span>GM Amount</span>
      </div>
      <ul className="gm-eligibility__rows">
        {ELIGIBILITY_ROWS.map(([label, key]) => (
          <li key={key}>
            <span>{label}</span>
            <span>{value(key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
