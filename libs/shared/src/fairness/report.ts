import { formatUnits } from 'ethers';
import { observedFigures, type ObservedTotals } from './observed';
import { oddsFigures } from './odds';
import type { ChallengeLedger, LedgerBet, LedgerSummary } from './read-ledger';
import type { TableRowRead, VrfSettings } from './read-settings';
import { groupOdds, rowInForce } from './table-history';

/**
 * The verifier command's printed report, in English with en-US numbers (the web shows the same figures in the
 * reader's language). Pure: the command reads the chain, these functions only format.
 */

const gm = (wei: bigint): string =>
  `${Number(formatUnits(wei, 18)).toLocaleString('en-US', { maximumFractionDigits: 18 })} GM`;
const percent = (value: number, digits = 1): string => `${(value * 100).toFixed(digits)}%`;
const bpsPercent = (bps: number): string => `${(bps / 100).toFixed(2)}%`;

/** "about 1 in 1,234" for a small chance. */
export function oneIn(chance: number): string {
  if (chance <= 0) return 'never';
  return `about 1 in ${Math.round(1 / chance).toLocaleString('en-US')}`;
}

/** The table at a block, one line per multiplier and odds, in the words a player reads. */
export function tableLines(rows: readonly TableRowRead[]): string[] {
  return groupOdds(rows).flatMap((group) => {
    const f = oddsFigures(group);
    return [
      `  x${group.multiple}  stakes ${group.units.map((unit) => gm(unit)).join(', ')}: win chance ${bpsPercent(group.probBps)}, a win returns ${f.winReturnsPer100} GM per 100 staked, a loss keeps ${f.lossKeepsPer100.toFixed(1)} GM; RTP ${percent(1 - f.houseEdge, 2)}, house edge ${percent(f.houseEdge, 2)}`,
      `      For every 100 GM staked at x${group.multiple} you get back ${f.rtpPer100.toFixed(1)} GM on average.`,
    ];
  });
}

export function observedLines(totals: readonly ObservedTotals[]): string[] {
  if (totals.length === 0) return ['  No settled Challenge yet.'];
  return totals.flatMap((row) => {
    const f = observedFigures(row);
    const lines = [
      `  x${row.multiple}  bets ${row.bets} (wins ${row.wins})  staked ${row.staked} wei (${gm(row.staked)})  returned ${row.returned} wei (${gm(row.returned)})`,
      `      observed RTP ${f.observedRtp === null ? '—' : percent(f.observedRtp, 2)}, expected ${f.expectedRtp === null ? '—' : percent(f.expectedRtp, 2)}, 95% interval ${
        f.interval ? `${percent(f.interval.low, 2)} – ${percent(f.interval.high, 2)}` : '—'
      }: ${f.outside ? 'OUTSIDE' : 'within'}`,
    ];
    if (f.outside && f.chanceThisFar !== null) {
      lines.push(
        `      Outside the 95% interval: a fair draw lands this far from the expected return ${oneIn(f.chanceThisFar)} times.`,
      );
    }
    return lines;
  });
}

export function vrfLines(vrf: VrfSettings): string[] {
  return [
    `  VRF v2.5 wrapper ${vrf.wrapper}, coordinator ${vrf.coordinator}, subscription ${vrf.subscriptionId}`,
    `  key hash ${vrf.keyHash}, ${vrf.requestConfirmations} confirmations, callback gas limit ${vrf.callbackGasLimit.toLocaleString('en-US')}`,
    `  a stuck request: the bettor may ask to cancel ${vrf.cancelDelay} s after the bet and finalise ${vrf.cancelFinalizeDelay} s later (stake returned, no draw)`,
  ];
}

