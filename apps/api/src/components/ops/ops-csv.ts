import type { OpsFunnelResponse, OpsRiskResponse, OpsStatusResponse } from '@gm-claim/shared';
import { formatUnits } from 'ethers';
import { csvLine } from '../../http/csv';

const gm = (units: string): string => formatUnits(units, 18);

type Row = [section: string, figure: string, value: string | number | null, unit: string];

function statusRows(s: OpsStatusResponse): Row[] {
  const c = s.challenge;
  const rows: Row[] = [
    ['status', 'block', s.blockNumber, ''],
    ['status', 'block time (UTC)', new Date(s.blockTimestamp * 1000).toISOString(), ''],
    ['status', 'supply', gm(c.supply), 'GM'],
    ['status', 'buffer', gm(c.buffer), 'GM'],
    ['status', 'owed', gm(c.owed), 'GM'],
    ['status', 'registered', gm(c.registered), 'GM'],
    ['status', 'transferred', gm(c.transferred), 'GM'],
    ['status', 'unregistered', gm(c.unregistered), 'GM'],
    ['status', 'surplus', gm(c.surplus), 'GM'],
    ['status', 'token balance', gm(c.tokenBalance), 'GM'],
    ['status', "GMChallenge's BNB", gm(c.nativeBalance), 'BNB'],
    ['status', 'VRF price of one bet', gm(c.vrfPriceOfOneBet), 'BNB'],
    ['status', 'paused', c.paused ? 'yes' : 'no', ''],
    ['status', 'signer', c.signer, ''],
    ['status', "signer's BNB", gm(c.signerBalance), 'BNB'],
    ['status', 'owner', c.owner, ''],
    ['status', 'cancel delay', c.cancelDelaySeconds, 's'],
    ['status', 'registered users', c.registeredUsers, ''],
  ];
  for (const row of c.bettingTable) {
    rows.push(['betting table', `${gm(row.unit)} GM x${row.multiple} win chance`, row.probBps / 100, '%']);
    rows.push(['betting table', `${gm(row.unit)} GM x${row.multiple} loss share`, row.lossBps / 100, '%']);
  }
  for (const v of s.vestings) {
    rows.push([`vesting ${v.claimType}`, 'schedules', v.schedules, '']);
    for (const key of ['allocated', 'vested', 'claimed', 'unclaimed', 'tokenBalance'] as const)
      rows.push([`vesting ${v.claimType}`, key, gm(v[key]), 'GM']);
  }
  return rows;
}

function funnelRows(f: OpsFunnelResponse): Row[] {
  const rows: Row[] = [
    ['funnel', 'indexed block', f.index.indexedBlock, ''],
    ['funnel', 'eligible wallets', f.eligible.wallets, ''],
    ['funnel', 'eligible amount', gm(f.eligible.amount), 'GM'],
    ['funnel', 'signed in', f.signedIn.wallets, 'wallets'],
    ['funnel', 'missions done', f.missionsDone.wallets, 'wallets'],
    ['funnel', 'registered', f.registered.wallets, 'wallets'],
    ['funnel', 'claimed & vested', f.claimedAndVested.wallets, 'wallets'],
    ['funnel', 'claimed & vested: paid at claim', gm(f.claimedAndVested.paid), 'GM'],
    ['funnel', 'claimed & vested: vesting', gm(f.claimedAndVested.vested), 'GM'],
    ['funnel', 'unclaimed', f.unclaimed.wallets, 'wallets'],
    ['funnel', 'unclaimed amount', gm(f.unclaimed.amount), 'GM'],
  ];
  for (const v of f.vestingClaims)
    rows.push(
      [`vesting claims ${v.claimType}`, 'claims', v.claims, ''],
      [`vesting claims ${v.claimType}`, 'amount', gm(v.amount), 'GM'],
    );
  for (const c of f.challenges) {
    const section = `challenges x${c.multiple}`;
    rows.push(
      [section, 'won', c.won, ''],
      [section, 'lost', c.lost, ''],
      [section, 'pending', c.pending, ''],
      [section, 'cancelled', c.cancelled, ''],
    );
    rows.push([section, 'paid', gm(c.paid), 'GM'], [section, 'forfeited', gm(c.forfeited), 'GM']);
  }
  for (const h of f.claimsPerHour)
    rows.push(['claims per hour', new Date(h.hour * 1000).toISOString(), h.claims, 'claims']);
  return rows;
}

function riskRows(r: OpsRiskResponse): Row[] {
  const rows: Row[] = [
    ['risk', 'buffer', gm(r.buffer), 'GM'],
    ['risk', 'x6 stake assumed', gm(r.runway.x6Stake), 'GM'],
    ['risk', 'x6 wins the buffer covers', r.runway.x6WinsCovered, ''],
    ['risk', 'x6 wins in the last 24 h', r.runway.x6WinsLast24h, ''],
    ['risk', 'hours at the observed rate', r.runway.hoursAtObservedRate, 'h'],
    ['risk', 'pending bets', r.pending.count, ''],
    ['risk', 'oldest pending bet age', r.pending.oldestAgeSeconds, 's'],
    ['risk', 'pending bets past the cancel delay', r.pending.pastCancelDelay, ''],
  ];
  for (const bet of r.pending.bets)
    rows.push(['pending bet', bet.requestId, bet.ageSeconds, `s (x${bet.multiple}, ${gm(bet.unit)} GM, ${bet.user})`]);
  if (r.relayer.state === 'ok')
    for (const figure of r.relayer.figures) rows.push(['relayer', figure.name, figure.value, '']);
  else if (r.relayer.state === 'unavailable') rows.push(['relayer', 'unavailable', r.relayer.message, '']);
  return rows;
}

/** Every figure of the cockpit as `section,figure,value,unit` CSV (amounts in whole GM / BNB). */
export function opsCsv(status: OpsStatusResponse, funnel: OpsFunnelResponse, risk: OpsRiskResponse): string {
  const rows = [...statusRows(status), ...funnelRows(funnel), ...riskRows(risk)];
  return csvLine(['section', 'figure', 'value', 'unit']) + rows.map((row) => csvLine(row)).join('');
}
