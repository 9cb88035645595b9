import type { ClaimType } from '@gm-claim/shared/constants';
import { getConfig } from '@gm-claim/web-core-config';
import { modalStore } from '@gm-claim/web-core-state';
import { Button, ReadError, StillTrying } from '@gm-claim/web-core-ui';
import { ClaimRouting, RelayRecovery, type ClaimRoute } from '@gm-claim/web-feature-sponsored-claim';
import type { ClaimDashboard } from '../data-access/read-claim-dashboard';
import { downloadCalendar, releaseCalendar } from '../data-access/release-calendar';
import { nextRelease, scheduleTerms, upcomingReleases } from '../data-access/schedule-terms';
import { progressShares, publicShares, publicSources, type PublicSources } from '../data-access/vesting-math';
import { useAcceptGift, useClaimVesting } from '../hooks/flows';
import { useClaimDashboard, useGiftGiver } from '../hooks/queries';
import { DownloadClaims } from './DownloadClaims';
import { ReleaseChart } from './ReleaseChart';
import type { VestingHistoryData } from './VestingHistoryModal';
import { VestingBar } from './VestingBar';
import { formatDate, useI18n } from '@gm-claim/web-core-i18n';
import { lazy, Suspense, useState } from 'react';

// Claim all (issue 37 §1) loads on demand, once a wallet is connected: it reads what is due and shows itself only
// when more than one release is (or a Claim all was interrupted); its flow loads when CLAIM ALL is pressed.
const ClaimAll = lazy(() => import('./ClaimAll').then((module) => ({ default: module.ClaimAll })));

/** A wallet without a schedule of this type (a successful read): nothing allocated, claimed or claimable. */
const NO_SCHEDULE = {
  totalAllocation: 0n,
  tgeAmount: 0n,
  claimedTotal: 0n,
  vestedTotal: 0n,
  claimable: 0n,
  releases: [],
  isActive: false,
} as const;

/** The figures of a dashboard that was read. */
function figures(type: ClaimType, dashboard: ClaimDashboard) {
  const isPublic = type === 'PUBLIC';
  const schedule = dashboard.schedule ?? NO_SCHEDULE;
  const allocation = schedule.totalAllocation;
  // PUBLIC after claim & vest: the figures come from what GMChallenge paid (its snapshot), so a
  // Challenge's credit is counted where the chain paid it; the 10/9 rule (docs/product.md#vesting-pages) otherwise.
  const sources = isPublic && dashboard.claimAndVest ? publicSources(dashboard.claimAndVest) : null;
  const shares = sources
    ? publicShares(sources, schedule.claimedTotal, schedule.claimable)
    : progressShares(isPublic, allocation, schedule.claimedTotal, schedule.claimable);
  const terms = scheduleTerms(isPublic, schedule);
  const next = dashboard.schedule
    ? nextRelease(dashboard.schedule.releases, Number(dashboard.chainTime), dashboard.schedule.isActive)
    : null;
  const history: VestingHistoryData = {
    type,
    contract: dashboard.contract,
    scheduleId: dashboard.scheduleId.toString(),
    claimedToken: shares.claimed.toString(),
    vestedToken: schedule.vestedTotal.toString(),
    unlockToken: (sources ? sources.tgeUnlock : terms.unlockAtTge).toString(),
    challengeToken: sources && sources.challenge > 0n ? sources.challenge.toString() : undefined,
    claimAndVest: dashboard.claimAndVest
      ? {
          amount: dashboard.claimAndVest.paidAtOnce.toString(),
          timestamp: dashboard.claimAndVest.claimedAt.toString(),
          tgeUnlock: dashboard.claimAndVest.tgeUnlock.toString(),
        }
      : undefined,
    vestingToken: terms.vestingTotal.toString(),
    vestingLabel: terms.vestingLabel,
    perMonth: terms.perMonth.toString(),
    perMonthMax: terms.perMonthMax?.toString(),
    note: terms.note,
    totalClaimed: shares.claimed.toString(),
  };
  return {
    shares,
    sources,
    claimable: schedule.claimable,
    nextText: next === null ? '' : next === '-' ? '-' : formatDate(next.timestamp),
    history,
  };
}

