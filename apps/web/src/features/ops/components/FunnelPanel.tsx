import type { OpsFunnelResponse } from '@gm-claim/shared/dto/ops';
import { ClaimsChart } from './ClaimsChart';
import { Facts } from './Facts';
import { count, gm } from './format';
import { useI18n } from '@gm-claim/web-core-i18n';

/** Eligible → signed in → missions → claimed & vested, the Challenges per multiplier, and the claims chart. */
export function FunnelPanel({ funnel }: { funnel: OpsFunnelResponse }) {
  const { t } = useI18n();
  const lag = funnel.index.lagBlocks;
  return (
    <>
      <p className="gm-muted">
        {funnel.index.indexedBlock === null
          ? t('ops.indexEmpty')
          : lag
            ? t('ops.indexAtLag', { block: count(funnel.index.indexedBlock), lag: count(lag) })
            : t('ops.indexAt', { block: count(funnel.index.indexedBlock) })}
      </p>
      <Facts
        testId="ops-funnel"
        rows={[
          [t('ops.eligible'), `${count(funnel.eligible.wallets)} · ${gm(funnel.eligible.amount)}`, 'ops-eligible'],
          [t('ops.signedIn'), count(funnel.signedIn.wallets), 'ops-signed-in'],
          [t('ops.missions'), count(funnel.missionsDone.wallets), 'ops-missions'],
          [t('ops.registered'), `${count(funnel.registered.wallets)} · ${gm(funnel.registered.amount)}`],
          [
            t('ops.claimedVested'),
            t('ops.claimedValue', {
              wallets: count(funnel.claimedAndVested.wallets),
              paid: gm(funnel.claimedAndVested.paid),
              vested: gm(funnel.claimedAndVested.vested),
            }),
            'ops-claimed',
          ],
          [t('ops.unclaimed'), `${count(funnel.unclaimed.wallets)} · ${gm(funnel.unclaimed.amount)}`, 'ops-unclaimed'],
          ...funnel.vestingClaims.map((v): [string, string] => [
            t('ops.vestingClaims', { type: v.claimType }),
            `${count(v.claims)} · ${gm(v.amount)}`,
          ]),
        ]}
      />
      <div className="gm-ops__scroll">
        <table className="gm-ops__table" data-testid="ops-challenges">
          <caption>{t('ops.challenges')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fair.multiplier')}</th>
              <th scope="col">{t('ops.won')}</th>
              <th scope="col">{t('ops.lost')}</th>
              <th scope="col">{t('ops.pending')}</th>
              <th scope="col">{t('ops.cancelled')}</th>
              <th scope="col">{t('ops.gmPaid')}</th>
              <th scope="col">{t('ops.gmForfeited')}</th>
            </tr>
          </thead>
          <tbody>
            {funnel.challenges.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('ops.noChallenge')}</td>
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
