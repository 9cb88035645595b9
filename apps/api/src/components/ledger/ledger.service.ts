import { explorerTxUrl } from '@gm-claim/shared/explorer';
import {
  CLAIM_TYPES,
  formatTokenAmount,
  type ClaimType,
  type ChallengeRecord,
  type IndexStatus,
  type LedgerEntry,
  type LedgerResponse,
} from '@gm-claim/shared';
import type { HistoryRepository } from '../history';
import { toChallengeRecord } from '../history';
import type { CreditRow, LedgerRepository } from './ledger.repository';

const PAGE = 500;

export interface LedgerService {
  ledger(wallet: string): Promise<LedgerResponse>;
}

interface At {
  txHash: string;
  blockNumber: number;
  logIndex: number;
  timestamp: number;
}

const at = (row: CreditRow): At => ({
  txHash: row.tx_hash,
  blockNumber: Number(row.block_number),
  logIndex: row.log_index,
  timestamp: Number(row.block_timestamp),
});

/**
 * A wallet's credits from the event index, oldest first. Tokens reach a wallet in two ways only: GMChallenge's
 * claim & vest (one transfer: the 10% unlocked at TGE plus every Challenge result) and GMVesting's claims. A
 * Challenge's result and a cancelled Challenge's stake are credits inside GMChallenge until then: listed, not paid.
 * The claim & vest transfer is split into its Challenge results and its TGE part, so the paid rows add up to what
 * the wallet received, once.
 */
export function createLedgerService(
  repository: LedgerRepository,
  history: HistoryRepository,
  indexStatus: () => Promise<IndexStatus>,
  chain: { chainId: number; vestingAddresses: Partial<Record<ClaimType, string>> },
): LedgerService {
  const typeOf = new Map<string, ClaimType>();
  for (const type of CLAIM_TYPES) {
    const address = chain.vestingAddresses[type];
    if (address) typeOf.set(address.toLowerCase(), type);
  }
  const entry = (
    fields: Omit<LedgerEntry, 'token' | 'time' | 'explorerUrl' | 'txHash' | 'blockNumber' | 'logIndex' | 'timestamp'>,
    where: At,
  ): LedgerEntry => ({
    ...fields,
    token: 'GM',
    ...where,
    time: new Date(where.timestamp * 1000).toISOString(),
    explorerUrl: explorerTxUrl(chain.chainId, where.txHash),
  });

  async function challengesOf(wallet: string, bound: string): Promise<ChallengeRecord[]> {
    const records: ChallengeRecord[] = [];
    let before: { block: string; logIndex: number } | null = null;
    for (;;) {
      const rows = await history.userChallenges(wallet, bound, PAGE, before);
      records.push(...rows.map(toChallengeRecord));
      const last = rows.at(-1);
      if (rows.length < PAGE || !last) return records;
      before = { block: last.bet_block, logIndex: last.bet_log };
    }
  }

  return {
    async ledger(address) {
      const wallet = address.toLowerCase();
      const index = await indexStatus();
      const bound = String(index.indexedBlock ?? -1);
      const [claims, vestingClaims, challenges] = await Promise.all([
        repository.challengeClaims(wallet, bound),
        repository.vestingClaims(wallet, bound),
        challengesOf(wallet, bound),
      ]);
      const claim = claims[0];
      const entries: LedgerEntry[] = [];
      let results = 0n;
      // Oldest first (the history reads newest first), so the rows of one claim keep the bets' order.
      for (const challenge of [...challenges].reverse()) {
        const reference = challenge.requestId;
        if (challenge.status === 'resolved' && challenge.fulfilment?.credited) {
          const credited = challenge.fulfilment.credited;
          const outcome = challenge.fulfilment.success ? 'won' : 'lost';
          const stake = `${formatTokenAmount(BigInt(challenge.unit))} GM`;
          if (claim) {
            results += BigInt(credited);
            entries.push(
              entry(
                {
                  kind: 'challenge_result',
                  paid: true,
                  amount: credited,
                  claimType: null,
                  reference,
                  description: `Challenge x${challenge.multiple} ${outcome} (stake ${stake}, request ${reference}): paid at claim & vest`,
                },
                at(claim),
              ),
            );
          } else {
            const where = challenge.fulfilment;
            entries.push(
              entry(
                {
                  kind: 'challenge_result',
                  paid: false,
                  amount: credited,
                  claimType: null,
                  reference,
                  description: `Challenge x${challenge.multiple} ${outcome} (stake ${stake}, request ${reference}): credited, paid at your claim & vest`,
                },
                where,
              ),
            );
          }
        } else if (challenge.status === 'cancelled' && challenge.cancellation) {
          entries.push(
            entry(
              {
                kind: 'stake_returned',
                paid: false,
                amount: challenge.unit,
                claimType: null,
                reference,
                description: `Challenge stake returned after cancel (request ${reference}): back in your allocation, paid and vested by claim & vest`,
              },
              challenge.cancellation,
            ),
          );
        }
      }
      if (claim) {
        const total = BigInt(claim.amount);
        // The contract pays redeemable (the results) + 10% of vestable in one transfer.
        const split = total >= results;
        // Never happens with GMChallenge's accounting; if it did, the transfer stays one row and nothing is counted twice.
        if (!split) for (const e of entries) if (e.kind === 'challenge_result') e.paid = false;
        const tgePart = split ? total - results : total;
        entries.push(
          entry(
            {
              kind: 'claim_and_vest',
              paid: true,
              amount: tgePart.toString(),
              claimType: 'PUBLIC',
              reference: null,
              description: split ? 'Claim & vest: 10% unlocked at TGE' : 'Claim & vest: paid at claim',
            },
            at(claim),
          ),
        );
      }
      for (const row of vestingClaims) {
        const claimType = typeOf.get(row.contract) ?? null;
        entries.push(
          entry(
            {
              kind: 'vesting_claim',
              paid: true,
              amount: row.amount,
              claimType,
              reference: row.schedule_id,
              description: `Vesting claim (${claimType ?? row.contract} schedule ${row.schedule_id})`,
            },
            at(row),
          ),
        );
      }
      // Stable: rows of the same event (a claim's results, then its TGE part) keep the order they were added in.
      entries.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
      const totalReceived = entries.filter((e) => e.paid).reduce((sum, e) => sum + BigInt(e.amount), 0n);
      return { wallet, index, entries, totalReceived: totalReceived.toString() };
    },
  };
}
