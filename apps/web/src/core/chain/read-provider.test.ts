/**
 * @jest-environment node
 */
// Real HTTP JSON-RPC servers on 127.0.0.1 (a dead one, a slow one, a good one), counting what they get:
// the read provider must not probe every node on the first read.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { ChainUnreachableError, retryRead } from '@gm-claim/web-core-errors';
import { getConfig, RPC } from '@gm-claim/web-core-config';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { createChainReader } from './chain-reader';
import { isError } from 'ethers';
import { createReadProvider, RPC_STALL_MS, shuffle, StaggeredReadProvider } from './read-provider';

type Behaviour = 'good' | 'slow' | 'dead' | 'busy' | 'revert';

interface Node {
  url: string;
  /** JSON-RPC calls received (batches unpacked). */
  hits: number;
  behaviour: Behaviour;
  close(): Promise<void>;
}

// Wide margins: a loaded CI machine can take a few hundred ms to answer a local request, which must not
// read as a stall (an extra probe) or as the slow node winning.
const SLOW_MS = 3_000;
const STALL_MS = 1_000;
const CHAIN_ID = 56;

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function startNode(behaviour: Behaviour): Promise<Node> {
  const sockets = new Set<Socket>();
  const node = { hits: 0, behaviour } as Node;
  const answer = (call: { id: number; method: string }): unknown => {
    if (node.behaviour === 'revert' && call.method === 'eth_call')
      // Error(string) "nope": a revert is the node's answer, not its failure.
      return {
        jsonrpc: '2.0',
        id: call.id,
        error: {
          code: 3,
          message: 'execution reverted: nope',
          data: '0x08c379a0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000046e6f706500000000000000000000000000000000000000000000000000000000',
        },
      };
    if (call.method === 'eth_chainId') return { jsonrpc: '2.0', id: call.id, result: `0x${CHAIN_ID.toString(16)}` };
    if (call.method === 'eth_blockNumber') return { jsonrpc: '2.0', id: call.id, result: '0x2a' };
    if (call.method === 'eth_call') return { jsonrpc: '2.0', id: call.id, result: `0x${'0'.repeat(63)}7` };
    return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'method not found' } };
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
        { id: number; method: string } | Array<{ id: number; method: string }>;
      node.hits += Array.isArray(body) ? body.length : 1;
      if (node.behaviour === 'dead') {
        // Accepts the connection, then drops it: as a node behind a dying load balancer.
        req.socket.destroy();
        return;
      }
      if (node.behaviour === 'busy') {
        reply(res, 429, { jsonrpc: '2.0', id: null, error: { code: -32005, message: 'rate limited' } });
        return;
      }
      const answerAll = (): void => reply(res, 200, Array.isArray(body) ? body.map(answer) : answer(body));
      if (node.behaviour === 'slow') setTimeout(answerAll, SLOW_MS);
      else answerAll();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  node.url = `http://127.0.0.1:${port}/`;
  node.close = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((socket) => socket.destroy());
      server.close(() => resolve());
    });
  return node;
}

/** `random` for shuffle() that keeps the configured order. */
const keepOrder = (): number => 0.999_999;

