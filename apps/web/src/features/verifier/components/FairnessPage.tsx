import type { FairnessResponse, FairnessRow } from '@gm-claim/shared/dto/history';
import type { ReactNode } from 'react';
import { ReadState } from '@gm-claim/web-core-ui';
import { StackedTable } from '@gm-claim/web-core-ui/stacked-table';
import { getConfig } from '@gm-claim/web-core-config';
import { bandVerdict, threeSigmaBand } from '../data-access/sigma-band';
import { useFairness, useOddsOnChain } from '../hooks/queries';
import { ChangesSection } from './ChangesSection';
import { ObservedSection } from './ObservedSection';
import { OddsSection } from './OddsSection';
import { SetupSection } from './SetupSection';
import { VerifyCommand, verifyCommand } from './VerifyCommand';
import { pct, rate } from './format';
import './verifier.css';
import { type I18n, useI18n, usePageTexts } from '@gm-claim/web-core-i18n';

/** One multiplier's cells, in the table's column order. */
function rowCells(row: FairnessRow, t: I18n['t'], locale: string): ReactNode[] {
  const expected = row.expectedWinRate;
  const band = expected === null ? null : threeSigmaBand(expected, row.resolved);
  const verdict = bandVerdict(row.observedWinRate, band);
  const table = [...new Set(row.currentTable.map((entry) => entry.probBps))];
  return [
    `x${row.multiple}`,
    t('fair.resolvedValue', { resolved: row.resolved, wins: row.wins }),
    row.observedWinRate === null ? '—' : rate(row.observedWinRate, locale),
    <>
      {expected === null ? '—' : rate(expected, locale)}
      {table.length > 0 && (
        <small className="gm-muted">
          {t('fair.tableNow', { rates: table.map((bps) => pct(bps, locale)).join(' / ') })}
        </small>
      )}
    </>,
    band ? `${rate(band.low, locale)} – ${rate(band.high, locale)}` : '—',
    verdict === null ? t('fair.noneYet') : verdict === 'within' ? t('fair.within') : t('fair.outside'),
  ];
}

/**
 * /fairness — the house edge read from the chain at a stated block, the observed return of every settled Challenge
 * with its 95% interval, win rates with a 3σ band, the table's changes, the VRF settings and contracts, and the
 * command that recomputes it all from the chain alone.
 */
export function FairnessPage() {
  // The page's texts are a chunk of their own, fetched with it.
  return usePageTexts() ? <Fairness /> : null;
}

const FAIRNESS_COMMAND_TEXTS = { title: 'fair.commandTitle', lead: 'fair.command', note: 'fair.commandNote' } as const;

function Fairness() {
  const { t, rich } = useI18n();
  const fairness = useFairness();
  const odds = useOddsOnChain();
  const config = getConfig();
  return (
    <article className="gm-verify">
      <h1 className="gm-title gm-title--small">{t('fair.title')}</h1>
      <section className="gm-verify__section" aria-labelledby="vrf-title">
        <h2 id="vrf-title">{t('fair.vrfTitle')}</h2>
        <p>{t('fair.vrf1')}</p>
        <p>
          {rich('fair.vrf2', {
            rule: <code>randomWord mod 10000 &lt; probBps</code>,
            probBps: <code>probBps</code>,
            path: <code>/challenge/&lt;request id&gt;</code>,
          })}
        </p>
      </section>
      <OddsSection odds={odds} />
      {/* Everything from the index under one read: one error and one retry when the API cannot answer. */}
      <ReadState queries={[fairness]} what={t('fair.loading')}>
        {() =>
          fairness.data ? (
            <>
              <ObservedSection data={fairness.data} />
              <WinRates data={fairness.data} />
              <ChangesSection changes={fairness.data.tableChanges} chainId={config.chainId} />
            </>
          ) : null
        }
      </ReadState>
      <SetupSection odds={odds} config={config} />
      <VerifyCommand command={verifyCommand(config)} texts={FAIRNESS_COMMAND_TEXTS} />
    </article>
  );
}

/** Win rates per multiplier with a 3σ band, and how far the index has got. */
function WinRates({ data }: { data: FairnessResponse }) {
  const { t, locale } = useI18n();
  return (
    <section className="gm-verify__section" aria-labelledby="rates-title">
      <h2 id="rates-title">{t('fair.ratesTitle')}</h2>
      <p className="gm-muted">{t('fair.ratesLead')}</p>
      {data.multiples.length === 0 ? (
        <p data-testid="fairness-empty">{t('fair.empty')}</p>
      ) : (
        <StackedTable
          className="gm-fairness"
          labelledBy="rates-title"
          rowHeader
          columns={[
            t('fair.multiplier'),
            { label: t('fair.resolved'), cellTestId: 'resolved' },
            { label: t('fair.observed'), cellTestId: 'observed' },
            { label: t('fair.expected'), cellTestId: 'expected' },
            { label: t('fair.band'), cellTestId: 'band' },
            { label: t('fair.verdict'), cellTestId: 'verdict' },
          ]}
          rows={data.multiples.map((row) => ({
            key: String(row.multiple),
            testId: `fairness-x${row.multiple}`,
            cells: rowCells(row, t, locale),
          }))}
        />
      )}
      <p className="gm-muted" data-testid="index-status">
        {data.index.lagBlocks !== null
          ? t('fair.indexLag', {
              block: data.index.indexedBlock ?? t('fair.nothingIndexed'),
              lag: data.index.lagBlocks,
            })
          : t('fair.index', { block: data.index.indexedBlock ?? t('fair.nothingIndexed') })}
      </p>
    </section>
  );
}

export default FairnessPage;
