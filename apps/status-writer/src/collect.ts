/**
 * One round of probes, made into the public status document (libs/shared status/document.ts). Every probe has its
 * own time-out and runs beside the others, so one hung dependency costs the round STATUS_TIMEOUT_MS, never more;
 * a probe that fails is a failing check with a reason, never a default that looks like data.
 */
import { Interface } from 'ethers';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import type { ClaimsState, StatusCheck, StatusDocument } from '@gm-claim/shared/status/document';
import type { SqlParam } from '@gm-claim/server/db';

const CHALLENGE = new Interface(gmChallengeAbi);

export interface CollectOptions {
  apiUrls: readonly string[];
  indexerUrls: readonly string[];
  rpcUrls: readonly string[];
  relayerStatusUrl: string | undefined;
  challengeAddress: string;
  timeoutMs: number;
  lagWarnBlocks: number;
}

export interface CollectDeps {
  /** A query on the API's database (bounded by the caller's pool time-outs). */
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A host name safe to publish: never the URL's path or query, which can carry an API key. */
export function publicName(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid-url';
  }
}

function reason(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  const message = error instanceof Error ? error.message : String(error);
  // The first line, without any URL (a node's URL can carry a key).
  return (message.split('\n')[0] ?? 'failed').replace(/https?:\/\/\S+/g, '<url>').slice(0, 160);
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

async function rpcCall<T>(
  doFetch: typeof fetch,
  url: string,
  method: string,
  params: unknown[],
  timeoutMs: number,
): Promise<T> {
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { result?: T; error?: { message?: string } };
  if (body.error) throw new Error(body.error.message ?? 'JSON-RPC error');
  if (body.result === undefined) throw new Error('no result');
  return body.result;
}

async function probeApi(doFetch: typeof fetch, url: string, index: number, timeoutMs: number): Promise<StatusCheck> {
  const name = `api-${index + 1}`;
  try {
    const { value: response, ms } = await timed(() =>
      doFetch(`${url.replace(/\/$/, '')}/readyz`, { signal: AbortSignal.timeout(timeoutMs) }),
    );
    await response.body?.cancel().catch(() => undefined);
    return response.ok
      ? { name, ok: true, latencyMs: ms }
      : { name, ok: false, latencyMs: ms, error: `not ready (HTTP ${response.status})` };
  } catch (error) {
    return { name, ok: false, latencyMs: null, error: reason(error, timeoutMs) };
  }
}

async function probeIndexer(
  doFetch: typeof fetch,
  url: string,
  index: number,
  timeoutMs: number,
): Promise<StatusCheck & { role: string | null }> {
  const name = `indexer-${index + 1}`;
  try {
    const { value: response, ms } = await timed(() =>
      doFetch(`${url.replace(/\/$/, '')}/healthz`, { signal: AbortSignal.timeout(timeoutMs) }),
    );
    const body = (await response.json().catch(() => ({}))) as { role?: unknown };
    const role = typeof body.role === 'string' ? body.role : null;
    return response.ok
      ? { name, ok: true, latencyMs: ms, role }
      : { name, ok: false, latencyMs: ms, role, error: `unhealthy (HTTP ${response.status})` };
  } catch (error) {
    return { name, ok: false, latencyMs: null, role: null, error: reason(error, timeoutMs) };
  }
}

async function probeNode(
  doFetch: typeof fetch,
  url: string,
  timeoutMs: number,
): Promise<StatusCheck & { head: number | null }> {
  const name = publicName(url);
  try {
    const { value, ms } = await timed(() => rpcCall<string>(doFetch, url, 'eth_blockNumber', [], timeoutMs));
    return { name, ok: true, latencyMs: ms, head: Number(BigInt(value)) };
  } catch (error) {
    return { name, ok: false, latencyMs: null, head: null, error: reason(error, timeoutMs) };
  }
}

async function view(
  doFetch: typeof fetch,
  url: string,
  to: string,
  fn: 'claimsOpenAt' | 'claimDeadline' | 'isOff',
  timeoutMs: number,
): Promise<bigint | boolean> {
  const data = CHALLENGE.encodeFunctionData(fn, []);
  const raw = await rpcCall<string>(doFetch, url, 'eth_call', [{ to, data }, 'latest'], timeoutMs);
  return CHALLENGE.decodeFunctionResult(fn, raw)[0] as bigint | boolean;
}

/**
 * The claim window (claimsOpenAt, claimDeadline) and the operator's pause — GMChallenge's switch isOff(), the one
 * the app uses today (the cockpit's "paused") — read from the chain on a node that answered (the highest head).
 */
async function readClaims(
  doFetch: typeof fetch,
  nodes: (StatusCheck & { head: number | null })[],
  urls: readonly string[],
  challenge: string,
  timeoutMs: number,
): Promise<{ claims: StatusDocument['claims']; chain: StatusDocument['chain'] }> {
  const answering = nodes
    .map((node, i) => ({ node, url: urls[i] as string }))
    .filter(({ node }) => node.ok && node.head !== null)
    .sort((a, b) => (b.node.head ?? 0) - (a.node.head ?? 0));
  let lastError = 'no RPC node answered';
  for (const { node, url } of answering) {
    try {
      const [block, openAt, deadline, paused] = await Promise.all([
        rpcCall<{ timestamp: string }>(
          doFetch,
          url,
          'eth_getBlockByNumber',
          [`0x${(node.head as number).toString(16)}`, false],
          timeoutMs,
        ),
        view(doFetch, url, challenge, 'claimsOpenAt', timeoutMs) as Promise<bigint>,
        view(doFetch, url, challenge, 'claimDeadline', timeoutMs) as Promise<bigint>,
        view(doFetch, url, challenge, 'isOff', timeoutMs) as Promise<boolean>,
      ]);
      const now = BigInt(block.timestamp);
      const state: ClaimsState =
        deadline !== 0n && now >= deadline ? 'closed' : now < openAt ? 'not-open' : paused ? 'paused' : 'open';
      return {
        claims: {
          state,
          opensAt: new Date(Number(openAt) * 1_000).toISOString(),
          closesAt: deadline === 0n ? null : new Date(Number(deadline) * 1_000).toISOString(),
        },
        chain: { head: node.head, headAt: new Date(Number(now) * 1_000).toISOString() },
      };
    } catch (error) {
      lastError = reason(error, timeoutMs);
    }
  }
  const head = answering[0]?.node.head ?? null;
  return {
    claims: { state: 'unknown', opensAt: null, closesAt: null, error: lastError },
    chain: { head, headAt: null },
  };
}

async function probeDatabase(deps: CollectDeps): Promise<{
  check: StatusCheck;
  cursor: { indexedBlock: number | null } | null;
  incident: StatusDocument['incident'];
}> {
  const name = 'database';
  try {
    const { ms } = await timed(() => deps.query('SELECT 1'));
    const [cursor] = await deps.query<{ indexed_block: string | null }>(
      'SELECT indexed_block::text AS indexed_block FROM index_cursor WHERE id = 1',
    );
    const [note] = await deps.query<{ message: string; posted_at: Date | string; posted_by: string }>(
      'SELECT message, posted_at, posted_by FROM status_incidents WHERE cleared_at IS NULL ORDER BY id DESC LIMIT 1',
    );
    return {
      check: { name, ok: true, latencyMs: ms },
      cursor: { indexedBlock: cursor?.indexed_block ? Number(cursor.indexed_block) : null },
      incident: note
        ? { message: note.message, postedAt: new Date(note.posted_at).toISOString(), postedBy: note.posted_by }
        : null,
    };
  } catch (error) {
    return { check: { name, ok: false, latencyMs: null, error: reason(error, 0) }, cursor: null, incident: null };
  }
}

interface RelayStatusBody {
  accepting?: boolean;
  reason?: string;
  queueDepth?: number;
  campaigns?: { left?: string }[];
}

async function probeRelayer(
  doFetch: typeof fetch,
  url: string | undefined,
  timeoutMs: number,
): Promise<StatusDocument['relayer']> {
  if (!url) return { state: 'none', queue: null, budgetLeftWei: null };
  try {
    const response = await doFetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { state: 'down', queue: null, budgetLeftWei: null, error: `HTTP ${response.status}` };
    }
    const body = (await response.json()) as RelayStatusBody;
    const left = (body.campaigns ?? []).reduce((sum, campaign) => sum + BigInt(campaign.left ?? '0'), 0n);
    return {
      state: body.accepting ? 'ok' : 'paused',
      queue: typeof body.queueDepth === 'number' ? body.queueDepth : null,
      budgetLeftWei: body.campaigns ? left.toString() : null,
      ...(body.reason ? { reason: body.reason } : {}),
    };
  } catch (error) {
    return { state: 'down', queue: null, budgetLeftWei: null, error: reason(error, timeoutMs) };
  }
}

