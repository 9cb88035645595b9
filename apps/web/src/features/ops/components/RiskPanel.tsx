import type { OpsRiskResponse } from '@gm-claim/shared/dto/ops';
import { Facts } from './Facts';
import { count, duration, gm, utcTime } from './format';

function runwayText(risk: OpsRiskResponse): string {
  const { runway } = risk;
  if (runway.x6WinsCovered === null) return 'No x6 row is open in the betting table: no x6 win can be owed.';
  const rate =
    runway.hoursAtObservedRate === null
      ? 'No x6 win in the last 24 hours.'
      : `At the last 24 hours' rate (${count(runway.x6WinsLast24h)} x6 wins) that is about ${runway.hoursAtObservedRate} hours.`;
  return `The buffer covers about ${count(runway.x6WinsCovered)} more x6 wins of ${gm(runway.x6Stake)} (${gm(runway.x6WinCost)} each). ${rate}`;
}

function Relayer({ relayer }: { relayer: OpsRiskResponse['relayer'] }) {
  if (relayer.state === 'none') return <p className="gm-muted">No relayer is configured for this campaign.</p>;
  if (relayer.state === 'unavailable')
    return (
      <p className="gm-ops__warn" role="status">
        The relayer&apos;s budget could not be read: {relayer.message}.
      </p>
    );
  return (
    <Facts testId="ops-relayer" rows={relayer.figures.map((figure): [string, string] => [figure.name, figure.value])} />
  );
}

/** The buffer's runway, bets waiting for VRF (the oldest first, those past the cancel delay marked), the relayer. */
export function RiskPanel({ risk }: { risk: OpsRiskResponse }) {
  const { pending } = risk;
  return (
    <>
      <p data-testid="ops-runway">{runwayText(risk)}</p>
      <Facts
        rows={[
          ['Buffer', gm(risk.buffer)],
          ['Pending bets', count(pending.count), 'ops-pending'],
          ['Oldest pending', pending.oldestAgeSeconds === null ? 'None' : duration(pending.oldestAgeSeconds)],
          ['Past the cancel delay', count(pending.pastCancelDelay), 'ops-past-delay'],
          ['Cancel delay', duration(risk.cancelDelaySeconds)],
        ]}
      />
      {pending.bets.length > 0 && (
        <div className="gm-ops__scroll">
          <table className="gm-ops__table" data-testid="ops-pending-bets">
            <caption>Pending bets, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Bettor</th>
                <th scope="col">Stake</th>
                <th scope="col">Placed</th>
                <th scope="col">Waiting</th>
              </tr>
            </thead>
            <tbody>
              {pending.bets.map((bet) => (
                <tr key={bet.requestId} className={bet.pastCancelDelay ? 'gm-ops__late' : undefined}>
                  <td>
                    <a href={`/challenge/${bet.requestId}`}>
                      {bet.requestId.length > 12
                        ? `${bet.requestId.slice(0, 6)}…${bet.requestId.slice(-4)}`
                        : bet.requestId}
                    </a>
                  </td>
                  <td>
                    <code>{`${bet.user.slice(0, 6)}…${bet.user.slice(-4)}`}</code>
                  </td>
                  <td>
                    {gm(bet.unit)} x{bet.multiple}
                  </td>
                  <td>{utcTime(bet.requestedAt)}</td>
                  <td>
                    {duration(bet.ageSeconds)}
                    {bet.pastCancelDelay ? ' (past the cancel delay)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="gm-ops__sub">Relayer</h3>
      <Relayer relayer={risk.relayer} />
    </>
  );
}
