import type { OpsStatusResponse } from '@gm-claim/shared/dto/ops';
import { bnb, count, duration, gm, utcTime } from './format';
import { Facts } from './Facts';

/** The `gm status` figures: GMChallenge's funds and settings, the betting table, each GMVesting. */
export function StatusPanel({ status }: { status: OpsStatusResponse }) {
  const c = status.challenge;
  return (
    <>
      <p className="gm-muted">
        Block {count(status.blockNumber)} of chain {status.chainId} at {utcTime(status.blockTimestamp)}, read by the API
        at {utcTime(status.readAt)}
      </p>
      <Facts
        testId="ops-status"
        rows={[
          ['Supply', gm(c.supply), 'ops-supply'],
          ['Buffer', gm(c.buffer), 'ops-buffer'],
          ['Owed', gm(c.owed), 'ops-owed'],
          ['Registered', gm(c.registered)],
          ['Transferred', gm(c.transferred)],
          ['Unregistered supply', gm(c.unregistered)],
          ['Surplus', gm(c.surplus)],
          ["GMChallenge's BNB", bnb(c.nativeBalance)],
          ['VRF price of one bet now', bnb(c.vrfPriceOfOneBet)],
          ['New bets', c.paused ? 'Paused' : 'Open', 'ops-paused'],
          ['Signer', <code key="s">{c.signer}</code>],
          ["Signer's BNB", bnb(c.signerBalance)],
          ['Owner', <code key="o">{c.owner}</code>],
          ['Owner is a contract (Safe)', c.ownerIsContract ? 'Yes' : 'No'],
          ['Cancel delay', duration(c.cancelDelaySeconds)],
        ]}
      />
      <div className="gm-ops__scroll">
        <table className="gm-ops__table">
          <caption>Betting table</caption>
          <thead>
            <tr>
              <th scope="col">Stake</th>
              <th scope="col">Multiplier</th>
              <th scope="col">Win chance</th>
              <th scope="col">Loss share</th>
            </tr>
          </thead>
          <tbody>
            {c.bettingTable.map((row) => (
              <tr key={`${row.unit}-${row.multiple}`}>
                <td>{gm(row.unit)}</td>
                <td>x{row.multiple}</td>
                <td>{row.probBps / 100}%</td>
                <td>{row.lossBps / 100}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="gm-ops__scroll">
        <table className="gm-ops__table" data-testid="ops-vestings">
          <caption>GMVesting</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Schedules</th>
              <th scope="col">Vested</th>
              <th scope="col">Claimed</th>
              <th scope="col">Unclaimed</th>
            </tr>
          </thead>
          <tbody>
            {status.vestings.map((v) => (
              <tr key={v.claimType}>
                <th scope="row">{v.claimType}</th>
                <td>{count(v.schedules)}</td>
                <td>{gm(v.vested)}</td>
                <td>{gm(v.claimed)}</td>
                <td>{gm(v.unclaimed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
