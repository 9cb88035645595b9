import type { Db, Queryable } from '@gm-claim/server/db';
import { createBatchWriter } from '@gm-claim/server/db/batch';

/** Completed by signing in: proves the wallet is controlled by the user. */
export const SIGN_IN_MISSION_ID = 'verify-wallet';

export type PresentResult =
  | { outcome: 'rotated'; wallet: string }
  /** Presented again within the grace window while its successor is live: answer that successor again. */
  | { outcome: 'grace'; wallet: string }
  | { outcome: 'reused' }
  | { outcome: 'expired' }
  | { outcome: 'unknown' };

/** Advisory-lock class of refresh-token families (two-key form: never collides with the migration lock). */
const FAMILY_LOCK_CLASS = 4_711;

/**
 * Finds the family of a token and takes the family's transaction-scoped lock. Statements after it
 * see everything committed by whoever held the lock before (READ COMMITTED takes a new snapshot per
 * statement). Returns null for an unknown token.
 */
async function lockFamilyOf(tx: Queryable, tokenHash: string): Promise<string | null> {
  const rows = await tx.query<{ family_id: string }>(`SELECT family_id FROM refresh_tokens WHERE token_hash = $1`, [tokenHash]);
  const familyId = rows[0]?.family_id;
  if (familyId === undefined) return null;
  await tx.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [FAMILY_LOCK_CLASS, familyId]);
  return familyId;
}

export interface LoginResult {
  consumed: boolean;
  openMissions: number;
}

export interface StartSession {
  nonce: string;
  wallet: string;
  refreshTokenHash: string;
  familyId: string;
  refreshTtlSeconds: number;
}

/**
 * The sign-ins of one batch in one statement. Of several rows with one nonce (a client racing
 * itself) only the first is consumed: the others answer not consumed, as a second statement would.
 * The open-mission count reads the statement's snapshot, so it excludes the sign-in mission that
 * the statement itself completes.
 */
async function startSessionsNow(db: Db, items: StartSession[]): Promise<LoginResult[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSessionsOnce(db, items);
    } catch (error) {
      // Two batches that sign in one new wallet (or race one nonce) can wait on each other; PostgreSQL
      // then aborts one of them after deadlock_timeout. Nothing of it was written: run it again.
      if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED || attempt >= 3) throw error;
    }
  }
}

const DEADLOCK_DETECTED = '40P01';

