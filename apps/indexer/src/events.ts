import { gmChallengeAbi, gmVestingAbi } from '@gm-claim/shared';
import { Interface, type EventFragment } from 'ethers';
import type { EventArgs, EventName } from './event-args';
import { INDEX_TABLES } from './generated/index-tables';

// The index tables are declared once, by the migrations (libs/server/migrations); their columns come from there.
export { INDEX_TABLES };

export type IndexTable = keyof typeof INDEX_TABLES;
export const INDEX_TABLE_NAMES = Object.keys(INDEX_TABLES) as IndexTable[];

/** One row's values as text (NULL as null), keyed by column. */
export type RowValues = Record<string, string | null>;

export interface IndexedRow {
  table: IndexTable;
  event: string;
  blockNumber: number;
  logIndex: number;
  txHash: string;
  values: RowValues;
}

/** The raw log fields the handlers need. */
export interface RawLog {
  address: string;
  topics: readonly string[];
  data: string;
  blockNumber: number;
  blockHash: string;
  logIndex: number;
  transactionHash: string;
}

/** Decoded event arguments by name, as the catalogue builds them from a log; each handler sees them typed from its ABI. */
type Args = Record<string, unknown>;
type ToValues = (args: Args, contract: string) => RowValues;

/** How one event of `Abi` becomes a row: its table (null: `ClaimedTo`, which makes none) and its columns. */
interface EventHandler<Abi extends readonly unknown[], Name extends EventName<Abi>> {
  table: IndexTable | null;
  values: (args: EventArgs<Abi, Name>, contract: string) => RowValues;
}
/** The handlers of some events of `Abi`, each typed from its own event. */
type EventHandlers<Abi extends readonly unknown[]> = { [Name in EventName<Abi>]?: EventHandler<Abi, Name> };

const text = (value: string): string => value.toLowerCase();
const num = (value: bigint): string => value.toString();
/** A field newer contract versions add: null while the deployed event does not carry it. */
const optionalNum = <A extends object>(args: A, key: keyof A & string): string | null =>
  key in args ? num(args[key] as bigint) : null;

/**
 * `ClaimedTo` makes no row of its own: it follows its claim's own event (GMVesting `Claimed`; GMChallenge `Claimed` and
 * `Vest`) in the same transaction and names who was credited instead of the beneficiary / user. `attachRecipients`
 * writes that address into the claim's rows. The key says which earlier rows belong to the same claim.
 */
const CLAIMED_TO = 'ClaimedTo';
const RECIPIENT_TARGETS: Record<'vesting' | 'challenge', { tables: readonly IndexTable[]; key: (values: RowValues) => string }> = {
  vesting: { tables: ['idx_vesting_claims'], key: (v) => `${v.contract}/${v.schedule_id}/${v.beneficiary}` },
  challenge: { tables: ['idx_challenge_claims', 'idx_challenge_vests'], key: (v) => `${v.user_address}` },
};

const VESTING_CLAIMED_TO: EventHandler<typeof gmVestingAbi, 'ClaimedTo'>['values'] = (a, contract) => ({
  contract,
  schedule_id: num(a.scheduleId),
  beneficiary: text(a.beneficiary),
  recipient: text(a.recipient),
});
const CHALLENGE_CLAIMED_TO: EventHandler<typeof gmChallengeAbi, 'ClaimedTo'>['values'] = (a) => ({
  user_address: text(a.user),
  recipient: text(a.recipient),
});

/** A decoded `ClaimedTo`: which claim rows (by kind and key) were credited to `recipient`. */
export interface RecipientNote {
  kind: 'vesting' | 'challenge';
  values: RowValues;
  blockNumber: number;
  logIndex: number;
  txHash: string;
}

/**
 * One small handler per event: which table its row goes to and how the event's arguments (typed from
 * libs/shared's generated ABI: a renamed or retyped field fails typecheck) map onto the columns. Events not in the deployed ABI (the issue-13 additions) are skipped until the ABI has
 * them; fields not in the deployed event are stored as NULL.
 */
