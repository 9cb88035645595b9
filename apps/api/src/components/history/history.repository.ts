import type { Db } from '@gm-claim/server/db';

/** The zero address as the index stores it (lowercase): a gift's beneficiary at creation. */
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/*
 * Reads of the event index. Every read is bounded by the cursor's indexed block, so one response
 * shows the index exactly as far as its `index` status says, even while the indexer writes.
 * Numbers wider than 2^53 (amounts, ids) come back as text.
 */

export interface CursorRow {
  chain_id: string;
  indexed_block: string | null;
  chain_head: string | null;
  confirmations: number;
  updated_at: Date | string;
}

export interface ScheduleRow {
  /** At creation; for a gift (created with beneficiary 0) its recipient, named by the proposal from 0. */
  beneficiary: string;
  /** A gift (GMVesting.createGiftSchedule): created with beneficiary 0 and proposed to its recipient at once. */
  gift: boolean;
  /** A gift's giver: the user whose claim & vest (GMChallenge `Vest`) created it; null when the index has none. */
  gift_from: string | null;
  total_amount: string;
  tge_amount: string;
  release_day: number;
  block_number: string;
  log_index: number;
  tx_hash: string;
  block_timestamp: string;
  unvested_returned: string | null;
  revoked_block: string | null;
  revoked_log: number | null;
  revoked_tx: string | null;
  revoked_ts: string | null;
}

export interface ClaimRow {
  amount: string;
  beneficiary: string;
  claimed_at: string;
  block_number: string;
  log_index: number;
  tx_hash: string;
  block_timestamp: string;
}

export interface ChallengeRow {
  request_id: string;
  user_address: string;
  unit: string;
  multiple: string;
  price: string;
  prob_bps: number | null;
  loss_bps: number | null;
  bet_block: string;
  bet_log: number;
  bet_tx: string;
  bet_ts: string;
  table_prob: number | null;
  table_loss: number | null;
  table_block: string | null;
  success: boolean | null;
  gained: string | null;
  random_word: string | null;
  res_block: string | null;
  res_log: number | null;
  res_tx: string | null;
  res_ts: string | null;
  finalizable_at: string | null;
  cr_block: string | null;
  cr_log: number | null;
  cr_tx: string | null;
  cr_ts: string | null;
  cc_block: string | null;
  cc_log: number | null;
  cc_tx: string | null;
  cc_ts: string | null;
}

export interface FairnessRowData {
  multiple: string;
  resolved: number;
  wins: number;
  prob_sum: string | null;
  prob_count: number;
  staked: string;
  returned: string;
  expected_scaled: string;
  variance_scaled: string;
}

export interface BetCountRow {
  multiple: string;
  cancelled: number;
  pending: number;
  odds_mismatches: number;
}

export interface TableChangeRow {
  unit: string;
  multiple: string;
  prob_bps: number;
  loss_bps: number;
  block_number: string;
  log_index: number;
  tx_hash: string;
  block_timestamp: string;
}

export interface TableRowData {
  unit: string;
  multiple: string;
  prob_bps: number;
  loss_bps: number;
}

/** The table row for (unit, multiple) set before a bet: the odds in force when it was placed. */
const TABLE_IN_FORCE = `LEFT JOIN LATERAL (
    SELECT t.prob_bps, t.loss_bps, t.block_number FROM idx_betting_table t
    WHERE t.unit = bet.unit AND t.multiple = bet.multiple
      AND (t.block_number < bet.block_number OR (t.block_number = bet.block_number AND t.log_index < bet.log_index))
    ORDER BY t.block_number DESC, t.log_index DESC LIMIT 1
  ) tr ON TRUE`;

/** $1 = the indexed block every joined event must be at or below. */
const CHALLENGE_SELECT = `SELECT bet.request_id::text AS request_id, bet.user_address, bet.unit::text AS unit, bet.multiple::text AS multiple,
    bet.price::text AS price, bet.prob_bps, bet.loss_bps,
    bet.block_number::text AS bet_block, bet.log_index AS bet_log, bet.tx_hash AS bet_tx, bb.block_timestamp::text AS bet_ts,
    tr.prob_bps AS table_prob, tr.loss_bps AS table_loss, tr.block_number::text AS table_block,
    res.success, res.gained::text AS gained, res.random_word::text AS random_word,
    res.block_number::text AS res_block, res.log_index AS res_log, res.tx_hash AS res_tx, rb.block_timestamp::text AS res_ts,
    cr.finalizable_at::text AS finalizable_at, cr.block_number::text AS cr_block, cr.log_index AS cr_log, cr.tx_hash AS cr_tx,
    crb.block_timestamp::text AS cr_ts,
    cc.block_number::text AS cc_block, cc.log_index AS cc_log, cc.tx_hash AS cc_tx, ccb.block_timestamp::text AS cc_ts
  FROM idx_challenge_bets bet
  JOIN index_blocks bb ON bb.block_number = bet.block_number
  ${TABLE_IN_FORCE}
  LEFT JOIN idx_challenge_resolutions res ON res.request_id = bet.request_id AND res.block_number <= $1
  LEFT JOIN index_blocks rb ON rb.block_number = res.block_number
  LEFT JOIN LATERAL (
    SELECT c.finalizable_at, c.block_number, c.log_index, c.tx_hash FROM idx_challenge_cancel_requests c
    WHERE c.request_id = bet.request_id AND c.block_number <= $1
    ORDER BY c.block_number DESC, c.log_index DESC LIMIT 1
  ) cr ON TRUE
  LEFT JOIN index_blocks crb ON crb.block_number = cr.block_number
  LEFT JOIN idx_challenge_cancellations cc ON cc.request_id = bet.request_id AND cc.block_number <= $1
  LEFT JOIN index_blocks ccb ON ccb.block_number = cc.block_number`;

