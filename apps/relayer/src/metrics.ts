import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { REFUSAL_REASONS, type RefusalReason } from './errors';

/** The relayer's Prometheus metrics (README "Operating the relayer" lists the alerts on them). */
export interface RelayMetrics {
  readonly registry: Registry;
  accepted(campaign: string): void;
  refused(reason: RefusalReason): void;
  sent(kind: 'new' | 'rebroadcast'): void;
  replaced(): void;
  mined(campaign: string, success: boolean, secondsSinceRequest: number): void;
  failed(reason: 'would_revert' | 'expired'): void;
  /** A request whose nonce another transaction of the key took, queued again for a new one. */
  requeued(): void;
  /** A zero-value self-transfer sent to free the nonce of a request whose deadline passed. */
  cancelled(): void;
  queue(queued: number, inFlight: number): void;
  budget(campaign: string, leftWei: bigint, budgetWei: bigint): void;
  balance(wei: bigint, lowWaterWei: bigint): void;
  tickFailed(): void;
  /** One key of the pool: its balance, what it has in flight, whether it takes new work. */
  key(state: { address: string; balance: bigint; inFlight: number; accepting: boolean; leased: boolean }): void;
}

const toBnb = (wei: bigint): number => Number(wei) / 1e18;

export function createRelayMetrics(options: { processMetrics?: boolean } = {}): RelayMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'gm_relayer_' });
  const registers = [registry];
  const accepted = new Counter({
    name: 'gm_relayer_requests_accepted_total',
    help: 'Requests simulated, persisted and queued, by campaign',
    labelNames: ['campaign'],
    registers,
  });
  const refused = new Counter({
    name: 'gm_relayer_requests_refused_total',
    help: 'Requests refused before anything was spent, by reason',
    labelNames: ['reason'],
    registers,
  });
  const sent = new Counter({
    name: 'gm_relayer_transactions_sent_total',
    help: 'Transactions broadcast: new, or the same bytes again (rebroadcast after a drop or a restart)',
    labelNames: ['kind'],
    registers,
  });
  const replaced = new Counter({
    name: 'gm_relayer_transactions_replaced_total',
    help: 'Transactions replaced (same nonce, higher fee) because they were not mined in time',
    registers,
  });
  const mined = new Counter({
    name: 'gm_relayer_transactions_mined_total',
    help: 'Relayed transactions mined, by campaign and result (success, reverted)',
    labelNames: ['campaign', 'result'],
    registers,
  });
  const failed = new Counter({
    name: 'gm_relayer_requests_failed_total',
    help: 'Accepted requests that were not sent, by reason',
    labelNames: ['reason'],
    registers,
  });
  const requeued = new Counter({
    name: 'gm_relayer_requests_requeued_total',
    help: 'Requests queued again for a new nonce because another transaction of the key took theirs (sent once all the same)',
    registers,
  });
  const cancelled = new Counter({
    name: 'gm_relayer_transactions_cancelled_total',
    help: 'Zero-value self-transfers sent to free the nonce of a request whose signed deadline passed before it was mined',
    registers,
  });
  const inclusion = new Histogram({
    name: 'gm_relayer_inclusion_seconds',
    help: 'Time from the request to the block that included it',
    buckets: [0.5, 1, 2, 3, 5, 10, 20, 30, 60, 120, 300],
    registers,
  });
  const queueDepth = new Gauge({
    name: 'gm_relayer_queue_depth',
    help: 'Requests accepted and not yet sent',
    registers,
  });
  const inFlight = new Gauge({ name: 'gm_relayer_in_flight', help: 'Transactions sent and not yet mined', registers });
  const budgetLeft = new Gauge({
    name: 'gm_relayer_budget_left_bnb',
    help: 'Sponsoring budget left per campaign (BNB; in-flight transactions counted at their maximum cost)',
    labelNames: ['campaign'],
    registers,
  });
  const budgetTotal = new Gauge({
    name: 'gm_relayer_budget_bnb',
    help: 'Configured sponsoring budget per campaign (BNB)',
    labelNames: ['campaign'],
    registers,
  });
  const balance = new Gauge({ name: 'gm_relayer_balance_bnb', help: "The relayer key's balance (BNB)", registers });
  const lowWater = new Gauge({
    name: 'gm_relayer_low_water_bnb',
    help: 'The low-water mark (BNB): alert when a budget left or the balance is under it',
    registers,
  });
  const tickFailures = new Counter({
    name: 'gm_relayer_sender_failures_total',
    help: 'Sender passes that failed (chain or database unreachable) and were retried',
    registers,
  });
  const keyBalance = new Gauge({
    name: 'gm_relayer_key_balance_bnb',
    help: "Each sending key's balance (BNB)",
    labelNames: ['key'],
    registers,
  });
  const keyInFlight = new Gauge({
    name: 'gm_relayer_key_in_flight',
    help: "Each sending key's transactions sent and not yet mined",
    labelNames: ['key'],
    registers,
  });
  const keyAccepting = new Gauge({
    name: 'gm_relayer_key_accepting',
    help: 'Whether each sending key takes new work (1) or not (0: under the low-water mark, or leased by another relayer)',
    labelNames: ['key'],
    registers,
  });
  for (const reason of REFUSAL_REASONS) refused.inc({ reason }, 0);

  return {
    registry,
    accepted: (campaign) => accepted.inc({ campaign }),
    refused: (reason) => refused.inc({ reason }),
    sent: (kind) => sent.inc({ kind }),
    replaced: () => replaced.inc(),
    mined(campaign, success, seconds) {
      mined.inc({ campaign, result: success ? 'success' : 'reverted' });
      inclusion.observe(seconds);
    },
    failed: (reason) => failed.inc({ reason }),
    requeued: () => requeued.inc(),
    cancelled: () => cancelled.inc(),
    queue(queued, flying) {
      queueDepth.set(queued);
      inFlight.set(flying);
    },
    budget(campaign, left, total) {
      budgetLeft.set({ campaign }, toBnb(left));
      budgetTotal.set({ campaign }, toBnb(total));
    },
    balance(wei, low) {
      balance.set(toBnb(wei));
      lowWater.set(toBnb(low));
    },
    tickFailed: () => tickFailures.inc(),
    key(state) {
      keyBalance.set({ key: state.address }, toBnb(state.balance));
      keyInFlight.set({ key: state.address }, state.inFlight);
      keyAccepting.set({ key: state.address }, state.accepting ? 1 : 0);
    },
  };
}