const VESTING_HANDLERS: EventHandlers<typeof gmVestingAbi> = {
  VestingScheduleCreated: {
    table: 'idx_vesting_schedules',
    values: (a, contract) => ({
      contract,
      schedule_id: num(a.scheduleId),
      beneficiary: text(a.beneficiary),
      total_amount: num(a.totalAmount),
      tge_amount: num(a.tgeAmount),
      release_day: num(a.releaseDay),
    }),
  },
  Claimed: {
    table: 'idx_vesting_claims',
    values: (a, contract) => ({
      contract,
      schedule_id: num(a.scheduleId),
      beneficiary: text(a.beneficiary),
      amount: num(a.amount),
      claimed_at: num(a.timestamp),
      // Until a ClaimedTo of the same claim names another address (see attachRecipients).
      recipient: text(a.beneficiary),
    }),
  },
  VestingScheduleRevoked: {
    table: 'idx_vesting_revocations',
    values: (a, contract) => ({ contract, schedule_id: num(a.scheduleId), unvested_returned: num(a.unvestedReturned) }),
  },
  BeneficiaryChanged: {
    table: 'idx_beneficiary_changes',
    values: (a, contract) => ({ contract, schedule_id: num(a.scheduleId), kind: 'changed', from_address: text(a.from), to_address: text(a.to) }),
  },
  BeneficiaryChangeProposed: {
    table: 'idx_beneficiary_changes',
    values: (a, contract) => ({ contract, schedule_id: num(a.scheduleId), kind: 'proposed', from_address: text(a.from), to_address: text(a.to) }),
  },
  [CLAIMED_TO]: { table: null, values: VESTING_CLAIMED_TO },
};

const CHALLENGE_HANDLERS: EventHandlers<typeof gmChallengeAbi> = {
  UserRegistered: { table: 'idx_challenge_registrations', values: (a) => ({ user_address: text(a.user), amount: num(a.amount) }) },
  BetRequested: {
    table: 'idx_challenge_bets',
    values: (a) => ({
      request_id: num(a.requestId),
      user_address: text(a.user),
      unit: num(a.unit),
      multiple: num(a.multiple),
      price: num(a.price),
      prob_bps: optionalNum(a, 'probBps'),
      loss_bps: optionalNum(a, 'lossBps'),
    }),
  },
  BetResolved: {
    table: 'idx_challenge_resolutions',
    values: (a) => ({
      request_id: num(a.requestId),
      user_address: text(a.user),
      success: a.success ? 'true' : 'false',
      gained: num(a.gained),
      random_word: optionalNum(a, 'randomWord'),
    }),
  },
  BetCancelRequested: {
    table: 'idx_challenge_cancel_requests',
    values: (a) => ({ request_id: num(a.requestId), user_address: text(a.user), finalizable_at: num(a.finalizableAt) }),
  },
  BetCancelled: { table: 'idx_challenge_cancellations', values: (a) => ({ request_id: num(a.requestId), user_address: text(a.user) }) },
  Claimed: { table: 'idx_challenge_claims', values: (a) => ({ user_address: text(a.user), amount: num(a.amount), recipient: text(a.user) }) },
  Vest: {
    table: 'idx_challenge_vests',
    values: (a) => ({ user_address: text(a.user), schedule_id: num(a.scheduleId), amount: num(a.amount), recipient: text(a.user) }),
  },
  BettingTableSet: {
    table: 'idx_betting_table',
    values: (a) => ({ unit: num(a.unit), multiple: num(a.multiple), prob_bps: num(a.probBps), loss_bps: num(a.lossBps) }),
  },
  [CLAIMED_TO]: { table: null, values: CHALLENGE_CLAIMED_TO },
};

interface TopicHandler {
  event: EventFragment;
  iface: Interface;
  table: IndexTable | null;
  values: ToValues;
}

/**
 * The handlers by topic0. `Interface` and the handlers' types come from the same ABI, so the arguments decoded by
 * the event's fragment are the ones its handler is typed for: the one place they are seen untyped.
 */
