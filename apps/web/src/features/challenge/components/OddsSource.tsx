import { oddsSource } from '../data-access/odds';
import { useI18n } from '@gm-claim/web-core-i18n';

/**
 * Where the odds shown come from, in words a claimant reads ("as read at block N"), with the full
 * sentence on hover (title), on tap or focus (the tooltip) and for screen readers (its accessible name).
 */
export function OddsSource({ atBlock }: { atBlock: number }) {
  const { t } = useI18n();
  const text = oddsSource(atBlock);
  return (
    <span
      className="gm-tooltip gm-odds-source"
      tabIndex={0}
      role="note"
      title={text}
      aria-label={text}
      data-tooltip={text}
      data-testid="odds-source"
    >
      {t('odds.asRead', { block: atBlock })}
    </span>
  );
}
