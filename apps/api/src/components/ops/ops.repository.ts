import type { Db } from '@gm-claim/server/db';

/*
 * The campaign as the API's database and the event index know it. Index reads are bounded by the cursor's
 * indexed block ($1), like the history endpoints, so the figures show the index exactly as far as it says.
 * Amounts come back as decimal text (NUMERIC(78,0)).
 */

export interface FunnelCounts {
  eligible_wallets: number;
  eligible_amount: string;
  signed_in: number;
  missions_done: number;
  registered_wallets: number;
  registered_amount: string;
  claimed_wallets: number;
  claimed_paid: string;
  claimed_vested: string;
  unclaimed_wallets: number;
  unclaimed_amount: string;
}

export interface ChallengeFunnelRow {
  multiple: number;
  won: number;
  lost: number;
  pending: number;
  cancelled: number;
  paid: string;
  forfeited: string;
}

export interface VestingClaimsRow {
  contract: string;
  claims: number;
  amount: string;
}

export interface HourRow {
  hour: string;
  claims: number;
  amount: string;
}

export interface PendingBetRow {
  request_id: string;
  user_address: string;
  unit: string;
  multiple: number;
  requested_at: string;
}

export interface X6Stats {
  average_stake: string | null;
  wins_since: number;
}

export interface OpsRepository {
  funnel(indexedBlock: string): Promise<FunnelCounts>;
  challenges(indexedBlock: string): Promise<ChallengeFunnelRow[]>;
  vestingClaims(indexedBlock: string): Promise<VestingClaimsRow[]>;
  /** Claims (GMChallenge claim & vest and GMVesting claims) per UTC hour from `sinceSeconds`. */
  claimsPerHour(indexedBlock: string, sinceSeconds: number): Promise<HourRow[]>;
  /** The timestamp of the indexed block (the chain's time as far as the index has got), or null. */
  indexedBlockTime(indexedBlock: string): Promise<number | null>;
  /** Bets neither resolved nor cancelled, oldest first. */
  pendingBets(indexedBlock: string, limit: number): Promise<{ rows: PendingBetRow[]; total: number }>;
  /** The average x6 stake ever placed and the x6 wins resolved since `sinceSeconds`. */
  x6(indexedBlock: string, sinceSeconds: number): Promise<X6Stats>;
}

const ALL_CLAIMS = `SELECT block_number, amount FROM idx_challenge_claims WHERE block_number <= $1
  UNION ALL SELECT block_number, amount FROM idx_vesting_claims WHERE block_number <= $1`;

