/**
 * `npm run rehearse [-- --claimants N --fault api-kill --fault db-cut …]`: the claim rush end to end.
 * Environment: TEST_DATABASE_URL / DATABASE_URL (a PostgreSQL admin URL, required), REDIS_URL
 * (default redis://127.0.0.1:6379), REHEARSE_CLAIMANTS (2000), REHEARSE_ROWS (1000000),
 * REHEARSE_REGISTERED (100000), REHEARSE_RAMP_SECONDS (120), REHEARSE_CHALLENGE_SHARE (0.1),
 * REHEARSE_FAULTS (comma-separated; default all four), REHEARSE_INSTANCES (2), REHEARSE_WORKERS (2).
 * `--overload` (issue 34 §3): the waiting room admits `--admit-per-second` (REHEARSE_ADMIT_PER_SECOND, 10)
 * claimants a second and they arrive at 5× that, through the waiting room; no faults unless named.
 * Writes bench-results/rehearsal.json and rehearsal.html; exits 1 when a budget or a proof fails.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminDatabaseUrl } from './database';
import { REPO_ROOT } from './processes';
import { printReport, writeReport } from './report';
import { FAULTS, REHEARSAL_DEFAULTS, runRehearsal, type Fault } from './rehearse';

const { values } = parseArgs({
  options: {
    claimants: { type: 'string' },
    rows: { type: 'string' },
    registered: { type: 'string' },
    ramp: { type: 'string' },
    fault: { type: 'string', multiple: true },
    'no-faults': { type: 'boolean' },
    overload: { type: 'boolean' },
    'admit-per-second': { type: 'string' },
  },
});

const number = (flag: string | undefined, variable: string, fallback: number): number => {
  const value = Number(flag ?? process.env[variable] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${variable} / --${variable.toLowerCase()} must be a number`);
  return value;
};

const faultList = values['no-faults'] || (values.overload && !values.fault) ? [] : (values.fault ?? (process.env.REHEARSE_FAULTS ?? FAULTS.join(',')).split(',').filter(Boolean));
for (const fault of faultList) if (!FAULTS.includes(fault as Fault)) throw new Error(`unknown fault ${fault}: one of ${FAULTS.join(', ')}`);

const report = await runRehearsal({
  claimants: number(values.claimants, 'REHEARSE_CLAIMANTS', 2_000),
  rows: number(values.rows, 'REHEARSE_ROWS', 1_000_000),
  registered: number(values.registered, 'REHEARSE_REGISTERED', 100_000),
  rampSeconds: number(values.ramp, 'REHEARSE_RAMP_SECONDS', 120),
  challengeShare: number(undefined, 'REHEARSE_CHALLENGE_SHARE', 0.1),
  faults: faultList as Fault[],
  instances: number(undefined, 'REHEARSE_INSTANCES', 2),
  workersPerInstance: number(undefined, 'REHEARSE_WORKERS', 2),
  adminDatabaseUrl: adminDatabaseUrl(),
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  ...REHEARSAL_DEFAULTS,
  ...(values.overload ? { overload: { admitPerSecond: number(values['admit-per-second'], 'REHEARSE_ADMIT_PER_SECOND', 10), factor: 5 } } : {}),
});
printReport(report);
const written = writeReport(report, path.join(REPO_ROOT, 'bench-results'));
console.log(`\nwrote ${path.relative(REPO_ROOT, written.json)} and ${path.relative(REPO_ROOT, written.html)}`);
process.exit(report.ok ? 0 : 1);