function topicHandlers<Abi extends readonly unknown[]>(iface: Interface, handlers: EventHandlers<Abi>): Map<string, TopicHandler> {
  const map = new Map<string, TopicHandler>();
  for (const [name, handler] of Object.entries(handlers) as [string, { table: IndexTable | null; values: ToValues } | undefined][]) {
    const event = iface.getEvent(name);
    if (event && handler) map.set(event.topicHash, { event, iface, table: handler.table, values: handler.values });
  }
  return map;
}

export interface EventCatalogue {
  /** topic0 values to ask eth_getLogs for. */
  topics: string[];
  /** Decodes a log of one of the indexed contracts into its row (or a ClaimedTo's note), or null for an event not indexed. */
  decode(log: RawLog): IndexedRow | RecipientNote | null;
  /** Decodes the logs of a block range, in chain order, into rows, the recipients of redirected claims attached. */
  decodeRange(logs: readonly RawLog[]): IndexedRow[];
}

/**
 * Writes each ClaimedTo's recipient into the rows of the claim it follows: the nearest earlier rows of the same
 * transaction with the same key. A transaction's logs are never split between ranges, so the claim's rows are always
 * in `decoded`; a ClaimedTo without them means the chain view is broken, and indexing it would record a wrong credit.
 */
export function attachRecipients(decoded: readonly (IndexedRow | RecipientNote)[]): IndexedRow[] {
  const rows: IndexedRow[] = [];
  for (const entry of decoded) {
    if (!('kind' in entry)) {
      rows.push(entry);
      continue;
    }
    const target = RECIPIENT_TARGETS[entry.kind];
    const key = target.key(entry.values);
    let matched = 0;
    for (const table of target.tables) {
      const row = rows.findLast((candidate) => candidate.txHash === entry.txHash && candidate.table === table && target.key(candidate.values) === key);
      if (!row) continue;
      row.values = { ...row.values, recipient: entry.values.recipient ?? null };
      matched += 1;
    }
    if (matched === 0) {
      throw new Error(`ClaimedTo at block ${entry.blockNumber} log ${entry.logIndex} (${entry.txHash}) follows no claim of the same transaction`);
    }
  }
  return rows;
}

/** The events indexed from the five GMVesting contracts and GMChallenge. */
export function createEventCatalogue(vestingAddresses: readonly string[], challengeAddress: string): EventCatalogue {
  const vesting = topicHandlers(new Interface(gmVestingAbi), VESTING_HANDLERS);
  const challenge = topicHandlers(new Interface(gmChallengeAbi), CHALLENGE_HANDLERS);
  const vestingSet = new Set(vestingAddresses.map((address) => address.toLowerCase()));
  const challengeLower = challengeAddress.toLowerCase();
  const topics = [...new Set([...vesting.keys(), ...challenge.keys()])];
  const decode = (log: RawLog): IndexedRow | RecipientNote | null => {
    const address = log.address.toLowerCase();
    const topic0 = log.topics[0];
    if (topic0 === undefined) return null;
    const handler = address === challengeLower ? challenge.get(topic0) : vestingSet.has(address) ? vesting.get(topic0) : undefined;
    if (!handler) return null;
    const decoded = handler.iface.decodeEventLog(handler.event, log.data, log.topics);
    const args: Args = {};
    handler.event.inputs.forEach((input, index) => {
      args[input.name] = decoded[index];
    });
    const place = { blockNumber: log.blockNumber, logIndex: log.logIndex, txHash: log.transactionHash.toLowerCase() };
    const values = handler.values(args, address);
    if (handler.table === null) return { kind: address === challengeLower ? 'challenge' : 'vesting', values, ...place };
    return { table: handler.table, event: handler.event.name, values, ...place };
  };
  return {
    topics,
    decode,
    decodeRange(logs) {
      const decoded: (IndexedRow | RecipientNote)[] = [];
      for (const log of logs) {
        const entry = decode(log);
        if (entry) decoded.push(entry);
      }
      return attachRecipients(decoded);
    },
  };
}
