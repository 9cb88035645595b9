import type { RelayStatus } from '@gm-claim/shared';
import { isUniqueViolation, type Db, type Queryable } from '@gm-claim/server/db';

/** A request as taken in (relay_requests' own columns). */
export interface NewRequest {
  id: string;
  kind: string;
  campaign: string;
  target: string;
  claimant: string;
  limitKey: string;
  calldata: string;
  /** The claim's signed deadline (unix seconds), when it has one. */
  deadline?: bigint | null;
}

/** One relayed request as stored (relay_requests). */
export interface StoredRequest extends Required<NewRequest> {
  status: RelayStatus;
  nonce: bigint | null;
  txHash: string | null;
  blockNumber: number | null;
  error: string | null;
  /** The key whose nonce it holds (lowercase), once sent. */
  sender: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One signed transaction of a request (relay_transactions). */
export interface StoredTx {
  hash: string;
  requestId: string;
  nonce: bigint;
  raw: string;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  gasLimit: bigint;
  broadcast: boolean;
  /** A zero-value self-transfer freeing the nonce of a request whose deadline passed. */
  cancel: boolean;
  ageMs: number;
}

export interface SignedTx {
  hash: string;
  raw: string;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  gasLimit: bigint;
}

/** The request already holding a limit key (a replay, or a second claim of the same release). */
export class LimitTakenError extends Error {
  override readonly name = 'LimitTakenError';

