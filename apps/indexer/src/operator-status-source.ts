import type { ClaimType } from '@gm-claim/shared';
import { readOperatorStatus, type OperatorStatus } from '@gm-claim/shared/ops/read-operator-status';
import { formatUnits, JsonRpcProvider, Network } from 'ethers';
import type { OperatorFigure, OperatorGaugeSpec, OperatorStatusSource } from './operator-gauges';

/**
 * 18-decimal base units (GM, or wei of BNB) as a float, through the exact decimal string: 5e22 base units is
 * 50000, not the 49999.99999999999 of Number(value) / 1e18 (alerts compare these figures with each other).
 */
const units = (value: bigint): number => Number(formatUnits(value, 18));

/** The gauges operatorFigures fills (names without the gm_operator_ prefix). */
export const OPERATOR_GAUGES: readonly OperatorGaugeSpec[] = [
  ...[
    ['challenge_token_balance_gm', "GMChallenge's GM balance"],
    ['challenge_supply_gm', 'Funded supply backing registrations'],
    ['challenge_buffer_gm', 'Free buffer backing Challenge winnings (alert when low)'],
    ['challenge_owed_gm', 'Everything GMChallenge owes users'],
    ['challenge_registered_gm', 'Sum of registered allocations'],
    ['challenge_transferred_gm', 'Tokens that left GMChallenge for users'],
    ['challenge_unregistered_gm', 'Supply not yet registered'],
    ['challenge_surplus_gm', 'Balance above what is owed and reserved'],
    ['challenge_native_balance_bnb', "GMChallenge's native (BNB) balance"],
    ['challenge_registered_users', 'Registered users'],
    ['challenge_vrf_price_one_bet_bnb', 'VRF price of one bet at the current gas price'],
    ['challenge_pending_bets', 'Bets waiting for their VRF fulfilment'],
    ['challenge_oldest_pending_bet_age_seconds', 'Age of the oldest pending bet (0 when none)'],
    ['challenge_cancellable_bets', 'Pending bets past the cancel delay'],
    ['challenge_paused', '1 while new bets are paused'],
    ['challenge_cancel_delay_seconds', 'Cancel delay'],
    ['challenge_callback_gas_limit', 'VRF callback gas limit'],
    ['challenge_max_win_reservation_gm', 'Largest reservation one bet takes from the buffer: unit x (multiple - 1) over the open table rows'],
    // Issue 34: the claim window.
    ['challenge_claims_open_at_timestamp_seconds', 'When claims open (unix seconds)'],
    ['challenge_claim_deadline_timestamp_seconds', 'When claims close (unix seconds; 0: no deadline)'],
    ['challenge_missions_gate_ends_at_timestamp_seconds', 'When the missions gate ends (unix seconds; 0: never)'],
    ['challenge_unclaimed_gm', 'Allocated (registered or in an allocation root) and never claimed: owed minus pending bets'],
    ['challenge_pending_bets_gm', 'Stakes and reservations of the pending bets'],
    ['challenge_sweepable_gm', 'What sweepUnclaimed would move after the deadline: the balance above pending bets and buffer'],
  ].map(([name, help]) => ({ name: name as string, help: help as string, labelNames: ['contract'] })),
  { name: 'signer_balance_bnb', help: "The signer account's BNB balance", labelNames: ['contract', 'signer'] },
  { name: 'betting_table_prob_bps', help: 'Win probability of a table row (bps)', labelNames: ['unit_gm', 'multiple'] },
  { name: 'betting_table_loss_bps', help: 'Loss share of a table row (bps)', labelNames: ['unit_gm', 'multiple'] },
  ...[
    ['vesting_schedules', 'Schedules of a GMVesting'],
    ['vesting_allocated_gm', 'GM allocated to schedules'],
    ['vesting_vested_gm', 'GM vested so far'],
    ['vesting_claimed_gm', 'GM claimed so far'],
    ['vesting_unclaimed_gm', 'GM allocated and not yet claimed'],
    ['vesting_token_balance_gm', "A GMVesting's GM balance"],
  ].map(([name, help]) => ({ name: name as string, help: help as string, labelNames: ['type'] })),
];

/**
 * The most one bet can take from the buffer (GMChallenge reserves unit × (multiple − 1) when a bet is placed):
 * a buffer below it refuses the largest bets the table offers.
 */
export function maxWinReservation(table: readonly { unit: bigint; multiple: number; probBps: number }[]): bigint {
  let max = 0n;
  for (const row of table) {
    if (row.probBps === 0) continue;
    const reservation = row.unit * BigInt(row.multiple - 1);
    if (reservation > max) max = reservation;
  }
  return max;
}

/** The claim window's gauges (issue 34): the deadline alert compares unclaimed with registered before it. */
function windowFigures(c: OperatorStatus['challenge'], labels: Record<string, string>): OperatorFigure[] {
  const spec = (name: string): string => OPERATOR_GAUGES.find((gauge) => gauge.name === name)?.help ?? name;
  const unclaimed = c.owed > c.pendingBetsAmount ? c.owed - c.pendingBetsAmount : 0n;
  return (
    [
      ['challenge_claims_open_at_timestamp_seconds', c.window.openAt],
      ['challenge_claim_deadline_timestamp_seconds', c.window.deadline],
      ['challenge_missions_gate_ends_at_timestamp_seconds', c.window.missionsGateEndsAt],
      ['challenge_unclaimed_gm', units(unclaimed)],
      ['challenge_pending_bets_gm', units(c.pendingBetsAmount)],
      ['challenge_sweepable_gm', units(c.sweepable)],
    ] as const
  ).map(([name, value]) => ({ name, help: spec(name), value, labels }));
}

