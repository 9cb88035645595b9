import type { Db } from '@gm-claim/server/db';
import { isUniqueViolation } from '@gm-claim/server/db';
import type { AppealCategory, AppealState } from '@gm-claim/shared';

/** An appeal's row as stored (amount as decimal text of NUMERIC(78,0), times as Date). */
export interface AppealRow {
  id: number;
  account: string;
  category: AppealCategory;
  text: string;
  issued_at: number;
  state: AppealState;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  reason: string | null;
  amount: string | null;
  decision_issued_at: number | null;
  list_version: number | null;
}

export interface NewAppeal {
  account: string;
  category: AppealCategory;
  text: string;
  issuedAt: number;
  signature: string;
  createdAt: Date;
}

export interface Decision {
  id: number;
  state: 'accepted' | 'rejected';
  decidedBy: string;
  reason: string;
  amount: string | null;
  issuedAt: number;
  signature: string;
  decidedAt: Date;
}

export interface AppealFilter {
  state?: AppealState | undefined;
  category?: AppealCategory | undefined;
  before?: number | undefined;
  limit: number;
}

const COLUMNS = `id::int AS id, account, category, text, issued_at::float8 AS issued_at, state, created_at, decided_at,
  decided_by, reason, amount::text AS amount, decision_issued_at::float8 AS decision_issued_at, list_version`;

export interface AppealsRepository {
  latestOf(account: string): Promise<AppealRow | null>;
  byId(id: number): Promise<AppealRow | null>;
  /** Appeals `account` filed since `since` (the per-wallet limit). */
  countSince(account: string, since: Date): Promise<number>;
  /** Inserts a received appeal; null when the wallet already has an open one (the unique index, race-proof). */
  insert(appeal: NewAppeal): Promise<AppealRow | null>;
  /** Decides a received appeal; null when it was not (or no longer) received. */
  decide(decision: Decision): Promise<AppealRow | null>;
  list(filter: AppealFilter): Promise<AppealRow[]>;
  counts(): Promise<Record<AppealState, number>>;
  /** Accepted appeals not yet exported into a list version, oldest first. */
  acceptedUnexported(): Promise<AppealRow[]>;
  /** Records that `ids` went into list `version`. */
  markExported(ids: readonly number[], version: number): Promise<number>;
}

export function createAppealsRepository(db: Db): AppealsRepository {
  return {
    async latestOf(account) {
      const [row] = await db.query<AppealRow>(`SELECT ${COLUMNS} FROM appeals WHERE account = $1 ORDER BY id DESC LIMIT 1`, [account]);
      return row ?? null;
    },
    async byId(id) {
      const [row] = await db.query<AppealRow>(`SELECT ${COLUMNS} FROM appeals WHERE id = $1`, [id]);
      return row ?? null;
    },
    async countSince(account, since) {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM appeals WHERE account = $1 AND created_at > $2', [account, since]);
      return row?.n ?? 0;
    },
    async insert(appeal) {
      try {
        const [row] = await db.query<AppealRow>(
          `INSERT INTO appeals (account, category, text, issued_at, signature, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
          [appeal.account, appeal.category, appeal.text, appeal.issuedAt, appeal.signature, appeal.createdAt],
        );
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async decide(decision) {
      const [row] = await db.query<AppealRow>(
        `UPDATE appeals SET state = $2, decided_by = $3, reason = $4, amount = $5, decision_issued_at = $6,
           decision_signature = $7, decided_at = $8
         WHERE id = $1 AND state = 'received' RETURNING ${COLUMNS}`,
        [
          decision.id,
          decision.state,
          decision.decidedBy,
          decision.reason,
          decision.amount,
          decision.issuedAt,
          decision.signature,
          decision.decidedAt,
        ],
      );
      return row ?? null;
    },
    async list(filter) {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (filter.state) where.push(`state = $${params.push(filter.state)}`);
      if (filter.category) where.push(`category = $${params.push(filter.category)}`);
      if (filter.before) where.push(`id < $${params.push(filter.before)}`);
      const sql = `SELECT ${COLUMNS} FROM appeals ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY id DESC LIMIT $${params.push(filter.limit)}`;
      return db.query<AppealRow>(sql, params);
    },
    async counts() {
      const rows = await db.query<{ state: AppealState; n: number }>('SELECT state, count(*)::int AS n FROM appeals GROUP BY state');
      const counts: Record<AppealState, number> = { received: 0, accepted: 0, rejected: 0 };
      for (const row of rows) counts[row.state] = row.n;
      return counts;
    },
    async acceptedUnexported() {
      return db.query<AppealRow>(`SELECT ${COLUMNS} FROM appeals WHERE state = 'accepted' AND list_version IS NULL ORDER BY id`);
    },
    async markExported(ids, version) {
      if (ids.length === 0) return 0;
      const rows = await db.query<{ id: number }>(
        `UPDATE appeals SET list_version = $1 WHERE id = ANY($2::bigint[]) AND state = 'accepted' AND list_version IS NULL RETURNING id`,
        [version, ids.map(String)],
      );
      return rows.length;
    },
  };
}
