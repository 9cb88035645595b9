/**
 * `npm run bench:api`: imports 1,000,000 eligibility rows with the API's import CLI (timed), then
 * autocannon against the API — its own process with BENCH_WORKERS cluster workers — and an Express
 * hello-world baseline started the same way. The API is driven as a client drives it: nonces and the
 * signature route's session come from its own HTTP routes, every login message is a real SIWE message
 * signed by a real key. PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a database of its
 * own, dropped afterwards; 2 workers), PGlite otherwise. Prints the budgets (✓/✗) and
 * writes bench-results/api.json.
 *
 * BENCH_PROFILE=login|signature|token|nonce runs only that route with the API's workers under
 * `node --cpu-prof`, and writes bench-results/profiles/<route>-*.cpuprofile (open in Chrome DevTools
 * or speedscope), a flame graph per worker (.html) and the costliest functions (.txt).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiweMessage, SIWE_STATEMENT } from '@gm-claim/shared';
import autocannon from 'autocannon';
import { computeAddress, hashMessage, Wallet } from 'ethers';
import secp256k1 from 'secp256k1';
import { signIn } from '../../rehearse/claimant-api';
import { createScratchDatabase, sql } from '../../rehearse/database';
import { API_DIR, REPO_ROOT, answers, bin, launch, shippedApiCommand, waitUntil, type Proc } from '../../rehearse/processes';
import { freePort } from '../../e2e/ports';
import { flameGraphHtml, functionCosts } from './profile';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 40_000);
const PROFILE = process.env.BENCH_PROFILE;
/** BENCH_ONLY=login,signature: only those routes, unprofiled (a quick before/after; no budget table); `hello,token` prints the look-up's ratio. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const CHAIN_ID = 31337;
const CHALLENGE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const VESTING = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const DOMAIN = 'localhost:5173';
/** The routes' budgets (PostgreSQL, 2 workers, a quiet 2-core machine). */
const BUDGET = { loginRps: 2_000, signatureRps: 4_000, signatureP99Ms: 50, tokenVsHello: 0.5, importSeconds: 30 } as const;
const OUT_DIR = path.join(REPO_ROOT, 'bench-results');
const PROFILE_DIR = path.join(OUT_DIR, 'profiles');

function benchAddress(i: number): string {
  return `0x5eed${i.toString(16).padStart(36, '0')}`;
}

async function writeCsv(file: string): Promise<void> {
  const out = createWriteStream(file);
  out.write('address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop\n');
  let chunk = '';
  for (let i = 0; i < ROWS; i++) {
    chunk += `${benchAddress(i)},${i % 5000},${i % 7}.5,0,${i % 3},1.25,${i % 11}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

/** The import CLI's own timing ("… rows imported, … in 7.21 s"): what an operator waits for, start-up aside. */
async function importRows(csv: string, dbEnv: NodeJS.ProcessEnv, logDir: string): Promise<number> {
  const { command, args } = shippedApiCommand('import-eligibility');
  const child = spawn(command, [...args, csv], { cwd: API_DIR, env: { ...process.env, ...dbEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  writeFileSync(path.join(logDir, 'import.log'), output);
  const seconds = /in ([\d.]+) s/.exec(output)?.[1];
  if (code !== 0 || seconds === undefined) throw new Error(`the import failed (${code}):\n${output.slice(-2_000)}`);
  return Number(seconds);
}

/** LOGINS sign-in bodies: nonces from GET /auth/nonce, SIWE messages signed with libsecp256k1 by 200 keys. */
async function prepareLogins(base: string): Promise<string[]> {
  const keys = Array.from({ length: 200 }, () => {
    for (;;) {
      const key = randomBytes(32);
      if (secp256k1.privateKeyVerify(key)) return { key, address: computeAddress(`0x${key.toString('hex')}`) };
    }
  });
  const nonces: string[] = [];
  while (nonces.length < LOGINS) {
    const batch = await Promise.all(Array.from({ length: Math.min(100, LOGINS - nonces.length) }, async () => ((await (await fetch(`${base}/auth/nonce`)).json()) as { nonce: string }).nonce));
    nonces.push(...batch);
  }
  const issuedAt = new Date().toISOString();
  return nonces.map((nonce, i) => {
    const signer = keys[i % keys.length] ?? keys[0];
    if (!signer) throw new Error('no key');
    const message = createSiweMessage({ domain: DOMAIN, address: signer.address, statement: SIWE_STATEMENT, uri: `http://${DOMAIN}`, version: '1', chainId: CHAIN_ID, nonce, issuedAt });
    const { signature, recid } = secp256k1.ecdsaSign(Buffer.from(hashMessage(message).slice(2), 'hex'), signer.key);
    const hex = `0x${Buffer.from(signature).toString('hex')}${(27 + recid).toString(16)}`;
    return JSON.stringify({ walletAddress: signer.address, nonce, signature: hex, message });
  });
}