/** Where a PUBLIC total comes from: the vesting claim's two parts and the Challenge's credit, as paid. */
function Sources({ sources }: { sources: PublicSources }) {
  const { t, amount } = useI18n();
  const gm = (value: bigint): string => `${amount(value)} GM`;
  return (
    <dl className="gm-sources" aria-label={t('dash.sourcesLabel')} data-testid="gm-sources">
      <div>
        <dt>{t('dash.vestingClaim')}</dt>
        <dd>
          {t('dash.vestingClaimValue', {
            total: gm(sources.vestingClaim),
            unlock: gm(sources.tgeUnlock),
            vesting: gm(sources.vesting),
          })}
        </dd>
      </div>
      {sources.challenge > 0n && (
        <div>
          <dt>{t('vm.fromChallenge')}</dt>
          <dd>{t('dash.challengeValue', { amount: gm(sources.challenge) })}</dd>
        </div>
      )}
      <div>
        <dt>{t('dash.paidAtClaim')}</dt>
        <dd>
          {gm(sources.paidAtOnce)}
          {sources.challenge > 0n && ` = ${gm(sources.tgeUnlock)} + ${gm(sources.challenge)}`}
        </dd>
      </div>
    </dl>
  );
}

/** "Add to calendar": the upcoming releases as an .ics file (disabled when none is left). */
function AddToCalendar({ type, dashboard }: { type: ClaimType; dashboard: ClaimDashboard }) {
  const { t } = useI18n();
  const releases = dashboard.schedule?.isActive ? dashboard.schedule.releases : [];
  const nowSeconds = Number(dashboard.chainTime);
  const count = upcomingReleases(releases, nowSeconds).length;
  const onAdd = (): void => {
    const config = getConfig();
    const ics = releaseCalendar({
      type,
      chainId: config.chainId,
      contract: dashboard.contract,
      scheduleId: dashboard.scheduleId,
      releases,
      nowSeconds,
      generatedAt: new Date(),
      pageUrl: window.location.href,
    });
    downloadCalendar(ics, `gm-${type.toLowerCase()}-vesting-${dashboard.scheduleId.toString()}.ics`);
  };
  return (
    <p className="gm-calendar">
      <Button variant="ghost" onClick={onAdd} disabled={count === 0}>
        {t('dash.addCalendar')}
      </Button>
      <span className="gm-muted">{count === 0 ? t('dash.noRelease') : t('dash.upcoming', { count })}</span>
    </p>
  );
}

/** One schedule's dashboard: the wallet's only (or first) one, or another of its schedules of this type. */
function scheduleDashboards(data: ClaimDashboard): ClaimDashboard[] {
  const others = (data.otherSchedules ?? []).map((other): ClaimDashboard => ({
    contract: data.contract,
    scheduleId: other.scheduleId,
    chainTime: data.chainTime,
    tgeTimestamp: data.tgeTimestamp,
    schedule: other.schedule,
    claimAndVest: null,
  }));
  return [data, ...others];
}

/**
 * The connected claim dashboard: Claimable Tokens, Vesting Progress and the release chart, all read
 * from the chain. Until read the amounts show "…"; a failed read shows its error with a retry and no
 * amount at all. A wallet with several schedules of the type (PUBLIC: its own and one received; the
 * others: a second allocation) sees each, with its own CLAIM NOW (the contract claims one schedule at a time).
 */
