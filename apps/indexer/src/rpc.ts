import { isRangeTooWideError, isRateLimitError } from '@gm-claim/shared/rpc/rpc-errors';

/** Why a node was skipped; the metrics count these per node. */
export type RpcFailureKind = 'timeout' | 'down' | 'rate_limited' | 'http_error' | 'rpc_error' | 'bad_response';

export interface RpcCall {
  method: string;
  params: readonly unknown[];
}

/** A JSON-RPC error answer that is about the request itself (not the node): not retried elsewhere. */
export class RpcRequestError extends Error {
  override readonly name: string = 'RpcRequestError';

  constructor(
    readonly method: string,
    readonly code: number | undefined,
    message: string,
  ) {
    super(`${method}: ${message}${code === undefined ? '' : ` (${code})`}`);
  }
}

/** eth_getLogs was refused because its block range is too wide: the caller narrows it. */
export class RpcRangeError extends RpcRequestError {
  override readonly name = 'RpcRangeError';
}

/** Every configured node failed for `attempts` tries in a row. */
export class RpcUnavailableError extends Error {
  override readonly name = 'RpcUnavailableError';

  constructor(
    readonly method: string,
    readonly attempts: number,
    readonly lastFailure: string,
  ) {
    super(`${method}: no node answered after ${attempts} attempts (last: ${lastFailure})`);
  }
}

export interface RpcPoolOptions {
  urls: readonly string[];
  /** Per-request time limit. */
  timeoutMs: number;
  /** First cool-down of a failing node; doubles per consecutive failure up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Tries per call across all nodes before RpcUnavailableError (default 3 per node, at least 4). */
  maxAttempts?: number;
  onFailure?: (node: string, kind: RpcFailureKind) => void;
  sleep?: (ms: number) => Promise<void>;
}

interface NodeState {
  url: string;
  /** host[:port] only: never the path or credentials an RPC URL may carry. */
  label: string;
  failures: number;
  coolUntil: number;
}

interface JsonRpcAnswer {
  id?: unknown;
  result?: unknown;
  error?: { code?: number; message?: string };
}

class NodeFailure extends Error {
  constructor(
    readonly kind: RpcFailureKind,
    detail: string,
    readonly retryAfterMs?: number,
  ) {
    super(detail);
  }
}

/** The host of an RPC URL, for logs and metrics (API keys often sit in the path or query). */
export function nodeLabel(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid-url';
  }
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * JSON-RPC over HTTP across several nodes. Calls stick to the first healthy node in order; a node
 * that times out, refuses the connection, answers 429/5xx or rate-limits is cooled down (exponential
 * backoff per node, honouring Retry-After) and the next node is tried. Errors about the request
 * itself (a range too wide, invalid params) are thrown to the caller at once.
 */
export class RpcPool {
  private readonly nodes: NodeState[];
  private readonly sleep: (ms: number) => Promise<void>;
  private nextId = 1;

  constructor(private readonly options: RpcPoolOptions) {
    if (options.urls.length === 0) throw new Error('RpcPool needs at least one RPC URL');
    this.nodes = options.urls.map((url) => ({ url, label: nodeLabel(url), failures: 0, coolUntil: 0 }));
    this.sleep = options.sleep ?? defaultSleep;
  }

  get labels(): string[] {
    return this.nodes.map((node) => node.label);
  }

  async call<T>(method: string, params: readonly unknown[] = []): Promise<T> {
    const [result] = await this.batch<T>([{ method, params }]);
    return result as T;
  }