/** Probes everything at once and makes the document. */
export async function collectStatus(options: CollectOptions, deps: CollectDeps): Promise<StatusDocument> {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const [api, indexers, rpc, database, relayer] = await Promise.all([
    Promise.all(options.apiUrls.map((url, i) => probeApi(doFetch, url, i, options.timeoutMs))),
    Promise.all(options.indexerUrls.map((url, i) => probeIndexer(doFetch, url, i, options.timeoutMs))),
    Promise.all(options.rpcUrls.map((url) => probeNode(doFetch, url, options.timeoutMs))),
    probeDatabase(deps),
    probeRelayer(doFetch, options.relayerStatusUrl, options.timeoutMs),
  ]);
  const { claims, chain } = await readClaims(
    doFetch,
    rpc,
    options.rpcUrls,
    options.challengeAddress,
    options.timeoutMs,
  );
  const indexedBlock = database.cursor?.indexedBlock ?? null;
  const lagBlocks = chain.head !== null && indexedBlock !== null ? Math.max(0, chain.head - indexedBlock) : null;
  const writing = indexers.length === 0 || indexers.some((process) => process.ok && process.role === 'writer');
  const indexerError = !database.check.ok
    ? 'the database does not answer'
    : indexedBlock === null
      ? 'nothing indexed yet'
      : lagBlocks === null
        ? 'the chain head is unknown'
        : lagBlocks > options.lagWarnBlocks
          ? `${lagBlocks} blocks behind the chain`
          : !writing
            ? 'no indexer is writing'
            : undefined;
  const indexer: StatusDocument['indexer'] = {
    ok: indexerError === undefined,
    indexedBlock,
    lagBlocks,
    processes: indexers,
    ...(indexerError ? { error: indexerError } : {}),
  };
  const serving =
    (api.length === 0 || api.some((check) => check.ok)) && database.check.ok && rpc.some((check) => check.ok);
  const allWell =
    serving &&
    api.every((check) => check.ok) &&
    rpc.every((check) => check.ok) &&
    indexer.ok &&
    indexers.every((check) => check.ok) &&
    (relayer.state === 'ok' || relayer.state === 'none') &&
    claims.state !== 'unknown';
  return {
    version: 1,
    generatedAt: new Date(now()).toISOString(),
    overall: !serving ? 'down' : allWell ? 'ok' : 'degraded',
    claims,
    chain,
    api,
    database: database.check,
    indexer,
    rpc,
    relayer,
    incident: database.incident,
  };
}