export function ClaimDashboardView({ type }: { type: ClaimType }) {
  const { t, amount: formatAmount } = useI18n();
  const query = useClaimDashboard(type);
  const data = query.data;
  const dashboards = data ? scheduleDashboards(data) : [];
  // Gifts waiting for the wallet: listed apart, after its own schedules, never counted as its own.
  const gifts = data?.gifts ?? [];
  // A wallet with no schedule of its own but a gift: no empty dashboard of zeros above the gift.
  const ownShown = data && !data.schedule && gifts.length > 0 ? [] : dashboards;
  const several = dashboards.length > 1;
  const total = several ? dashboards.reduce((sum, dashboard) => sum + figures(type, dashboard).shares.total, 0n) : 0n;

  return (
    <div className="gm-dashboard">
      <p className="gm-lead">{type === 'PUBLIC' ? t('dash.publicIntro') : t('dash.scheduleIntro')}</p>
      <RelayRecovery />
      {query.isError ? (
        <ReadError
          what={t('dash.what')}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <StillTrying waiting={!data} />
          {/* One claim pays everything due on a schedule: on a type's page Claim all needs two schedules or more;
              /vesting (PUBLIC) gathers all five types. A single schedule reads nothing more. */}
          {(type === 'PUBLIC' || several) && (
            <Suspense fallback={null}>
              <ClaimAll type={type} />
            </Suspense>
          )}
          {several && (
            <p className="gm-muted" data-testid="schedules-summary">
              {t('sponsored.schedulesSummary', { count: dashboards.length, total: formatAmount(total) })}
            </p>
          )}
          {(data ? ownShown : [undefined]).map((dashboard, index) => (
            <ScheduleView
              // The first view stays the same element from "…" to the figures (its buttons too).
              key={index === 0 ? 'first' : (dashboard?.scheduleId.toString() ?? index)}
              type={type}
              data={dashboard}
              heading={
                several && dashboard
                  ? t('sponsored.scheduleHeading', { id: dashboard.scheduleId.toString() })
                  : undefined
              }
            />
          ))}
          {data && !data.schedule && data.sentTo && (
            <p className="gm-muted gm-route__wrap" data-testid="sent-elsewhere">
              {t('sponsored.sentElsewhere', { recipient: data.sentTo })}
              {data.sentWaiting && ` ${t('gift.sentWaiting')}`}
            </p>
          )}
          {data && !data.schedule && !data.sentTo && (
            <p className="gm-muted">{gifts.length > 0 ? t('gift.noOwnSchedule') : t('dash.noSchedule')}</p>
          )}
          {data && gifts.length > 0 && (
            <section className="gm-gifts" aria-labelledby="gm-gifts-title" data-testid="gifts">
              <h2 id="gm-gifts-title">{t('gift.title')}</h2>
              {gifts.map((gift) => (
                <ScheduleView
                  key={gift.scheduleId.toString()}
                  type={type}
                  data={{
                    contract: data.contract,
                    scheduleId: gift.scheduleId,
                    chainTime: data.chainTime,
                    tgeTimestamp: data.tgeTimestamp,
                    schedule: gift.schedule,
                    claimAndVest: null,
                  }}
                  heading={t('gift.heading', { id: gift.scheduleId.toString() })}
                  gift
                />
              ))}
            </section>
          )}
          <DownloadClaims />
        </>
      )}
    </div>
  );
}

/** What a gift is, and who sent it when the API's index knows (else the same note without the giver). */
function GiftNote({ type, scheduleId }: { type: ClaimType; scheduleId: bigint | undefined }) {
  const { t } = useI18n();
  const giver = useGiftGiver(type, scheduleId);
  return (
    <p className="gm-muted gm-route__wrap" data-testid="gift-note">
      {giver ? t('gift.noteFrom', { giver }) : t('gift.note')}
    </p>
  );
}

