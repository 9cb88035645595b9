/**
 * A small JSON-RPC client for the chain reads the API makes (GMChallenge's unregistered supply,
 * smart-account signatures): several nodes tried in order with fallback, a per-request time-out and
 * an overall budget, so a dead or hanging node costs a request at most `budgetMs`. The node that
 * answered last is tried first next time. Node URLs often carry an API key in their path or user
 * info: they are never logged or put in an error — nodes are named "node #i (host)".
 */
export type ChainFaultKind = 'timeout' | 'unreachable' | 'error';

export class ChainUnavailableError extends Error {
  override readonly name = 'ChainUnavailableError';

  constructor(
    readonly kind: ChainFaultKind,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON-RPC error the node answered with (e.g. a reverted eth_call): an answer, not an outage. */
export class RpcResponseError extends Error {
  override readonly name = 'RpcResponseError';

  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

export interface RpcClient {
  request(method: string, params: readonly unknown[]): Promise<unknown>;
  /** Node labels safe to log: "node #1 (bsc-dataseed.example.org)". */
  readonly nodes: readonly string[];
}

export interface RpcOptions {
  urls: readonly string[];
  /** Per-node, per-request time-out. */
  timeoutMs: number;
  /** Total time one request may spend across nodes. */
  budgetMs?: number;
  fetch?: typeof fetch;
}

/** The host of a node URL, without credentials, path or query. */
export function nodeLabel(url: string, index: number): string {
  try {
    return `node #${index + 1} (${new URL(url).hostname})`;
  } catch {
    return `node #${index + 1}`;
  }
}

/** Walks an error's cause chain for a ChainUnavailableError (libraries wrap what the transport throws). */
export function findChainUnavailable(error: unknown): ChainUnavailableError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current !== null && current !== undefined; depth++) {
    if (current instanceof ChainUnavailableError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

let requestId = 0;

interface Endpoint {
  url: string;
  headers: Record<string, string>;
}

/** fetch refuses URLs with user info: credentials move to a Basic Authorization header. */
function endpointOf(raw: string): Endpoint {
  const url = new URL(raw);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (url.username || url.password) {
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers['authorization'] = `Basic ${Buffer.from(credentials).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  return { url: url.toString(), headers };
}

export function createRpcClient(options: RpcOptions): RpcClient {
  const { urls, timeoutMs } = options;
  const budgetMs = options.budgetMs ?? Math.min(3_000, timeoutMs * urls.length);
  const doFetch = options.fetch ?? fetch;
  const nodes = urls.map(nodeLabel);
  const endpoints = urls.map(endpointOf);
  let preferred = 0;

  async function attempt(index: number, body: string, ms: number): Promise<unknown> {
    const endpoint = endpoints[index] as Endpoint;
    const response = await doFetch(endpoint.url, {
      method: 'POST',
      headers: endpoint.headers,
      body,
      signal: AbortSignal.timeout(ms),
    });
    if (!response.ok) throw new ChainUnavailableError('error', `${nodes[index]} answered HTTP ${response.status}`);
    const payload = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    if (payload.error) throw new RpcResponseError(payload.error.code, payload.error.message, payload.error.data);
    return payload.result;
  }

  return {
    nodes,
    async request(method, params) {
      if (urls.length === 0) throw new ChainUnavailableError('unreachable', 'no chain RPC node is configured (CHAIN_RPC_URLS)');
      const body = JSON.stringify({ jsonrpc: '2.0', id: ++requestId, method, params });
      const started = Date.now();
      let last: ChainUnavailableError | undefined;
      for (let tried = 0; tried < urls.length; tried++) {
        const remaining = budgetMs - (Date.now() - started);
        if (remaining <= 0) break;
        const index = (preferred + tried) % urls.length;
        try {
          const result = await attempt(index, body, Math.min(timeoutMs, remaining));
          preferred = index;
          return result;
        } catch (error) {
          if (error instanceof RpcResponseError) {
            preferred = index;
            throw error;
          }
          if (error instanceof ChainUnavailableError) last = error;
          else if ((error as { name?: string }).name === 'TimeoutError') last = new ChainUnavailableError('timeout', `${nodes[index]} did not answer in ${timeoutMs} ms`);
          else last = new ChainUnavailableError('unreachable', `${nodes[index]} cannot be reached`);
        }
      }
      throw last ?? new ChainUnavailableError('timeout', `no node answered within ${budgetMs} ms`);
    },
  };
}