export function createOpsRepository(db: Db): OpsRepository {
  return {
    async funnel(indexedBlock) {
      const [row] = await db.query<FunnelCounts>(
        `WITH claimed AS (SELECT DISTINCT user_address FROM idx_challenge_claims WHERE block_number <= $1),
              active AS (SELECT id FROM missions WHERE active)
         SELECT
           (SELECT count(*)::int FROM eligibility WHERE total > 0) AS eligible_wallets,
           (SELECT COALESCE(sum(total), 0)::text FROM eligibility) AS eligible_amount,
           (SELECT count(DISTINCT lower(wallet))::int FROM refresh_tokens) AS signed_in,
           (SELECT count(*)::int FROM (
              SELECT lower(mc.wallet) FROM mission_completions mc JOIN active a ON a.id = mc.mission_id
              GROUP BY lower(mc.wallet) HAVING count(*) = (SELECT count(*) FROM active)) done) AS missions_done,
           (SELECT count(DISTINCT user_address)::int FROM idx_challenge_registrations WHERE block_number <= $1) AS registered_wallets,
           (SELECT COALESCE(sum(amount), 0)::text FROM idx_challenge_registrations WHERE block_number <= $1) AS registered_amount,
           (SELECT count(*)::int FROM claimed) AS claimed_wallets,
           (SELECT COALESCE(sum(amount), 0)::text FROM idx_challenge_claims WHERE block_number <= $1) AS claimed_paid,
           (SELECT COALESCE(sum(amount), 0)::text FROM idx_challenge_vests WHERE block_number <= $1) AS claimed_vested,
           (SELECT count(*)::int FROM eligibility e WHERE e.total > 0 AND NOT EXISTS (SELECT 1 FROM claimed c WHERE c.user_address = e.address)) AS unclaimed_wallets,
           (SELECT COALESCE(sum(e.total), 0)::text FROM eligibility e WHERE NOT EXISTS (SELECT 1 FROM claimed c WHERE c.user_address = e.address)) AS unclaimed_amount`,
        [indexedBlock],
      );
      if (!row) throw new Error('the funnel query returned no row');
      return row;
    },

    challenges(indexedBlock) {
      return db.query<ChallengeFunnelRow>(
        `SELECT bet.multiple::int AS multiple,
           (count(*) FILTER (WHERE res.success))::int AS won,
           (count(*) FILTER (WHERE res.success = false))::int AS lost,
           (count(*) FILTER (WHERE res.request_id IS NULL AND cc.request_id IS NULL))::int AS pending,
           (count(*) FILTER (WHERE res.request_id IS NULL AND cc.request_id IS NOT NULL))::int AS cancelled,
           COALESCE(sum(res.gained) FILTER (WHERE res.success), 0)::text AS paid,
           COALESCE(sum(div(bet.unit * COALESCE(bet.loss_bps, tr.loss_bps, 0), 10000)) FILTER (WHERE res.success = false), 0)::text AS forfeited
         FROM idx_challenge_bets bet
         LEFT JOIN idx_challenge_resolutions res ON res.request_id = bet.request_id AND res.block_number <= $1
         LEFT JOIN idx_challenge_cancellations cc ON cc.request_id = bet.request_id AND cc.block_number <= $1
         LEFT JOIN LATERAL (
           SELECT t.loss_bps FROM idx_betting_table t
           WHERE t.unit = bet.unit AND t.multiple = bet.multiple AND t.block_number <= bet.block_number
           ORDER BY t.block_number DESC, t.log_index DESC LIMIT 1
         ) tr ON TRUE
         WHERE bet.block_number <= $1
         GROUP BY bet.multiple ORDER BY bet.multiple`,
        [indexedBlock],
      );
    },

    vestingClaims(indexedBlock) {
      return db.query<VestingClaimsRow>(
        `SELECT contract, count(*)::int AS claims, sum(amount)::text AS amount
         FROM idx_vesting_claims WHERE block_number <= $1 GROUP BY contract`,
        [indexedBlock],
      );
    },

    claimsPerHour(indexedBlock, sinceSeconds) {
      return db.query<HourRow>(
        `SELECT div(b.block_timestamp, 3600)::text AS hour, count(*)::int AS claims, sum(c.amount)::text AS amount
         FROM (${ALL_CLAIMS}) c JOIN index_blocks b ON b.block_number = c.block_number
         WHERE b.block_timestamp >= $2 GROUP BY 1 ORDER BY 1`,
        [indexedBlock, sinceSeconds],
      );
    },

    async indexedBlockTime(indexedBlock) {
      const [row] = await db.query<{ ts: string }>(
        'SELECT block_timestamp::text AS ts FROM index_blocks WHERE block_number <= $1 ORDER BY block_number DESC LIMIT 1',
        [indexedBlock],
      );
      return row ? Number(row.ts) : null;
    },

    async pendingBets(indexedBlock, limit) {
      const open = `FROM idx_challenge_bets bet JOIN index_blocks b ON b.block_number = bet.block_number
        WHERE bet.block_number <= $1
          AND NOT EXISTS (SELECT 1 FROM idx_challenge_resolutions r WHERE r.request_id = bet.request_id AND r.block_number <= $1)
          AND NOT EXISTS (SELECT 1 FROM idx_challenge_cancellations c WHERE c.request_id = bet.request_id AND c.block_number <= $1)`;
      const [rows, [count]] = await Promise.all([
        db.query<PendingBetRow>(
          `SELECT bet.request_id::text AS request_id, bet.user_address, bet.unit::text AS unit, bet.multiple::int AS multiple,
             b.block_timestamp::text AS requested_at
           ${open} ORDER BY bet.block_number, bet.log_index LIMIT $2`,
          [indexedBlock, limit],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total ${open}`, [indexedBlock]),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async x6(indexedBlock, sinceSeconds) {
      const [row] = await db.query<X6Stats>(
        `SELECT
           (SELECT div(avg(unit), 1)::text FROM idx_challenge_bets WHERE multiple = 6 AND block_number <= $1) AS average_stake,
           (SELECT count(*)::int FROM idx_challenge_resolutions res
              JOIN idx_challenge_bets bet ON bet.request_id = res.request_id
              JOIN index_blocks b ON b.block_number = res.block_number
            WHERE res.success AND bet.multiple = 6 AND res.block_number <= $1 AND b.block_timestamp >= $2) AS wins_since`,
        [indexedBlock, sinceSeconds],
      );
      return row ?? { average_stake: null, wins_since: 0 };
    },
  };
}
