import {
  CLAIM_TYPES,
  type ClaimType,
  type IndexStatus,
  type OpsFunnelResponse,
  type OpsRiskResponse,
  type OpsStatusResponse,
} from '@gm-claim/shared';
import type { OperatorStatus } from '@gm-claim/shared/ops/read-operator-status';
import { serviceUnavailable } from '../../errors';
import type { OpsRepository } from './ops.repository';

const HOUR = 3_600;
const CHART_HOURS = 48;
const PENDING_LISTED = 50;
/** The largest x6 stake the betting table may offer (STAKE_UNITS' top), when no x6 bet was placed yet. */
const X6_MULTIPLE = 6;

export interface OpsService {
  status(): Promise<OpsStatusResponse>;
  funnel(): Promise<OpsFunnelResponse>;
  risk(): Promise<OpsRiskResponse>;
}

export interface OpsServiceDeps {
  repository: OpsRepository;
  indexStatus: () => Promise<IndexStatus>;
  /** The `gm status` reader (shared), or undefined without a chain. */
  readStatus: (() => Promise<OperatorStatus>) | undefined;
  relayer: () => Promise<OpsRiskResponse['relayer']>;
  vestingAddresses: Partial<Record<ClaimType, string>>;
  statusCacheMs: number;
  clock?: () => number;
}

export function toStatusResponse(status: OperatorStatus, readAt: number): OpsStatusResponse {
  const c = status.challenge;
  return {
    readAt: Math.floor(readAt / 1000),
    chainId: Number(status.chainId),
    blockNumber: status.blockNumber,
    blockTimestamp: status.blockTimestamp,
    challenge: {
      address: c.address,
      owner: c.owner,
      ownerIsContract: c.ownerIsContract,
      pendingOwner: c.pendingOwner,
      signer: c.signer,
      signerBalance: c.signerNativeBalance.toString(),
      withdrawAddress: c.withdrawAddress,
      paused: c.paused,
      cancelDelaySeconds: Number(c.cancelDelaySeconds),
      callbackGasLimit: Number(c.callbackGasLimit),
      tokenBalance: c.tokenBalance.toString(),
      supply: c.supply.toString(),
      buffer: c.buffer.toString(),
      owed: c.owed.toString(),
      registered: c.registered.toString(),
      transferred: c.transferred.toString(),
      unregistered: c.unregistered.toString(),
      surplus: c.surplus.toString(),
      nativeBalance: c.nativeBalance.toString(),
      registeredUsers: c.registeredUsers,
      vrfGasPrice: c.vrf.gasPrice.toString(),
      vrfPriceOfOneBet: c.vrf.priceOfOneBet.toString(),
      pendingBets: c.bets.pending,
      oldestPendingAgeSeconds: c.bets.oldestPendingAgeSeconds,
      cancellableBets: c.bets.cancellable,
      bettingTable: c.bettingTable.map((row) => ({
        unit: row.unit.toString(),
        multiple: row.multiple,
        probBps: row.probBps,
        lossBps: row.lossBps,
      })),
      window: {
        state: c.window.state,
        openAt: c.window.openAt,
        deadline: c.window.deadline || null,
        missionsGateEndsAt: c.window.missionsGateEndsAt || null,
        unclaimed: (c.owed > c.pendingBetsAmount ? c.owed - c.pendingBetsAmount : 0n).toString(),
        pendingBetsAmount: c.pendingBetsAmount.toString(),
        sweepable: c.sweepable.toString(),
      },
      allocationRoots: c.allocationRoots.map((root) => ({
        version: root.version,
        state: root.state,
        total: root.total.toString(),
        claimed: root.claimed.toString(),
        activatesAt: root.activatesAt,
      })),
    },
    vestings: status.vestings.map((v) => ({
      claimType: v.claimType,
      address: v.address,
      schedules: Number(v.schedules),
      allocated: v.allocated.toString(),
      vested: v.vested.toString(),
      claimed: v.claimed.toString(),
      unclaimed: v.unclaimed.toString(),
      tokenBalance: v.tokenBalance.toString(),
    })),
  };
}

/** 48 hourly buckets ending with the hour of `now`, zeros where nothing was claimed. */
function hourlySeries(
  rows: { hour: string; claims: number; amount: string }[],
  now: number,
): OpsFunnelResponse['claimsPerHour'] {
  const byHour = new Map(rows.map((row) => [Number(row.hour), row]));
  const last = Math.floor(now / HOUR);
  return Array.from({ length: CHART_HOURS }, (_, i) => {
    const hour = last - CHART_HOURS + 1 + i;
    const row = byHour.get(hour);
    return { hour: hour * HOUR, claims: row?.claims ?? 0, amount: row?.amount ?? '0' };
  });
}