async function startSessionsOnce(db: Db, items: StartSession[]): Promise<LoginResult[]> {
  const rows = await db.query<{ ord: number | string; consumed: boolean; open_missions: number | string }>(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::float8[]) WITH ORDINALITY AS i(nonce, token_hash, wallet, family_id, ttl, ord)
     ), consumed AS (
       DELETE FROM login_nonces WHERE nonce IN (SELECT nonce FROM input) AND expires_at > now() RETURNING nonce
     ), winners AS (
       SELECT DISTINCT ON (i.nonce) i.* FROM input i JOIN consumed c ON c.nonce = i.nonce ORDER BY i.nonce, i.ord
     ), session AS (
       INSERT INTO refresh_tokens (token_hash, family_id, wallet, expires_at)
       SELECT token_hash, family_id, wallet, now() + make_interval(secs => ttl) FROM winners
       RETURNING 1
     ), signed_in AS (
       INSERT INTO mission_completions (wallet, mission_id)
       SELECT DISTINCT w.wallet, m.id FROM winners w, missions m WHERE m.id = $6 ORDER BY w.wallet
       ON CONFLICT DO NOTHING
       RETURNING 1
     )
     SELECT i.ord,
            EXISTS (SELECT 1 FROM winners w WHERE w.ord = i.ord) AS consumed,
            (SELECT count(*)::int FROM missions m
              WHERE m.active AND m.id <> $6
                AND NOT EXISTS (SELECT 1 FROM mission_completions c WHERE c.wallet = i.wallet AND c.mission_id = m.id)
            ) AS open_missions
       FROM input i`,
    [
      items.map((item) => item.nonce),
      items.map((item) => item.refreshTokenHash),
      items.map((item) => item.wallet),
      items.map((item) => item.familyId),
      items.map((item) => String(item.refreshTtlSeconds)),
      SIGN_IN_MISSION_ID,
    ],
  );
  const byOrdinal = new Map(rows.map((row) => [Number(row.ord), row]));
  return items.map((_, i) => {
    const row = byOrdinal.get(i + 1);
    return { consumed: row?.consumed === true, openMissions: Number(row?.open_missions ?? 0) };
  });
}

export function createAuthRepository(db: Db) {
  const startSessions = createBatchWriter<StartSession, LoginResult>((items) => startSessionsNow(db, items));
  return {
    async insertNonce(nonce: string, ttlSeconds: number): Promise<void> {
      await db.query(`INSERT INTO login_nonces (nonce, expires_at) VALUES ($1, now() + make_interval(secs => $2))`, [
        nonce,
        ttlSeconds,
      ]);
    },

    /**
     * One statement, so one round trip on the sign-in hot path, shared with the concurrent sign-ins
     * (db/batch.ts): consumes each nonce (the DELETE is atomic: of concurrent sign-ins with one nonce,
     * in one statement or in several, exactly one gets the row), and only for a consumed nonce stores
     * the first refresh token of a new family and completes the sign-in mission. Returns whether the
     * nonce was consumed and how many missions are still open.
     */
    consumeNonceAndStartSession(params: StartSession): Promise<LoginResult> {
      return startSessions.write(params);
    },

    /**
     * Presents a refresh token, decided in one transaction under the token family's lock, so
     * rotations, reuse detection and logouts of one family never interleave: a live token is
     * rotated and its successor stored together (nobody ever sees the old token rotated without its
     * successor, so a concurrent reuse revokes the successor too). A rotated token presented again
     * within `graceSeconds` of its rotation, while its successor is still live, is a client racing
     * itself (two tabs, a retried request): it gets the same successor again. Any other use of a
     * rotated or revoked token revokes the whole family (committed even though the caller then
     * answers 401), as the OAuth 2.0 Security BCP describes for refresh-token rotation.
     */
    async present(
      tokenHash: string,
      successor: { tokenHash: string; ttlSeconds: number },
      graceSeconds: number,
    ): Promise<PresentResult> {
      return db.transaction(async (tx) => {
        const familyId = await lockFamilyOf(tx, tokenHash);
        if (familyId === null) return { outcome: 'unknown' };
        const rows = await tx.query<{ wallet: string; used: boolean; expired: boolean; in_grace: boolean; successor_live: boolean }>(
          `SELECT t.wallet, (t.rotated_at IS NOT NULL OR t.revoked_at IS NOT NULL) AS used, t.expires_at <= now() AS expired,
                  (t.revoked_at IS NULL AND t.rotated_at > now() - make_interval(secs => $3)) AS in_grace,
                  EXISTS (SELECT 1 FROM refresh_tokens s
                           WHERE s.token_hash = $2 AND s.family_id = t.family_id
                             AND s.rotated_at IS NULL AND s.revoked_at IS NULL AND s.expires_at > now()) AS successor_live
             FROM refresh_tokens t WHERE t.token_hash = $1`,
          [tokenHash, successor.tokenHash, graceSeconds],
        );
        const token = rows[0];
        if (!token) return { outcome: 'unknown' };
        if (token.used) {
          if (token.in_grace && token.successor_live) return { outcome: 'grace', wallet: token.wallet };
          await tx.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1::uuid AND revoked_at IS NULL`, [familyId]);
          return { outcome: 'reused' };
        }
        if (token.expired) return { outcome: 'expired' };
        await tx.query(`UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1`, [tokenHash]);
        await tx.query(
          `INSERT INTO refresh_tokens (token_hash, family_id, wallet, expires_at)
           VALUES ($1, $2::uuid, $3, now() + make_interval(secs => $4))`,
          [successor.tokenHash, familyId, token.wallet, successor.ttlSeconds],
        );
        return { outcome: 'rotated', wallet: token.wallet };
      });
    },
    /** Revokes every token of the family `tokenHash` belongs to (under the family's lock, see present). */
    async revokeFamilyOf(tokenHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        const familyId = await lockFamilyOf(tx, tokenHash);
        if (familyId === null) return;
        await tx.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1::uuid AND revoked_at IS NULL`, [familyId]);
      });
    },

    async deleteExpired(): Promise<void> {
      await db.query(`DELETE FROM login_nonces WHERE expires_at <= now()`);
      await db.query(`DELETE FROM refresh_tokens WHERE expires_at <= now() - interval '1 day'`);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
