import type { Db } from '@gm-claim/server/db';

/** A credit event of the index, with its block's timestamp. Bounded by the indexed block ($2). */
export interface CreditRow {
  amount: string;
  block_number: string;
  log_index: number;
  tx_hash: string;
  block_timestamp: string;
}

export interface VestingCreditRow extends CreditRow {
  contract: string;
  schedule_id: string;
}

export interface LedgerRepository {
  /** GMChallenge `Claimed`: what claim & vest paid the wallet — as the recipient (its own claim or one sent to it). */
  challengeClaims(wallet: string, indexedBlock: string): Promise<CreditRow[]>;
  /** GMVesting `Claimed` paid to the wallet (the recipient, the beneficiary unless claimed to another address), every type, oldest first. */
  vestingClaims(wallet: string, indexedBlock: string): Promise<VestingCreditRow[]>;
}

export function createLedgerRepository(db: Db): LedgerRepository {
  return {
    challengeClaims(wallet, indexedBlock) {
      return db.query<CreditRow>(
        `SELECT c.amount::text AS amount, c.block_number::text AS block_number, c.log_index, c.tx_hash, b.block_timestamp::text AS block_timestamp
         FROM idx_challenge_claims c JOIN index_blocks b ON b.block_number = c.block_number
         WHERE c.recipient = $1 AND c.block_number <= $2 ORDER BY c.block_number, c.log_index`,
        [wallet, indexedBlock],
      );
    },
    vestingClaims(wallet, indexedBlock) {
      return db.query<VestingCreditRow>(
        `SELECT c.contract, c.schedule_id::text AS schedule_id, c.amount::text AS amount, c.block_number::text AS block_number,
           c.log_index, c.tx_hash, b.block_timestamp::text AS block_timestamp
         FROM idx_vesting_claims c JOIN index_blocks b ON b.block_number = c.block_number
         WHERE c.recipient = $1 AND c.block_number <= $2 ORDER BY c.block_number, c.log_index`,
        [wallet, indexedBlock],
      );
    },
  };
}