/** The cards, chart and calendar of one schedule (`data` undefined while it is read). */
function ScheduleView({
  type,
  data,
  heading,
  gift = false,
}: {
  type: ClaimType;
  data: ClaimDashboard | undefined;
  heading?: string;
  /** A gift waiting for the wallet's acceptance: said so, with ACCEPT GIFT beside the claim (which accepts it too). */
  gift?: boolean;
}) {
  const { t, amount: formatAmount } = useI18n();
  const claim = useClaimVesting(type);
  const accept = useAcceptGift(type);
  const [accepting, setAccepting] = useState(false);
  const onAccept = async (): Promise<void> => {
    if (!data) return;
    setAccepting(true);
    try {
      await accept(data.scheduleId);
    } finally {
      setAccepting(false);
    }
  };
  const shown = data ? figures(type, data) : undefined;
  const amount = (value: bigint | undefined): string => (value === undefined ? '…' : formatAmount(value));
  const onClaim = async (route: ClaimRoute) => (data ? claim(data.scheduleId, route) : 'failed');
  // Ids stay unique when several schedules show.
  const suffix = heading && data ? `-${data.scheduleId.toString()}` : '';

  const body = (
    <>
      {heading && <h2 id={`gm-schedule-title${suffix}`}>{heading}</h2>}
      {gift && <GiftNote type={type} scheduleId={data?.scheduleId} />}
      {!gift && type === 'PUBLIC' && data?.schedule && !data.claimAndVest && (
        <p className="gm-muted" data-testid="received-schedule">
          {t('sponsored.receivedSchedule')}
        </p>
      )}
      <div className="gm-dashboard__grid" aria-busy={!shown}>
        <article className="gm-card" aria-labelledby={`gm-claimable-title${suffix}`}>
          <h2 id={`gm-claimable-title${suffix}`}>{t('dash.claimable')}</h2>
          <p className="gm-amount" data-testid="claimable">
            {amount(shown?.claimable)} <small>GM</small>
          </p>
          <p className="gm-muted">
            {t('dash.nextUnlock')} <span data-testid="next-unlock">{shown?.nextText ?? ''}</span>
          </p>
          <ClaimRouting
            variant="monthly"
            relayKind="vesting.claimViaSig"
            claimEstimate={
              data && shown && shown.claimable > 0n
                ? { vesting: data.contract, scheduleId: data.scheduleId }
                : undefined
            }
            primaryLabel={t('dash.claimNow')}
            wide
            disabled={!shown || shown.claimable === 0n}
            onClaim={onClaim}
          />
          {gift && (
            <>
              <Button variant="ghost" wide disabled={!shown || accepting} onClick={() => void onAccept()}>
                {t('gift.accept')}
              </Button>
              <p className="gm-muted">{t('gift.acceptHint')}</p>
            </>
          )}
        </article>
        <article className="gm-card" aria-labelledby={`gm-progress-title${suffix}`}>
          <h2 id={`gm-progress-title${suffix}`}>{t('dash.progress')}</h2>
          <p className="gm-amount">
            {amount(shown?.shares.total)} <small>{t('dash.gmTotal')}</small>
          </p>
          <VestingBar
            claimedPercent={shown?.shares.claimedPercent ?? 0}
            claimablePercent={shown?.shares.claimablePercent ?? 0}
          />
          <ul className="gm-shares">
            <li>
              <span className="gm-legend gm-legend--past">{t('dash.claimed')}</span>
              {amount(shown?.shares.claimed)}
            </li>
            <li>
              <span className="gm-legend gm-legend--claimable">{t('dash.claimableShare')}</span>
              {amount(shown?.shares.claimable)}
            </li>
            <li>
              <span className="gm-legend gm-legend--future">{t('dash.locked')}</span>
              {amount(shown?.shares.locked)}
            </li>
          </ul>
          {shown?.sources && <Sources sources={shown.sources} />}
          <Button
            variant="ghost"
            disabled={!shown}
            onClick={() => shown && modalStore.getState().actions.open('VESTING_HISTORY_MODAL', shown.history)}
          >
            {t('dash.history')}
          </Button>
        </article>
      </div>
      {data?.schedule && <ReleaseChart releases={data.schedule.releases} nowSeconds={Number(data.chainTime)} />}
      {data?.schedule && <AddToCalendar type={type} dashboard={data} />}
    </>
  );
  return heading ? (
    <section
      className={gift ? 'gm-schedule gm-gift' : 'gm-schedule'}
      aria-labelledby={`gm-schedule-title${suffix}`}
      data-testid={gift ? 'gift' : 'schedule'}
    >
      {body}
    </section>
  ) : (
    body
  );
}
