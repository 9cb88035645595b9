import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AbiCoder, Interface } from 'ethers';
import type { Db } from '@gm-claim/server/db';
import { migrationsDir } from '@gm-claim/server/paths';
import { openOwnTestDb, type OwnTestDb } from '@gm-claim/server/testing/process-db';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { isStatusDocument, type StatusDocument } from '@gm-claim/shared/status/document';
import { collectStatus, type CollectOptions } from './collect';
import { writeStatusFile } from './write';

const CHALLENGE = new Interface(gmChallengeAbi);
const coder = AbiCoder.defaultAbiCoder();
const CHALLENGE_ADDRESS = `0x${'c'.repeat(40)}`;

interface Chain {
  head: number;
  timestamp: number;
  openAt: number;
  deadline: number;
  paused: boolean;
}

const servers: Server[] = [];

async function serve(handler: (path: string, body: string, res: ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler((req.url ?? '/').split('?')[0] ?? '/', body, res));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A JSON-RPC node with the claim window of `chain` (its path carries a "key", which must never be published). */
async function node(chain: Chain): Promise<string> {
  const url = await serve((_path, body, res) => {
    const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: [{ data: string }] };
    let result: unknown;
    if (method === 'eth_blockNumber') result = `0x${chain.head.toString(16)}`;
    else if (method === 'eth_getBlockByNumber')
      result = { number: `0x${chain.head.toString(16)}`, timestamp: `0x${chain.timestamp.toString(16)}` };
    else if (method === 'eth_call') {
      const fn = CHALLENGE.parseTransaction({ data: params[0].data })?.name;
      result =
        fn === 'isOff'
          ? coder.encode(['bool'], [chain.paused])
          : coder.encode(['uint256'], [fn === 'claimsOpenAt' ? chain.openAt : chain.deadline]);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, result }));
  });
  return `${url}/v1/secret-key`;
}

/** A port nobody listens on. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** With TEST_DATABASE_URL (CI), a scratch database on that PostgreSQL server; else an in-memory PGlite. */
let own: OwnTestDb;
let db: Db;
let api: string;
let indexer: string;
let relayer: string;
const T0 = 1_900_000_000;

beforeAll(async () => {
  own = await openOwnTestDb({ prefix: 'gm_status_test', migrationsDir: migrationsDir(), poolSize: 2 });
  db = own.db;
  await db.query(
    "INSERT INTO index_cursor (id, fingerprint, chain_id, start_block, confirmations, indexed_block, chain_head) VALUES (1, 'f', 31337, 0, 0, 995, 995)",
  );
  api = await serve((path, _body, res) => res.writeHead(path === '/readyz' ? 200 : 404).end('{}'));
  indexer = await serve((_path, _body, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","role":"writer"}'),
  );
  relayer = await serve((_path, _body, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        accepting: true,
        queueDepth: 3,
        campaigns: [
          { campaign: 'PUBLIC', left: '700' },
          { campaign: 'CHALLENGE', left: '300' },
        ],
      }),
    ),
  );
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await own.close();
});

async function options(chain: Chain, overrides: Partial<CollectOptions> = {}): Promise<CollectOptions> {
  return {
    apiUrls: [api],
    indexerUrls: [indexer],
    rpcUrls: [await node(chain)],
    relayerStatusUrl: relayer,
    challengeAddress: CHALLENGE_ADDRESS,
    timeoutMs: 1_000,
    lagWarnBlocks: 20,
    ...overrides,
  };
}

const collect = (opts: CollectOptions): Promise<StatusDocument> =>
  collectStatus(opts, { query: (sql, params) => db.query(sql, params), now: () => 1_700_000_000_000 });
const open: Chain = { head: 1_000, timestamp: T0, openAt: T0 - 3_600, deadline: T0 + 86_400, paused: false };

