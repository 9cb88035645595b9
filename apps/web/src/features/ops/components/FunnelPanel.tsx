import type { OpsFunnelResponse } from '@gm-claim/shared/dto/ops';
import { ClaimsChart } from './ClaimsChart';
import { Facts } from './Facts';
import { count, gm } from './format';
import { useI18n } from '@gm-claim/web-core-i18n';
import { StackedTable } from '@gm-claim/web-core-ui/stacked-table';

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
      <StackedTable
        className="gm-ops__table"
        testId="ops-challenges"
        caption={t('ops.challenges')}
        columns={[
          t('fair.multiplier'),
          t('ops.won'),
          t('ops.lost'),
          t('ops.pending'),
          t('ops.cancelled'),
          t('ops.gmPaid'),
          t('ops.gmForfeited'),
        ]}
        rowHeader
        empty={t('ops.noChallenge')}
        rows={funnel.challenges.map((row) => ({
          key: String(row.multiple),
          cells: [
            `x${row.multiple}`,
            count(row.won),
            count(row.lost),
            count(row.pending),
            count(row.cancelled),
            gm(row.paid),
            gm(row.forfeited),
          ],
        }))}
      />
      <ClaimsChart hours={funnel.claimsPerHour} />
    </>
  );
}
