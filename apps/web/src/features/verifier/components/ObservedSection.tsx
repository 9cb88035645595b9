import type { FairnessResponse, FairnessRow } from '@gm-claim/shared/dto/history';
import { observedFigures, type ObservedTotals } from '@gm-claim/shared/fairness/observed';
import { StackedTable } from '@gm-claim/web-core-ui/stacked-table';
import { useI18n } from '@gm-claim/web-core-i18n';
import { countIn, percentIn } from './format';

/** The API's exact sums (decimal strings of wei) as the shared figures' input. */
export function totalsOf(row: FairnessRow): ObservedTotals {
  return {
    multiple: row.multiple,
    bets: row.resolved,
    wins: row.wins,
    staked: BigInt(row.staked),
    returned: BigInt(row.returned),
    expectedScaled: BigInt(row.expectedScaled),
    varianceScaled: BigInt(row.varianceScaled),
  };
}

/** Observed return of every settled Challenge next to what the odds promise, with a 95% interval. */
export function ObservedSection({ data }: { data: FairnessResponse }) {
  const { t, locale, amount } = useI18n();
  const rtp = (value: number | null): string => (value === null ? '—' : percentIn(locale, value, 1, 1));
  const rows = data.multiples.map((row) => ({ row, figures: observedFigures(totalsOf(row)) }));
  const cancelled = data.multiples.reduce((sum, row) => sum + row.cancelled, 0);
  const pending = data.multiples.reduce((sum, row) => sum + row.pending, 0);
  return (
    <section className="gm-verify__section" aria-labelledby="observed-title">
      <h2 id="observed-title">{t('fair.observedTitle')}</h2>
      <p className="gm-muted">{t('fair.observedLead')}</p>
      <StackedTable
        className="gm-fairness"
        labelledBy="observed-title"
        rowHeader
        empty={t('fair.empty')}
        columns={[
          t('fair.multiplier'),
          { label: t('fair.settled'), cellTestId: 'settled' },
          { label: t('fair.staked'), cellTestId: 'staked' },
          { label: t('fair.returned'), cellTestId: 'returned' },
          { label: t('fair.observedRtp'), cellTestId: 'observed-rtp' },
          { label: t('fair.expectedRtp'), cellTestId: 'expected-rtp' },
          { label: t('fair.interval'), cellTestId: 'interval' },
          { label: t('fair.verdict'), cellTestId: 'rtp-verdict' },
        ]}
        rows={rows.map(({ row, figures }) => ({
          key: String(row.multiple),
          testId: `observed-x${row.multiple}`,
          cells: [
            `x${row.multiple}`,
            t('fair.resolvedValue', { resolved: countIn(locale, row.resolved), wins: countIn(locale, row.wins) }),
            `${amount(BigInt(row.staked))} GM`,
            `${amount(BigInt(row.returned))} GM`,
            rtp(figures.observedRtp),
            rtp(figures.expectedRtp),
            figures.interval ? `${rtp(figures.interval.low)} – ${rtp(figures.interval.high)}` : '—',
            figures.observedRtp === null
              ? t('fair.noneYet')
              : figures.outside
                ? t('fair.outInterval')
                : t('fair.inInterval'),
          ],
        }))}
      />
      {rows
        .filter(({ figures }) => figures.outside)
        .map(({ row, figures }) => (
          <p key={row.multiple} className="gm-verify__mismatch" data-testid={`outside-x${row.multiple}`}>
            {t('fair.outsideSentence', {
              multiple: row.multiple,
              observed: rtp(figures.observedRtp),
              expected: rtp(figures.expectedRtp),
              times: countIn(
                locale,
                figures.chanceThisFar && figures.chanceThisFar > 0 ? Math.round(1 / figures.chanceThisFar) : Infinity,
              ),
            })}
          </p>
        ))}
      <p className="gm-muted" data-testid="cancelled-pending">
        {t('fair.cancelledPending', { cancelled: countIn(locale, cancelled), pending: countIn(locale, pending) })}
      </p>
      {data.oddsMismatches > 0 && (
        <p className="gm-verify__mismatch" role="alert" data-testid="odds-mismatch">
          {t('fair.mismatch', { count: countIn(locale, data.oddsMismatches) })}
        </p>
      )}
    </section>
  );
}
