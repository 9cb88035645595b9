import type { OpsRiskResponse } from '@gm-claim/shared/dto/ops';
import { Facts } from './Facts';
import { count, duration, gm, utcTime } from './format';
import { t, useI18n } from '@gm-claim/web-core-i18n';
import { StackedTable } from '@gm-claim/web-core-ui/stacked-table';

function runwayText(risk: OpsRiskResponse): string {
  const { runway } = risk;
  if (runway.x6WinsCovered === null) return t('ops.noX6');
  const rate =
    runway.hoursAtObservedRate === null
      ? t('ops.noX6Win')
      : t('ops.x6Rate', { wins: count(runway.x6WinsLast24h), hours: runway.hoursAtObservedRate });
  return t('ops.runway', {
    wins: count(runway.x6WinsCovered),
    stake: gm(runway.x6Stake),
    cost: gm(runway.x6WinCost),
    rate,
  });
}

function Relayer({ relayer }: { relayer: OpsRiskResponse['relayer'] }) {
  const { t } = useI18n();
  if (relayer.state === 'none') return <p className="gm-muted">{t('ops.noRelayer')}</p>;
  if (relayer.state === 'unavailable')
    return (
      <p className="gm-ops__warn" role="status">
        {t('ops.relayerUnreadable', { reason: relayer.message })}
      </p>
    );
  return (
    <Facts testId="ops-relayer" rows={relayer.figures.map((figure): [string, string] => [figure.name, figure.value])} />
  );
}

/** The buffer's runway, bets waiting for VRF (the oldest first, those past the cancel delay marked), the relayer. */
export function RiskPanel({ risk }: { risk: OpsRiskResponse }) {
  const { t } = useI18n();
  const { pending } = risk;
  return (
    <>
      <p data-testid="ops-runway">{runwayText(risk)}</p>
      <Facts
        rows={[
          [t('ops.buffer'), gm(risk.buffer)],
          [t('ops.pendingBets'), count(pending.count), 'ops-pending'],
          [
            t('ops.oldestPending'),
            pending.oldestAgeSeconds === null ? t('ops.none') : duration(pending.oldestAgeSeconds),
          ],
          [t('ops.pastDelay'), count(pending.pastCancelDelay), 'ops-past-delay'],
          [t('ops.cancelDelay'), duration(risk.cancelDelaySeconds)],
        ]}
      />
      {pending.bets.length > 0 && (
        <StackedTable
          className="gm-ops__table"
          testId="ops-pending-bets"
          caption={t('ops.pendingCaption')}
          columns={[t('ops.request'), t('ops.bettor'), t('ops.stake'), t('ops.placed'), t('ops.waiting')]}
          rows={pending.bets.map((bet) => ({
            key: bet.requestId,
            className: bet.pastCancelDelay ? 'gm-ops__late' : undefined,
            cells: [
              <a key="request" href={`/challenge/${bet.requestId}`}>
                {bet.requestId.length > 12 ? `${bet.requestId.slice(0, 6)}…${bet.requestId.slice(-4)}` : bet.requestId}
              </a>,
              <code key="bettor">{`${bet.user.slice(0, 6)}…${bet.user.slice(-4)}`}</code>,
              `${gm(bet.unit)} x${bet.multiple}`,
              utcTime(bet.requestedAt),
              `${duration(bet.ageSeconds)}${bet.pastCancelDelay ? t('ops.pastDelayMark') : ''}`,
            ],
          }))}
        />
      )}
      <h3 className="gm-ops__sub">{t('ops.relayer')}</h3>
      <Relayer relayer={risk.relayer} />
    </>
  );
}
