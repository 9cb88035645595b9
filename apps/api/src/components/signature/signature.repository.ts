import type { Db } from '../../db';

export function createSignatureRepository(db: Db) {
  return {
    /** Records an issued signature; the primary key on nonce rejects any repeat. */
    async record(params: { nonce: bigint; wallet: string; kind: 'Register' | 'Authorize'; amount: bigint | null; deadline: bigint }): Promise<void> {
      await db.query(
        `INSERT INTO issued_signatures (nonce, wallet, kind, amount, deadline) VALUES ($1, $2, $3, $4, $5)`,
        [params.nonce, params.wallet, params.kind, params.amount, params.deadline],
      );
    },
  };
}

export type SignatureRepository = ReturnType<typeof createSignatureRepository>;
