/**
 * A small claim rush (tools/rehearse): 200 claimants on a 20-second launch curve over the real stack —
 * the chain mining like BSC, the contracts, the eligibility import, users registered on chain, the VRF
 * fulfiller, an indexer and a standby, two API instances behind nginx over PgBouncer and Redis — with
 * one API instance killed in the middle. Needs PostgreSQL (TEST_DATABASE_URL; skipped without it),
 * Redis, pgbouncer and nginx. The latency budget is printed, not asserted: on a shared CI machine it
 * measures the neighbours; what is asserted is what a user and an auditor observe.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printReport, writeReport } from './report';
import { runRehearsal, type RehearsalReport } from './rehearse';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const describeWithPostgres = ADMIN_URL ? describe : describe.skip;
if (!ADMIN_URL) console.warn('rehearsal test skipped: set TEST_DATABASE_URL (a PostgreSQL admin URL) to run it');

describeWithPostgres('the claim rush, small: 200 claimants, one API instance killed mid-rush', () => {
  let report: RehearsalReport;
  const outDir = mkdtempSync(path.join(tmpdir(), 'gm-rehearsal-report-'));

  beforeAll(async () => {
    report = await runRehearsal({
      claimants: 200,
      rows: 5_000,
      registered: 400,
      rampSeconds: 20,
      challengeShare: 0.1,
      faults: ['api-kill'],
      instances: 2,
      workersPerInstance: 1,
      adminDatabaseUrl: ADMIN_URL as string,
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      blockMs: 750,
      blockGasLimit: 35_000_000,
      log: () => undefined,
    });
    printReport(report);
  }, 280_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('every claimant signs in, gets a signature, claims and vests (some after a Challenge) and claims a month later', () => {
    expect(report.claimants.failures).toEqual({});
    expect(report.claimants.finished).toBe(200);
    expect(report.claimants.challenged).toBe(20);
    expect(report.claimants.monthlyClaims).toBe(200);
  });

  it('the killed instance is a fault window, and no request got a 500', () => {
    expect(report.faults.map((fault) => fault.name)).toEqual(['api-kill']);
    expect(report.budgets.find((budget) => budget.name === '500 answers')?.ok).toBe(true);
  });

  it('the end-of-run proofs hold: sessions and signatures accounted for, no nonce twice, the index whole, the books balanced', () => {
    expect(report.proofs.filter((proof) => !proof.ok)).toEqual([]);
    expect(report.proofs.length).toBeGreaterThanOrEqual(10);
  });

  it('writes the report and the picture', () => {
    const written = writeReport(report, outDir);
    expect(JSON.parse(readFileSync(written.json, 'utf8')).claimants.total).toBe(200);
    expect(existsSync(written.html)).toBe(true);
    expect(readFileSync(written.html, 'utf8')).toContain('api-kill');
  });
});
