/**
 * The chaos JSON-RPC proxy (tools/chaos) in front of a real Hardhat node, with ethers' JsonRpcProvider
 * as the client: each mode as the web app would meet it on a public BSC node.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { FetchRequest, JsonRpcProvider, Network, Wallet, type Log } from 'ethers';
import { createChaosProxy, DEFAULT_MODE, mineBlocks, RANGE_ERROR_CODE, type ChaosProxy } from '../chaos/chaos-proxy.js';
import { startHardhatNode, type HardhatNode } from '../chaos/hardhat-node';

/** Hardhat's first default account. */
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
/** Init code of a contract whose every call emits an empty LOG0 (runtime 0x60006000a000). */
const LOGGER_INIT_CODE = '0x6560006000a0006000526006601af3';

/** ethers as the web app uses it, with a short timeout and quick throttle retries for tests. */
function client(url: string, options: { timeoutMs?: number; attempts?: number } = {}): JsonRpcProvider {
  const fetchRequest = new FetchRequest(url);
  fetchRequest.timeout = options.timeoutMs ?? 5_000;
  fetchRequest.setThrottleParams({ maxAttempts: options.attempts ?? 12, slotInterval: 10 });
  return new JsonRpcProvider(fetchRequest, undefined, { staticNetwork: Network.from(31337), cacheTimeout: -1 });
}

async function rpc(url: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** The error code of a failed plain HTTP request (ECONNREFUSED, ECONNRESET, …). */
function connectionError(url: string): Promise<string> {
  return new Promise((resolve) => {
    // A new connection each time (no keep-alive pool), as a client meets a node it has not used yet.
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false },
      (res) => {
        res.resume();
        resolve(`HTTP ${res.statusCode}`);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }));
  });
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

