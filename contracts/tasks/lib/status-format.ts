import { formatFixedDecimals, formatTokenAmount } from '@gm-claim/shared/amount';
import { type OperatorStatus } from '@gm-claim/shared/ops/read-operator-status';
import { formatCount, formatGwei } from './gas.js';

const gm = (value: bigint): string => `${formatTokenAmount(value)} GM`;
const bnb = (value: bigint): string => `${formatFixedDecimals(value, 8)} BNB`;
const pad = (text: string, width: number): string => text.padEnd(width);
const left = (text: string, width: number): string => text.padStart(width);

export function formatDuration(seconds: number | bigint): string {
  const s = Number(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3_600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) return `${Math.floor(s / 3_600)} h ${Math.floor((s % 3_600) / 60)} min`;
  return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3_600)} h`;
}

const when = (seconds: number): string => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/** The claim window and the allocation versions (issues 33 and 34). */
function windowLines(status: OperatorStatus): string[] {
  const c = status.challenge;
  const w = c.window;
  const now = status.blockTimestamp;
  const relative = (t: number): string =>
    t >= now ? `in ${formatDuration(t - now)}` : `${formatDuration(now - t)} ago`;
  const state = { 'before-opening': 'NOT OPEN YET', open: 'open', closed: 'CLOSED' }[w.state];
  const lines = [
    `  claims       ${state}    opening ${when(w.openAt)} (${relative(w.openAt)})    deadline ${w.deadline ? `${when(w.deadline)} (${relative(w.deadline)})` : 'none'}`,
    `  missions     gate ${w.missionsGateEndsAt ? `ends ${when(w.missionsGateEndsAt)} (${relative(w.missionsGateEndsAt)})` : 'never ends (server signature always needed)'}`,
    `  pending bets amount ${gm(c.pendingBetsAmount)}    a sweep would move ${gm(c.sweepable)}${w.state === 'closed' ? '' : ' (only after the deadline)'}`,
  ];
  if (c.allocationRoots.length === 0) {
    lines.push('  allocations  no allocation root proposed');
  }
  for (const root of c.allocationRoots) {
    const state =
      root.state === 'pending' ? `PENDING until ${when(root.activatesAt)} (${relative(root.activatesAt)})` : root.state;
    lines.push(
      `  allocation v${root.version} ${state}    total ${gm(root.total)}    claimed ${gm(root.claimed)}    root ${root.root}`,
    );
  }
  return lines;
}

/** `gm status` on one screen. */
export function formatOperatorStatus(status: OperatorStatus): string[] {
  const c = status.challenge;
  const b = c.bets;
  const lines = [
    `GM Claim status: chain ${status.chainId}, block ${formatCount(status.blockNumber)} (${new Date(status.blockTimestamp * 1000).toISOString().replace('.000Z', 'Z')})`,
    '',
    `GMChallenge ${c.address}`,
    `  owner        ${c.owner}${c.ownerIsContract ? ' (a contract: use --safe-json)' : ''}${c.pendingOwner ? `, pending owner ${c.pendingOwner}` : ''}`,
    `  signer       ${c.signer}    withdraw to ${c.withdrawAddress}`,
    `  bets         ${c.paused ? 'PAUSED' : 'open'}    cancel delay ${formatDuration(c.cancelDelaySeconds)}    VRF callback gas ${formatCount(c.callbackGasLimit)}`,
    `  token        balance ${gm(c.tokenBalance)}    surplus ${gm(c.surplus)}`,
    `  funded       supply ${gm(c.supply)}    buffer ${gm(c.buffer)}`,
    `  registered   ${gm(c.registered)} (${formatCount(c.registeredUsers)} users)    unregistered ${gm(c.unregistered)}`,
    `  paid         transferred ${gm(c.transferred)}    owed ${gm(c.owed)}`,
    `  BNB          ${bnb(c.nativeBalance)}    VRF price of one bet ${bnb(c.vrf.priceOfOneBet)} at ${formatGwei(c.vrf.gasPrice)}`,
    `  pending bets ${formatCount(b.pending)}${b.oldestPendingAgeSeconds === null ? '' : `, oldest ${formatDuration(b.oldestPendingAgeSeconds)}`}, ` +
      `${formatCount(b.cancellable)} cancellable    (${formatCount(b.requested)} placed, ${formatCount(b.resolved)} resolved, ` +
      `${formatCount(b.cancelled)} cancelled in blocks ${formatCount(b.scannedFrom)}–${formatCount(b.scannedTo)})`,
    ...windowLines(status),
    `  betting table (win % / loss % of the stake)`,
  ];
  const multiples = [...new Set(c.bettingTable.map((entry) => entry.multiple))];
  const units = [...new Set(c.bettingTable.map((entry) => entry.unit))];
  lines.push(`    ${pad('unit', 12)}${multiples.map((m) => left(`×${m}`, 14)).join('')}`);
  for (const unit of units) {
    const cells = multiples.map((multiple) => {
      const entry = c.bettingTable.find((e) => e.unit === unit && e.multiple === multiple);
      return left(entry ? `${entry.probBps / 100}% / ${entry.lossBps / 100}%` : '–', 14);
    });
    lines.push(`    ${pad(gm(unit), 12)}${cells.join('')}`);
  }
  lines.push(
    '',
    `GMVesting   ${left('schedules', 9)} ${left('allocated', 22)} ${left('vested', 22)} ${left('claimed', 22)} ${left('unclaimed', 22)}`,
  );
  for (const v of status.vestings) {
    lines.push(
      `  ${pad(v.claimType, 9)} ${left(formatCount(v.schedules), 9)} ${left(gm(v.allocated), 22)} ${left(gm(v.vested), 22)} ${left(gm(v.claimed), 22)} ${left(gm(v.unclaimed), 22)}`,
    );
  }
  return lines;
}

/** The status as JSON: bigints as decimal strings (base units for amounts, wei for BNB). */
export function operatorStatusJson(status: OperatorStatus): string {
  return JSON.stringify(status, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2);
}