describe('the status document', () => {
  it('everything answers – overall ok, claims open with both times, the lag, the relayer queue and budget left, the incident note', async () => {
    await db.query(
      "INSERT INTO status_incidents (message, posted_by) VALUES ('Claims are slow; we are on it.', '0xop')",
    );
    try {
      const document = await collect(await options(open));
      expect(isStatusDocument(document)).toBe(true);
      expect(document.claims.error).toBeUndefined();
      expect(document.overall).toBe('ok');
      expect(document.generatedAt).toBe(new Date(1_700_000_000_000).toISOString());
      expect(document.claims).toEqual({
        state: 'open',
        opensAt: new Date((T0 - 3_600) * 1_000).toISOString(),
        closesAt: new Date((T0 + 86_400) * 1_000).toISOString(),
      });
      expect(document.chain).toEqual({ head: 1_000, headAt: new Date(T0 * 1_000).toISOString() });
      expect(document.api).toEqual([expect.objectContaining({ name: 'api-1', ok: true })]);
      expect(document.database.ok).toBe(true);
      expect(document.indexer).toEqual(expect.objectContaining({ ok: true, indexedBlock: 995, lagBlocks: 5 }));
      expect(document.indexer.processes).toEqual([
        expect.objectContaining({ name: 'indexer-1', ok: true, role: 'writer' }),
      ]);
      expect(document.rpc).toEqual([expect.objectContaining({ ok: true, head: 1_000 })]);
      expect(document.relayer).toEqual({ state: 'ok', queue: 3, budgetLeftWei: '1000' });
      expect(document.incident).toEqual(
        expect.objectContaining({ message: 'Claims are slow; we are on it.', postedBy: '0xop' }),
      );
    } finally {
      await db.query('UPDATE status_incidents SET cleared_at = now()');
    }
  });

  it('an API instance, an RPC node and the relayer down – degraded, each failing with why; a node is named by its host, never its URL', async () => {
    const live = await node(open);
    const document = await collect(
      await options(open, {
        apiUrls: [await deadUrl(), api],
        rpcUrls: [await deadUrl(), live],
        relayerStatusUrl: await deadUrl(),
      }),
    );
    expect(document.overall).toBe('degraded');
    expect(document.api.map((check) => check.ok)).toEqual([false, true]);
    expect(document.api[0]?.error).toBeTruthy();
    expect(document.rpc.map((check) => check.ok)).toEqual([false, true]);
    expect(document.claims.state).toBe('open');
    expect(document.relayer.state).toBe('down');
    expect(JSON.stringify(document)).not.toContain('secret-key');
    expect(document.rpc[1]?.name).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(document.incident).toBeNull();
  });

  it.each([
    ['before the opening', 'not-open', { ...open, openAt: T0 + 60 }],
    ['after the deadline', 'closed', { ...open, deadline: T0 - 1 }],
    ['in the window, paused by the operator (isOff)', 'paused', { ...open, paused: true }],
    ['in the window without a deadline', 'open', { ...open, deadline: 0 }],
  ] as const)('the chain %s – claims %s', async (_name, state, chain) => {
    const document = await collect(await options(chain));
    expect(document.claims.state).toBe(state);
    if (chain.deadline === 0) expect(document.claims.closesAt).toBeNull();
  });

  it('every RPC node dead – overall down, claims unknown with why, no chain head', async () => {
    const document = await collect(await options(open, { rpcUrls: [await deadUrl()] }));
    expect(document.overall).toBe('down');
    expect(document.claims).toEqual(expect.objectContaining({ state: 'unknown', opensAt: null, closesAt: null }));
    expect(document.chain.head).toBeNull();
    expect(document.indexer.lagBlocks).toBeNull();
  });

  it('the database failing – overall down, the database failing, the indexer unknown', async () => {
    const document = await collectStatus(await options(open), {
      query: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    });
    expect(document.overall).toBe('down');
    expect(document.database).toEqual(
      expect.objectContaining({ ok: false, error: 'connect ECONNREFUSED 127.0.0.1:5432' }),
    );
    expect(document.indexer).toEqual(
      expect.objectContaining({ ok: false, indexedBlock: null, error: 'the database does not answer' }),
    );
  });

  it('the index far behind and no indexer writing – the indexer failing', async () => {
    const standby = await serve((_path, _body, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","role":"standby"}'),
    );
    const document = await collect(await options({ ...open, head: 2_000 }, { indexerUrls: [standby] }));
    expect(document.indexer).toEqual(
      expect.objectContaining({ ok: false, lagBlocks: 1_005, error: '1005 blocks behind the chain' }),
    );
    expect(document.overall).toBe('degraded');
  });
});

describe('writeStatusFile', () => {
  it('writes the document whole (a temporary file renamed over it), readable by all', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gm-status-'));
    try {
      const file = path.join(dir, 'nested', 'status.json');
      const document = await collect(await options(open));
      writeStatusFile(file, document);
      writeStatusFile(file, { ...document, overall: 'degraded' });
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ...document, overall: 'degraded' });
      expect(readdirSync(path.dirname(file))).toEqual(['status.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
