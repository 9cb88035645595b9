import type { Db } from '../../db';

export interface IssuedSignature {
  nonce: bigint;
  wallet: string;
  kind: 'Register' | 'Authorize';
  amount: bigint | null;
  deadline: bigint;
}

export function createSignatureRepository(db: Db) {
  return {
    /** Records an issued signature; the primary key on nonce rejects any repeat. */
    async record(params: IssuedSignature): Promise<void> {
      await db.query(
        `INSERT INTO issued_signatures (nonce, wallet, kind, amount, deadline) VALUES ($1, $2, $3, $4, $5)`,
        [params.nonce, params.wallet, params.kind, params.amount, params.deadline],
      );
    },

    /**
     * Records an issued signature only when the wallet has no open mission, in one statement (one
     * round trip on GET /signature's hot path instead of a count and then an insert). Returns false,
     * recording nothing, while a mission is open. The primary key on nonce rejects any repeat.
     */
    async recordIfMissionsDone(params: IssuedSignature): Promise<boolean> {
      const rows = await db.query<{ issued: boolean }>(
        `WITH open_missions AS (
           SELECT 1 FROM missions m
            WHERE m.active AND NOT EXISTS (SELECT 1 FROM mission_completions c WHERE c.wallet = $2 AND c.mission_id = m.id)
            LIMIT 1
         ), issued AS (
           INSERT INTO issued_signatures (nonce, wallet, kind, amount, deadline)
           SELECT $1::numeric, $2::text, $3::text, $4::numeric, $5::bigint WHERE NOT EXISTS (SELECT 1 FROM open_missions)
           RETURNING 1
         )
         SELECT EXISTS (SELECT 1 FROM issued) AS issued`,
        [params.nonce, params.wallet, params.kind, params.amount, params.deadline],
      );
      return rows[0]?.issued === true;
    },
  };
}

export type SignatureRepository = ReturnType<typeof createSignatureRepository>;
