import { formatTokenAmount } from '@gm-claim/shared/amount';
import type { TokenInfo } from '@gm-claim/shared';
import { API_ERROR_MESSAGES } from '@gm-claim/web-core-errors';

/** The API's own sentence for a wallet in no eligibility list (its NOT_ELIGIBLE answer). */
export const NOT_ELIGIBLE_MESSAGE = API_ERROR_MESSAGES.NOT_ELIGIBLE;

/** Whether token info that was read gives the wallet anything at all. */
export function isEligible(info: TokenInfo): boolean {
  try {
    return BigInt(info.totalAmount) > 0n;
  } catch {
    return false;
  }
}

/** A wallet with no allocation is told so plainly, instead of a total of 0 and six rows of 0. */
function NotEligible() {
  return (
    <section className="gm-eligibility" aria-label="Eligibility">
      <p className="gm-eligibility__none" role="status" data-testid="not-eligible">
        <strong>{NOT_ELIGIBLE_MESSAGE}</strong>
        <span className="gm-muted">
          It is in none of the six lists: Mystery Marble, Discord Role, SpaceKids, G-Capsule, $winG and Community
          Airdrop. If you hold another wallet, check that one.
        </span>
      </p>
    </section>
  );
}

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
  if (!isEligible(info)) return <NotEligible />;
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