  constructor(readonly existing: StoredRequest) {
    super(`limit key ${existing.limitKey} is taken by ${existing.id}`);
  }
}

interface RequestRow {
  id: string;
  kind: string;
  campaign: string;
  target: string;
  claimant: string;
  limit_key: string;
  calldata: string;
  status: RelayStatus;
  nonce: string | null;
  tx_hash: string | null;
  block_number: string | null;
  error: string | null;
  deadline: string | null;
  sender: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

function toRequest(row: RequestRow): StoredRequest {
  return {
    id: row.id,
    kind: row.kind,
    campaign: row.campaign,
    target: row.target,
    claimant: row.claimant,
    limitKey: row.limit_key,
    calldata: row.calldata,
    status: row.status,
    nonce: row.nonce === null ? null : BigInt(row.nonce),
    txHash: row.tx_hash,
    blockNumber: row.block_number === null ? null : Number(row.block_number),
    error: row.error,
    deadline: row.deadline === null ? null : BigInt(row.deadline),
    sender: row.sender,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

interface TxRow {
  hash: string;
  request_id: string;
  nonce: string;
  raw: string;
  max_fee_per_gas: string;
  max_priority_fee_per_gas: string;
  gas_limit: string;
  broadcast: boolean;
  cancel: boolean;
  age_ms: string | number;
}

function toTx(row: TxRow): StoredTx {
  return {
    hash: row.hash,
    requestId: row.request_id,
    nonce: BigInt(row.nonce),
    raw: row.raw,
    maxFeePerGas: BigInt(row.max_fee_per_gas),
    maxPriorityFeePerGas: BigInt(row.max_priority_fee_per_gas),
    gasLimit: BigInt(row.gas_limit),
    broadcast: row.broadcast,
    cancel: row.cancel,
    ageMs: Number(row.age_ms),
  };
}

const TX_COLUMNS = `hash, request_id, nonce::text, raw, max_fee_per_gas::text, max_priority_fee_per_gas::text, gas_limit::text,
  broadcast_at IS NOT NULL AS broadcast, cancel, (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms`;
const REQUEST_COLUMNS = `id::text, kind, campaign, target, claimant, limit_key, calldata, status, nonce::text, tx_hash, block_number::text, error, deadline::text, sender, created_at, updated_at`;

export interface CampaignSpend {
  campaign: string;
  /** Paid for mined transactions. */
  spent: bigint;
  /** Most that the transactions in flight can still cost (gas limit × max fee of each's newest). */
  reserved: bigint;
}

/** The relayer's tables, as plain functions over SQL (relay_* in migrations/relayer). */
export function createRelayStore(db: Db) {
  return {
    /** Persists a new queued request; throws LimitTakenError when its release is already sponsored. */
    async insert(request: NewRequest): Promise<StoredRequest> {
      try {
        const rows = await db.query<RequestRow>(
          `INSERT INTO relay_requests (id, kind, campaign, target, claimant, limit_key, calldata, deadline, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'queued') RETURNING ${REQUEST_COLUMNS}`,
          [
            request.id,
            request.kind,
            request.campaign,
            request.target,
            request.claimant,
            request.limitKey,
            request.calldata,
            request.deadline ?? null,
          ],
        );
        return toRequest(rows[0] as RequestRow);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const existing = await this.byLimitKey(request.limitKey);
        if (!existing) throw error;
        throw new LimitTakenError(existing);
      }
    },

    async byLimitKey(limitKey: string): Promise<StoredRequest | null> {
      const rows = await db.query<RequestRow>(
        `SELECT ${REQUEST_COLUMNS} FROM relay_requests WHERE limit_key = $1 AND status <> 'failed' LIMIT 1`,
        [limitKey],
      );
      return rows[0] ? toRequest(rows[0]) : null;
    },

    /** The request carrying exactly this signed call (a replay), found without any chain read. */
    async byCalldata(calldata: string): Promise<StoredRequest | null> {
      const rows = await db.query<RequestRow>(
        `SELECT ${REQUEST_COLUMNS} FROM relay_requests WHERE md5(calldata) = md5($1) AND calldata = $1 AND status <> 'failed' LIMIT 1`,
        [calldata],
      );
      return rows[0] ? toRequest(rows[0]) : null;
    },

    /** A request still open (queued or sent) under a limit key starting with `prefix` (one schedule, any month). */
    async openByLimitPrefix(prefix: string): Promise<StoredRequest | null> {
      const rows = await db.query<RequestRow>(
        `SELECT ${REQUEST_COLUMNS} FROM relay_requests
          WHERE status IN ('queued', 'submitted') AND limit_key >= $1 AND limit_key < $1 || '~' LIMIT 1`,
        [prefix],
      );
      return rows[0] ? toRequest(rows[0]) : null;
    },

    /** The operator's pause (null: never set). */
    async pause(): Promise<{ paused: boolean; reason: string; by: string; at: Date; signedAt: bigint } | null> {
      const rows = await db.query<{
        paused: boolean;
        reason: string;
        by_address: string;
        updated_at: Date | string;
        signed_at: string;
      }>('SELECT paused, reason, by_address, updated_at, signed_at::text FROM relay_pause WHERE id');
      const row = rows[0];
      return row
        ? {
            paused: row.paused,
            reason: row.reason,
            by: row.by_address,
            at: new Date(row.updated_at),
            signedAt: BigInt(row.signed_at),
          }
        : null;
    },

    /** Sets the pause from a message signed at `signedAt`; false when a newer signed message already set it. */
    async setPause(paused: boolean, reason: string, by: string, signedAt: bigint): Promise<boolean> {
      const rows = await db.query<{ id: boolean }>(
        `INSERT INTO relay_pause (id, paused, reason, by_address, signed_at) VALUES (true, $1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET paused = EXCLUDED.paused, reason = EXCLUDED.reason, by_address = EXCLUDED.by_address,
                signed_at = EXCLUDED.signed_at, updated_at = now()
          WHERE relay_pause.signed_at < EXCLUDED.signed_at
         RETURNING id`,
        [paused, reason, by, signedAt],
      );
      return rows.length > 0;
    },

    async get(id: string): Promise<StoredRequest | null> {
      const rows = await db.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM relay_requests WHERE id = $1`, [id]);
      return rows[0] ? toRequest(rows[0]) : null;
    },

    /** The claimant's requests not yet mined or failed (queued or submitted), newest first. */
    async openOf(claimant: string, limit: number): Promise<StoredRequest[]> {
      const rows = await db.query<RequestRow>(
        `SELECT ${REQUEST_COLUMNS} FROM relay_requests
          WHERE status IN ('queued', 'submitted') AND claimant = $1 ORDER BY created_at DESC, id LIMIT $2`,
        [claimant.toLowerCase(), limit],
      );
      return rows.map(toRequest);
    },

    /** Queued requests, oldest first. */
    async queued(limit: number): Promise<StoredRequest[]> {
      const rows = await db.query<RequestRow>(
        `SELECT ${REQUEST_COLUMNS} FROM relay_requests WHERE status = 'queued' ORDER BY created_at, id LIMIT $1`,
        [limit],
      );
      return rows.map(toRequest);
    },

    /** Requests whose transaction is signed (maybe broadcast) and not yet mined, lowest nonce first (of one key). */
    async inFlight(sender?: string): Promise<StoredRequest[]> {
      const rows = await db.query<RequestRow>(
        sender === undefined
          ? `SELECT ${REQUEST_COLUMNS} FROM relay_requests WHERE status = 'submitted' ORDER BY nonce`
          : `SELECT ${REQUEST_COLUMNS} FROM relay_requests WHERE status = 'submitted' AND sender = $1 ORDER BY nonce`,
        sender === undefined ? [] : [sender.toLowerCase()],
      );
      return rows.map(toRequest);
    },

    /** Transactions in flight per sending key (lowercase address). */
    async inFlightBySender(): Promise<Map<string, number>> {
      const rows = await db.query<{ sender: string | null; n: string }>(
        `SELECT sender, count(*)::text AS n FROM relay_requests WHERE status = 'submitted' GROUP BY sender`,
      );
      return new Map(rows.map((row) => [row.sender ?? '', Number(row.n)]));
    },

    /** Requests sent before the key pool (no sender recorded) belong to `address`, the one key there was. */
    async adoptUnassigned(address: string): Promise<void> {
      await db.query(`UPDATE relay_requests SET sender = $1 WHERE sender IS NULL AND nonce IS NOT NULL`, [
        address.toLowerCase(),
      ]);
    },

    /** Takes or renews the lease of a sending key for `holder`; false while another live process holds it. */
    async leaseKey(address: string, holder: string, ttlMs: number): Promise<boolean> {
      const rows = await db.query<{ holder: string }>(
        `INSERT INTO relay_key_leases (address, holder, expires_at)
         VALUES ($1, $2, now() + $3::double precision * interval '1 millisecond')
         ON CONFLICT (address) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
          WHERE relay_key_leases.holder = EXCLUDED.holder OR relay_key_leases.expires_at < now()
         RETURNING holder`,
        [address.toLowerCase(), holder, ttlMs],
      );
      return rows.length > 0;
    },

    /** Who holds each key's lease now (expired leases are not listed). */
    async keyLeases(): Promise<Map<string, string>> {
      const rows = await db.query<{ address: string; holder: string }>(
        'SELECT address, holder FROM relay_key_leases WHERE expires_at > now()',
      );
      return new Map(rows.map((row) => [row.address, row.holder]));
    },

    /** Gives the leases up (graceful stop): another relayer takes the keys over at once. */
    async releaseKeys(holder: string): Promise<void> {
      await db.query('DELETE FROM relay_key_leases WHERE holder = $1', [holder]);
    },

    /** Every transaction of a request, newest first. */
    async transactionsOf(requestId: string): Promise<StoredTx[]> {
      const rows = await db.query<TxRow>(
        `SELECT ${TX_COLUMNS} FROM relay_transactions WHERE request_id = $1 ORDER BY created_at DESC, max_fee_per_gas DESC`,
        [requestId],
      );
      return rows.map(toTx);
    },

    async counts(): Promise<{ queued: number; submitted: number }> {
      const rows = await db.query<{ status: string; n: string }>(
        `SELECT status, count(*)::text AS n FROM relay_requests WHERE status IN ('queued', 'submitted') GROUP BY status`,
      );
      const of = (status: string): number => Number(rows.find((row) => row.status === status)?.n ?? 0);
      return { queued: of('queued'), submitted: of('submitted') };
    },

    async spendByCampaign(): Promise<CampaignSpend[]> {
      const rows = await db.query<{ campaign: string; spent: string; reserved: string }>(
        `SELECT r.campaign,
                COALESCE(sum(r.cost_wei), 0)::text AS spent,
                COALESCE(sum(CASE WHEN r.status = 'submitted' THEN t.gas_limit * t.max_fee_per_gas END), 0)::text AS reserved
           FROM relay_requests r
           LEFT JOIN LATERAL (
             SELECT gas_limit, max_fee_per_gas FROM relay_transactions WHERE request_id = r.id
              ORDER BY created_at DESC, max_fee_per_gas DESC LIMIT 1
           ) t ON true
          WHERE r.status IN ('submitted', 'mined', 'failed')
          GROUP BY r.campaign`,
      );
      return rows.map((row) => ({ campaign: row.campaign, spent: BigInt(row.spent), reserved: BigInt(row.reserved) }));
    },

    /** The sending key's row: its next nonce and the chain it was counted on. */
    async sender(address: string): Promise<{ chainId: number; genesisHash: string; nextNonce: bigint } | null> {
      const rows = await db.query<{ chain_id: string; genesis_hash: string; next_nonce: string }>(
        'SELECT chain_id::text, genesis_hash, next_nonce::text FROM relay_sender WHERE address = $1',
        [address],
      );
      const row = rows[0];
      return row
        ? { chainId: Number(row.chain_id), genesisHash: row.genesis_hash, nextNonce: BigInt(row.next_nonce) }
        : null;
    },

    async saveSender(address: string, chainId: number, genesisHash: string, nextNonce: bigint): Promise<void> {
      await db.query(
        `INSERT INTO relay_sender (address, chain_id, genesis_hash, next_nonce) VALUES ($1, $2, $3, $4)
         ON CONFLICT (address) DO UPDATE SET chain_id = EXCLUDED.chain_id, genesis_hash = EXCLUDED.genesis_hash, next_nonce = EXCLUDED.next_nonce`,
        [address, chainId, genesisHash, nextNonce],
      );
    },

    /**
     * Takes the key's next nonce for `requestId`, signs its transaction with it (`sign`) and stores
     * both in one database transaction: the nonce is never given twice, and the signed bytes are on
     * disk before anything is broadcast.
     */
    async assignNonce(
      requestId: string,
      address: string,
      sign: (nonce: bigint) => Promise<SignedTx>,
      holder?: string,
    ): Promise<(SignedTx & { nonce: bigint }) | null> {
      return db.transaction(async (tx) => {
        if (holder !== undefined) {
          // Fencing: only the live holder of the key's lease takes its nonces.
          const lease = await tx.query<{ ok: boolean }>(
            `SELECT holder = $2 AND expires_at > now() AS ok FROM relay_key_leases WHERE address = $1 FOR UPDATE`,
            [address.toLowerCase(), holder],
          );
          if (!lease[0]?.ok) throw new Error(`the lease of ${address} is not held by this relayer`);
        }
        const rows = await tx.query<{ next_nonce: string }>(
          'SELECT next_nonce::text FROM relay_sender WHERE address = $1 FOR UPDATE',
          [address],
        );
        if (!rows[0]) throw new Error('the relayer key has no sender row (reconcile first)');
        // The request first: another relayer process may have taken it (then nothing is signed, no nonce is used).
        const taken = await tx.query<{ id: string }>(
          `UPDATE relay_requests SET status = 'submitted', sender = $2, error = NULL, updated_at = now()
            WHERE id = $1 AND status = 'queued' RETURNING id::text`,
          [requestId, address.toLowerCase()],
        );
        if (taken.length === 0) return null;
        const nonce = BigInt(rows[0].next_nonce);
        const signed = await sign(nonce);
        await insertTx(tx, requestId, nonce, signed);
        await tx.query(`UPDATE relay_requests SET nonce = $2, tx_hash = $3 WHERE id = $1`, [
          requestId,
          nonce,
          signed.hash,
        ]);
        await tx.query('UPDATE relay_sender SET next_nonce = $2 WHERE address = $1', [address, nonce + 1n]);
        return { ...signed, nonce };
      });
    },

    /**
     * A request whose nonce another transaction of the key took (none of its own transactions can mine any more):
     * back to the queue for a new nonce, and the key's counter past what the chain has used.
     */
    async requeue(requestId: string, address: string, chainNonce: bigint): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE relay_requests SET status = 'queued', nonce = NULL, tx_hash = NULL, sender = NULL, updated_at = now() WHERE id = $1 AND status = 'submitted'`,
          [requestId],
        );
        await tx.query('UPDATE relay_sender SET next_nonce = GREATEST(next_nonce, $2) WHERE address = $1', [
          address,
          chainNonce,
        ]);
      });
    },

    /** The key's counter moved past nonces the chain has used outside the relayer. */
    async nonceAtLeast(address: string, chainNonce: bigint): Promise<void> {
      await db.query('UPDATE relay_sender SET next_nonce = $2 WHERE address = $1 AND next_nonce < $2', [
        address,
        chainNonce,
      ]);
    },

    /** Stores the zero-value self-transfer that frees an expired request's nonce, before it is broadcast. */
    async addCancel(requestId: string, nonce: bigint, signed: SignedTx): Promise<void> {
      await db.transaction(async (tx) => {
        await insertTx(tx, requestId, nonce, signed, true);
        await tx.query(`UPDATE relay_requests SET tx_hash = $2, updated_at = now() WHERE id = $1`, [
          requestId,
          signed.hash,
        ]);
      });
    },

    /** Stores a replacement (same nonce, higher fees) before it is broadcast; it becomes the request's tx. */
    async addReplacement(requestId: string, nonce: bigint, signed: SignedTx): Promise<void> {
      await db.transaction(async (tx) => {
        await insertTx(tx, requestId, nonce, signed);
        await tx.query(`UPDATE relay_requests SET tx_hash = $2, updated_at = now() WHERE id = $1`, [
          requestId,
          signed.hash,
        ]);
      });
    },

    async markBroadcast(hash: string): Promise<void> {
      await db.query('UPDATE relay_transactions SET broadcast_at = COALESCE(broadcast_at, now()) WHERE hash = $1', [
        hash,
      ]);
    },

    async markMined(
      requestId: string,
      result: {
        hash: string;
        blockNumber: number;
        gasUsed: bigint;
        costWei: bigint;
        reverted: boolean;
        expired?: string;
      },
    ): Promise<void> {
      await db.query(
        `UPDATE relay_requests SET status = $2, tx_hash = $3, block_number = $4, gas_used = $5, cost_wei = $6,
                error = $7, mined_at = now(), updated_at = now()
          WHERE id = $1 AND status = 'submitted'`,
        [
          requestId,
          result.reverted || result.expired ? 'failed' : 'mined',
          result.hash,
          result.blockNumber,
          result.gasUsed,
          result.costWei,
          result.expired ?? (result.reverted ? 'The transaction was mined but reverted.' : null),
        ],
      );
    },

    async markFailed(requestId: string, error: string): Promise<void> {
      await db.query(
        `UPDATE relay_requests SET status = 'failed', error = $2, updated_at = now() WHERE id = $1 AND status IN ('queued', 'submitted')`,
        [requestId, error],
      );
    },

    /** Why a queued request waits (budget spent, gas over the ceiling); cleared when it is sent. */
    async noteWaiting(requestId: string, note: string | null): Promise<void> {
      await db.query(
        `UPDATE relay_requests SET error = $2 WHERE id = $1 AND status = 'queued' AND error IS DISTINCT FROM $2`,
        [requestId, note],
      );
    },

    /**
     * A new chain under the same key (a fresh local chain): open requests were accepted for a chain
     * that is gone (failed, not sent here), and every release key is retired with it.
     */
    async retireChain(error: string): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ id: string }>(
          `UPDATE relay_requests SET status = 'failed', error = $1, updated_at = now() WHERE status IN ('queued', 'submitted') RETURNING id::text`,
          [error],
        );
        await tx.query(
          `UPDATE relay_requests SET limit_key = limit_key || ':retired:' || id::text WHERE limit_key NOT LIKE '%:retired:%'`,
        );
        return rows.length;
      });
    },
  };
}

async function insertTx(
  tx: Queryable,
  requestId: string,
  nonce: bigint,
  signed: SignedTx,
  cancel = false,
): Promise<void> {
  await tx.query(
    `INSERT INTO relay_transactions (hash, request_id, nonce, raw, max_fee_per_gas, max_priority_fee_per_gas, gas_limit, cancel)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      signed.hash,
      requestId,
      nonce,
      signed.raw,
      signed.maxFeePerGas,
      signed.maxPriorityFeePerGas,
      signed.gasLimit,
      cancel,
    ],
  );
}

export type RelayStore = ReturnType<typeof createRelayStore>;
