/**
 * A chaos JSON-RPC proxy: stands in front of a real node and behaves like the public BNB Smart Chain
 * nodes the web app meets, by configuration that can change while it runs.
 *
 * - getLogsMaxRange: an eth_getLogs call over more blocks than this (to - from + 1, block tags
 *   resolved against the node) is answered with the public nodes' error
 *   { code: -32005, message: "exceed maximum block range: N" }; in a batch only that call is.
 * - rate429: this fraction (0..1) of HTTP requests is answered 429 Too Many Requests, evenly spread
 *   (0.25: every fourth request), with rate429Body "jsonrpc" (a JSON-RPC error body, as Infura or
 *   Alchemy send), "text" or "empty".
 * - latencyMs (+ up to jitterMs at random): delay before the request is forwarded.
 * - dead: "refuse" (the port is closed: connection refused), "reset" (connections are accepted and
 *   reset), "hang" (requests are read and never answered).
 * Everything else, batches included, passes through unchanged.
 *
 * Plain Node, no dependencies: tools/chaos/cli.js runs it (`npm run dev -- --chaos` too) and tests
 * import it. A control endpoint (its own port, so it answers while the proxy plays dead):
 * GET /mode, POST /mode (a partial mode as JSON), POST /mode/reset, GET /stats, POST /stats/reset.
 */
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** @typedef {'refuse' | 'reset' | 'hang'} DeadMode */
/** @typedef {'jsonrpc' | 'text' | 'empty'} RateLimitBody */
/**
 * @typedef {object} ChaosMode
 * @property {number | null} getLogsMaxRange blocks per eth_getLogs call; null: no cap
 * @property {number} rate429 fraction of HTTP requests answered 429 (0..1)
 * @property {RateLimitBody} rate429Body body of a 429
 * @property {number} latencyMs added before forwarding
 * @property {number} jitterMs up to this much more, at random
 * @property {DeadMode | null} dead play a dead node
 */
/**
 * @typedef {object} ChaosStats
 * @property {number} requests HTTP requests received (resets and refusals are not requests)
 * @property {number} calls JSON-RPC calls in them (a batch counts each call)
 * @property {number} batches
 * @property {Record<string, number>} methods calls by method
 * @property {number} forwarded HTTP requests passed to the node
 * @property {number} rateLimited 429 answers
 * @property {number} rangeRejected eth_getLogs calls refused for their range
 * @property {number} resets connections reset
 * @property {number} hung requests left unanswered
 */

/** @type {Readonly<ChaosMode>} */
export const DEFAULT_MODE = Object.freeze({
  getLogsMaxRange: null,
  rate429: 0,
  rate429Body: 'jsonrpc',
  latencyMs: 0,
  jitterMs: 0,
  dead: null,
});

/** The error code and message public BSC nodes answer an eth_getLogs range over their cap with. */
export const RANGE_ERROR_CODE = -32005;
export const rangeErrorMessage = (/** @type {number} */ max) => `exceed maximum block range: ${max}`;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'host',
  'content-length',
]);

/**
 * Checks a partial mode and returns the full mode it makes on top of `base`; throws a message naming
 * the bad key.
 * @param {Record<string, unknown>} partial
 * @param {ChaosMode} [base]
 * @returns {ChaosMode}
 */
export function resolveMode(partial, base = DEFAULT_MODE) {
  if (!partial || typeof partial !== 'object' || Array.isArray(partial)) throw new Error('a mode is a JSON object');
  const mode = { ...base };
  for (const [key, value] of Object.entries(partial)) {
    switch (key) {
      case 'getLogsMaxRange':
        if (value !== null && !(Number.isInteger(value) && Number(value) >= 1))
          throw new Error('getLogsMaxRange must be a positive whole number of blocks or null');
        mode.getLogsMaxRange = /** @type {number | null} */ (value);
        break;
      case 'rate429':
        if (typeof value !== 'number' || !(value >= 0 && value <= 1))
          throw new Error('rate429 must be a fraction from 0 to 1');
        mode.rate429 = value;
        break;
      case 'rate429Body':
        if (value !== 'jsonrpc' && value !== 'text' && value !== 'empty')
          throw new Error('rate429Body must be "jsonrpc", "text" or "empty"');
        mode.rate429Body = value;
        break;
      case 'latencyMs':
      case 'jitterMs':
        if (typeof value !== 'number' || !(value >= 0 && value <= 600_000))
          throw new Error(`${key} must be a number of milliseconds (0 to 600000)`);
        mode[key] = value;
        break;
      case 'dead':
        if (value !== null && value !== 'refuse' && value !== 'reset' && value !== 'hang')
          throw new Error('dead must be "refuse", "reset", "hang" or null');
        mode.dead = value;
        break;
      default:
        throw new Error(`unknown mode key "${key}" (known: ${Object.keys(DEFAULT_MODE).join(', ')})`);
    }
  }
  return mode;
}