/** The whole report of the command run without a Challenge id. */
export function fairnessReport(input: {
  chainId: number;
  challenge: string;
  ledger: ChallengeLedger;
  summary: LedgerSummary;
  table: readonly TableRowRead[];
  vrf: VrfSettings;
}): string[] {
  const { ledger, summary } = input;
  return [
    `GMChallenge ${input.challenge} on chain ${input.chainId}, events of blocks ${ledger.fromBlock}–${ledger.toBlock}`,
    '',
    `Betting table at block ${ledger.toBlock} (bettingTable(unit, multiple) read at that block):`,
    ...tableLines(input.table),
    '',
    'Table changes (BettingTableSet):',
    ...(ledger.tableChanges.length === 0
      ? ['  none in these blocks']
      : ledger.tableChanges.map(
          (change) =>
            `  block ${change.blockNumber} tx ${change.txHash}: x${change.multiple} ${gm(change.unit)} → ${
              change.probBps === 0 && change.lossBps === 0
                ? 'removed'
                : `win ${bpsPercent(change.probBps)}, loss ${bpsPercent(change.lossBps)}`
            }`,
        )),
    '',
    'Observed, from every settled Challenge (each judged by the odds it was placed at):',
    ...observedLines(summary.totals),
    `  cancelled (stake returned, no draw): ${summary.cancelled}; pending: ${summary.pending}`,
    summary.oddsMismatches.length === 0
      ? `  every bet's recorded odds match the table row in force when it was placed (${ledger.bets.length} bets)`
      : `  MISMATCH: ${summary.oddsMismatches.length} bets recorded odds other than the table row in force: ${summary.oddsMismatches.map((bet) => bet.requestId).join(', ')}`,
    '',
    'VRF settings:',
    ...vrfLines(input.vrf),
  ];
}

/** The steps of one Challenge, from its events: request, odds in force, fulfilment, recomputed outcome. */
export function challengeReport(ledger: ChallengeLedger, bet: LedgerBet): string[] {
  const lines = [
    `Challenge ${bet.requestId}`,
    `1. Requested at block ${bet.requested.blockNumber}, tx ${bet.requested.txHash}: ${bet.user} staked ${gm(bet.unit)} at x${bet.multiple}, recorded odds win ${bpsPercent(bet.probBps)} (probBps ${bet.probBps}), loss ${bpsPercent(bet.lossBps)}, VRF fee ${formatUnits(bet.price, 18)} BNB`,
  ];
  const row = rowInForce(ledger.tableChanges, bet.unit, bet.multiple, bet.requested);
  lines.push(
    row
      ? `2. Table row in force: set at block ${row.blockNumber}, tx ${row.txHash}: probBps ${row.probBps}, lossBps ${row.lossBps} → ${
          row.probBps === bet.probBps && row.lossBps === bet.lossBps
            ? 'matches the recorded odds'
            : 'DIFFERS from the recorded odds'
        }`
      : `2. Table row in force: no BettingTableSet for this row in blocks ${ledger.fromBlock}–${bet.requested.blockNumber} (start the scan at the deployment block)`,
  );
  if (bet.resolution) {
    const draw = bet.resolution.randomWord % 10_000n;
    const win = draw < BigInt(bet.probBps);
    const credited = win ? bet.unit * BigInt(bet.multiple) : bet.unit - (bet.unit * BigInt(bet.lossBps)) / 10_000n;
    const contractSays = bet.resolution.success ? 'WIN' : 'LOSE';
    lines.push(
      `3. Fulfilled at block ${bet.resolution.blockNumber}, tx ${bet.resolution.txHash}: random word ${bet.resolution.randomWord}`,
      `4. Recomputed: randomWord mod 10000 = ${draw} ${win ? '<' : '≥'} probBps ${bet.probBps} → ${win ? 'WIN' : 'LOSE'}; returns ${gm(credited)}`,
      `5. Contract: ${contractSays}, gained ${bet.resolution.gained} wei → ${
        (win ? 'WIN' : 'LOSE') === contractSays && (!win || bet.resolution.gained === credited)
          ? 'agrees with the recomputed outcome'
          : 'DISAGREES with the recomputed outcome'
      }`,
    );
  } else if (bet.cancellation) {
    lines.push(
      ...(bet.cancelRequest
        ? [`3. Cancel requested at block ${bet.cancelRequest.blockNumber}, tx ${bet.cancelRequest.txHash}`]
        : []),
      `${bet.cancelRequest ? 4 : 3}. Cancelled at block ${bet.cancellation.blockNumber}, tx ${bet.cancellation.txHash}: the stake of ${gm(bet.unit)} returned, no draw`,
    );
  } else {
    lines.push(
      bet.cancelRequest
        ? `3. Cancel requested at block ${bet.cancelRequest.blockNumber}, tx ${bet.cancelRequest.txHash}; not fulfilled or cancelled by block ${ledger.toBlock}`
        : `3. Not fulfilled by block ${ledger.toBlock}: pending`,
    );
  }
  return lines;
}