/** A wallet signed in over HTTP with every mission completed: the bearer token of the signature run. */
async function signatureSession(base: string): Promise<string> {
  const session = await signIn(base, Wallet.createRandom(), DOMAIN, CHAIN_ID);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const { missions } = (await (await fetch(`${base}/user/missions`, { headers })).json()) as { missions: { id: string; completed: boolean }[] };
  for (const mission of missions.filter((item) => !item.completed)) await fetch(`${base}/user/missions/${mission.id}/complete`, { method: 'POST', headers });
  return session.accessToken;
}

interface Run {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) per request of the server's processes, and of the PostgreSQL backends serving it, in µs. */
  cpuUs: number;
  dbCpuUs: number | null;
}

const CLOCK_TICK_US = 1_000_000 / 100; // USER_HZ: 100 on Linux

/** /proc/<pid>/stat of every process in process group `pgid`: fields after the command name (state ppid pgrp … utime stime). */
function groupStats(pgid: number): string[][] {
  const stats: string[][] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').pop()?.split(' ') ?? [];
      if (Number(fields[2]) === pgid) stats.push(fields);
    } catch {
      // exited meanwhile
    }
  }
  return stats;
}

/** utime + stime (µs) of every process whose process group is `pgid` (the server and its cluster workers). */
function groupCpuUs(pgid: number | undefined): number {
  if (pgid === undefined) return 0;
  return groupStats(pgid).reduce((sum, fields) => sum + Number(fields[11]) + Number(fields[12]), 0) * CLOCK_TICK_US;
}

/** Waits (≤ 15 s) until every process of the group has exited: workers write their CPU profiles on exit, after the primary may have gone. */
async function groupGone(pgid: number | undefined): Promise<void> {
  for (let i = 0; i < 75 && pgid !== undefined && groupStats(pgid).some((fields) => fields[0] !== 'Z'); i++) await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * utime + stime (µs) of each PostgreSQL backend connected to the bench's database, by pid (same
 * machine only; null when the server's processes cannot be read here).
 */
async function dbCpuUs(url: string | undefined): Promise<Map<number, number> | null> {
  if (url === undefined) return null;
  const rows = await sql<{ pid: number }>(url, 'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  const byPid = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()?.split(' ') ?? [];
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_US);
    } catch {
      return null; // another machine's server
    }
  }
  return byPid;
}

/** CPU the backends spent between two samples: a backend that connected meanwhile counts whole. */
function dbCpuDelta(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (before === null || after === null) return null;
  let sum = 0;
  for (const [pid, us] of after) sum += us - (before.get(pid) ?? 0);
  return sum;
}

/** Whose CPU a run charges: the server's process group, and the database it uses (PostgreSQL only). */
interface Meter {
  pgid: number | undefined;
  dbUrl?: string | undefined;
}

async function run(title: string, options: autocannon.Options, meter: Meter): Promise<Run> {
  const settings: autocannon.Options = { connections: CONNECTIONS, ...options };
  if (options.amount === undefined) settings.duration = DURATION;
  const [cpuBefore, dbBefore] = [groupCpuUs(meter.pgid), await dbCpuUs(meter.dbUrl)];
  const result = await autocannon(settings);
  const [cpuAfter, dbAfter] = [groupCpuUs(meter.pgid), await dbCpuUs(meter.dbUrl)];
  const requests = Math.max(1, result.requests.total);
  const cpuUs = Math.round((cpuAfter - cpuBefore) / requests);
  const dbDelta = dbCpuDelta(dbBefore, dbAfter);
  const dbUs = dbDelta === null ? null : Math.round(dbDelta / requests);
  const rps = options.amount ? result.requests.total / (result.duration || DURATION) : result.requests.average;
  console.log(
    `${title.padEnd(30)} ${rps.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   CPU/req ${String(cpuUs).padStart(4)} µs${dbUs === null ? '' : ` + db ${dbUs} µs`}   non-2xx ${result.non2xx}   errors ${result.errors}`,
  );
  return { rps: Math.round(rps), p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpuUs, dbCpuUs: dbUs };
}

