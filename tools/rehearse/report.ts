/** The rehearsal's outputs: the printed tables, bench-results/rehearsal.json and rehearsal.html (throughput and latency over time, fault windows marked). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RehearsalReport } from './rehearse';

const mark = (ok: boolean): string => (ok ? '✓' : '✗');

export function printReport(report: RehearsalReport, print: (line: string) => void = console.log): void {
  print(`\nclaimants ${report.claimants.finished} / ${report.claimants.total} finished (${report.claimants.challenged} after a Challenge), ${report.claimants.monthlyClaims} monthly claims; rush ${report.rushSeconds} s; load average ${report.loadAverage.start} → ${report.loadAverage.end}`);
  if (Object.keys(report.claimants.failures).length > 0) print(`failures: ${JSON.stringify(report.claimants.failures)}`);
  print('\nstep                      count      ok  errors                         p50    p95    p99  p99 outside faults (ms)');
  for (const step of report.steps) {
    const errors = Object.entries(step.errors).map(([kind, n]) => `${kind} ${n}`).join(', ') || '-';
    print(`${step.step.padEnd(24)} ${String(step.count).padStart(6)} ${String(step.ok).padStart(7)}  ${errors.slice(0, 28).padEnd(28)} ${String(step.p50).padStart(6)} ${String(step.p95).padStart(6)} ${String(step.p99).padStart(6)}  ${step.p99OutsideFaults}`);
  }
  print(`\nclaims on chain: peak ${report.claimsPerSecond.peak}/s, mean ${report.claimsPerSecond.mean}/s; indexer lag at peak ${report.indexer.peakLagBlocks} blocks (active at the end: ${report.indexer.activeAtEnd})`);
  print(`API (all instances): CPU peak ${report.api.peakCpuPercent}%, mean ${report.api.meanCpuPercent}% of one core; RSS peak ${report.api.peakRssMb} MB; PostgreSQL connections peak ${report.database.peakConnections} (PgBouncer pool ${report.database.pgbouncerServerConnections})`);
  print(`the claimants' own event loop (every latency is measured from it): delay p99 ${report.clientLoopDelayP99Ms} ms`);
  const overload = report.overload;
  if (overload) {
    print(
      `\nwaiting room (overload run): ${overload.arrivalsPerSecond} arrivals/s for ${overload.admitPerSecond} admissions/s configured (measured ${overload.measuredAdmitPerSecond}/s); ` +
        `${overload.queued} queued; wait p50 ${overload.waitSeconds.p50} s, p99 ${overload.waitSeconds.p99} s, longest ${overload.waitSeconds.longest} s; POST /queue p99 ${overload.queueP99Ms} ms`,
    );
    print(
      `order: by ticket ${overload.overtakenByTicket.claimants} claimant(s) overtaken (at most ${overload.overtakenByTicket.maxPlaces} place(s); ${overload.overtakenByTicket.byLaterArrivals100ms} by one arriving ≥ 100 ms later); ` +
        `by the moment each saw "admitted" ${overload.overtakenByAdmission.claimants} (at most ${overload.overtakenByAdmission.maxPlaces} place(s))`,
    );
  }
  if (report.faults.length > 0) print(`faults: ${report.faults.map((fault) => `${fault.name} ${fault.startSecond}–${fault.endSecond} s`).join('; ')}`);
  print('\nproofs');
  for (const proof of report.proofs) print(`  ${mark(proof.ok)} ${proof.name}: ${proof.detail}`);
  print('\nbudgets');
  for (const budget of report.budgets) print(`  ${mark(budget.ok)} ${budget.name}: ${budget.value} (budget ${budget.budget})`);
}

/** One self-contained page: answers per second and p99 per second over the rush, fault windows shaded. */
export function renderHtml(report: RehearsalReport): string {
  const width = 960;
  const height = 320;
  const pad = 40;
  const seconds = Math.max(1, report.timeline.length);
  const maxOk = Math.max(1, ...report.timeline.map((point) => point.ok + point.failed));
  const maxP99 = Math.max(1, ...report.timeline.map((point) => point.p99));
  const x = (second: number): number => pad + ((width - 2 * pad) * second) / seconds;
  const y = (value: number, max: number): number => height - pad - ((height - 2 * pad) * value) / max;
  const line = (values: number[], max: number): string => values.map((value, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(value, max).toFixed(1)}`).join(' ');
  const faults = report.faults
    .map(
      (fault) =>
        `<rect x="${x(fault.startSecond)}" y="${pad}" width="${Math.max(2, x(fault.endSecond) - x(fault.startSecond))}" height="${height - 2 * pad}" fill="#f59e0b" opacity="0.25"/>` +
        `<text x="${x(fault.startSecond) + 2}" y="${pad + 12}" font-size="11">${fault.name}</text>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GM Claim rehearsal</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#111}td,th{padding:2px 8px;text-align:right}th:first-child,td:first-child{text-align:left}</style></head><body>
<h1>Claim rush rehearsal</h1>
<p>${report.claimants.finished} of ${report.claimants.total} claimants finished; ${report.options.instances} API instances × ${report.options.workersPerInstance} workers; load average ${report.loadAverage.start} → ${report.loadAverage.end}.</p>
<svg width="${width}" height="${height}" role="img" aria-label="API answers per second (blue), failed answers (red) and p99 latency (black) over the rush; fault windows shaded">
<rect x="${pad}" y="${pad}" width="${width - 2 * pad}" height="${height - 2 * pad}" fill="none" stroke="#999"/>${faults}
<path d="${line(report.timeline.map((point) => point.ok), maxOk)}" fill="none" stroke="#2563eb" stroke-width="1.5"/>
<path d="${line(report.timeline.map((point) => point.failed), maxOk)}" fill="none" stroke="#dc2626" stroke-width="1.5"/>
<path d="${line(report.timeline.map((point) => point.p99), maxP99)}" fill="none" stroke="#111" stroke-width="1" stroke-dasharray="4 2"/>
<text x="${pad}" y="${pad - 8}" font-size="12">answers/s (max ${maxOk}, blue ok, red failed) · p99 ms (dashed, max ${maxP99}) · seconds since the rush began (0–${seconds})</text>
</svg>
<h2>Budgets</h2><table>${report.budgets.map((budget) => `<tr><td>${budget.ok ? '✓' : '✗'} ${budget.name}</td><td>${budget.value}</td><td>${budget.budget}</td></tr>`).join('')}</table>
<h2>Proofs</h2><table>${report.proofs.map((proof) => `<tr><td>${proof.ok ? '✓' : '✗'} ${proof.name}</td><td>${proof.detail}</td></tr>`).join('')}</table>
<h2>Steps</h2><table><tr><th>step</th><th>count</th><th>ok</th><th>p50</th><th>p95</th><th>p99</th><th>p99 outside faults</th></tr>${report.steps.map((step) => `<tr><td>${step.step}</td><td>${step.count}</td><td>${step.ok}</td><td>${step.p50}</td><td>${step.p95}</td><td>${step.p99}</td><td>${step.p99OutsideFaults}</td></tr>`).join('')}</table>
</body></html>
`;
}

export function writeReport(report: RehearsalReport, dir: string): { json: string; html: string } {
  mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'rehearsal.json');
  const html = path.join(dir, 'rehearsal.html');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(html, renderHtml(report));
  return { json, html };
}
