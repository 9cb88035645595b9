import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChainUnavailableError, createRpcClient, RpcResponseError } from './rpc';

/** Real HTTP nodes on 127.0.0.1 that answer, fail, hang or are gone. */
async function node(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<{ url: string; server: Server; hits: () => number }> {
  let hits = 0;
  const server = createServer((req, res) => {
    hits++;
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://user:s3cret@127.0.0.1:${(server.address() as AddressInfo).port}/v3/APIKEY123`, server, hits: () => hits };
}

const answering = (result: unknown) => (_req: IncomingMessage, res: ServerResponse, body: string) => {
  const { id } = JSON.parse(body) as { id: number };
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
};

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
async function started(handler: Parameters<typeof node>[0]) {
  const n = await node(handler);
  servers.push(n.server);
  return n;
}

describe('createRpcClient', () => {
  it('request – first node gone, second answers 500, third answers – falls back to the third and sticks to it', async () => {
    const gone = await started(() => undefined);
    gone.server.closeAllConnections();
    await new Promise((resolve) => gone.server.close(resolve));
    servers.splice(servers.indexOf(gone.server), 1);
    const failing = await started((_req, res) => {
      res.statusCode = 500;
      res.end('oops');
    });
    const good = await started(answering('0x2a'));
    const rpc = createRpcClient({ urls: [gone.url, failing.url, good.url], timeoutMs: 1_000 });
    await expect(rpc.request('eth_chainId', [])).resolves.toBe('0x2a');
    await expect(rpc.request('eth_chainId', [])).resolves.toBe('0x2a');
    expect(failing.hits()).toBe(1);
    expect(good.hits()).toBe(2);
  });

  it('request – every node hangs – gives up within the budget with a timeout that names no URL', async () => {
    const hanging = [await started(() => undefined), await started(() => undefined)];
    const rpc = createRpcClient({ urls: hanging.map((n) => n.url), timeoutMs: 300, budgetMs: 500 });
    const started_ = Date.now();
    const error = await rpc.request('eth_blockNumber', []).catch((caught: unknown) => caught);
    expect(Date.now() - started_).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(ChainUnavailableError);
    expect((error as ChainUnavailableError).kind).toBe('timeout');
    expect((error as Error).message).not.toMatch(/s3cret|APIKEY123|user/);
    expect(rpc.nodes).toEqual(['node #1 (127.0.0.1)', 'node #2 (127.0.0.1)']);
  });

  it('request – the node answers a JSON-RPC error – is an answer, not a fallback', async () => {
    const reverting = await started((_req, res, body) => {
      const { id } = JSON.parse(body) as { id: number };
      res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted', data: '0x' } }));
    });
    const other = await started(answering('0x1'));
    const rpc = createRpcClient({ urls: [reverting.url, other.url], timeoutMs: 1_000 });
    await expect(rpc.request('eth_call', [])).rejects.toBeInstanceOf(RpcResponseError);
    expect(other.hits()).toBe(0);
  });

  it('request – no node configured – ChainUnavailableError', async () => {
    await expect(createRpcClient({ urls: [], timeoutMs: 100 }).request('eth_chainId', [])).rejects.toBeInstanceOf(ChainUnavailableError);
  });
});
