import type { FairnessRow } from '@gm-claim/shared/dto/history';
import { ReadState } from '@gm-claim/web-core-ui';
import { bandVerdict, threeSigmaBand } from '../data-access/sigma-band';
import { useFairness } from '../hooks/queries';
import { pct, rate } from './format';
import './verifier.css';

/** One multiplier's row; each cell names its column (`data-label`) for the stacked phone layout. */
function Row({ row }: { row: FairnessRow }) {
  const expected = row.expectedWinRate;
  const band = expected === null ? null : threeSigmaBand(expected, row.resolved);
  const verdict = bandVerdict(row.observedWinRate, band);
  const table = [...new Set(row.currentTable.map((entry) => entry.probBps))];
  return (
    <tr data-testid={`fairness-x${row.multiple}`}>
      <th scope="row">x{row.multiple}</th>
      <td data-testid="resolved" data-label="Resolved">
        {row.resolved} ({row.wins} won)
      </td>
      <td data-testid="observed" data-label="Observed win rate">{row.observedWinRate === null ? '—' : rate(row.observedWinRate)}</td>
      <td data-testid="expected" data-label="Expected (odds)">
        {expected === null ? '—' : rate(expected)}
        {table.length > 0 && <small className="gm-muted"> (table now: {table.map(pct).join(' / ')})</small>}
      </td>
      <td data-testid="band" data-label="3σ band">{band ? `${rate(band.low)} – ${rate(band.high)}` : '—'}</td>
      <td data-testid="verdict" data-label="Verdict">
        {verdict === null ? 'no resolved Challenge yet' : verdict === 'within' ? 'within the band' : 'OUTSIDE the band'}
      </td>
    </tr>
  );
}

/** /fairness — observed win rates per multiplier next to the odds, with a 3σ band; how VRF works. */
export function FairnessPage() {
  const fairness = useFairness();
  return (
    <article className="gm-verify">
      <h1 className="gm-title gm-title--small">Is the Challenge fair?</h1>
      <section className="gm-verify__section" aria-labelledby="vrf-title">
        <h2 id="vrf-title">Where the outcome comes from</h2>
        <p>
          When you start a Challenge, the contract asks Chainlink VRF (a verifiable random function) for a random
          number. Chainlink’s node computes it from a secret key and the request, and sends it with a cryptographic
          proof. The VRF contract on the chain checks that proof before the number is accepted, so nobody — not the
          node, not us — can pick or change it after the bet is placed.
        </p>
        <p>
          The Challenge contract then applies one published rule: <code>randomWord mod 10000 &lt; probBps</code> is a
          win, where <code>probBps</code> is the win chance recorded with your bet. Every Challenge has its own page
          with its random word and the rule worked out (open it from your result, or go to
          <code> /challenge/&lt;request id&gt;</code>).
        </p>
      </section>
      <section className="gm-verify__section" aria-labelledby="rates-title">
        <h2 id="rates-title">Win rates so far</h2>
        <p className="gm-muted">
          For each multiplier: the resolved Challenges, how often they won, and the win rate the odds promise (the mean
          of the odds the bets were placed at). A fair draw lands inside the 3σ band — expected ± 3·√(p(1−p)/n) — about
          997 times in 1000; few bets make a wide band.
        </p>
        <ReadState queries={[fairness]} what="the win rates">
          {() => {
            const data = fairness.data;
            if (!data) return null;
            return (
              <>
                {data.multiples.length === 0 ? (
                  <p data-testid="fairness-empty">No Challenge has been indexed yet.</p>
                ) : (
                  <table className="gm-fairness">
                    <thead>
                      <tr>
                        <th scope="col">Multiplier</th>
                        <th scope="col">Resolved</th>
                        <th scope="col">Observed win rate</th>
                        <th scope="col">Expected (odds)</th>
                        <th scope="col">3σ band</th>
                        <th scope="col">Verdict</th>
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
                  From the event index, up to block {data.index.indexedBlock ?? '— (nothing indexed yet)'}
                  {data.index.lagBlocks !== null ? ` (${data.index.lagBlocks} blocks behind the chain)` : ''}.
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
