import {
  CLAIM_TYPES,
  type ChallengeListResponse,
  type ChallengeRecord,
  type ChallengeResponse,
  type ClaimHistoryResponse,
  type ClaimType,
  type EventRef,
  type FairnessResponse,
  type IndexStatus,
} from '@gm-claim/shared';
import { AppError } from '../../errors';
import type { ChallengeRow, HistoryRepository } from './history.repository';

const BPS = 10_000n;

export interface HistoryService {
  status(): Promise<IndexStatus>;
  claimHistory(vesting: string, scheduleId: string): Promise<ClaimHistoryResponse>;
  challenge(requestId: string): Promise<ChallengeResponse>;
  userChallenges(user: string, limit: number, cursor: string | undefined): Promise<ChallengeListResponse>;
  fairness(): Promise<FairnessResponse>;
}

function ref(txHash: string, block: string, logIndex: number, timestamp: string): EventRef {
  return { txHash, blockNumber: Number(block), logIndex, timestamp: Number(timestamp) };
}

/** What became redeemable when the bet settled (GMChallenge.fulfillRandomWords). */
function credited(row: ChallengeRow, lossBps: number | null): string | null {
  if (row.success === null || row.gained === null) return null;
  if (row.success) return row.gained;
  if (lossBps === null) return null;
  const unit = BigInt(row.unit);
  return (unit - (unit * BigInt(lossBps)) / BPS).toString();
}

export function toChallengeRecord(row: ChallengeRow): ChallengeRecord {
  const odds = row.prob_bps !== null && row.loss_bps !== null ? { probBps: row.prob_bps, lossBps: row.loss_bps } : null;
  const tableRow =
    row.table_prob !== null && row.table_loss !== null && row.table_block !== null
      ? { probBps: row.table_prob, lossBps: row.table_loss, setAtBlock: Number(row.table_block) }
      : null;
  const fulfilment =
    row.res_block !== null && row.res_tx !== null && row.res_ts !== null && row.res_log !== null && row.success !== null
      ? {
          ...ref(row.res_tx, row.res_block, row.res_log, row.res_ts),
          success: row.success,
          randomWord: row.random_word,
          gained: row.gained ?? '0',
          credited: credited(row, odds?.lossBps ?? tableRow?.lossBps ?? null),
        }
      : null;
  const cancelRequest =
    row.cr_block !== null && row.cr_tx !== null && row.cr_ts !== null && row.cr_log !== null && row.finalizable_at !== null
      ? { ...ref(row.cr_tx, row.cr_block, row.cr_log, row.cr_ts), finalizableAt: Number(row.finalizable_at) }
      : null;
  const cancellation =
    row.cc_block !== null && row.cc_tx !== null && row.cc_ts !== null && row.cc_log !== null ? ref(row.cc_tx, row.cc_block, row.cc_log, row.cc_ts) : null;
  return {
    requestId: row.request_id,
    vrfRequestId: row.request_id,
    user: row.user_address,
    unit: row.unit,
    multiple: Number(row.multiple),
    price: row.price,
    odds,
    tableRow,
    status: cancellation ? 'cancelled' : fulfilment ? 'resolved' : 'pending',
    requested: ref(row.bet_tx, row.bet_block, row.bet_log, row.bet_ts),
    fulfilment,
    cancelRequest,
    cancellation,
  };
}

