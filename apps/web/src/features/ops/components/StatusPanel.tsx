import type { OpsStatusResponse } from '@gm-claim/shared/dto/ops';
import { bnb, count, duration, gm, utcTime } from './format';
import { Facts } from './Facts';
import { useI18n } from '@gm-claim/web-core-i18n';
import { StackedTable } from '@gm-claim/web-core-ui/stacked-table';

type Challenge = OpsStatusResponse['challenge'];

/** Each window state's and each allocation version's words (named whole: the catalogue test finds every key). */
const WINDOW_STATE = {
  'before-opening': 'ops.window_before-opening',
  open: 'ops.window_open',
  closed: 'ops.window_closed',
} as const;
const ROOT_STATE = { active: 'ops.root_active', cancelled: 'ops.root_cancelled' } as const;

/** Issue 34: the claim window, what is unclaimed and what a sweep would move; issue 33: the allocation versions. */
function WindowFacts({
  window,
  roots,
  now,
}: {
  window: NonNullable<Challenge['window']>;
  roots: NonNullable<Challenge['allocationRoots']>;
  now: number;
}) {
  const { t } = useI18n();
  const relative = (time: number): string =>
    time >= now
      ? t('ops.windowIn', { time: duration(time - now) })
      : t('ops.windowAgo', { time: duration(now - time) });
  return (
    <>
      <Facts
        testId="ops-window"
        rows={[
          [t('ops.windowState'), t(WINDOW_STATE[window.state]), 'ops-window-state'],
          [t('ops.windowOpens'), `${utcTime(window.openAt)} · ${relative(window.openAt)}`, 'ops-window-opens'],
          [
            t('ops.windowDeadline'),
            window.deadline === null
              ? t('ops.windowNone')
              : `${utcTime(window.deadline)} · ${relative(window.deadline)}`,
            'ops-window-deadline',
          ],
          [
            t('ops.windowGate'),
            window.missionsGateEndsAt === null
              ? t('ops.windowNever')
              : `${utcTime(window.missionsGateEndsAt)} · ${relative(window.missionsGateEndsAt)}`,
          ],
          [t('ops.windowUnclaimed'), gm(window.unclaimed), 'ops-window-unclaimed'],
          [t('ops.windowPendingBets'), gm(window.pendingBetsAmount)],
          [t('ops.windowSweepable'), gm(window.sweepable), 'ops-window-sweepable'],
        ]}
      />
      {roots.length > 0 && (
        <StackedTable
          className="gm-ops__table"
          testId="ops-allocation-roots"
          caption={t('ops.allocationRoots')}
          columns={[t('ops.rootVersion'), t('ops.rootState'), t('ops.rootTotal'), t('ops.rootClaimed')]}
          rowHeader
          rows={roots.map((root) => ({
            key: String(root.version),
            cells: [
              `v${root.version}`,
              root.state === 'pending'
                ? t('ops.root_pending', { time: utcTime(root.activatesAt) })
                : t(ROOT_STATE[root.state]),
              gm(root.total),
              gm(root.claimed),
            ],
          }))}
        />
      )}
    </>
  );
}

/** The `gm status` figures: GMChallenge's funds and settings, the claim window, the betting table, each GMVesting. */
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
      {c.window && <WindowFacts window={c.window} roots={c.allocationRoots ?? []} now={status.blockTimestamp} />}
      <StackedTable
        className="gm-ops__table"
        caption={t('ops.bettingTable')}
        columns={[t('ops.stake'), t('fair.multiplier'), t('bet.winChance'), t('ops.lossShare')]}
        rows={c.bettingTable.map((row) => ({
          key: `${row.unit}-${row.multiple}`,
          cells: [gm(row.unit), `x${row.multiple}`, `${row.probBps / 100}%`, `${row.lossBps / 100}%`],
        }))}
      />
      <StackedTable
        className="gm-ops__table"
        testId="ops-vestings"
        caption="GMVesting"
        columns={[t('ops.type'), t('ops.schedules'), t('ops.vested'), t('dash.claimed'), t('ops.unclaimed')]}
        rowHeader
        rows={status.vestings.map((v) => ({
          key: v.claimType,
          cells: [v.claimType, count(v.schedules), gm(v.vested), gm(v.claimed), gm(v.unclaimed)],
        }))}
      />
    </>
  );
}
