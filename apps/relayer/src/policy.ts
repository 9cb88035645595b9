import { formatEther, formatUnits } from 'ethers';
import type { RelayChain, FeeQuote } from './chain';
import { CAMPAIGNS, type Campaign, type RelayerConfig } from './config';
import { refusal } from './errors';
import type { RelayStore } from './store';

export interface CampaignState {
  campaign: Campaign;
  budget: bigint;
  /** Paid for mined transactions plus the most the ones in flight can still cost. */
  spent: bigint;
  left: bigint;
  low: boolean;
  /** Left is less than one claim costs at today's price: new requests get 503. */
  exhausted: boolean;
}

export interface PolicySnapshot {
  balance: bigint;
  fees: FeeQuote;
  /** What a transaction sent now pays per gas at most (capped by the ceiling). */
  maxFeePerGas: bigint;
  campaigns: Record<Campaign, CampaignState>;
  /** Why new requests are refused now, or null. */
  blocked: string | null;
  /** What blocks them: an operator's pause, the gas price over the ceiling, the balance under the low-water mark. */
  blockedBy: 'paused' | 'gas_price' | 'balance' | null;
  /** The operator's pause, when sponsoring is paused. */
  pause: PauseState | null;
}

export interface PauseState {
  reason: string;
  by: string;
  at: Date;
}

/**
 * What the intake admits a claim for (budget, gas ceiling, balance): above what every relayed claim costs — the
 * dearest, a registerAndClaimAndVestViaSig to another address (a gift), is about 265,000 gas (contracts/README.md,
 * "Gas") — so an accepted claim is never refused later for its own cost. The sender estimates what it sends.
 */
export const NOMINAL_CLAIM_GAS = 300_000n;

/** How long one chain + database reading of the policy serves (status, admissions, metrics). */
const SNAPSHOT_TTL_MS = 1_000;

/**
 * The sponsoring policy from configuration: the gas-price ceiling, a BNB budget per campaign with a
 * low-water mark, and the key's balance. `admit` refuses (503 + Retry-After) what the relayer cannot
 * pay for now; `check` is the same decision for the sender, before it signs a queued request.
 */
export function createPolicy(config: RelayerConfig, chain: RelayChain, store: RelayStore) {
  let cached: { at: number; value: Promise<PolicySnapshot> } | undefined;

  async function read(): Promise<PolicySnapshot> {
    const [balances, fees, spend, pauseRow] = await Promise.all([
      Promise.all(config.keys.map((key) => chain.balance(key.address))),
      chain.fees(config.priorityFee),
      store.spendByCampaign(),
      store.pause(),
    ]);
    // The richest key: what one transaction can be paid from. Under the low-water mark only when every key is.
    const balance = balances.reduce((max, each) => (each > max ? each : max), 0n);
    const pause = pauseRow?.paused ? { reason: pauseRow.reason, by: pauseRow.by, at: pauseRow.at } : null;
    const price = fees.baseFee + fees.maxPriorityFeePerGas;
    const maxFeePerGas = fees.maxFeePerGas < config.maxGasPrice ? fees.maxFeePerGas : config.maxGasPrice;
    const campaigns = Object.fromEntries(
      CAMPAIGNS.map((campaign) => {
        const row = spend.find((each) => each.campaign === campaign);
        const budget = config.budgets[campaign];
        const spent = (row?.spent ?? 0n) + (row?.reserved ?? 0n);
        const left = budget > spent ? budget - spent : 0n;
        return [
          campaign,
          {
            campaign,
            budget,
            spent,
            left,
            low: left <= config.lowWater,
            exhausted: left < NOMINAL_CLAIM_GAS * maxFeePerGas,
          },
        ];
      }),
    ) as Record<Campaign, CampaignState>;
    let blocked: string | null = null;
    let blockedBy: PolicySnapshot['blockedBy'] = null;
    if (pause) {
      blocked = `Sponsored claims are paused by an operator${pause.reason ? ` (${pause.reason})` : ''}.`;
      blockedBy = 'paused';
    } else if (price > config.maxGasPrice) {
      blocked = `The gas price (${formatUnits(price, 'gwei')} gwei) is over the relayer's ceiling (${formatUnits(config.maxGasPrice, 'gwei')} gwei).`;
      blockedBy = 'gas_price';
    } else if (balance < config.lowWater) {
      // The README's promise: under the low-water mark new requests get 503 (the rest of the balance pays for
      // what is already accepted, replacements and the freeing of stuck nonces).
      blocked = `The relayer's balance (${formatEther(balance)} BNB${config.keys.length > 1 ? ' on its richest key' : ''}) is under its low-water mark (${formatEther(config.lowWater)} BNB): it takes no new claims until it is funded.`;
      blockedBy = 'balance';
    }
    return { balance, fees, maxFeePerGas, campaigns, blocked, blockedBy, pause };
  }

  return {
    snapshot(fresh = false): Promise<PolicySnapshot> {
      const now = Date.now();
      if (fresh || !cached || now - cached.at > SNAPSHOT_TTL_MS) {
        const value = read();
        cached = { at: now, value };
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },

    /** Null when a transaction of `gasLimit` for `campaign` may be paid now, else why not. */
    check(
      snapshot: PolicySnapshot,
      campaign: Campaign,
      gasLimit: bigint,
    ): { reason: 'paused' | 'gas_price' | 'budget' | 'balance'; message: string } | null {
      if (snapshot.blocked && snapshot.blockedBy) return { reason: snapshot.blockedBy, message: snapshot.blocked };
      const cost = gasLimit * snapshot.maxFeePerGas;
      if (snapshot.campaigns[campaign].left < cost) {
        return { reason: 'budget', message: `The sponsoring budget for ${campaign} claims is spent.` };
      }
      if (snapshot.balance < cost) {
        return {
          reason: 'balance',
          message: `The relayer's balance (${formatEther(snapshot.balance)} BNB) cannot pay for this claim.`,
        };
      }
      return null;
    },

    /**
     * Null when the sender may send a queued request of `campaign` now. The low-water mark stops new intake, not
     * what was already accepted (202): those go while the balance pays for them. An operator's pause stops both.
     */
    checkSend(
      snapshot: PolicySnapshot,
      campaign: Campaign,
      gasLimit: bigint,
    ): { reason: 'paused' | 'gas_price' | 'budget' | 'balance'; message: string } | null {
      const sending = snapshot.blockedBy === 'balance' ? { ...snapshot, blocked: null, blockedBy: null } : snapshot;
      return this.check(sending, campaign, gasLimit);
    },

    /** Throws the 503 (with Retry-After) a request gets when the relayer cannot pay for it now. */
    async admit(campaign: Campaign, gasLimit: bigint): Promise<void> {
      const problem = this.check(await this.snapshot(), campaign, gasLimit);
      if (!problem) return;
      throw refusal(
        503,
        problem.reason,
        problem.reason === 'budget'
          ? 'BUDGET_SPENT'
          : problem.reason === 'gas_price'
            ? 'GAS_PRICE_TOO_HIGH'
            : problem.reason === 'paused'
              ? 'RELAYER_PAUSED'
              : 'RELAYER_UNFUNDED',
        `${problem.message} Claim without the relayer (your wallet pays the gas), or try again later.`,
        {
          retryAfterSeconds: config.retryAfterSeconds,
        },
      );
    },
  };
}

export type Policy = ReturnType<typeof createPolicy>;
