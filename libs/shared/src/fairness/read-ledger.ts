import { Interface, type Log, type Provider } from 'ethers';
import { gmChallengeAbi } from '../generated/abis';
import { scanLogs, type ScanLogsOptions } from '../ops/scan-logs';
import { observedTotals, type ObservedTotals, type SettledBet } from './observed';
import { rowInForce, type EventPosition, type TableChange } from './table-history';

/** Where an event sits on the chain. */
export interface LedgerPoint extends EventPosition {
  txHash: string;
}

/** One Challenge as its events tell it. */
export interface LedgerBet {
  requestId: bigint;
  user: string;
  unit: bigint;
  multiple: number;
  /** VRF fee paid (wei). */
  price: bigint;
  /** The odds BetRequested recorded for the bet. */
  probBps: number;
  lossBps: number;
  requested: LedgerPoint;
  resolution: (LedgerPoint & { success: boolean; gained: bigint; randomWord: bigint }) | null;
  cancelRequest: (LedgerPoint & { finalizableAt: number }) | null;
  cancellation: LedgerPoint | null;
}

/** GMChallenge's Challenge events between two blocks (inclusive). */
export interface ChallengeLedger {
  fromBlock: number;
  toBlock: number;
  tableChanges: TableChange[];
  bets: LedgerBet[];
}

const challenge = new Interface(gmChallengeAbi);
const EVENTS = ['BettingTableSet', 'BetRequested', 'BetResolved', 'BetCancelRequested', 'BetCancelled'] as const;

function topicOf(name: string): string {
  const event = challenge.getEvent(name);
  if (!event) throw new Error(`GMChallenge has no ${name} event`);
  return event.topicHash;
}

const pointOf = (log: Log): LedgerPoint => ({
  blockNumber: log.blockNumber,
  logIndex: log.index,
  txHash: log.transactionHash,
});

/** Builds the ledger from logs in chain order (any mix of the five events; others are ignored). */
export function ledgerFromLogs(logs: readonly Log[], fromBlock: number, toBlock: number): ChallengeLedger {
  const sorted = [...logs].sort((a, b) => a.blockNumber - b.blockNumber || a.index - b.index);
  const tableChanges: TableChange[] = [];
  const bets = new Map<bigint, LedgerBet>();
  for (const log of sorted) {
    const parsed = challenge.parseLog({ topics: [...log.topics], data: log.data });
    if (!parsed) continue;
    const args = parsed.args;
    const point = pointOf(log);
    switch (parsed.name) {
      case 'BettingTableSet':
        tableChanges.push({
          unit: args.unit,
          multiple: Number(args.multiple),
          probBps: Number(args.probBps),
          lossBps: Number(args.lossBps),
          ...point,
        });
        break;
      case 'BetRequested':
        bets.set(args.requestId, {
          requestId: args.requestId,
          user: String(args.user).toLowerCase(),
          unit: args.unit,
          multiple: Number(args.multiple),
          price: args.price,
          probBps: Number(args.probBps),
          lossBps: Number(args.lossBps),
          requested: point,
          resolution: null,
          cancelRequest: null,
          cancellation: null,
        });
        break;
      case 'BetResolved': {
        const bet = bets.get(args.requestId);
        if (bet)
          bet.resolution = {
            ...point,
            success: Boolean(args.success),
            gained: args.gained,
            randomWord: args.randomWord,
          };
        break;
      }
      case 'BetCancelRequested': {
        const bet = bets.get(args.requestId);
        if (bet) bet.cancelRequest = { ...point, finalizableAt: Number(args.finalizableAt) };
        break;
      }
      case 'BetCancelled': {
        const bet = bets.get(args.requestId);
        if (bet) bet.cancellation = point;
        break;
      }
    }
  }
  return { fromBlock, toBlock, tableChanges, bets: [...bets.values()] };
}

/** Reads GMChallenge's Challenge events from `fromBlock` to `toBlock` in bounded eth_getLogs ranges. */
export async function readChallengeLedger(
  provider: Provider,
  challengeAddress: string,
  fromBlock: number,
  toBlock: number,
  options: ScanLogsOptions = {},
): Promise<ChallengeLedger> {
  const logs = await scanLogs(
    provider,
    { address: challengeAddress, topics: EVENTS.map(topicOf) },
    fromBlock,
    toBlock,
    options,
  );
  return ledgerFromLogs(logs, fromBlock, toBlock);
}

/** The settled (resolved) Challenges, each at the odds it recorded. */
export function settledBets(ledger: ChallengeLedger): SettledBet[] {
  return ledger.bets.flatMap((bet) =>
    bet.resolution
      ? [
          {
            unit: bet.unit,
            multiple: bet.multiple,
            probBps: bet.probBps,
            lossBps: bet.lossBps,
            success: bet.resolution.success,
            gained: bet.resolution.gained,
          },
        ]
      : [],
  );
}

export interface LedgerSummary {
  totals: ObservedTotals[];
  /** Bets whose stake came back by a cancel (no draw). */
  cancelled: number;
  /** Bets neither settled nor cancelled yet. */
  pending: number;
  /** Bets whose recorded odds differ from the table row in force when they were placed (should be none). */
  oddsMismatches: LedgerBet[];
}

export function summariseLedger(ledger: ChallengeLedger): LedgerSummary {
  return {
    totals: observedTotals(settledBets(ledger)),
    cancelled: ledger.bets.filter((bet) => bet.cancellation && !bet.resolution).length,
    pending: ledger.bets.filter((bet) => !bet.resolution && !bet.cancellation).length,
    oddsMismatches: ledger.bets.filter((bet) => {
      const row = rowInForce(ledger.tableChanges, bet.unit, bet.multiple, bet.requested);
      return !row || row.probBps !== bet.probBps || row.lossBps !== bet.lossBps;
    }),
  };
}
