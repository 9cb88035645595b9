import type { ChallengeRecord, ChallengeStatus, IndexStatus } from '@gm-claim/shared/dto/history';

/*
 * Everything the verifier page shows about one Challenge, whichever source it came from (the API's
 * event index, or the chain read directly when the API is down). Plain code: no ethers, no zod.
 */

/** Where an event was emitted. */
export interface EventPoint {
  txHash: string;
  blockNumber: number;
  /** The block's timestamp (unix seconds), null when the source did not give it. */
  timestamp: number | null;
}

export interface RecordedOdds {
  probBps: number;
  lossBps: number;
}

/** The betting-table row for the bet's (unit, multiple) as it stood at the bet's block. */
export type TableRowAtBet =
  /** `setAtBlock`: the block the owner set this row in (known from the index only). */
  | ({ kind: 'row'; atBlock: number; setAtBlock: number | null } & RecordedOdds)
  /** No row was set for the pair (0 / 0). */
  | { kind: 'none'; atBlock: number | null }
  /** The row could not be read (e.g. the node keeps no state that old): why. */
  | { kind: 'unavailable'; reason: string };

export interface Fulfilment extends EventPoint {
  success: boolean;
  /** The VRF word (null when the source did not carry it). */
  randomWord: bigint | null;
  /** `unit × multiple` on a win, 0 on a loss. */
  gained: bigint;
  /** What became redeemable: the gain on a win, the stake less the loss share on a loss. */
  credited: bigint | null;
}

export interface ChallengeProof {
  source: 'index' | 'chain';
  requestId: bigint;
  user: string;
  /** The stake, 18-decimal base units. */
  unit: bigint;
  multiple: number;
  /** The VRF fee paid with the bet (wei), null when unknown. */
  price: bigint | null;
  /** The odds GMChallenge recorded with the bet. */
  odds: RecordedOdds | null;
  tableRow: TableRowAtBet;
  status: ChallengeStatus;
  /** The bet (BetRequested); null when its log could not be found. */
  requested: EventPoint | null;
  /** When the bet was placed (unix seconds), null when unknown. */
  requestedAt: number | null;
  fulfilment: Fulfilment | null;
  cancelRequest: (EventPoint & { finalizableAt: number }) | null;
  /** The cancel request's time when only that is known (the chain's record). */
  cancelRequestedAt: number | null;
  cancellation: EventPoint | null;
  /** The index's progress (source 'index'), null when read from the chain. */
  index: IndexStatus | null;
}

/** The API's record (strings for uint256) as the page's model. */
export function proofFromRecord(record: ChallengeRecord, index: IndexStatus): ChallengeProof {
  const point = (ref: { txHash: string; blockNumber: number; timestamp: number }): EventPoint => ({
    txHash: ref.txHash,
    blockNumber: ref.blockNumber,
    timestamp: ref.timestamp,
  });
  const { fulfilment, tableRow } = record;
  return {
    source: 'index',
    requestId: BigInt(record.requestId),
    user: record.user,
    unit: BigInt(record.unit),
    multiple: record.multiple,
    price: BigInt(record.price),
    odds: record.odds,
    tableRow: tableRow
      ? {
          kind: 'row',
          atBlock: record.requested.blockNumber,
          setAtBlock: tableRow.setAtBlock,
          probBps: tableRow.probBps,
          lossBps: tableRow.lossBps,
        }
      : { kind: 'none', atBlock: record.requested.blockNumber },
    status: record.status,
    requested: point(record.requested),
    requestedAt: record.requested.timestamp,
    fulfilment: fulfilment
      ? {
          ...point(fulfilment),
          success: fulfilment.success,
          randomWord: fulfilment.randomWord === null ? null : BigInt(fulfilment.randomWord),
          gained: BigInt(fulfilment.gained),
          credited: fulfilment.credited === null ? null : BigInt(fulfilment.credited),
        }
      : null,
    cancelRequest: record.cancelRequest
      ? { ...point(record.cancelRequest), finalizableAt: record.cancelRequest.finalizableAt }
      : null,
    cancelRequestedAt: record.cancelRequest?.timestamp ?? null,
    cancellation: record.cancellation ? point(record.cancellation) : null,
    index,
  };
}
