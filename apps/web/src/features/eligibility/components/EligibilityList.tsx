import type { TokenInfo } from '@gm-claim/shared';
import { useI18n, type MessageKey } from '@gm-claim/web-core-i18n';

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
  const { t } = useI18n();
  return (
    <section className="gm-eligibility" aria-label={t('eligibility.aria')}>
      <p className="gm-eligibility__none" role="status" data-testid="not-eligible">
        <strong>{t('api.NOT_ELIGIBLE')}</strong>
        <span className="gm-muted">{t('eligibility.noneDetail')}</span>
      </p>
    </section>
  );
}

export const ELIGIBILITY_ROWS: ReadonlyArray<[label: MessageKey, key: keyof TokenInfo]> = [
  ['source.mm', 'mmToG'],
  ['source.discord', 'discordRoleToG'],
  ['source.spaceKids', 'spaceKidsToG'],
  ['source.capsule', 'capsuleToG'],
  ['source.wing', 'wingToG'],
  ['source.community', 'communityAirdropToG'],
];

/**
 * TOTAL ELIGIBLE TOKEN and the six source rows of token info that was read (docs/product.md#eligibility: a source the
 * API leaves out displays as 0). Rendered only with data: a failed read shows its error instead.
 */
export function EligibilityList({ info }: { info: TokenInfo }) {
  const { t, amount } = useI18n();
  const value = (key: keyof TokenInfo): string => amount(info[key] ?? null);
  if (!isEligible(info)) return <NotEligible />;
  return (
    <section className="gm-eligibility" aria-label={t('eligibility.aria')}>
      <div className="gm-eligibility__total">
        <span>{t('eligibility.total')}</span>
        <strong data-testid="total-eligible">{t('common.gmAmount', { amount: value('totalAmount') })}</strong>
      </div>
      <div className="gm-eligibility__head">
        <span>{t('eligibility.verify')}</span>
        <span>{t('eligibility.amount')}</span>
      </div>
      <ul className="gm-eligibility__rows">
        {ELIGIBILITY_ROWS.map(([label, key]) => (
          <li key={key}>
            <span>{t(label)}</span>
            <span>{value(key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
