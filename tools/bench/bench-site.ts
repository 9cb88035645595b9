/**
 * What both web benchmarks serve: the production build behind the shipped nginx config
 * (tools/serve/web-server.ts), configured for a chain whose JSON-RPC nodes are local counting stubs,
 * with placeholder contract addresses (a first visit reads no contract) and no API behind /api.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebServer } from '../serve/web-server';

const A = (digit: string): string => `0x${digit.repeat(40)}`;

export interface RpcNode {
  url: string;
  /** HTTP requests received. */
  requests: number;
  /** JSON-RPC calls in them (a batch counts each call). */
  calls: number;
  methods: Record<string, number>;
  close(): Promise<void>;
}

/** A JSON-RPC node that counts what it gets and answers the chain id, a block number, and errors otherwise. */
export async function countingNode(chainId: number): Promise<RpcNode> {
  const node = { requests: 0, calls: 0, methods: {} as Record<string, number> };
  const answer = (call: { id?: unknown; method?: unknown }): unknown => {
    const method = String(call.method);
    node.calls += 1;
    node.methods[method] = (node.methods[method] ?? 0) + 1;
    if (method === 'eth_chainId') return { jsonrpc: '2.0', id: call.id, result: `0x${chainId.toString(16)}` };
    if (method === 'net_version') return { jsonrpc: '2.0', id: call.id, result: String(chainId) };
    if (method === 'eth_blockNumber') return { jsonrpc: '2.0', id: call.id, result: '0x1' };
    return {
      jsonrpc: '2.0',
      id: call.id,
      error: { code: -32601, message: `${method} is not served by the bench node` },
    };
  };
  const server: Server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    node.requests += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: unknown;
      try {
        const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
        body = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed as { id?: unknown; method?: unknown });
      } catch {
        body = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } };
      }
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(node, {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The production build served by nginx as shipped, reading through `rpcUrls` on `chainId`. */
export function startBenchSite(rpcUrls: string[], chainId: number): ReturnType<typeof startWebServer> {
  return startWebServer({
    apiUpstream: 'http://127.0.0.1:9',
    env: {
      VITE_CHAIN_ID: String(chainId),
      VITE_RPC_URLS: rpcUrls.join(','),
      VITE_GM_CHALLENGE_ADDRESS: A('2'),
      VITE_GM_VESTING_ADDRESSES: JSON.stringify({
        PUBLIC: A('3'),
        BACKER: A('4'),
        ECOSYSTEM: A('5'),
        TEAM: A('6'),
        MARKETING: A('7'),
      }),
    },
  });
}