describe('the read provider (staggered over the configured nodes)', () => {
  let nodes: Node[] = [];
  let providers: Array<{ destroy(): void }> = [];
  const provider = (urls: string[], stallMs = STALL_MS): StaggeredReadProvider => {
    const created = createReadProvider({ chainId: CHAIN_ID, rpcUrls: urls }, keepOrder, { stallMs, timeoutMs: SLOW_MS * 2 });
    providers.push(created);
    expect(created).toBeInstanceOf(StaggeredReadProvider);
    return created as StaggeredReadProvider;
  };
  const hits = (): number[] => nodes.map((node) => node.hits);

  afterEach(async () => {
    providers.forEach((created) => created.destroy());
    providers = [];
    await Promise.all(nodes.map((node) => node.close()));
    nodes = [];
  });

  it('keeps the configured order with keepOrder (so the cases below know which node is first)', () => {
    expect(shuffle(['a', 'b', 'c'], keepOrder)).toEqual(['a', 'b', 'c']);
  });

  it('sends the first read to one node only when it answers: no probe of the others', async () => {
    nodes = [await startNode('good'), await startNode('slow'), await startNode('dead')];
    const reader = provider(nodes.map((node) => node.url));
    expect(await reader.getBlockNumber()).toBe(42);
    expect(hits()).toEqual([1, 0, 0]);
    await reader.call({ to: `0x${'1'.repeat(40)}`, data: '0x' });
    expect(hits()).toEqual([2, 0, 0]);
  });

  it('moves past a dead node at once, asks the next one as well when the slow one stalls, then sticks to the one that answered', async () => {
    nodes = [await startNode('dead'), await startNode('slow'), await startNode('good')];
    const reader = provider(nodes.map((node) => node.url));
    const started = Date.now();
    expect(await reader.getBlockNumber()).toBe(42);
    const elapsed = Date.now() - started;
    // dead: dropped at once → slow: stalls STALL_MS → good answers (before the slow one's SLOW_MS).
    expect(hits()).toEqual([1, 1, 1]);
    expect(elapsed).toBeGreaterThanOrEqual(STALL_MS - 20);
    expect(elapsed).toBeLessThan(SLOW_MS);
    expect(reader.order[0]).toBe(2);
    // Next reads go to the good node only (the slow one answered its first read late; it is not asked).
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await reader.call({ to: `0x${'1'.repeat(40)}`, data: '0x' });
    expect(await reader.getBlockNumber()).toBe(42);
    expect(hits()).toEqual([1, 1, 3]);
  });

  it('waits for a slow node when it is the only one left, without a second request to it', async () => {
    nodes = [await startNode('dead'), await startNode('slow')];
    const reader = provider(nodes.map((node) => node.url));
    expect(await reader.getBlockNumber()).toBe(42);
    expect(hits()).toEqual([1, 1]);
  });

  it('fails over on 429 with one request per node (no retry storm on the busy node)', async () => {
    nodes = [await startNode('busy'), await startNode('good')];
    const reader = provider(nodes.map((node) => node.url));
    expect(await reader.getBlockNumber()).toBe(42);
    expect(hits()).toEqual([1, 1]);
  });

  it('takes a revert as the answer: the other nodes are not asked', async () => {
    nodes = [await startNode('revert'), await startNode('good')];
    const reader = provider(nodes.map((node) => node.url));
    const error = await reader.call({ to: `0x${'1'.repeat(40)}`, data: '0x' }).catch((caught: unknown) => caught);
    expect(isError(error, 'CALL_EXCEPTION')).toBe(true);
    expect(hits()).toEqual([1, 0]);
  });

  it('rejects when no node answers, after one request to each', async () => {
    nodes = [await startNode('dead'), await startNode('busy'), await startNode('dead')];
    const reader = provider(nodes.map((node) => node.url));
    await expect(reader.getBlockNumber()).rejects.toThrow();
    expect(hits()).toEqual([1, 1, 1]);
  });

  it('uses a single configured node directly', async () => {
    nodes = [await startNode('good')];
    const single = createReadProvider({ chainId: CHAIN_ID, rpcUrls: [nodes[0]!.url] });
    providers.push(single);
    expect(single).not.toBeInstanceOf(StaggeredReadProvider);
    expect(await single.getBlockNumber()).toBe(42);
    expect(hits()).toEqual([1]);
  });
});

/**
 * A node that froze: it accepts the TCP connection and never answers (nor closes it). Unlike a refused
 * connection nothing fails by itself: only the per-node timeout ends the wait.
 */
async function startFrozenNode(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

// Issue 20 item 10: a hanging node left "… GM" for about 23 s. Within the 7 s per node (docs/product.md#numbers) the read
// moves to the next node or fails (and the failure is not asked again: every node had its 7 s).
describe('a frozen RPC node (a real connection that never answers)', () => {
  const closers: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it('alone – the read fails after its 7 s, not later, as "cannot be reached", and is not retried', async () => {
    expect(RPC.timeoutMs).toBe(7_000);
    const frozen = await startFrozenNode();
    closers.push(frozen.close);
    testConfig({ rpcUrls: [frozen.url], chainId: CHAIN_ID });
    const provider = createReadProvider(getConfig());
    closers.push(() => provider.destroy());
    const reader = createChainReader(getConfig(), provider);
    const started = Date.now();
    const error = await reader.latestBlockNumber().catch((caught: unknown) => caught);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(ChainUnreachableError);
    expect(elapsed).toBeGreaterThanOrEqual(RPC.timeoutMs - 100);
    expect(elapsed).toBeLessThan(RPC.timeoutMs + 1_500);
    expect(frozen.connections()).toBe(1);
    // Every node already had its 7 s: the screen shows the error and RETRY at once, no second 7 s.
    expect(retryRead(0, error as Error)).toBe(false);
    expect(retryRead(0, new Error('a 500 from the API'))).toBe(true);
  }, 20_000);

  it('first, a good node next – the good node is asked after the stall and answers, well within 7 s', async () => {
    const frozen = await startFrozenNode();
    const good = await startNode('good');
    closers.push(frozen.close, good.close);
    const provider = createReadProvider({ chainId: CHAIN_ID, rpcUrls: [frozen.url, good.url] }, keepOrder);
    closers.push(() => provider.destroy());
    const started = Date.now();
    expect(await provider.getBlockNumber()).toBe(42);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(RPC_STALL_MS - 50);
    expect(elapsed).toBeLessThan(RPC.timeoutMs);
    expect(frozen.connections()).toBe(1);
    expect(good.hits).toBe(1);
  }, 20_000);
});