/** Flattens `gm status` into gauges: what an operator's alerts watch. */
export function operatorFigures(status: OperatorStatus): OperatorFigure[] {
  const c = status.challenge;
  // Every figure carries a label: a labelled gauge renders nothing while a read fails, never a 0.
  const contract = { contract: c.address.toLowerCase() };
  const figures: OperatorFigure[] = [
    { name: 'challenge_token_balance_gm', help: "GMChallenge's GM balance", value: units(c.tokenBalance), labels: contract },
    { name: 'challenge_supply_gm', help: 'Funded supply backing registrations', value: units(c.supply), labels: contract },
    { name: 'challenge_buffer_gm', help: 'Free buffer backing Challenge winnings (alert when low)', value: units(c.buffer), labels: contract },
    { name: 'challenge_owed_gm', help: 'Everything GMChallenge owes users', value: units(c.owed), labels: contract },
    { name: 'challenge_registered_gm', help: 'Sum of registered allocations', value: units(c.registered), labels: contract },
    { name: 'challenge_transferred_gm', help: 'Tokens that left GMChallenge for users', value: units(c.transferred), labels: contract },
    { name: 'challenge_unregistered_gm', help: 'Supply not yet registered', value: units(c.unregistered), labels: contract },
    { name: 'challenge_surplus_gm', help: 'Balance above what is owed and reserved', value: units(c.surplus), labels: contract },
    { name: 'challenge_native_balance_bnb', help: "GMChallenge's native (BNB) balance", value: units(c.nativeBalance), labels: contract },
    { name: 'challenge_registered_users', help: 'Registered users', value: c.registeredUsers, labels: contract },
    { name: 'challenge_vrf_price_one_bet_bnb', help: 'VRF price of one bet at the current gas price', value: units(c.vrf.priceOfOneBet), labels: contract },
    { name: 'challenge_pending_bets', help: 'Bets waiting for their VRF fulfilment', value: c.bets.pending, labels: contract },
    { name: 'challenge_oldest_pending_bet_age_seconds', help: 'Age of the oldest pending bet (0 when none)', value: c.bets.oldestPendingAgeSeconds ?? 0, labels: contract },
    { name: 'challenge_cancellable_bets', help: 'Pending bets past the cancel delay', value: c.bets.cancellable, labels: contract },
    { name: 'challenge_paused', help: '1 while new bets are paused', value: c.paused ? 1 : 0, labels: contract },
    { name: 'challenge_cancel_delay_seconds', help: 'Cancel delay', value: Number(c.cancelDelaySeconds), labels: contract },
    { name: 'challenge_callback_gas_limit', help: 'VRF callback gas limit', value: Number(c.callbackGasLimit), labels: contract },
    {
      name: 'challenge_max_win_reservation_gm',
      help: 'Largest reservation one bet takes from the buffer: unit x (multiple - 1) over the open table rows',
      value: units(maxWinReservation(c.bettingTable)),
      labels: contract,
    },
    ...windowFigures(c, contract),
    { name: 'signer_balance_bnb', help: "The signer account's BNB balance", value: units(c.signerNativeBalance), labels: { ...contract, signer: c.signer.toLowerCase() } },
  ];
  for (const row of c.bettingTable) {
    const labels = { unit_gm: String(units(row.unit)), multiple: String(row.multiple) };
    figures.push({ name: 'betting_table_prob_bps', help: 'Win probability of a table row (bps)', value: row.probBps, labels });
    figures.push({ name: 'betting_table_loss_bps', help: 'Loss share of a table row (bps)', value: row.lossBps, labels });
  }
  for (const vesting of status.vestings) {
    const labels = { type: vesting.claimType };
    figures.push(
      { name: 'vesting_schedules', help: 'Schedules of a GMVesting', value: Number(vesting.schedules), labels },
      { name: 'vesting_allocated_gm', help: 'GM allocated to schedules', value: units(vesting.allocated), labels },
      { name: 'vesting_vested_gm', help: 'GM vested so far', value: units(vesting.vested), labels },
      { name: 'vesting_claimed_gm', help: 'GM claimed so far', value: units(vesting.claimed), labels },
      { name: 'vesting_unclaimed_gm', help: 'GM allocated and not yet claimed', value: units(vesting.unclaimed), labels },
      { name: 'vesting_token_balance_gm', help: "A GMVesting's GM balance", value: units(vesting.tokenBalance), labels },
    );
  }
  return figures;
}

/**
 * The operator status (`gm status`) over the indexer's first RPC node, read at most once per `intervalMs`
 * (it scans the bet history, too heavy for every scrape); a failed read is retried on the next scrape.
 */
export function createOperatorStatusSource(options: {
  rpcUrl: string;
  chainId: number;
  challenge: string;
  vestings: Partial<Record<ClaimType, string>>;
  fromBlock: number;
  intervalMs: number;
}): OperatorStatusSource {
  const provider = new JsonRpcProvider(options.rpcUrl, Network.from(options.chainId), { staticNetwork: true });
  let cached: { at: number; figures: OperatorFigure[] } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < options.intervalMs) return cached.figures;
    const status = await readOperatorStatus({
      provider,
      addresses: { challenge: options.challenge, vestings: options.vestings },
      fromBlock: options.fromBlock,
    });
    cached = { at: Date.now(), figures: operatorFigures(status) };
    return cached.figures;
  };
}
