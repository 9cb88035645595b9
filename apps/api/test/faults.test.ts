import { createSiweMessage } from '@gm-claim/shared';
import { completeAllMissions, DB_SETUP_TIMEOUT_MS, giveEligibility, randomWallet, siweFields } from './helpers';
import { load, sleep, startFaultStack, starvationMeter, timed, type FaultStack, type Outcome } from './support/fault-stack';

/**
 * The API under database faults, through a TCP proxy between it and its database (see
 * support/fault-proxy.ts): the database cut (connections reset, new ones refused) and frozen
 * (connections open, nothing answered, as under SIGSTOP), under load from 16 concurrent callers.
 * Nothing here touches the PostgreSQL server process.
 */
const CONCURRENCY = 16;
/** The promise to callers: every request is answered within this, whatever the database does. */
const ANSWER_BOUND_MS = 5_000;

let stack: FaultStack;
let session: { accessToken: string; refreshToken: string };
const known = randomWallet();

beforeAll(async () => {
  stack = await startFaultStack();
  await giveEligibility(stack.db, known.address, [1, 2, 3, 4, 5, 6]);
  await completeAllMissions(stack.db, known.address);
  session = await signInOverHttp(stack.baseUrl, known);
}, DB_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await stack.close();
});

async function signInOverHttp(baseUrl: string, wallet: ReturnType<typeof randomWallet>) {
  const { nonce } = (await (await fetch(`${baseUrl}/auth/nonce`)).json()) as { nonce: string };
  const message = createSiweMessage(siweFields(wallet.address, nonce));
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ walletAddress: wallet.address, nonce, message, signature: await wallet.signMessage(message) }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/** What a mix of real callers sends: nonces, public look-ups, a user's own data and signatures. */
function mixedRequest(i: number): [string, RequestInit?] {
  const auth = { headers: { authorization: `Bearer ${session.accessToken}` } };
  switch (i % 4) {
    case 0:
      return [`${stack.baseUrl}/auth/nonce`];
    case 1:
      return [`${stack.baseUrl}/user/tokenByInputAddress?walletAddress=0x${(i % 1_000_000).toString(16).padStart(40, '0')}`];
    case 2:
      return [`${stack.baseUrl}/user/token`, auth];
    default:
      return [`${stack.baseUrl}/signature`, auth];
  }
}

function summary(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function waitForRecovery(maxMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    const [ready, token] = await Promise.all([timed(`${stack.baseUrl}/readyz`), timed(`${stack.baseUrl}/user/token`, { headers: { authorization: `Bearer ${session.accessToken}` } })]);
    if (ready.status === 200 && token.status === 200) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`no recovery within ${maxMs} ms`);
}

describe('database cut for 10 s under load', () => {
  it('answers 503 + Retry-After (never 500), liveness stays 200, logs < 1 MB, recovers without restart', async () => {
    const traffic = load(CONCURRENCY, mixedRequest);
    await sleep(500);
    const bytesBefore = stack.log.bytes;
    const starvation = starvationMeter();
    stack.proxy.cut();
    const cutAt = Date.now();
    await sleep(1_000);
    const [live, ready] = await Promise.all([timed(`${stack.baseUrl}/healthz`), timed(`${stack.baseUrl}/readyz`)]);
    await sleep(9_000);
    const outageOutcomes = traffic.outcomes.filter((outcome) => outcome.at >= cutAt + 100);
    stack.proxy.heal();
    const starvedMs = starvation.stopMs();
    const recoveryMs = await waitForRecovery(10_000);
    await traffic.stop();
    const outageLogBytes = stack.log.bytes - bytesBefore;

    const statuses = summary(outageOutcomes);
    console.log(
      `[faults] ${stack.backend} cut 10 s: ${outageOutcomes.length} requests ${JSON.stringify(statuses)}, ` +
        `max ${Math.round(Math.max(...outageOutcomes.map((o) => o.ms)))} ms, log ${outageLogBytes} bytes, recovered in ${recoveryMs} ms, ` +
        `this process waited ${Math.round(starvedMs)} ms for a CPU`,
    );
    expect(live.status).toBe(200);
    expect(ready).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: '5' });
    // The callers kept asking throughout (each answered many times over); how many times depends on the machine's load.
    expect(outageOutcomes.length).toBeGreaterThan(CONCURRENCY * 4);
    expect(outageOutcomes.filter((outcome) => outcome.status === 500 || outcome.status === 0)).toEqual([]);
    const unavailable = outageOutcomes.filter((outcome) => outcome.status === 503);
    expect(unavailable.length).toBeGreaterThan(outageOutcomes.length * 0.9);
    expect(unavailable.every((outcome) => outcome.code === 'SERVICE_UNAVAILABLE' && outcome.retryAfter === '5')).toBe(true);
    expect(Math.max(...outageOutcomes.map((outcome) => outcome.ms))).toBeLessThan(ANSWER_BOUND_MS + starvedMs);
    expect(outageLogBytes).toBeLessThan(100_000);
    expect(stack.log.lines.join('')).toMatch(/"kind":"db_unreachable"/);

    const metrics = await (await fetch(`${stack.baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/gm_db_errors_total\{kind="unreachable"\} [1-9]/);
  }, 40_000);
});

describe('database frozen for 8 s under load', () => {
  it('answers every request within 5 s (503), readiness says so, recovers without restart', async () => {
    const traffic = load(CONCURRENCY, mixedRequest);
    await sleep(500);
    const bytesBefore = stack.log.bytes;
    const starvation = starvationMeter();
    stack.proxy.freeze();
    const frozenAt = Date.now();
    await sleep(500);
    const [live, ready] = await Promise.all([timed(`${stack.baseUrl}/healthz`), timed(`${stack.baseUrl}/readyz`)]);
    await sleep(7_500);
    stack.proxy.heal();
    const healedAt = Date.now();
    const starvedMs = starvation.stopMs();
    const recoveryMs = await waitForRecovery(15_000);
    await traffic.stop();
    const outageLogBytes = stack.log.bytes - bytesBefore;
    // Requests sent while frozen (their answers may arrive after the heal).
    const frozenOutcomes = traffic.outcomes.filter((outcome) => outcome.at >= frozenAt + 100 && outcome.at < healedAt);

    const statuses = summary(frozenOutcomes);
    const maxMs = Math.max(...frozenOutcomes.map((outcome) => outcome.ms));
    console.log(
      `[faults] ${stack.backend} freeze 8 s: ${frozenOutcomes.length} requests ${JSON.stringify(statuses)}, max ${Math.round(maxMs)} ms, ` +
        `healthz ${Math.round(live.ms)} ms, readyz ${ready.status} in ${Math.round(ready.ms)} ms, log ${outageLogBytes} bytes, recovered in ${recoveryMs} ms, this process waited ${Math.round(starvedMs)} ms for a CPU`,
    );
    expect(live.status).toBe(200);
    expect(live.ms).toBeLessThan(500 + starvedMs);
    expect(ready).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(ready.ms).toBeLessThan(3_000 + starvedMs);
    expect(frozenOutcomes.length).toBeGreaterThan(CONCURRENCY);
    expect(frozenOutcomes.filter((outcome) => outcome.status === 500 || outcome.status === 0)).toEqual([]);
    expect(frozenOutcomes.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(CONCURRENCY);
    expect(maxMs).toBeLessThan(ANSWER_BOUND_MS + starvedMs);
    expect(outageLogBytes).toBeLessThan(100_000);
  }, 40_000);
});
