import type { Db } from '../../db';

/** Completed by signing in: proves the wallet is controlled by the user. */
export const SIGN_IN_MISSION_ID = 'verify-wallet';

export interface RefreshTokenRow {
  family_id: string;
  wallet: string;
  rotated_at: Date | string | null;
  revoked_at: Date | string | null;
  expired: boolean;
}

export interface LoginResult {
  consumed: boolean;
  openMissions: number;
}

export function createAuthRepository(db: Db) {
  return {
    async insertNonce(nonce: string, ttlSeconds: number): Promise<void> {
      await db.query(`INSERT INTO login_nonces (nonce, expires_at) VALUES ($1, now() + make_interval(secs => $2))`, [
        nonce,
        ttlSeconds,
      ]);
    },

    /**
     * One statement, so one round trip on the sign-in hot path: consumes the nonce (the DELETE is
     * atomic: of concurrent sign-ins with one nonce exactly one gets the row), and only if it was
     * consumed stores the first refresh token of a new family and completes the sign-in mission.
     * Returns whether the nonce was consumed and how many missions are still open.
     */
    async consumeNonceAndStartSession(params: {
      nonce: string;
      wallet: string;
      refreshTokenHash: string;
      familyId: string;
      refreshTtlSeconds: number;
    }): Promise<LoginResult> {
      const rows = await db.query<{ consumed: boolean; open_missions: number | string }>(
        `WITH consumed AS (
           DELETE FROM login_nonces WHERE nonce = $1 AND expires_at > now() RETURNING nonce
         ), session AS (
           INSERT INTO refresh_tokens (token_hash, family_id, wallet, expires_at)
           SELECT $2, $3::uuid, $4, now() + make_interval(secs => $5) FROM consumed
           RETURNING 1
         ), signed_in AS (
           INSERT INTO mission_completions (wallet, mission_id)
           SELECT $4, m.id FROM consumed, missions m WHERE m.id = $6
           ON CONFLICT DO NOTHING
           RETURNING 1
         )
         SELECT EXISTS (SELECT 1 FROM consumed) AS consumed,
                (SELECT count(*)::int FROM missions m
                  WHERE m.active AND m.id <> $6
                    AND NOT EXISTS (SELECT 1 FROM mission_completions c WHERE c.wallet = $4 AND c.mission_id = m.id)
                ) AS open_missions`,
        [params.nonce, params.refreshTokenHash, params.familyId, params.wallet, params.refreshTtlSeconds, SIGN_IN_MISSION_ID],
      );
      const row = rows[0];
      return { consumed: row?.consumed === true, openMissions: Number(row?.open_missions ?? 0) };
    },

    /** Marks a live token rotated; returns its family and wallet, or null when it is not live. */
    async rotate(tokenHash: string): Promise<{ family_id: string; wallet: string } | null> {
      const rows = await db.query<{ family_id: string; wallet: string }>(
        `UPDATE refresh_tokens SET rotated_at = now()
          WHERE token_hash = $1 AND rotated_at IS NULL AND revoked_at IS NULL AND expires_at > now()
          RETURNING family_id, wallet`,
        [tokenHash],
      );
      return rows[0] ?? null;
    },

    async insertRefreshToken(tokenHash: string, familyId: string, wallet: string, ttlSeconds: number): Promise<void> {
      await db.query(
        `INSERT INTO refresh_tokens (token_hash, family_id, wallet, expires_at)
         VALUES ($1, $2::uuid, $3, now() + make_interval(secs => $4))`,
        [tokenHash, familyId, wallet, ttlSeconds],
      );
    },

    async find(tokenHash: string): Promise<RefreshTokenRow | null> {
      const rows = await db.query<RefreshTokenRow>(
        `SELECT family_id, wallet, rotated_at, revoked_at, expires_at <= now() AS expired
           FROM refresh_tokens WHERE token_hash = $1`,
        [tokenHash],
      );
      return rows[0] ?? null;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1::uuid AND revoked_at IS NULL`, [
        familyId,
      ]);
    },

    async revokeFamilyOf(tokenHash: string): Promise<void> {
      await db.query(
        `UPDATE refresh_tokens SET revoked_at = now()
          WHERE revoked_at IS NULL
            AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
        [tokenHash],
      );
    },

    async deleteExpired(): Promise<void> {
      await db.query(`DELETE FROM login_nonces WHERE expires_at <= now()`);
      await db.query(`DELETE FROM refresh_tokens WHERE expires_at <= now() - interval '1 day'`);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
