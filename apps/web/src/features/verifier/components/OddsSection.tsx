import { oddsFigures } from '@gm-claim/shared/fairness/odds';
import { groupOdds } from '@gm-claim/shared/fairness/table-history';
import { ReadState } from '@gm-claim/web-core-ui';
import { StackedTable } from '@gm-claim/web-core-ui/stacked-table';
import { useI18n } from '@gm-claim/web-core-i18n';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OddsOnChain } from '../data-access/read-odds-from-chain';
import { decimalIn, pct, percentIn } from './format';

/** The table read from the chain at a stated block: per multiplier and odds, what a player gets back on average. */
export function OddsSection({ odds }: { odds: UseQueryResult<OddsOnChain> }) {
  const { t, locale, amount } = useI18n();
  return (
    <section className="gm-verify__section" aria-labelledby="edge-title">
      <h2 id="edge-title">{t('fair.edgeTitle')}</h2>
      <ReadState queries={[odds]} what={t('fair.edgeLoading')}>
        {() => {
          const data = odds.data;
          if (!data) return null;
          const groups = groupOdds(data.table);
          const stakes = (units: readonly bigint[]): string => `${units.map((unit) => amount(unit)).join(' / ')} GM`;
          const perMultiple = (multiple: number): number =>
            groups.filter((group) => group.multiple === multiple).length;
          return (
            <>
              <p className="gm-muted" data-testid="edge-block">
                {t('fair.edgeLead', { block: data.block })}
              </p>
              {groups.length === 0 ? (
                <p data-testid="edge-empty">{t('fair.noTable', { block: data.block })}</p>
              ) : (
                <>
                  <StackedTable
                    className="gm-fairness"
                    labelledBy="edge-title"
                    rowHeader
                    columns={[
                      t('fair.multiplier'),
                      { label: t('fair.stakes'), cellTestId: 'stakes' },
                      { label: t('fair.winChance'), cellTestId: 'win-chance' },
                      { label: t('fair.winReturns'), cellTestId: 'win-returns' },
                      { label: t('fair.lossKeeps'), cellTestId: 'loss-keeps' },
                      { label: t('fair.rtp'), cellTestId: 'rtp' },
                      { label: t('fair.houseEdge'), cellTestId: 'house-edge' },
                    ]}
                    rows={groups.map((group) => {
                      const f = oddsFigures(group);
                      return {
                        key: `${group.multiple}:${group.probBps}:${group.lossBps}`,
                        testId: `edge-x${group.multiple}`,
                        cells: [
                          `x${group.multiple}`,
                          stakes(group.units),
                          pct(group.probBps, locale),
                          t('fair.per100', { amount: decimalIn(locale, f.winReturnsPer100, 0) }),
                          t('fair.per100', { amount: decimalIn(locale, f.lossKeepsPer100, 1) }),
                          percentIn(locale, 1 - f.houseEdge, 1, 2),
                          percentIn(locale, f.houseEdge, 1, 2),
                        ],
                      };
                    })}
                  />
                  <ul className="gm-verify__plain" data-testid="edge-plain">
                    {groups.map((group) => {
                      const values = {
                        multiple: group.multiple,
                        amount: decimalIn(locale, oddsFigures(group).rtpPer100, 1),
                        stakes: stakes(group.units),
                      };
                      return (
                        <li key={`${group.multiple}:${group.probBps}:${group.lossBps}`}>
                          {perMultiple(group.multiple) > 1 ? t('fair.plainUnits', values) : t('fair.plain', values)}
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
            </>
          );
        }}
      </ReadState>
    </section>
  );
}
