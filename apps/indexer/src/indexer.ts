import type { Logger } from 'pino';
import { classifyDbError, type Db } from '@gm-claim/server/db';
import { createFollower, type Follower, type FollowerOptions, type StepResult } from './follower';
import { createWriterLease, LeaseHeldError, type WriterLease } from './lease';
import type { IndexerMetrics } from './metrics';
import { RpcPool } from './rpc';

export interface IndexerOptions extends FollowerOptions {
  rpcUrls: readonly string[];
  rpcTimeoutMs: number;
  pollIntervalMs: number;
  leaseTtlMs: number;
  /** Wait for another indexer's lease to end (true) or stop with LeaseHeldError (false). */
  waitForLease: boolean;
  /** Stop once the index has reached the head (benchmarks, one-shot catch-up). */
  exitWhenCaughtUp?: boolean;
}

export type IndexerRole = 'starting' | 'standby' | 'writer' | 'stopped';

export interface IndexerHandle {
  /** Resolves when the indexer stops (stop(), caught up with exitWhenCaughtUp); rejects on a fatal error. */
  readonly done: Promise<void>;
  stop(): Promise<void>;
  status(): { role: IndexerRole; lastStepAt: number | null; consecutiveFailures: number; lastError: string | null; range: number };
  readonly lease: WriterLease;
}

const MAX_RETRY_DELAY_MS = 30_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** A short reason for the failure metrics and the log (never an RPC URL: they can carry keys). */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.name : 'unknown';
}

/**
 * Runs the indexer: waits for (or refuses to wait for) the writer lease, keeps it renewed, and steps
 * the follower — immediately while there is a backlog, every poll interval once caught up, and with
 * exponential backoff while nodes or the database fail. Losing the lease stops it.
 */
export function startIndexer(deps: { db: Db; options: IndexerOptions; logger: Logger; metrics?: IndexerMetrics | undefined; lease?: WriterLease }): IndexerHandle {
  const { db, options, logger, metrics } = deps;
  const lease = deps.lease ?? createWriterLease(db, options.leaseTtlMs);
  const rpc = new RpcPool({
    urls: options.rpcUrls,
    timeoutMs: options.rpcTimeoutMs,
    onFailure: (node, kind) => {
      metrics?.rpcFailure(node, kind);
      logger.debug({ node, kind }, 'RPC node failed; trying the next');
    },
  });
  const follower: Follower = createFollower({ db, rpc, lease, options, metrics, logger });
  const abort = new AbortController();
  let role: IndexerRole = 'starting';
  let lastStepAt: number | null = null;
  let consecutiveFailures = 0;
  let lost: LeaseHeldError | null = null;
  let lastError: string | null = null;

  /**
   * Runs `work` until it succeeds while the database is unreachable (an outage, a pooler holding
   * connections): a standby that exited on the first outage would leave nobody to take over from the
   * writer later (the claim-rush rehearsal found it). Other errors are fatal as before.
   */
  async function whileDatabaseUnavailable<T>(label: string, work: () => Promise<T>): Promise<T | undefined> {
    for (let failures = 1; ; failures++) {
      try {
        return await work();
      } catch (error) {
        if (classifyDbError(error) === null) throw error;
        const delay = Math.min(MAX_RETRY_DELAY_MS, options.pollIntervalMs * 2 ** Math.min(failures, 10));
        if (failures === 1 || failures % 10 === 0) {
          logger.warn({ err: error, failures, retryInMs: delay }, `${label}: the database is unreachable; retrying`);
        }
        metrics?.stepFailed('database');
        await sleep(delay, abort.signal);
        if (abort.signal.aborted) return undefined;
      }
    }
  }

  async function acquire(): Promise<void> {
    let announced = false;
    for (;;) {
      const state = await whileDatabaseUnavailable('acquiring the writer lease', () => lease.tryAcquire());
      if (state === undefined) return;
      if (state.acquired) return;
      if (!options.waitForLease) throw new LeaseHeldError(state.holder, state.expiresAt);
      if (!announced) {
        logger.warn(
          { holder: state.holder, until: state.expiresAt.toISOString() },
          'another indexer holds the writer lease; waiting as a standby until it stops or its lease expires',
        );
        announced = true;
      }
      role = 'standby';
      metrics?.leaseHeld(false);
      await sleep(Math.max(250, Math.min(options.leaseTtlMs / 3, state.expiresAt.getTime() - Date.now() + 50)), abort.signal);
      if (abort.signal.aborted) return;
    }
  }

  function keepLease(): NodeJS.Timeout {
    const timer = setInterval(() => {
      lease
        .tryAcquire()
        .then((state) => {
          if (state.acquired) return;
          logger.error({ holder: state.holder }, 'lost the writer lease to another indexer; stopping');
          lost = new LeaseHeldError(state.holder, state.expiresAt);
          abort.abort();
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'could not renew the writer lease (database unreachable?)'));
    }, Math.max(200, Math.floor(options.leaseTtlMs / 3)));
    timer.unref();
    return timer;
  }

  async function loop(): Promise<void> {
    await acquire();
    if (abort.signal.aborted) return;
    role = 'writer';
    metrics?.leaseHeld(true);
    const renewal = keepLease();
    try {
      const cursor = await whileDatabaseUnavailable('starting the index', () => follower.start());
      if (cursor === undefined) return;
      logger.info(
        { indexedBlock: cursor.indexedBlock, confirmations: options.confirmations, maxBlockRange: options.maxBlockRange, holder: lease.holder },
        'indexer started as the writer',
      );
      while (!abort.signal.aborted) {
        let result: StepResult;
        try {
          result = await follower.step();
        } catch (error) {
          if (error instanceof LeaseHeldError) throw error;
          consecutiveFailures += 1;
          lastError = `${reasonOf(error)}: ${(error as Error).message}`;
          metrics?.stepFailed(reasonOf(error));
          const delay = Math.min(MAX_RETRY_DELAY_MS, options.pollIntervalMs * 2 ** Math.min(consecutiveFailures, 10));
          // First failure and then every tenth: a node outage must not flood the log.
          if (consecutiveFailures === 1 || consecutiveFailures % 10 === 0) {
            logger.warn({ reason: reasonOf(error), detail: (error as Error).message, failures: consecutiveFailures, retryInMs: delay }, 'indexing step failed; retrying');
          }
          await sleep(delay, abort.signal);
          continue;
        }
        if (consecutiveFailures > 0) logger.info({ failures: consecutiveFailures }, 'indexing recovered');
        consecutiveFailures = 0;
        lastStepAt = Date.now();
        if (result.kind === 'indexed') logger.debug(result, 'indexed a range');
        if (result.kind === 'caught-up') {
          if (options.exitWhenCaughtUp) return;
          await sleep(options.pollIntervalMs, abort.signal);
        }
      }
      if (lost) throw lost;
    } finally {
      clearInterval(renewal);
    }
  }

  const done = loop()
    .finally(async () => {
      role = 'stopped';
      metrics?.leaseHeld(false);
      await lease.release().catch(() => undefined);
    })
    .then(() => undefined);
  // The caller observes failures through `done`; this keeps an unobserved rejection from crashing a test.
  done.catch(() => undefined);

  return {
    done,
    lease,
    async stop() {
      abort.abort();
      await done.catch(() => undefined);
    },
    status: () => ({ role, lastStepAt, consecutiveFailures, lastError, range: follower.currentRange }),
  };
}
