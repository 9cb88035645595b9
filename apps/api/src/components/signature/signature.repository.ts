import type { Db } from '@gm-claim/server/db';
import { createBatchWriter } from '@gm-claim/server/db/batch';

/** What recording a signature came to: recorded, refused (a mission is open), or its nonce was already taken. */
export type RecordOutcome = 'issued' | 'missions-open' | 'nonce-taken';

export interface IssuedSignature {
  nonce: bigint;
  wallet: string;
  kind: 'Register' | 'Authorize';
  amount: bigint | null;
  deadline: bigint;
}

export function createSignatureRepository(db: Db) {
  /**
   * GET /signature's writes, batched (db/batch.ts): one statement records every concurrent request
   * whose wallet has no open mission, each row decided on its own — its wallet's missions, its nonce.
   */
  const authorizeWriter = createBatchWriter<IssuedSignature, RecordOutcome>(async (items) => {
    // A nonce taken twice in one batch (never: nonces are consecutive from a random base) is refused at once, so the
    // statement never has to tell two rows with one nonce apart.
    const seen = new Set<string>();
    const sent: Array<IssuedSignature & { key: string }> = [];
    const outcomes: Array<RecordOutcome | undefined> = items.map((item) => {
      const key = item.nonce.toString();
      if (seen.has(key)) return 'nonce-taken';
      seen.add(key);
      sent.push({ ...item, key });
      return undefined;
    });
    const rows = await db.query<{ nonce: string; ready: boolean; issued: boolean }>(
      `WITH input AS (
         SELECT * FROM unnest($1::numeric[], $2::text[], $3::text[], $4::numeric[], $5::bigint[]) AS i(nonce, wallet, kind, amount, deadline)
       ), ready AS (
         SELECT i.* FROM input i
          WHERE NOT EXISTS (
            SELECT 1 FROM missions m
             WHERE m.active AND NOT EXISTS (SELECT 1 FROM mission_completions c WHERE c.wallet = i.wallet AND c.mission_id = m.id))
       ), issued AS (
         INSERT INTO issued_signatures (nonce, wallet, kind, amount, deadline)
         SELECT nonce, wallet, kind, amount, deadline FROM ready
         ON CONFLICT (nonce) DO NOTHING
         RETURNING nonce
       )
       SELECT i.nonce::text AS nonce,
              EXISTS (SELECT 1 FROM ready r WHERE r.nonce = i.nonce) AS ready,
              EXISTS (SELECT 1 FROM issued s WHERE s.nonce = i.nonce) AS issued
         FROM input i`,
      [
        sent.map((item) => item.key),
        sent.map((item) => item.wallet),
        sent.map((item) => item.kind),
        sent.map((item) => (item.amount === null ? null : item.amount.toString())),
        sent.map((item) => item.deadline.toString()),
      ],
    );
    const byNonce = new Map(rows.map((row) => [row.nonce, row]));
    let next = 0;
    return outcomes.map((outcome) => {
      if (outcome !== undefined) return outcome;
      const item = sent[next++] as IssuedSignature & { key: string };
      const row = byNonce.get(item.key);
      if (row === undefined) throw new Error(`the batched signature record lost nonce ${item.key}`);
      return row.issued ? 'issued' : row.ready ? 'nonce-taken' : 'missions-open';
    });
  });

  return {
    /**
     * Records an issued signature only when the wallet has no open mission, in one statement shared
     * with the concurrent calls (one round trip on GET /signature's hot path, and under load one for
     * dozens of requests): 'issued', or 'missions-open' / 'nonce-taken' with nothing recorded.
     */
    recordIfMissionsDone(params: IssuedSignature): Promise<RecordOutcome> {
      return authorizeWriter.write(params);
    },
    /** Records an issued signature; the primary key on nonce rejects any repeat. */
    async record(params: IssuedSignature): Promise<void> {
      await db.query(
        `INSERT INTO issued_signatures (nonce, wallet, kind, amount, deadline) VALUES ($1, $2, $3, $4, $5)`,
        [params.nonce, params.wallet, params.kind, params.amount, params.deadline],
      );
    },
  };
}

export type SignatureRepository = ReturnType<typeof createSignatureRepository>;