const cpuLabel = (run: Run): string => `${run.cpuUs}${run.dbCpuUs === null ? '' : ` + db ${run.dbCpuUs}`}`;

const loadAverage = (): string => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
};

function writeProfiles(route: string): void {
  for (const file of readdirSync(PROFILE_DIR).filter((name) => name.endsWith('.cpuprofile') && name.startsWith('CPU'))) {
    const costs = functionCosts(path.join(PROFILE_DIR, file));
    // The primary only forks and waits: its profile is idle.
    if (costs.length < 15) continue;
    const stem = path.join(PROFILE_DIR, `${route}-${file.replace(/^CPU\.|\.cpuprofile$/g, '')}`);
    writeFileSync(`${stem}.txt`, ['  self  total  function', ...costs.map((cost) => `${String(cost.selfPercent).padStart(5)}% ${String(cost.totalPercent).padStart(5)}%  ${cost.name}`)].join('\n') + '\n');
    writeFileSync(`${stem}.html`, flameGraphHtml(path.join(PROFILE_DIR, file), `API worker CPU profile: ${route}`));
    rmSync(`${stem}.cpuprofile`, { force: true });
    renameSync(path.join(PROFILE_DIR, file), `${stem}.cpuprofile`);
    console.log(`profile: ${path.relative(REPO_ROOT, stem)}.{cpuprofile,html,txt}; the costliest functions:\n${costs.slice(0, 12).map((cost) => `  ${cost.totalPercent}% (self ${cost.selfPercent}%) ${cost.name}`).join('\n')}`);
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const workers = Number(process.env.BENCH_WORKERS ?? (adminUrl ? 2 : 1));
  const scratch = mkdtempSync(path.join(tmpdir(), 'gm-bench-'));
  const database = adminUrl ? await createScratchDatabase(adminUrl, 'gm_bench') : undefined;
  const dbEnv: NodeJS.ProcessEnv = database ? { DATABASE_URL: database.url } : { PGLITE_DATA_DIR: path.join(scratch, 'pglite') };
  const procs: Proc[] = [];
  const loadStart = loadAverage();
  try {
    console.log(`db: ${database ? 'postgres' : 'pglite'}; writing ${ROWS.toLocaleString('en-US')} eligibility rows…`);
    const csv = path.join(scratch, 'eligibility.csv');
    await writeCsv(csv);
    const import1mSeconds = await importRows(csv, dbEnv, scratch);
    console.log(`import: ${ROWS.toLocaleString('en-US')} rows in ${import1mSeconds} s`);
    // The state reads meet in production, a while after an import: autovacuum has visited the
    // freshly copied rows. Without this its pass over the million new rows lands in the middle of the runs.
    if (database) await sql(database.url, 'VACUUM ANALYZE');

    const [apiPort, helloPort] = [await freePort(), await freePort()];
    if (PROFILE) {
      rmSync(PROFILE_DIR, { recursive: true, force: true });
      mkdirSync(PROFILE_DIR, { recursive: true });
    }
    const { command, args } = shippedApiCommand('main');
    const api = launch('api', command, args, {
      cwd: API_DIR,
      logDir: scratch,
      env: {
        ...dbEnv,
        NODE_ENV: 'production',
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        JWT_SECRET: randomBytes(32).toString('hex'),
        SIGNER_PRIVATE_KEY: `0x${randomBytes(32).toString('hex')}`,
        CHAIN_ID: String(CHAIN_ID),
        CHALLENGE_ADDRESS: CHALLENGE,
        PUBLIC_VESTING_ADDRESS: VESTING,
        SIWE_DOMAIN: DOMAIN,
        // Required in production; no benched route reads the chain (EOA sign-ins verify locally, and
        // GET /signature is an Authorize, which needs no supply check), so nothing listens there.
        CHAIN_RPC_URLS: 'http://127.0.0.1:9',
        RATE_LIMIT_ENABLED: 'false',
        WEB_CONCURRENCY: String(workers),
        DB_POOL_SIZE: '10',
        ...(PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` } : {}),
      },
    });
    procs.push(api);
    const hello = launch('hello', bin('tsx'), [path.join(REPO_ROOT, 'tools/bench/api/hello.ts')], {
      cwd: REPO_ROOT,
      logDir: scratch,
      env: { PORT: String(helloPort), WEB_CONCURRENCY: String(workers) },
    });
    procs.push(hello);
    const base = `http://127.0.0.1:${apiPort}`;
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    await waitUntil('the API', () => answers(`${base}/readyz`), 90_000, api);
    await waitUntil('the hello-world', () => answers(helloUrl), 60_000, hello);
    console.log(`processes: the API as it ships (its bundle, built now), ${workers} worker(s) each; ${CONNECTIONS} connections, ${DURATION} s per run`);

    const apiMeter: Meter = { pgid: api.child.pid, dbUrl: database?.url };
    const helloMeter: Meter = { pgid: hello.child.pid };
    const wantsRoute = (route: string): boolean => (PROFILE ? PROFILE === route : !ONLY || ONLY.includes(route));
    const token = wantsRoute('signature') ? await signatureSession(base) : '';
    const logins = wantsRoute('login') ? await prepareLogins(base) : [];
    await autocannon({ url: helloUrl, connections: 10, duration: 2 });
    await autocannon({ url: `${base}/user/tokenByInputAddress?walletAddress=${benchAddress(1)}`, connections: 10, duration: 2 });

    const tokenRequest = {
      url: base,
      requests: [
        {
          method: 'GET',
          setupRequest: (request: autocannon.Request) => ({ ...request, path: `/user/tokenByInputAddress?walletAddress=${benchAddress(Math.floor(Math.random() * ROWS))}` }),
        },
      ],
    } as autocannon.Options;
    let next = 0;
    const loginRequest = {
      url: base,
      amount: logins.length,
      requests: [{ method: 'POST', path: '/auth/login', headers: { 'content-type': 'application/json' }, setupRequest: (request: autocannon.Request) => ({ ...request, body: logins[next++ % logins.length] ?? '' }) }],
    } as autocannon.Options;
    const signatureRequest = { url: `${base}/signature`, headers: { authorization: `Bearer ${token}` } };
    const byRoute: Record<string, autocannon.Options> = { login: loginRequest, signature: signatureRequest, token: tokenRequest, nonce: { url: `${base}/auth/nonce` } };
    if (ONLY && !PROFILE) {
      const ran: Record<string, Run> = {};
      for (const route of ONLY) {
        // hello: the same baseline run as the full bench's (the hello-world's URL, its own meter).
        if (route === 'hello') {
          ran[route] = await run('GET / (hello-world)', { url: helloUrl }, helloMeter);
          continue;
        }
        const options = byRoute[route];
        if (!options) throw new Error(`BENCH_ONLY=${route}: one of hello, login, signature, token, nonce`);
        ran[route] = await run(route, options, apiMeter);
      }
      const [helloRun, tokenOnly] = [ran['hello'], ran['token']];
      if (helloRun && tokenOnly) {
        console.log(
          `token vs hello: ${(tokenOnly.rps / helloRun.rps).toFixed(2)} × req/s (budget ≥ ${BUDGET.tokenVsHello}); CPU/req ${cpuLabel(tokenOnly)} µs vs hello ${helloRun.cpuUs} µs`,
        );
      }
      console.log(`load average ${loadStart} → ${loadAverage()}`);
      return;
    }
    if (PROFILE) {
      const options = byRoute[PROFILE];
      if (!options) throw new Error(`BENCH_PROFILE=${PROFILE}: one of login, signature, token, nonce`);
      await run(`${PROFILE} (profiled)`, options, apiMeter);
      for (const proc of procs) await proc.stop();
      await groupGone(api.child.pid);
      writeProfiles(PROFILE);
      return;
    }

    // The baseline twice, first and right before the token run, averaged: on a shared machine the
    // load drifts over a run, and one sample a minute apart from the run it is compared with can favour either side.
    const helloFirst = await run('GET / (hello-world)', { url: helloUrl }, helloMeter);
    const staticRun = await run('GET /vesting/contract', { url: `${base}/vesting/contract` }, apiMeter);
    const helloSecond = await run('GET / (hello-world, again)', { url: helloUrl }, helloMeter);
    const helloRps = Math.round((helloFirst.rps + helloSecond.rps) / 2);
    const tokenRun = await run('GET /user/tokenByInputAddress', tokenRequest, apiMeter);
    const nonceRun = await run('GET /auth/nonce', { url: `${base}/auth/nonce` }, apiMeter);
    const loginRun = await run('POST /auth/login', loginRequest, apiMeter);
    const signatureRun = await run('GET /signature', signatureRequest, apiMeter);

    const budgets = {
      importOk: import1mSeconds <= BUDGET.importSeconds,
      loginOk: loginRun.rps >= BUDGET.loginRps,
      signatureOk: signatureRun.rps >= BUDGET.signatureRps && signatureRun.p99 <= BUDGET.signatureP99Ms,
      tokenByAddressVsHello: Number((tokenRun.rps / helloRps).toFixed(2)),
      tokenByAddressOk: tokenRun.rps >= BUDGET.tokenVsHello * helloRps,
    };
    const results = {
      db: database ? 'postgres' : 'pglite',
      workers,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      rows: ROWS,
      loadAverage: { start: loadStart, end: loadAverage() },
      import1mSeconds,
      helloRps,
      helloRunsRps: [helloFirst.rps, helloSecond.rps],
      nonceRps: nonceRun.rps,
      vestingContractRps: staticRun.rps,
      loginRps: loginRun.rps,
      tokenByAddressRps: tokenRun.rps,
      signatureRps: signatureRun.rps,
      p99Ms: { hello: Math.max(helloFirst.p99, helloSecond.p99), nonce: nonceRun.p99, login: loginRun.p99, tokenByAddress: tokenRun.p99, signature: signatureRun.p99 },
      // CPU time per request (user + system, from /proc): far steadier than req/s on a shared machine.
      cpuUsPerRequest: { hello: Math.round((helloFirst.cpuUs + helloSecond.cpuUs) / 2), vestingContract: staticRun.cpuUs, nonce: nonceRun.cpuUs, login: loginRun.cpuUs, tokenByAddress: tokenRun.cpuUs, signature: signatureRun.cpuUs },
      dbCpuUsPerRequest: { nonce: nonceRun.dbCpuUs, login: loginRun.dbCpuUs, tokenByAddress: tokenRun.dbCpuUs, signature: signatureRun.dbCpuUs },
      non2xx: { nonce: nonceRun.non2xx, login: loginRun.non2xx, tokenByAddress: tokenRun.non2xx, signature: signatureRun.non2xx },
      budgets,
    };
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(path.join(OUT_DIR, 'api.json'), `${JSON.stringify(results, null, 2)}\n`);
    const mark = (ok: boolean): string => (ok ? '✓' : '✗');
    console.table({
      'import 1M rows (s)': { value: import1mSeconds, budget: `≤ ${BUDGET.importSeconds}`, ok: mark(budgets.importOk), 'CPU µs/req': '' },
      'POST /auth/login req/s': { value: loginRun.rps, budget: `≥ ${BUDGET.loginRps}`, ok: mark(budgets.loginOk), 'CPU µs/req': cpuLabel(loginRun) },
      'GET /signature req/s, p99 ms': { value: `${signatureRun.rps}, ${signatureRun.p99}`, budget: `≥ ${BUDGET.signatureRps}, ≤ ${BUDGET.signatureP99Ms}`, ok: mark(budgets.signatureOk), 'CPU µs/req': cpuLabel(signatureRun) },
      'GET /user/tokenByInputAddress req/s': { value: `${tokenRun.rps} (${budgets.tokenByAddressVsHello} × hello ${helloRps})`, budget: `≥ ${BUDGET.tokenVsHello} × hello`, ok: mark(budgets.tokenByAddressOk), 'CPU µs/req': `${cpuLabel(tokenRun)} (hello ${results.cpuUsPerRequest.hello})` },
      'GET /auth/nonce req/s': { value: nonceRun.rps, budget: '-', ok: '', 'CPU µs/req': cpuLabel(nonceRun) },
    });
    console.log('CPU µs/req: user + system time of the API processes (+ of its PostgreSQL backends) per request, from /proc: steadier than req/s on a shared machine.');
    console.log(`load average ${results.loadAverage.start} → ${results.loadAverage.end}; wrote ${path.relative(REPO_ROOT, path.join(OUT_DIR, 'api.json'))}`);
  } finally {
    for (const proc of procs) await proc.stop();
    await database?.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
