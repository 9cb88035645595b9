import { gmChallengeAbi, gmVestingAbi } from '@gm-claim/shared';
import { Interface, type EventFragment } from 'ethers';

/** The index tables and their columns besides block_number, log_index and tx_hash (SQL types for UNNEST). */
export const INDEX_TABLES = {
  idx_vesting_schedules: { contract: 'text', schedule_id: 'numeric', beneficiary: 'text', total_amount: 'numeric', tge_amount: 'numeric', release_day: 'smallint' },
  idx_vesting_claims: {
    contract: 'text',
    schedule_id: 'numeric',
    beneficiary: 'text',
    amount: 'numeric',
    claimed_at: 'bigint',
    recipient: 'text',
  },
  idx_vesting_revocations: { contract: 'text', schedule_id: 'numeric', unvested_returned: 'numeric' },
  idx_beneficiary_changes: { contract: 'text', schedule_id: 'numeric', kind: 'text', from_address: 'text', to_address: 'text' },
  idx_challenge_registrations: { user_address: 'text', amount: 'numeric' },
  idx_challenge_bets: {
    request_id: 'numeric',
    user_address: 'text',
    unit: 'numeric',
    multiple: 'numeric',
    price: 'numeric',
    prob_bps: 'integer',
    loss_bps: 'integer',
  },
  idx_challenge_resolutions: { request_id: 'numeric', user_address: 'text', success: 'boolean', gained: 'numeric', random_word: 'numeric' },
  idx_challenge_cancel_requests: { request_id: 'numeric', user_address: 'text', finalizable_at: 'bigint' },
  idx_challenge_cancellations: { request_id: 'numeric', user_address: 'text' },
  idx_challenge_claims: { user_address: 'text', amount: 'numeric', recipient: 'text' },
  idx_challenge_vests: { user_address: 'text', schedule_id: 'numeric', amount: 'numeric', recipient: 'text' },
  idx_betting_table: { unit: 'numeric', multiple: 'numeric', prob_bps: 'integer', loss_bps: 'integer' },
} as const;

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

type Args = Record<string, unknown>;
type ToValues = (args: Args, contract: string) => RowValues;

const text = (value: unknown): string => String(value).toLowerCase();
const num = (value: unknown): string => BigInt(value as bigint).toString();
/** A field newer contract versions add: null while the deployed event does not carry it. */
const optionalNum = (args: Args, key: string): string | null => (key in args ? num(args[key]) : null);

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

const VESTING_CLAIMED_TO: ToValues = (a, contract) => ({
  contract,
  schedule_id: num(a.scheduleId),
  beneficiary: text(a.beneficiary),
  recipient: text(a.recipient),
});
const CHALLENGE_CLAIMED_TO: ToValues = (a) => ({ user_address: text(a.user), recipient: text(a.recipient) });

/** A decoded `ClaimedTo`: which claim rows (by kind and key) were credited to `recipient`. */
export interface RecipientNote {
  kind: 'vesting' | 'challenge';
  values: RowValues;
  blockNumber: number;
  logIndex: number;
  txHash: string;
}

/**
 * One small handler per event: which table its row goes to and how the event's arguments map onto
 * the columns. Events not in the deployed ABI (the issue-13 additions) are skipped until the ABI has
 * them; fields not in the deployed event are stored as NULL.
 */
const VESTING_HANDLERS: Record<string, { table: IndexTable | null; values: ToValues }> = {
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

const CHALLENGE_HANDLERS: Record<string, { table: IndexTable | null; values: ToValues }> = {
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

function topicHandlers(
  iface: Interface,
  handlers: Record<string, { table: IndexTable | null; values: ToValues }>,
): Map<string, TopicHandler> {
  const map = new Map<string, TopicHandler>();
  for (const [name, handler] of Object.entries(handlers)) {
    const event = iface.getEvent(name);
    if (event) map.set(event.topicHash, { event, iface, ...handler });
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
