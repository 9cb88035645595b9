import type { OpsStatusResponse } from '@gm-claim/shared/dto/ops';
import { bnb, count, duration, gm, utcTime } from './format';
import { Facts } from './Facts';
import { useI18n } from '@gm-claim/web-core-i18n';

/** The `gm status` figures: GMChallenge's funds and settings, the betting table, each GMVesting. */
export function StatusPanel({ status }: { status: OpsStatusResponse }) {
  const { t } = useI18n();
  const c = status.challenge;
  return (
    <>
      <p className="gm-muted">
        {t('ops.blockLine', {
          block: count(status.blockNumber),
          chain: status.chainId,
          time: utcTime(status.blockTimestamp),
          readAt: utcTime(status.readAt),
        })}
      </p>
      <Facts
        testId="ops-status"
        rows={[
          [t('ops.supply'), gm(c.supply), 'ops-supply'],
          [t('ops.buffer'), gm(c.buffer), 'ops-buffer'],
          [t('ops.owed'), gm(c.owed), 'ops-owed'],
          [t('ops.registeredAmount'), gm(c.registered)],
          [t('ops.transferred'), gm(c.transferred)],
          [t('ops.unregistered'), gm(c.unregistered)],
          [t('ops.surplus'), gm(c.surplus)],
          [t('ops.challengeBnb'), bnb(c.nativeBalance)],
          [t('ops.vrfPrice'), bnb(c.vrfPriceOfOneBet)],
          [t('ops.newBets'), c.paused ? t('ops.paused') : t('ops.open'), 'ops-paused'],
          [t('ops.signer'), <code key="s">{c.signer}</code>],
          [t('ops.signerBnb'), bnb(c.signerBalance)],
          [t('ops.ownerLabel'), <code key="o">{c.owner}</code>],
          [t('ops.ownerIsContract'), c.ownerIsContract ? t('ops.yes') : t('ops.no')],
          [t('ops.cancelDelay'), duration(c.cancelDelaySeconds)],
        ]}
      />
      <div className="gm-ops__scroll">
        <table className="gm-ops__table">
          <caption>{t('ops.bettingTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ops.stake')}</th>
              <th scope="col">{t('fair.multiplier')}</th>
              <th scope="col">{t('bet.winChance')}</th>
              <th scope="col">{t('ops.lossShare')}</th>
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
              <th scope="col">{t('ops.type')}</th>
              <th scope="col">{t('ops.schedules')}</th>
              <th scope="col">{t('ops.vested')}</th>
              <th scope="col">{t('dash.claimed')}</th>
              <th scope="col">{t('ops.unclaimed')}</th>
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