/** The history endpoints: claim history, Challenges and fairness, each with the index's progress. */
export function createHistoryService(repository: HistoryRepository, chain: { chainId: number; vestingAddresses: Partial<Record<ClaimType, string>> }): HistoryService {
  const contractOf = new Map<ClaimType, string>();
  const typeOf = new Map<string, ClaimType>();
  for (const type of CLAIM_TYPES) {
    const address = chain.vestingAddresses[type]?.toLowerCase();
    if (!address) continue;
    contractOf.set(type, address);
    typeOf.set(address, type);
  }

  async function status(): Promise<IndexStatus> {
    const cursor = await repository.cursor();
    // No cursor, or one of another chain: nothing indexed for this API's chain.
    if (!cursor || Number(cursor.chain_id) !== chain.chainId) {
      return { chainId: chain.chainId, indexedBlock: null, chainHead: null, lagBlocks: null, confirmations: 0, updatedAt: null };
    }
    const indexedBlock = cursor.indexed_block === null ? null : Number(cursor.indexed_block);
    const chainHead = cursor.chain_head === null ? null : Number(cursor.chain_head);
    return {
      chainId: chain.chainId,
      indexedBlock,
      chainHead,
      lagBlocks: indexedBlock !== null && chainHead !== null ? Math.max(0, chainHead - indexedBlock) : null,
      confirmations: cursor.confirmations,
      updatedAt: new Date(cursor.updated_at).toISOString(),
    };
  }

  /** The block reads are bounded by: -1 (nothing) while the index is empty. */
  const bound = (index: IndexStatus): string => String(index.indexedBlock ?? -1);
  const behind = (index: IndexStatus): string =>
    index.indexedBlock === null ? 'the index has not indexed any block yet' : `the index has reached block ${index.indexedBlock}`;

  return {
    status,

    async claimHistory(vesting, scheduleId) {
      const vestingType = CLAIM_TYPES.includes(vesting as ClaimType) ? (vesting as ClaimType) : typeOf.get(vesting);
      const contract = vestingType ? contractOf.get(vestingType) : undefined;
      if (!vestingType || !contract) {
        throw new AppError(404, `No vesting contract ${vesting} is configured: use PUBLIC, BACKER, ECOSYSTEM, TEAM, MARKETING or one of their addresses.`, 'NOT_FOUND');
      }
      const index = await status();
      const schedule = await repository.schedule(contract, scheduleId, bound(index));
      if (!schedule) throw new AppError(404, `Schedule ${scheduleId} of ${vestingType} vesting is not in the index (${behind(index)}).`, 'NOT_FOUND');
      const claims = await repository.claims(contract, scheduleId, bound(index));
      return {
        index,
        vestingType,
        contract,
        scheduleId,
        schedule: {
          beneficiary: schedule.beneficiary,
          ...(schedule.gift ? { gift: { from: schedule.gift_from } } : {}),
          totalAmount: schedule.total_amount,
          tgeAmount: schedule.tge_amount,
          releaseDay: schedule.release_day,
          created: ref(schedule.tx_hash, schedule.block_number, schedule.log_index, schedule.block_timestamp),
          revoked:
            schedule.revoked_block !== null && schedule.revoked_tx !== null && schedule.revoked_ts !== null && schedule.revoked_log !== null
              ? {
                  ...ref(schedule.revoked_tx, schedule.revoked_block, schedule.revoked_log, schedule.revoked_ts),
                  unvestedReturned: schedule.unvested_returned ?? '0',
                }
              : null,
        },
        claims: claims.map((claim) => ({
          ...ref(claim.tx_hash, claim.block_number, claim.log_index, claim.block_timestamp),
          amount: claim.amount,
          beneficiary: claim.beneficiary,
          claimedAt: Number(claim.claimed_at),
        })),
      };
    },

    async challenge(requestId) {
      const index = await status();
      const row = await repository.challenge(requestId, bound(index));
      if (!row) throw new AppError(404, `Challenge ${requestId} is not in the index (${behind(index)}).`, 'NOT_FOUND');
      return { index, challenge: toChallengeRecord(row) };
    },

    async userChallenges(user, limit, cursor) {
      const index = await status();
      const [block, logIndex] = cursor ? cursor.split('-') : [];
      const before = block !== undefined && logIndex !== undefined ? { block, logIndex: Number(logIndex) } : null;
      const [rows, total] = await Promise.all([
        repository.userChallenges(user, bound(index), limit + 1, before),
        repository.userChallengeCount(user, bound(index)),
      ]);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        index,
        user,
        total,
        challenges: page.map(toChallengeRecord),
        nextCursor: rows.length > limit && last ? `${last.bet_block}-${last.bet_log}` : null,
      };
    },

    async fairness() {
      const index = await status();
      const [rows, table, counts, changes] = await Promise.all([
        repository.fairness(bound(index)),
        repository.currentTable(bound(index)),
        repository.betCounts(bound(index)),
        repository.tableChanges(bound(index)),
      ]);
      const multiples = [...new Set([...rows, ...table, ...counts].map((row) => Number(row.multiple)))].sort((a, b) => a - b);
      return {
        index,
        tableChanges: changes.map((change) => ({
          unit: change.unit,
          multiple: Number(change.multiple),
          probBps: change.prob_bps,
          lossBps: change.loss_bps,
          blockNumber: Number(change.block_number),
          logIndex: change.log_index,
          txHash: change.tx_hash,
          timestamp: Number(change.block_timestamp),
        })),
        oddsMismatches: counts.reduce((sum, row) => sum + row.odds_mismatches, 0),
        multiples: multiples.map((multiple) => {
          const row = rows.find((candidate) => Number(candidate.multiple) === multiple);
          const count = counts.find((candidate) => Number(candidate.multiple) === multiple);
          const resolved = row?.resolved ?? 0;
          const wins = row?.wins ?? 0;
          const probSum = row?.prob_sum ? Number(row.prob_sum) / 10_000 : 0;
          return {
            multiple,
            resolved,
            wins,
            observedWinRate: resolved > 0 ? wins / resolved : null,
            expectedWinRate: row && row.prob_count > 0 ? probSum / row.prob_count : null,
            expectedWins: probSum,
            currentTable: table
              .filter((entry) => Number(entry.multiple) === multiple)
              .map((entry) => ({ unit: entry.unit, probBps: entry.prob_bps, lossBps: entry.loss_bps })),
            staked: row?.staked ?? '0',
            returned: row?.returned ?? '0',
            expectedScaled: row?.expected_scaled ?? '0',
            varianceScaled: row?.variance_scaled ?? '0',
            cancelled: count?.cancelled ?? 0,
            pending: count?.pending ?? 0,
          };
        }),
      };
    },
  };
}
