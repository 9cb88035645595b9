import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { openDb, type Db } from '@gm-claim/server/db';
import { buildApp, randomWallet, type TestContext } from './helpers';

/**
 * Issue 36 §8: `npm run dev`'s database server (`npm run db`, the real CLI process) with the README's
 * eligibility import pointed at it while the API serves from it. The import's `COPY … FROM STDIN`
 * used to abort PGlite's WebAssembly PostgreSQL ("RuntimeError: unreachable") and take the server,
 * and with it the whole dev stack, down.
 */
const apiRoot = path.resolve(__dirname, '..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');
const HEADER = 'address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop';
const E18 = 10n ** 18n;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Runs a CLI of apps/api as `npm run <script>` does; resolves with its exit code and output. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, args, { cwd: apiRoot, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('the dev database server (npm run db) with an import beside the API', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gm-dev-db-'));
  let server: ChildProcess;
  let serverLog = '';
  let url: string;
  let api: TestContext;
  let apiDb: Db;

  beforeAll(async () => {
    const port = await freePort();
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    server = spawn(tsx, ['src/cli/pglite-server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, PGLITE_DATA_DIR: path.join(dir, 'pglite'), PGLITE_SERVER_PORT: String(port) },
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        serverLog += chunk.toString();
        if (serverLog.includes(' served at ')) resolve();
      });
      server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
      server.once('exit', (code) => reject(new Error(`the database server exited (${code}): ${serverLog}`)));
    });
    apiDb = await openDb({ url, poolSize: 10, migrate: false });
    api = buildApp(apiDb);
  }, 180_000);

  afterAll(async () => {
    await apiDb?.close();
    server?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('import:eligibility while the API answers look-ups – imports, every look-up answered, the server keeps running', async () => {
    const wallets = Array.from({ length: 300 }, () => randomWallet().address);
    const csv = path.join(dir, 'eligibility.csv');
    writeFileSync(csv, `${HEADER}\n${wallets.map((address, i) => `${address},${i + 1},0,0,0,0,1.5`).join('\n')}\n`);

    let importing = true;
    const statuses: number[] = [];
    const lookUps = (async () => {
      while (importing) {
        const response = await request(api.app).get('/user/tokenByInputAddress').query({ walletAddress: wallets[0]!.toLowerCase() });
        statuses.push(response.status);
      }
    })();
    const imported = await runCli(['src/cli/import-eligibility.ts', csv], { DATABASE_URL: url });
    importing = false;
    await lookUps;

    expect(imported).toEqual({ code: 0, out: expect.stringMatching(/^import:eligibility: 300 rows imported, 300 new or changed, in [\d.]+ s \(postgres\)\n$/) });
    expect(server.exitCode).toBeNull();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const last = await request(api.app).get('/user/tokenByInputAddress').query({ walletAddress: wallets[299]!.toLowerCase() }).expect(200);
    expect(last.body.tokenInfo.totalAmount).toBe((300n * E18 + (3n * E18) / 2n).toString());
  }, 120_000);

  it('import:eligibility with a bad row – the rows named, nothing imported, the server still answers the API', async () => {
    const csv = path.join(dir, 'bad.csv');
    const address = randomWallet().address;
    writeFileSync(csv, `${HEADER}\n${address},1,0,0,0,0,0\n0x1234,1,0,0,0,0,0\n`);
    const imported = await runCli(['src/cli/import-eligibility.ts', csv], { DATABASE_URL: url });
    expect(imported.code).toBe(1);
    expect(imported.out).toContain('line 3: "0x1234" is not a valid address');
    expect(server.exitCode).toBeNull();
    const response = await request(api.app).get('/user/tokenByInputAddress').query({ walletAddress: address.toLowerCase() }).expect(200);
    expect(response.body.tokenInfo.totalAmount).toBe('0');
  }, 120_000);
});