/** The cockpit's figures: the chain's (shared `gm status` reader, cached), the database's and the index's. */
export function createOpsService(deps: OpsServiceDeps): OpsService {
  const clock = deps.clock ?? Date.now;
  const typeOf = new Map<string, ClaimType>();
  for (const type of CLAIM_TYPES) {
    const address = deps.vestingAddresses[type];
    if (address) typeOf.set(address.toLowerCase(), type);
  }
  let cached: { at: number; status: OperatorStatus } | null = null;
  let reading: Promise<{ at: number; status: OperatorStatus }> | null = null;

  /**
   * One chain read per `statusCacheMs` however many operators watch (it scans the bet history). Once a read has
   * succeeded, a stale one is answered (with its `readAt`) while the next read runs: a slow node then never makes
   * the cockpit wait past the request deadline.
   */
  async function chainStatus(): Promise<{ at: number; status: OperatorStatus }> {
    if (cached && clock() - cached.at < deps.statusCacheMs) return cached;
    const read = deps.readStatus;
    if (!read) throw serviceUnavailable('No chain node is configured (CHAIN_RPC_URLS): the contracts cannot be read.');
    const refresh = (reading ??= read()
      .then((status) => (cached = { at: clock(), status }))
      .catch(() => {
        throw serviceUnavailable('The contracts cannot be read from the chain right now. Please try again shortly.');
      })
      .finally(() => {
        reading = null;
      }));
    // Never older than a minute (or four cache periods): past that the cockpit says the chain cannot be read.
    if (cached && clock() - cached.at < Math.max(deps.statusCacheMs * 4, 60_000)) {
      refresh.catch(() => undefined);
      return cached;
    }
    return refresh;
  }

  const bound = (index: IndexStatus): string => String(index.indexedBlock ?? -1);

  return {
    async status() {
      const { at, status } = await chainStatus();
      return toStatusResponse(status, at);
    },

    async funnel() {
      const index = await deps.indexStatus();
      const block = bound(index);
      const now = (await deps.repository.indexedBlockTime(block)) ?? Math.floor(clock() / 1000);
      const since = (Math.floor(now / HOUR) - CHART_HOURS + 1) * HOUR;
      const [counts, challenges, vestingClaims, hours] = await Promise.all([
        deps.repository.funnel(block),
        deps.repository.challenges(block),
        deps.repository.vestingClaims(block),
        deps.repository.claimsPerHour(block, since),
      ]);
      return {
        index,
        eligible: { wallets: counts.eligible_wallets, amount: counts.eligible_amount },
        signedIn: { wallets: counts.signed_in },
        missionsDone: { wallets: counts.missions_done },
        registered: { wallets: counts.registered_wallets, amount: counts.registered_amount },
        claimedAndVested: { wallets: counts.claimed_wallets, paid: counts.claimed_paid, vested: counts.claimed_vested },
        unclaimed: { wallets: counts.unclaimed_wallets, amount: counts.unclaimed_amount },
        vestingClaims: vestingClaims.flatMap((row) => {
          const claimType = typeOf.get(row.contract);
          return claimType ? [{ claimType, claims: row.claims, amount: row.amount }] : [];
        }),
        challenges: challenges.map((row) => ({ ...row, multiple: Number(row.multiple) })),
        claimsPerHour: hourlySeries(hours, now),
      };
    },

    async risk() {
      const [{ status }, index, relayer] = await Promise.all([chainStatus(), deps.indexStatus(), deps.relayer()]);
      const block = bound(index);
      const now = status.blockTimestamp;
      const cancelDelay = Number(status.challenge.cancelDelaySeconds);
      const [pending, x6] = await Promise.all([
        deps.repository.pendingBets(block, PENDING_LISTED),
        deps.repository.x6(block, now - 24 * HOUR),
      ]);
      const largestX6 = status.challenge.bettingTable
        .filter((row) => row.multiple === X6_MULTIPLE && row.probBps > 0)
        .reduce((max, row) => (row.unit > max ? row.unit : max), 0n);
      const stake = x6.average_stake !== null ? BigInt(x6.average_stake) : largestX6;
      const winCost = stake * BigInt(X6_MULTIPLE - 1);
      const covered = winCost > 0n ? Number(status.challenge.buffer / winCost) : null;
      const bets = pending.rows.map((row) => {
        const requestedAt = Number(row.requested_at);
        const ageSeconds = Math.max(0, now - requestedAt);
        return {
          requestId: row.request_id,
          user: row.user_address,
          unit: row.unit,
          multiple: Number(row.multiple),
          requestedAt,
          ageSeconds,
          pastCancelDelay: ageSeconds >= cancelDelay,
        };
      });
      const oldest = bets[0];
      return {
        index,
        buffer: status.challenge.buffer.toString(),
        cancelDelaySeconds: cancelDelay,
        runway: {
          x6Stake: stake.toString(),
          x6WinCost: winCost.toString(),
          x6WinsCovered: covered,
          x6WinsLast24h: x6.wins_since,
          hoursAtObservedRate:
            covered !== null && x6.wins_since > 0 ? Math.round((covered / (x6.wins_since / 24)) * 10) / 10 : null,
        },
        pending: {
          count: pending.total,
          oldestAgeSeconds: oldest ? oldest.ageSeconds : null,
          pastCancelDelay: bets.filter((bet) => bet.pastCancelDelay).length,
          bets,
        },
        relayer,
      };
    },
  };
}