/** @returns {ChaosStats} */
function emptyStats() {
  return {
    requests: 0,
    calls: 0,
    batches: 0,
    methods: {},
    forwarded: 0,
    rateLimited: 0,
    rangeRejected: 0,
    resets: 0,
    hung: 0,
  };
}

/** @param {import('node:http').IncomingMessage} req */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One HTTP request to the node.
 * @param {URL} url
 * @param {string} method
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {Buffer} body
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function upstreamRequest(url, method, headers, body) {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method, headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * @param {unknown} call
 * @returns {call is { jsonrpc?: string, id?: unknown, method: string, params?: unknown[] }}
 */
const isCall = (call) =>
  typeof call === 'object' && call !== null && typeof (/** @type {{ method?: unknown }} */ (call).method) === 'string';

/**
 * Starts a chaos proxy in front of `target`.
 * @param {{ target: string, host?: string, port?: number, controlPort?: number | null, mode?: Record<string, unknown> }} options
 *   port 0 (default): a free port; controlPort null (default): no control endpoint, 0: a free port.
 */
export async function createChaosProxy(options) {
  const target = new URL(options.target);
  const host = options.host ?? '127.0.0.1';
  /** @type {ChaosMode} */
  let mode = resolveMode(options.mode ?? {});
  let stats = emptyStats();
  let credit = 0;
  let port = options.port ?? 0;
  let listening = false;
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set();

  /** @param {string} path */
  const upstreamUrl = (path) => {
    const url = new URL(target);
    const base = target.pathname.endsWith('/') ? target.pathname.slice(0, -1) : target.pathname;
    const [pathname, search] = path.split('?');
    url.pathname = pathname === '/' || !pathname ? target.pathname : `${base}${pathname}`;
    url.search = search ? `?${search}` : target.search;
    return url;
  };

  /** @param {import('node:http').IncomingHttpHeaders} headers */
  const forwardHeaders = (headers) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

  /** The node's latest block, for block tags in eth_getLogs filters. */
  const latestBlock = async () => {
    const response = await upstreamRequest(
      upstreamUrl('/'),
      'POST',
      { 'content-type': 'application/json' },
      Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] })),
    );
    return BigInt(JSON.parse(response.body.toString()).result);
  };

  /**
   * The number of blocks an eth_getLogs filter covers, or null when it names a block hash or cannot be read.
   * @param {unknown} filter
   * @param {() => Promise<bigint>} latest
   */
  const blockSpan = async (filter, latest) => {
    const object = /** @type {{ blockHash?: unknown, fromBlock?: unknown, toBlock?: unknown }} */ (
      typeof filter === 'object' && filter !== null ? filter : {}
    );
    if (object.blockHash !== undefined) return null;
    /** @param {unknown} tag */
    const resolve = async (tag) => {
      if (
        tag === undefined ||
        tag === null ||
        tag === 'latest' ||
        tag === 'pending' ||
        tag === 'safe' ||
        tag === 'finalized'
      )
        return latest();
      if (tag === 'earliest') return 0n;
      if (typeof tag === 'string' && /^0x[0-9a-fA-F]+$/.test(tag)) return BigInt(tag);
      return null;
    };
    const from = await resolve(object.fromBlock);
    const to = await resolve(object.toBlock);
    return from === null || to === null ? null : to - from + 1n;
  };

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {unknown} parsed
   */
  const answer429 = (res, parsed) => {
    stats.rateLimited += 1;
    const headers = { 'retry-after': '1' };
    if (mode.rate429Body === 'empty') {
      res.writeHead(429, headers).end();
    } else if (mode.rate429Body === 'text') {
      res.writeHead(429, { ...headers, 'content-type': 'text/plain' }).end('Too Many Requests');
    } else {
      const first = Array.isArray(parsed) ? parsed[0] : parsed;
      const id = isCall(first) ? (first.id ?? null) : null;
      const body = {
        jsonrpc: '2.0',
        id,
        error: { code: -32005, message: 'request rate exceeded (chaos proxy)', data: { backoff_seconds: 1 } },
      };
      res.writeHead(429, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(body));
    }
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Buffer} body
   */
  const forward = async (req, res, body) => {
    stats.forwarded += 1;
    const response = await upstreamRequest(
      upstreamUrl(req.url ?? '/'),
      req.method ?? 'POST',
      forwardHeaders(req.headers),
      body,
    );
    res.writeHead(response.status, forwardHeaders(response.headers)).end(response.body);
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const handle = async (req, res) => {
    stats.requests += 1;
    if (mode.dead === 'hang') {
      stats.hung += 1;
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      req.resume();
      return;
    }
    const body = await readBody(req);
    const delay = mode.latencyMs + Math.random() * mode.jitterMs;
    if (delay > 0) await sleep(delay);
    /** @type {unknown} */
    let parsed;
    try {
      parsed = req.method === 'POST' ? JSON.parse(body.toString()) : undefined;
    } catch {
      parsed = undefined;
    }
    const calls = Array.isArray(parsed) ? parsed : parsed === undefined ? [] : [parsed];
    if (Array.isArray(parsed)) stats.batches += 1;
    for (const call of calls) {
      stats.calls += 1;
      const method = isCall(call) ? call.method : '(invalid)';
      stats.methods[method] = (stats.methods[method] ?? 0) + 1;
    }
    credit += mode.rate429;
    if (credit >= 1 - 1e-9) {
      credit -= 1;
      answer429(res, parsed);
      return;
    }
    const max = mode.getLogsMaxRange;
    if (max === null || !calls.some((call) => isCall(call) && call.method === 'eth_getLogs')) {
      await forward(req, res, body);
      return;
    }
    /** @type {bigint | undefined} */
    let latest;
    const latestOnce = async () => (latest ??= await latestBlock());
    /** @type {Map<unknown, object>} */
    const refused = new Map();
    for (const call of calls) {
      if (!isCall(call) || call.method !== 'eth_getLogs') continue;
      const span = await blockSpan(call.params?.[0], latestOnce);
      if (span !== null && span > BigInt(max)) {
        stats.rangeRejected += 1;
        refused.set(call, {
          jsonrpc: '2.0',
          id: call.id ?? null,
          error: { code: RANGE_ERROR_CODE, message: rangeErrorMessage(max) },
        });
      }
    }
    if (refused.size === 0) {
      await forward(req, res, body);
      return;
    }
    const json = { 'content-type': 'application/json' };
    if (!Array.isArray(parsed)) {
      res.writeHead(200, json).end(JSON.stringify([...refused.values()][0]));
      return;
    }
    // A batch: the node answers the calls it may, the refused ones get the error, in the batch's order.
    const rest = calls.filter((call) => !refused.has(call));
    /** @type {Map<string, unknown>} */
    const answers = new Map();
    if (rest.length > 0) {
      stats.forwarded += 1;
      const response = await upstreamRequest(
        upstreamUrl(req.url ?? '/'),
        'POST',
        forwardHeaders(req.headers),
        Buffer.from(JSON.stringify(rest)),
      );
      const parsedAnswers = JSON.parse(response.body.toString());
      if (!Array.isArray(parsedAnswers)) {
        res.writeHead(response.status, forwardHeaders(response.headers)).end(response.body);
        return;
      }
      for (const item of parsedAnswers) answers.set(JSON.stringify(item?.id ?? null), item);
    }
    const merged = calls
      .map(
        (call) =>
          refused.get(call) ??
          (isCall(call) && call.id !== undefined ? answers.get(JSON.stringify(call.id)) : undefined),
      )
      .filter((item) => item !== undefined);
    res.writeHead(200, json).end(JSON.stringify(merged));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res
        .writeHead(502, { 'content-type': 'text/plain' })
        .end(`Bad Gateway: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  server.requestTimeout = 0;
  server.keepAliveTimeout = 5_000;
  server.on('connection', (socket) => {
    if (mode.dead === 'reset') {
      stats.resets += 1;
      socket.resetAndDestroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const dropConnections = () => {
    for (const res of hanging) res.destroy();
    for (const socket of sockets) socket.destroy();
  };

  const listen = () =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const address = server.address();
        port = typeof address === 'object' && address ? address.port : port;
        listening = true;
        resolve(undefined);
      });
    });

  const stopListening = () =>
    new Promise((resolve) => {
      if (!listening) return resolve(undefined);
      listening = false;
      server.close(() => resolve(undefined));
      dropConnections();
    });

  /** Applies the mode's effect on the listening socket (dead: refuse closes it). */
  const applyListening = async () => {
    if (mode.dead === 'refuse') await stopListening();
    else if (!listening) await listen();
    if (mode.dead === 'reset' || mode.dead === 'refuse') dropConnections();
  };

  // Take the port first, so a proxy that starts dead still owns its address.
  await listen();
  await applyListening();

  /** @param {Record<string, unknown>} partial */
  const setMode = async (partial) => {
    const next = resolveMode(partial, mode);
    const wasHanging = mode.dead === 'hang';
    mode = next;
    if (mode.rate429 === 0) credit = 0;
    if (wasHanging && mode.dead !== 'hang') for (const res of hanging) res.destroy();
    await applyListening();
    return mode;
  };

  /** @type {import('node:http').Server | null} */
  let control = null;
  let controlUrl = null;
  if (options.controlPort !== undefined && options.controlPort !== null) {
    control = createServer((req, res) => {
      const reply = (/** @type {number} */ status, /** @type {unknown} */ value) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      readBody(req)
        .then(async (body) => {
          const route = `${req.method} ${(req.url ?? '/').split('?')[0]}`;
          if (route === 'GET /mode') return reply(200, mode);
          if (route === 'POST /mode') {
            let partial;
            try {
              partial = JSON.parse(body.toString() || '{}');
            } catch {
              return reply(400, { error: 'the body is not JSON' });
            }
            try {
              return reply(200, await setMode(partial));
            } catch (error) {
              return reply(400, { error: error instanceof Error ? error.message : String(error) });
            }
          }
          if (route === 'POST /mode/reset') return reply(200, await setMode({ ...DEFAULT_MODE }));
          if (route === 'GET /stats') return reply(200, stats);
          if (route === 'POST /stats/reset') {
            stats = emptyStats();
            return reply(200, stats);
          }
          if (route === 'GET /health') return reply(200, { ok: true });
          return reply(404, {
            error: 'GET /mode, POST /mode, POST /mode/reset, GET /stats, POST /stats/reset, GET /health',
          });
        })
        .catch((error) => reply(500, { error: String(error) }));
    });
    await new Promise((resolve, reject) => {
      control?.once('error', reject);
      control?.listen(options.controlPort ?? 0, host, () => resolve(undefined));
    });
    const address = control.address();
    controlUrl = `http://${host}:${typeof address === 'object' && address ? address.port : 0}`;
  }

  return {
    /** The proxy's URL (use it as an RPC URL). */
    url: `http://${host}:${port}`,
    port,
    /** The control endpoint's URL, or null without one. */
    controlUrl,
    target: target.toString(),
    mode: () => ({ ...mode }),
    setMode,
    stats: () => structuredClone(stats),
    resetStats: () => {
      stats = emptyStats();
    },
    async close() {
      mode = { ...mode, dead: null };
      await stopListening();
      if (control) {
        control.closeAllConnections();
        await new Promise((resolve) => control?.close(() => resolve(undefined)));
      }
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof createChaosProxy>>} ChaosProxy */

/**
 * Mines `blocks` blocks at once with hardhat_mine (Hardhat's node mines them lazily: seconds, not
 * hours), `intervalSeconds` apart in time (Hardhat's default 1). Returns the new block number.
 * @param {string} rpcUrl
 * @param {number} blocks
 * @param {{ intervalSeconds?: number }} [options]
 */
export async function mineBlocks(rpcUrl, blocks, options = {}) {
  const call = async (/** @type {string} */ method, /** @type {unknown[]} */ params) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const json = /** @type {{ result?: unknown, error?: { message: string } }} */ (await response.json());
    if (json.error) throw new Error(`${method}: ${json.error.message}`);
    return json.result;
  };
  const params = [`0x${blocks.toString(16)}`];
  if (options.intervalSeconds !== undefined) params.push(`0x${options.intervalSeconds.toString(16)}`);
  await call('hardhat_mine', params);
  return Number(BigInt(/** @type {string} */ (await call('eth_blockNumber', []))));
}