  /**
   * Sends the calls as one JSON-RPC batch, so one node answers all of them (a lagging node cannot
   * answer one and another node the next). Results in call order.
   */
  async batch<T>(calls: readonly RpcCall[]): Promise<T[]> {
    if (calls.length === 0) return [];
    const label = calls.length === 1 ? (calls[0] as RpcCall).method : `batch of ${calls.length} (${(calls[0] as RpcCall).method}…)`;
    const maxAttempts = this.options.maxAttempts ?? Math.max(4, this.nodes.length * 3);
    let lastFailure = 'none';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const node = await this.pickNode();
      try {
        const results = await this.send<T>(node, calls);
        node.failures = 0;
        node.coolUntil = 0;
        return results;
      } catch (error) {
        if (!(error instanceof NodeFailure)) throw error;
        lastFailure = `${node.label}: ${error.kind} ${error.message}`;
        node.failures += 1;
        const backoff = Math.min(this.options.maxBackoffMs ?? 30_000, (this.options.baseBackoffMs ?? 250) * 2 ** (node.failures - 1));
        node.coolUntil = Date.now() + Math.max(backoff, error.retryAfterMs ?? 0);
        this.options.onFailure?.(node.label, error.kind);
      }
    }
    throw new RpcUnavailableError(label, maxAttempts, lastFailure);
  }

  /** The first node not cooling down; when all are, waits for the one that recovers first. */
  private async pickNode(): Promise<NodeState> {
    const now = Date.now();
    const ready = this.nodes.find((node) => node.coolUntil <= now);
    if (ready) return ready;
    const soonest = this.nodes.reduce((best, node) => (node.coolUntil < best.coolUntil ? node : best));
    await this.sleep(Math.max(0, soonest.coolUntil - now));
    return soonest;
  }

  private async send<T>(node: NodeState, calls: readonly RpcCall[]): Promise<T[]> {
    const firstId = this.nextId;
    this.nextId += calls.length;
    const body = calls.map((call, index) => ({ jsonrpc: '2.0', id: firstId + index, method: call.method, params: call.params }));
    let response: Response;
    try {
      response = await fetch(node.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(calls.length === 1 ? body[0] : body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new NodeFailure(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'down', (error as Error).message);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new NodeFailure('timeout', `reading the answer: ${(error as Error).message}`);
    }
    if (response.status === 429) throw new NodeFailure('rate_limited', 'HTTP 429', retryAfterMs(response.headers.get('retry-after')));
    if (!response.ok) throw new NodeFailure('http_error', `HTTP ${response.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new NodeFailure('bad_response', 'the answer is not JSON');
    }
    const answers: JsonRpcAnswer[] = Array.isArray(parsed) ? (parsed as JsonRpcAnswer[]) : [parsed as JsonRpcAnswer];
    // A node that refuses a whole batch answers one error object.
    if (!Array.isArray(parsed) && calls.length > 1) return this.interpret([parsed as JsonRpcAnswer], [calls[0] as RpcCall]) as never;
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    const ordered = calls.map((_call, index) => byId.get(firstId + index));
    if (ordered.some((answer) => answer === undefined)) throw new NodeFailure('bad_response', 'the batch answer misses some ids');
    return this.interpret(ordered as JsonRpcAnswer[], calls);
  }

  private interpret<T>(answers: readonly JsonRpcAnswer[], calls: readonly RpcCall[]): T[] {
    return answers.map((answer, index) => {
      const call = calls[index] as RpcCall;
      if (answer.error) {
        const message = String(answer.error.message ?? 'unknown error');
        const code = typeof answer.error.code === 'number' ? answer.error.code : undefined;
        if (call.method === 'eth_getLogs' && isRangeTooWideError(code, message)) throw new RpcRangeError(call.method, code, message);
        if (isRateLimitError(code, message) || code === -32005) throw new NodeFailure('rate_limited', message);
        // Invalid requests are ours to fix; anything else (internal errors, missing state) may be one node's trouble.
        if (code === -32602 || code === -32601 || code === -32600) throw new RpcRequestError(call.method, code, message);
        throw new NodeFailure('rpc_error', `${call.method}: ${message}`);
      }
      if (!('result' in answer)) throw new NodeFailure('bad_response', `${call.method}: no result`);
      return answer.result as T;
    });
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? Math.min(seconds * 1_000, 60_000) : undefined;
}
