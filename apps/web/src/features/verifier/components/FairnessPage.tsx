import type { FairnessRow } from '@gm-claim/shared/dto/history';
import { ReadState } from '@gm-claim/web-core-ui';
import { bandVerdict, threeSigmaBand } from '../data-access/sigma-band';
import { useFairness } from '../hooks/queries';
import { pct, rate } from './format';
import './verifier.css';
import { useI18n, usePageTexts } from '@gm-claim/web-core-i18n';

/** One multiplier's row; each cell names its column (`data-label`) for the stacked phone layout. */
function Row({ row }: { row: FairnessRow }) {
  const { t } = useI18n();
  const expected = row.expectedWinRate;
  const band = expected === null ? null : threeSigmaBand(expected, row.resolved);
  const verdict = bandVerdict(row.observedWinRate, band);
  const table = [...new Set(row.currentTable.map((entry) => entry.probBps))];
  return (
    <tr data-testid={`fairness-x${row.multiple}`}>
      <th scope="row">x{row.multiple}</th>
      <td data-testid="resolved" data-label={t('fair.resolved')}>
        {t('fair.resolvedValue', { resolved: row.resolved, wins: row.wins })}
      </td>
      <td data-testid="observed" data-label={t('fair.observed')}>
        {row.observedWinRate === null ? '—' : rate(row.observedWinRate)}
      </td>
      <td data-testid="expected" data-label={t('fair.expected')}>
        {expected === null ? '—' : rate(expected)}
        {table.length > 0 && (
          <small className="gm-muted">{t('fair.tableNow', { rates: table.map(pct).join(' / ') })}</small>
        )}
      </td>
      <td data-testid="band" data-label={t('fair.band')}>
        {band ? `${rate(band.low)} – ${rate(band.high)}` : '—'}
      </td>
      <td data-testid="verdict" data-label={t('fair.verdict')}>
        {verdict === null ? t('fair.noneYet') : verdict === 'within' ? t('fair.within') : t('fair.outside')}
      </td>
    </tr>
  );
}

/** /fairness — observed win rates per multiplier next to the odds, with a 3σ band; how VRF works. */
export function FairnessPage() {
  // The page's texts are a chunk of their own, fetched with it.
  return usePageTexts() ? <Fairness /> : null;
}

function Fairness() {
  const { t, rich } = useI18n();
  const fairness = useFairness();
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
      <section className="gm-verify__section" aria-labelledby="rates-title">
        <h2 id="rates-title">{t('fair.ratesTitle')}</h2>
        <p className="gm-muted">{t('fair.ratesLead')}</p>
        <ReadState queries={[fairness]} what={t('fair.loading')}>
          {() => {
            const data = fairness.data;
            if (!data) return null;
            return (
              <>
                {data.multiples.length === 0 ? (
                  <p data-testid="fairness-empty">{t('fair.empty')}</p>
                ) : (
                  <table className="gm-fairness">
                    <thead>
                      <tr>
                        <th scope="col">{t('fair.multiplier')}</th>
                        <th scope="col">{t('fair.resolved')}</th>
                        <th scope="col">{t('fair.observed')}</th>
                        <th scope="col">{t('fair.expected')}</th>
                        <th scope="col">{t('fair.band')}</th>
                        <th scope="col">{t('fair.verdict')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.multiples.map((row) => (
                        <Row key={row.multiple} row={row} />
                      ))}
                    </tbody>
                  </table>
                )}
                <p className="gm-muted" data-testid="index-status">
                  {data.index.lagBlocks !== null
                    ? t('fair.indexLag', {
                        block: data.index.indexedBlock ?? t('fair.nothingIndexed'),
                        lag: data.index.lagBlocks,
                      })
                    : t('fair.index', { block: data.index.indexedBlock ?? t('fair.nothingIndexed') })}
                </p>
              </>
            );
          }}
        </ReadState>
      </section>
    </article>
  );
}

export default FairnessPage;
