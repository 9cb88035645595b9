/**
 * A tiny JSON-RPC proxy in front of the test chain that behaves like a public node: it refuses
 * eth_getLogs ranges wider than `maxRange` with BSC's error, can answer HTTP 429, and can play dead.
 * (The chaos proxy in tools/chaos does this for the whole stack; this one stays small so the index
 * tests do not depend on it.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyBehaviour {
  /** Widest eth_getLogs range (inclusive block count) answered; wider ones get -32005. */
  maxRange?: number;
  /** Answer every request with HTTP 429. */
  rateLimited?: boolean;
  /** Close every connection without an answer. */
  dead?: boolean;
}

export interface RpcProxy {
  url: string;
  behaviour: ProxyBehaviour;
  /** eth_getLogs ranges seen (answered or refused), as [from, to]. */
  readonly getLogsRanges: Array<[number, number]>;
  requests: number;
  close(): Promise<void>;
}

interface JsonRpcRequest {
  id: unknown;
  method: string;
  params?: unknown[];
}

export async function startRpcProxy(upstream: string, behaviour: ProxyBehaviour = {}): Promise<RpcProxy> {
  const proxy: RpcProxy = {
    url: '',
    behaviour,
    getLogsRanges: [],
    requests: 0,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    proxy.requests += 1;
    if (proxy.behaviour.dead) {
      req.socket.destroy();
      return;
    }
    if (proxy.behaviour.rateLimited) {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' }).end('{"message":"Too Many Requests"}');
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const parsed = JSON.parse(raw) as JsonRpcRequest | JsonRpcRequest[];
        const calls = Array.isArray(parsed) ? parsed : [parsed];
        const refused = new Map<unknown, unknown>();
        for (const call of calls) {
          if (call.method !== 'eth_getLogs') continue;
          const filter = (call.params?.[0] ?? {}) as { fromBlock?: string; toBlock?: string };
          const from = Number(filter.fromBlock ?? 0);
          const to = Number(filter.toBlock ?? 0);
          proxy.getLogsRanges.push([from, to]);
          const max = proxy.behaviour.maxRange;
          if (max !== undefined && to - from + 1 > max) {
            refused.set(call.id, { jsonrpc: '2.0', id: call.id, error: { code: -32005, message: `exceed maximum block range: ${max}` } });
          }
        }
        const forward = calls.filter((call) => !refused.has(call.id));
        let answers: unknown[] = [];
        if (forward.length > 0) {
          const response = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(forward) });
          answers = (await response.json()) as unknown[];
        }
        const byId = new Map((answers as Array<{ id: unknown }>).map((answer) => [answer.id, answer]));
        const ordered = calls.map((call) => refused.get(call.id) ?? byId.get(call.id));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(Array.isArray(parsed) ? ordered : ordered[0]));
      })().catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