export interface HistoryRepository {
  cursor(): Promise<CursorRow | null>;
  schedule(contract: string, scheduleId: string, indexedBlock: string): Promise<ScheduleRow | null>;
  claims(contract: string, scheduleId: string, indexedBlock: string): Promise<ClaimRow[]>;
  challenge(requestId: string, indexedBlock: string): Promise<ChallengeRow | null>;
  /** A page of the user's Challenges, newest first, strictly before (block, logIndex) when given. */
  userChallenges(user: string, indexedBlock: string, limit: number, before: { block: string; logIndex: number } | null): Promise<ChallengeRow[]>;
  userChallengeCount(user: string, indexedBlock: string): Promise<number>;
  fairness(indexedBlock: string): Promise<FairnessRowData[]>;
  betCounts(indexedBlock: string): Promise<BetCountRow[]>;
  tableChanges(indexedBlock: string): Promise<TableChangeRow[]>;
  currentTable(indexedBlock: string): Promise<TableRowData[]>;
}

export function createHistoryRepository(db: Db): HistoryRepository {
  return {
    async cursor() {
      const [row] = await db.query<CursorRow>(
        'SELECT chain_id::text AS chain_id, indexed_block::text AS indexed_block, chain_head::text AS chain_head, confirmations, updated_at FROM index_cursor WHERE id = 1',
      );
      return row ?? null;
    },

    async schedule(contract, scheduleId, indexedBlock) {
      const [row] = await db.query<ScheduleRow>(
        `SELECT COALESCE(gift.to_address, s.beneficiary) AS beneficiary, gift.to_address IS NOT NULL AS gift,
           giver.user_address AS gift_from,
           s.total_amount::text AS total_amount, s.tge_amount::text AS tge_amount, s.release_day,
           s.block_number::text AS block_number, s.log_index, s.tx_hash, b.block_timestamp::text AS block_timestamp,
           r.unvested_returned::text AS unvested_returned, r.block_number::text AS revoked_block, r.log_index AS revoked_log,
           r.tx_hash AS revoked_tx, rb.block_timestamp::text AS revoked_ts
         FROM idx_vesting_schedules s
         JOIN index_blocks b ON b.block_number = s.block_number
         LEFT JOIN idx_vesting_revocations r ON r.contract = s.contract AND r.schedule_id = s.schedule_id AND r.block_number <= $3
         LEFT JOIN index_blocks rb ON rb.block_number = r.block_number
         -- A gift: created with beneficiary 0, then proposed from 0 to its recipient in the same transaction.
         LEFT JOIN LATERAL (
           SELECT g.to_address FROM idx_beneficiary_changes g
           WHERE g.contract = s.contract AND g.schedule_id = s.schedule_id AND g.kind = 'proposed'
             AND g.from_address = '${ZERO_ADDRESS}' AND g.block_number <= $3
           ORDER BY g.block_number, g.log_index LIMIT 1
         ) gift ON s.beneficiary = '${ZERO_ADDRESS}'
         -- Its giver: the claim & vest that created it (GMChallenge's Vest names the schedule id on PUBLIC's GMVesting).
         LEFT JOIN LATERAL (
           SELECT v.user_address FROM idx_challenge_vests v
           WHERE v.schedule_id = s.schedule_id AND v.tx_hash = s.tx_hash AND v.block_number <= $3
           LIMIT 1
         ) giver ON gift.to_address IS NOT NULL
         WHERE s.contract = $1 AND s.schedule_id = $2 AND s.block_number <= $3`,
        [contract, scheduleId, indexedBlock],
      );
      return row ?? null;
    },

    claims(contract, scheduleId, indexedBlock) {
      return db.query<ClaimRow>(
        `SELECT c.amount::text AS amount, c.beneficiary, c.claimed_at::text AS claimed_at, c.block_number::text AS block_number,
           c.log_index, c.tx_hash, b.block_timestamp::text AS block_timestamp
         FROM idx_vesting_claims c JOIN index_blocks b ON b.block_number = c.block_number
         WHERE c.contract = $1 AND c.schedule_id = $2 AND c.block_number <= $3
         ORDER BY c.block_number DESC, c.log_index DESC`,
        [contract, scheduleId, indexedBlock],
      );
    },

    async challenge(requestId, indexedBlock) {
      const [row] = await db.query<ChallengeRow>(`${CHALLENGE_SELECT} WHERE bet.request_id = $2 AND bet.block_number <= $1`, [indexedBlock, requestId]);
      return row ?? null;
    },

    userChallenges(user, indexedBlock, limit, before) {
      return db.query<ChallengeRow>(
        `${CHALLENGE_SELECT}
         WHERE bet.user_address = $2 AND bet.block_number <= $1
           AND ($4::bigint IS NULL OR bet.block_number < $4 OR (bet.block_number = $4 AND bet.log_index < $5))
         ORDER BY bet.block_number DESC, bet.log_index DESC LIMIT $3`,
        [indexedBlock, user, limit, before?.block ?? null, before?.logIndex ?? 0],
      );
    },

    async userChallengeCount(user, indexedBlock) {
      const [row] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM idx_challenge_bets WHERE user_address = $1 AND block_number <= $2',
        [user, indexedBlock],
      );
      return row?.total ?? 0;
    },

    fairness(indexedBlock) {
      // Exact integer sums (ObservedTotals in libs/shared/src/fairness/observed.ts), each bet at its own odds.
      return db.query<FairnessRowData>(
        `SELECT multiple::text AS multiple, count(*)::int AS resolved, (count(*) FILTER (WHERE success))::int AS wins,
           sum(p)::text AS prob_sum, count(p)::int AS prob_count,
           COALESCE(sum(unit), 0)::text AS staked,
           COALESCE(sum(CASE WHEN success THEN gained ELSE unit - div(unit * l, 10000) END), 0)::text AS returned,
           COALESCE(sum(unit * (p * multiple * 10000 + (10000 - p) * (10000 - l))), 0)::text AS expected_scaled,
           COALESCE(sum(unit * unit * p * (10000 - p) * (multiple * 10000 - 10000 + l) * (multiple * 10000 - 10000 + l)), 0)::text AS variance_scaled
         FROM (
           SELECT bet.multiple, bet.unit, res.success, res.gained,
             COALESCE(bet.prob_bps, tr.prob_bps)::numeric AS p, COALESCE(bet.loss_bps, tr.loss_bps)::numeric AS l
           FROM idx_challenge_resolutions res
           JOIN idx_challenge_bets bet ON bet.request_id = res.request_id
           ${TABLE_IN_FORCE}
           WHERE res.block_number <= $1
         ) settled
         GROUP BY multiple ORDER BY multiple`,
        [indexedBlock],
      );
    },

    betCounts(indexedBlock) {
      return db.query<BetCountRow>(
        `SELECT bet.multiple::text AS multiple,
           (count(*) FILTER (WHERE cc.request_id IS NOT NULL AND res.request_id IS NULL))::int AS cancelled,
           (count(*) FILTER (WHERE cc.request_id IS NULL AND res.request_id IS NULL))::int AS pending,
           (count(*) FILTER (WHERE tr.prob_bps IS DISTINCT FROM bet.prob_bps OR tr.loss_bps IS DISTINCT FROM bet.loss_bps))::int AS odds_mismatches
         FROM idx_challenge_bets bet
         ${TABLE_IN_FORCE}
         LEFT JOIN idx_challenge_resolutions res ON res.request_id = bet.request_id AND res.block_number <= $1
         LEFT JOIN idx_challenge_cancellations cc ON cc.request_id = bet.request_id AND cc.block_number <= $1
         WHERE bet.block_number <= $1
         GROUP BY bet.multiple ORDER BY bet.multiple`,
        [indexedBlock],
      );
    },

    tableChanges(indexedBlock) {
      return db.query<TableChangeRow>(
        `SELECT t.unit::text AS unit, t.multiple::text AS multiple, t.prob_bps, t.loss_bps, t.block_number::text AS block_number,
           t.log_index, t.tx_hash, b.block_timestamp::text AS block_timestamp
         FROM idx_betting_table t JOIN index_blocks b ON b.block_number = t.block_number
         WHERE t.block_number <= $1
         ORDER BY t.block_number, t.log_index`,
        [indexedBlock],
      );
    },

    currentTable(indexedBlock) {
      return db.query<TableRowData>(
        `SELECT unit, multiple, prob_bps, loss_bps FROM (
           SELECT DISTINCT ON (unit, multiple) unit::text AS unit, multiple::text AS multiple, prob_bps, loss_bps
           FROM idx_betting_table WHERE block_number <= $1
           ORDER BY unit, multiple, block_number DESC, log_index DESC
         ) latest WHERE prob_bps > 0 OR loss_bps > 0 ORDER BY multiple::numeric, unit::numeric`,
        [indexedBlock],
      );
    },
  };
}
