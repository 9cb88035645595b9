import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiweMessage, SIWE_STATEMENT } from '@gm-claim/shared';
import autocannon from 'autocannon';
import { computeAddress, hashMessage } from 'ethers';
import secp256k1 from 'secp256k1';
import { importEligibility } from '../cli/eligibility-import';
import { createAccessTokens } from '../components/auth/tokens';
import { openDb, type Db } from '../db';
import { createScratchDatabase, dropScratchDatabase } from '../db/scratch-database';
import { findRepoRoot, migrationsDir } from '../paths';

/**
 * npm run bench -w @gm-claim/api: imports 1,000,000 eligibility rows (timed), then autocannon
 * against the API (own process, or BENCH_WORKERS cluster workers) and an Express hello-world
 * baseline started the same way. PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a
 * database of its own, dropped afterwards), PGlite otherwise. Writes bench-results/api.json.
 */

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const DURATION = Number(process.env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const LOGINS = Number(process.env['BENCH_LOGINS'] ?? 40_000);
const API_PORT = 3900 + Math.floor(Math.random() * 50);
const HELLO_PORT = API_PORT + 50;
const JWT_SECRET = randomBytes(32).toString('hex');
const CHAIN_ID = 31337;
const CHALLENGE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const VESTING = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const DOMAIN = 'localhost:5173';

const repoRoot = findRepoRoot();
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const apiDir = path.join(repoRoot, 'apps/api');

function benchAddress(i: number): string {
  return `0x5eed${i.toString(16).padStart(36, '0')}`;
}

async function prepareDatabase(): Promise<{ url: string | undefined; pgliteDir: string | undefined; drop: () => Promise<void> }> {
  const adminUrl = process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'];
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'gm-bench-pglite-'));
    return { url: undefined, pgliteDir: dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const { name, url } = await createScratchDatabase(adminUrl, 'gm_bench');
  return { url, pgliteDir: undefined, drop: () => dropScratchDatabase(adminUrl, name) };
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

interface PreparedLogin {
  body: string;
}

/** Pre-creates nonces in the database and pre-signs one SIWE message per nonce (native secp256k1). */
async function prepareLogins(db: Db): Promise<PreparedLogin[]> {
  const keys = Array.from({ length: 200 }, () => {
    for (;;) {
      const key = randomBytes(32);
      if (secp256k1.privateKeyVerify(key)) return { key, address: computeAddress(`0x${key.toString('hex')}`) };
    }
  });
  const nonces = Array.from({ length: LOGINS }, () => randomBytes(16).toString('hex'));
  for (let i = 0; i < nonces.length; i += 5_000) {
    const batch = nonces.slice(i, i + 5_000);
    await db.query(
      `INSERT INTO login_nonces (nonce, expires_at) SELECT unnest($1::text[]), now() + interval '30 minutes'`,
      [`{${batch.join(',')}}`],
    );
  }
  const issuedAt = new Date().toISOString();
  return nonces.map((nonce, i) => {
    const signer = keys[i % keys.length] ?? keys[0];
    if (!signer) throw new Error('no key');
    const message = createSiweMessage({
      domain: DOMAIN,
      address: signer.address,
      statement: SIWE_STATEMENT,
      uri: `http://${DOMAIN}`,
      version: '1',
      chainId: CHAIN_ID,
      nonce,
      issuedAt,
    });
    const { signature, recid } = secp256k1.ecdsaSign(Buffer.from(hashMessage(message).slice(2), 'hex'), signer.key);
    const hex = `0x${Buffer.from(signature).toString('hex')}${(27 + recid).toString(16)}`;
    return { body: JSON.stringify({ walletAddress: signer.address, nonce, signature: hex, message }) };
  });
}

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(tsx, [script], { cwd: apiDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

interface Run {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function run(title: string, options: autocannon.Options): Promise<Run> {
  const settings: autocannon.Options = { connections: CONNECTIONS, ...options };
  if (options.amount === undefined) settings.duration = DURATION;
  const result = await autocannon(settings);
  const non2xx = result.non2xx;
  const rps = options.amount ? (result.requests.total / (result.duration || DURATION)) : result.requests.average;
  console.log(`${title.padEnd(28)} ${rps.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx ${non2xx}   errors ${result.errors}`);
  return { rps: Math.round(rps), p99: result.latency.p99, non2xx, errors: result.errors };
}

async function main(): Promise<void> {
  const workers = Number(process.env['BENCH_WORKERS'] ?? (process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'] ? 2 : 1));
  const database = await prepareDatabase();
  const kind = database.url ? 'postgres' : 'pglite';
  const scratch = mkdtempSync(path.join(tmpdir(), 'gm-bench-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`db: ${kind}; writing ${ROWS.toLocaleString('en-US')} eligibility rows…`);
    const csv = path.join(scratch, 'eligibility.csv');
    await writeCsv(csv);
    const db = await openDb({ url: database.url, pgliteDataDir: database.pgliteDir, migrationsDir: migrationsDir(repoRoot) });
    const started = performance.now();
    const summary = await importEligibility(db, createReadStream(csv));
    const import1mSeconds = Number(((performance.now() - started) / 1000).toFixed(2));
    console.log(`import: ${summary.rows.toLocaleString('en-US')} rows in ${import1mSeconds} s`);

    const logins = await prepareLogins(db);
    const signer = '0x000000000000000000000000000000000000bEEF';
    await db.query(`INSERT INTO mission_completions (wallet, mission_id) SELECT $1, id FROM missions ON CONFLICT DO NOTHING`, [signer.toLowerCase()]);
    const accessToken = createAccessTokens(JWT_SECRET, 3_600).sign(signer);
    // The state reads meet in production, a while after an import: autovacuum has visited the
    // freshly copied rows (visibility map, hint bits). Without this, autovacuum's pass over the
    // million new rows lands in the middle of the runs.
    if (kind === 'postgres') await db.query('VACUUM ANALYZE');
    await db.close();

    const env: Record<string, string> = {
      NODE_ENV: 'production',
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
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
      ...(database.url ? { DATABASE_URL: database.url } : { PGLITE_DATA_DIR: database.pgliteDir ?? '' }),
    };
    const hello = startProcess('src/bench/hello.ts', { PORT: String(HELLO_PORT), WEB_CONCURRENCY: String(workers) });
    children.push(hello);
    const api = startProcess('src/main.ts', env);
    children.push(api);
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
    await waitFor(`http://127.0.0.1:${API_PORT}/healthz`);
    const base = `http://127.0.0.1:${API_PORT}`;
    console.log(`processes: ${workers} worker(s) each; ${CONNECTIONS} connections, ${DURATION} s per run`);

    // Warm up JIT and pools.
    await autocannon({ url: `http://127.0.0.1:${HELLO_PORT}/`, connections: 10, duration: 2 });
    await autocannon({ url: `${base}/user/tokenByInputAddress?walletAddress=${benchAddress(1)}`, connections: 10, duration: 2 });

    // The baseline is measured twice, first and right before the token run, and averaged: on a
    // shared machine the load drifts over a run, and one sample taken a minute apart from the run it
    // is compared with can favour either side.
    const helloFirst = await run('GET / (hello-world)', { url: `http://127.0.0.1:${HELLO_PORT}/` });
    // No database on this route: shows the cost of the API's middleware stack over the baseline.
    const staticRun = await run('GET /vesting/contract', { url: `${base}/vesting/contract` });
    // Reads before writes: the nonce and login runs leave PostgreSQL with WAL to flush and dead
    // rows for autovacuum, which would otherwise land in the token run.
    const helloSecond = await run('GET / (hello-world, again)', { url: `http://127.0.0.1:${HELLO_PORT}/` });
    const helloRun: Run = {
      rps: Math.round((helloFirst.rps + helloSecond.rps) / 2),
      p99: Math.max(helloFirst.p99, helloSecond.p99),
      non2xx: helloFirst.non2xx + helloSecond.non2xx,
      errors: helloFirst.errors + helloSecond.errors,
    };
    // Addresses drawn uniformly at random from all imported rows, a fresh one for every request.
    const tokenRun = await run('GET /user/tokenByInputAddress', {
      url: base,
      requests: [
        {
          method: 'GET',
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: `/user/tokenByInputAddress?walletAddress=${benchAddress(Math.floor(Math.random() * ROWS))}`,
          }),
        },
      ],
    } as autocannon.Options);
    const nonceRun = await run('GET /auth/nonce', { url: `${base}/auth/nonce` });
    let next = 0;
    const loginRun = await run('POST /auth/login', {
      url: base,
      amount: logins.length,
      requests: [
        {
          method: 'POST',
          path: '/auth/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: autocannon.Request) => ({ ...request, body: logins[next++ % logins.length]?.body ?? '' }),
        },
      ],
    } as autocannon.Options);
    const signatureRun = await run('GET /signature', {
      url: `${base}/signature`,
      headers: { authorization: `Bearer ${accessToken}` },
    });

    const results = {
      db: kind,
      workers,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      rows: ROWS,
      import1mSeconds,
      helloRps: helloRun.rps,
      helloRunsRps: [helloFirst.rps, helloSecond.rps],
      nonceRps: nonceRun.rps,
      vestingContractRps: staticRun.rps,
      loginRps: loginRun.rps,
      tokenByAddressRps: tokenRun.rps,
      signatureRps: signatureRun.rps,
      p99Ms: {
        hello: helloRun.p99,
        nonce: nonceRun.p99,
        login: loginRun.p99,
        tokenByAddress: tokenRun.p99,
        signature: signatureRun.p99,
      },
      non2xx: {
        hello: helloRun.non2xx,
        nonce: nonceRun.non2xx,
        login: loginRun.non2xx,
        tokenByAddress: tokenRun.non2xx,
        signature: signatureRun.non2xx,
      },
      budgets: {
        tokenByAddressVsHello: Number((tokenRun.rps / helloRun.rps).toFixed(2)),
        tokenByAddressOk: tokenRun.rps >= 0.5 * helloRun.rps,
        loginOk: loginRun.rps >= 2_000,
        importOk: import1mSeconds <= 30,
      },
    };
    const outDir = path.join(repoRoot, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'api.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.table({
      'import 1M rows (s)': { value: import1mSeconds, budget: '≤ 30' },
      'hello-world req/s': { value: helloRun.rps, budget: 'baseline' },
      'GET /auth/nonce req/s': { value: nonceRun.rps, budget: '-' },
      'POST /auth/login req/s': { value: loginRun.rps, budget: '≥ 2000' },
      'GET /user/tokenByInputAddress req/s': { value: tokenRun.rps, budget: `≥ ${Math.round(helloRun.rps / 2)}` },
      'GET /signature req/s': { value: signatureRun.rps, budget: '-' },
    });
    console.log(`wrote ${path.join(outDir, 'api.json')}`);
  } finally {
    for (const child of children) await stop(child);
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