describe('the chaos JSON-RPC proxy', () => {
  let node: HardhatNode;
  let chaos: ChaosProxy;
  let direct: JsonRpcProvider;
  let logger: string;
  const logBlocks: number[] = [];

  beforeAll(async () => {
    node = await startHardhatNode();
    direct = client(node.url);
    const wallet = new Wallet(DEV_KEY, direct);
    const deployment = await (await wallet.sendTransaction({ data: LOGGER_INIT_CODE })).wait();
    logger = deployment?.contractAddress ?? '';
    // Two logs 12,000 blocks apart: no single capped request sees both.
    for (let i = 0; i < 2; i += 1) {
      const receipt = await (await wallet.sendTransaction({ to: logger })).wait();
      logBlocks.push(receipt?.blockNumber ?? -1);
      await mineBlocks(node.url, 12_000);
    }
    chaos = await createChaosProxy({ target: node.url, controlPort: 0 });
  });

  afterEach(async () => {
    await chaos?.setMode({ ...DEFAULT_MODE });
    chaos?.resetStats();
  });

  afterAll(async () => {
    direct?.destroy();
    await chaos?.close();
    await node?.stop();
  });

  it('passes calls and batches through unchanged', async () => {
    const proxied = client(chaos.url);
    try {
      const [head, balance, code, logs] = await Promise.all([
        proxied.getBlockNumber(),
        proxied.getBalance(new Wallet(DEV_KEY).address),
        proxied.getCode(logger),
        proxied.getLogs({ address: logger, fromBlock: 0, toBlock: 'latest' }),
      ]);
      expect(head).toBe(await direct.getBlockNumber());
      expect(balance).toBe(await direct.getBalance(new Wallet(DEV_KEY).address));
      expect(code).toBe('0x60006000a000');
      expect(logs.map((log) => log.blockNumber)).toEqual(logBlocks);
      const stats = chaos.stats();
      expect(stats.batches).toBeGreaterThanOrEqual(1);
      expect(stats.methods).toMatchObject({ eth_blockNumber: 1, eth_getBalance: 1, eth_getCode: 1, eth_getLogs: 1 });
      expect(stats.rateLimited + stats.rangeRejected).toBe(0);
    } finally {
      proxied.destroy();
    }
    // Byte for byte, a raw batch included.
    const batch = [
      { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 'x', method: 'eth_getBlockByNumber', params: ['0x1', false] },
    ];
    expect(await rpc(chaos.url, batch)).toEqual(await rpc(node.url, batch));
  });

  it('caps eth_getLogs ranges with the public nodes’ error, alone and inside a batch', async () => {
    await chaos.setMode({ getLogsMaxRange: 5_000 });
    const proxied = client(chaos.url);
    try {
      await expect(proxied.getLogs({ address: logger, fromBlock: 0, toBlock: 'latest' })).rejects.toThrow(
        'exceed maximum block range: 5000',
      );
      // In one batch (ethers batches calls of one tick): only the wide call fails.
      const [head, narrow, wide] = await Promise.allSettled([
        proxied.getBlockNumber(),
        proxied.getLogs({ address: logger, fromBlock: logBlocks[0], toBlock: (logBlocks[0] ?? 0) + 4_999 }),
        proxied.getLogs({ address: logger, fromBlock: logBlocks[0], toBlock: (logBlocks[0] ?? 0) + 5_000 }),
      ]);
      expect(head).toMatchObject({ status: 'fulfilled' });
      expect(narrow.status === 'fulfilled' && narrow.value.map((log: Log) => log.blockNumber)).toEqual([logBlocks[0]]);
      expect(wide.status === 'rejected' && message(wide.reason)).toContain('exceed maximum block range: 5000');
      // A reader that walks the chain in 5,000-block windows finds every log.
      const latest = await proxied.getBlockNumber();
      const found: number[] = [];
      for (let from = 0; from <= latest; from += 5_000) {
        const logs = await proxied.getLogs({
          address: logger,
          fromBlock: from,
          toBlock: Math.min(from + 4_999, latest),
        });
        found.push(...logs.map((log) => log.blockNumber));
      }
      expect(found).toEqual(logBlocks);
    } finally {
      proxied.destroy();
    }
    // The exact error object, in the batch's order, next to the node's own answers.
    const narrowCall = {
      jsonrpc: '2.0',
      id: 3,
      method: 'eth_getLogs',
      params: [{ fromBlock: 'earliest', toBlock: '0x1387' }],
    };
    const raw = await rpc(chaos.url, [
      { jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: 'latest' }] },
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId', params: [] },
      narrowCall,
    ]);
    const narrowAnswer = JSON.parse((await rpc(node.url, narrowCall)).text) as { result: unknown[] };
    expect(narrowAnswer.result).toHaveLength(1);
    expect(JSON.parse(raw.text)).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: RANGE_ERROR_CODE, message: 'exceed maximum block range: 5000' } },
      { jsonrpc: '2.0', id: 2, result: '0x7a69' },
      narrowAnswer,
    ]);
    expect(chaos.stats().rangeRejected).toBe(3);
  });

  it('answers 429 at the configured rate, with a JSON-RPC body, a text body or none', async () => {
    await chaos.setMode({ rate429: 0.5 });
    // ethers retries a 429 after a pause: every call still succeeds, half the requests were refused.
    const proxied = client(chaos.url);
    try {
      for (let i = 0; i < 6; i += 1) expect(await proxied.getBlockNumber()).toBeGreaterThan(24_000);
    } finally {
      proxied.destroy();
    }
    const stats = chaos.stats();
    // Every other request: as many refused as forwarded (one apart at most).
    expect(Math.abs(stats.rateLimited - stats.forwarded)).toBeLessThanOrEqual(1);
    expect(stats.rateLimited).toBeGreaterThanOrEqual(5);

    await chaos.setMode({ rate429: 1 });
    const stubborn = client(chaos.url, { attempts: 2 });
    try {
      await expect(stubborn.getBlockNumber()).rejects.toThrow();
    } finally {
      stubborn.destroy();
    }
    const call = { jsonrpc: '2.0', id: 42, method: 'eth_blockNumber', params: [] };
    const jsonBody = await rpc(chaos.url, call);
    expect(jsonBody.status).toBe(429);
    expect(JSON.parse(jsonBody.text)).toMatchObject({ jsonrpc: '2.0', id: 42, error: { code: -32005 } });
    await chaos.setMode({ rate429Body: 'text' });
    expect(await rpc(chaos.url, call)).toEqual({ status: 429, text: 'Too Many Requests' });
    await chaos.setMode({ rate429Body: 'empty' });
    expect(await rpc(chaos.url, call)).toEqual({ status: 429, text: '' });
  });

  it('adds latency', async () => {
    await chaos.setMode({ latencyMs: 400 });
    const proxied = client(chaos.url);
    try {
      const started = performance.now();
      await proxied.getBlockNumber();
      expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    } finally {
      proxied.destroy();
    }
  });

  it('plays a dead node: connection refused, connection reset, never answering; and comes back', async () => {
    const proxied = client(chaos.url, { timeoutMs: 800, attempts: 1 });
    try {
      await chaos.setMode({ dead: 'refuse' });
      expect(await connectionError(chaos.url)).toBe('ECONNREFUSED');
      await expect(proxied.getBlockNumber()).rejects.toThrow();

      await chaos.setMode({ dead: 'reset' });
      expect(await connectionError(chaos.url)).toBe('ECONNRESET');
      await expect(proxied.getBlockNumber()).rejects.toThrow();
      expect(chaos.stats().resets).toBeGreaterThanOrEqual(2);

      await chaos.setMode({ dead: 'hang' });
      await expect(proxied.getBlockNumber()).rejects.toMatchObject({ code: 'TIMEOUT' });
      expect(chaos.stats().hung).toBeGreaterThanOrEqual(1);

      await chaos.setMode({ dead: null });
      expect(await proxied.getBlockNumber()).toBeGreaterThan(24_000);
    } finally {
      proxied.destroy();
    }
  });

  it('changes mode at run time through its control endpoint', async () => {
    const control = chaos.controlUrl ?? '';
    const post = async (route: string, body?: unknown) => {
      const response = await fetch(`${control}${route}`, {
        method: 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };
    expect(await post('/mode', { dead: 'refuse', latencyMs: 5 })).toMatchObject({
      status: 200,
      json: { dead: 'refuse', latencyMs: 5 },
    });
    expect(await connectionError(chaos.url)).toBe('ECONNREFUSED');
    expect(await post('/mode', { dead: 'sleepy' })).toEqual({
      status: 400,
      json: { error: 'dead must be "refuse", "reset", "hang" or null' },
    });
    expect(await post('/mode', { rate429: 2 })).toMatchObject({ status: 400 });
    expect(await post('/mode', { getLogsMaxRange: 5_000, dead: null })).toMatchObject({
      status: 200,
      json: { dead: null, getLogsMaxRange: 5_000 },
    });
    const capped = await rpc(chaos.url, {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getLogs',
      params: [{ fromBlock: '0x0' }],
    });
    expect(JSON.parse(capped.text)).toMatchObject({
      error: { code: -32005, message: 'exceed maximum block range: 5000' },
    });
    const stats = (await (await fetch(`${control}/stats`)).json()) as Record<string, unknown>;
    expect(stats).toMatchObject({ rangeRejected: 1, calls: 1 });
    expect(await post('/mode/reset')).toMatchObject({
      status: 200,
      json: { getLogsMaxRange: null, dead: null, latencyMs: 0 },
    });
  });

  it('runs from the command line with flags', async () => {
    const cli = path.join(__dirname, '..', 'chaos', 'cli.js');
    const child = spawn(
      process.execPath,
      [cli, 'proxy', '--target', node.url, '--getlogs-max-range', '10', '--control-port', '0'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /\[chaos\] (http:\/\/127\.0\.0\.1:\d+) -> /.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`the CLI exited (${code}): ${output}`)));
      });
      const capped = await rpc(url, {
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getLogs',
        params: [{ fromBlock: '0x0', toBlock: '0xa' }],
      });
      expect(JSON.parse(capped.text)).toMatchObject({ error: { message: 'exceed maximum block range: 10' } });
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('mines past 200,000 blocks at once, and a capped reader still finds the logs', async () => {
    const head = await mineBlocks(node.url, 200_000);
    expect(head).toBeGreaterThan(200_000);
    await chaos.setMode({ getLogsMaxRange: 5_000 });
    const proxied = client(chaos.url);
    try {
      expect(await proxied.getBlockNumber()).toBe(head);
      const logs = await proxied.getLogs({
        address: logger,
        fromBlock: logBlocks[1],
        toBlock: (logBlocks[1] ?? 0) + 4_999,
      });
      expect(logs.map((log) => log.blockNumber)).toEqual([logBlocks[1]]);
    } finally {
      proxied.destroy();
    }
  });
});
