import type { OpsFunnelResponse } from '@gm-claim/shared/dto/ops';
import { ClaimsChart } from './ClaimsChart';
import { Facts } from './Facts';
import { count, gm } from './format';

/** Eligible → signed in → missions → claimed & vested, the Challenges per multiplier, and the claims chart. */
export function FunnelPanel({ funnel }: { funnel: OpsFunnelResponse }) {
  const lag = funnel.index.lagBlocks;
  return (
    <>
      <p className="gm-muted">
        {funnel.index.indexedBlock === null
          ? 'The event index has not indexed any block yet: the on-chain counts below are empty.'
          : `Event index at block ${count(funnel.index.indexedBlock)}${lag ? `, ${count(lag)} blocks behind the chain` : ''}.`}
      </p>
      <Facts
        testId="ops-funnel"
        rows={[
          ['Eligible wallets', `${count(funnel.eligible.wallets)} · ${gm(funnel.eligible.amount)}`, 'ops-eligible'],
          ['Signed in', count(funnel.signedIn.wallets), 'ops-signed-in'],
          ['Missions done', count(funnel.missionsDone.wallets), 'ops-missions'],
          ['Registered on chain', `${count(funnel.registered.wallets)} · ${gm(funnel.registered.amount)}`],
          [
            'Claimed & vested',
            `${count(funnel.claimedAndVested.wallets)} · ${gm(funnel.claimedAndVested.paid)} paid, ${gm(funnel.claimedAndVested.vested)} vesting`,
            'ops-claimed',
          ],
          ['Unclaimed', `${count(funnel.unclaimed.wallets)} · ${gm(funnel.unclaimed.amount)}`, 'ops-unclaimed'],
          ...funnel.vestingClaims.map((v): [string, string] => [
            `${v.claimType} vesting claims`,
            `${count(v.claims)} · ${gm(v.amount)}`,
          ]),
        ]}
      />
      <div className="gm-ops__scroll">
        <table className="gm-ops__table" data-testid="ops-challenges">
          <caption>Challenges per multiplier</caption>
          <thead>
            <tr>
              <th scope="col">Multiplier</th>
              <th scope="col">Won</th>
              <th scope="col">Lost</th>
              <th scope="col">Pending</th>
              <th scope="col">Cancelled</th>
              <th scope="col">GM paid</th>
              <th scope="col">GM forfeited</th>
            </tr>
          </thead>
          <tbody>
            {funnel.challenges.length === 0 ? (
              <tr>
                <td colSpan={7}>No Challenge yet.</td>
              </tr>
            ) : (
              funnel.challenges.map((row) => (
                <tr key={row.multiple}>
                  <th scope="row">x{row.multiple}</th>
                  <td>{count(row.won)}</td>
                  <td>{count(row.lost)}</td>
                  <td>{count(row.pending)}</td>
                  <td>{count(row.cancelled)}</td>
                  <td>{gm(row.paid)}</td>
                  <td>{gm(row.forfeited)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ClaimsChart hours={funnel.claimsPerHour} />
    </>
  );
}
