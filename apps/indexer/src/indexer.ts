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
  status(): { role: IndexerRole; lastStepAt: number | null; consecutiveFailures: number; lastError: string | null; range: number; lostLeases: number };
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
 * Runs the indexer: waits for the writer lease, keeps it renewed, and steps the follower — immediately while
 * there is a backlog, every poll interval once caught up, and with exponential backoff while nodes or the
 * database fail. Losing the lease sends it back to waiting as the standby.
 *
 * Takeover bound: a standby re-reads the lease 50 ms after the expiry it last saw (at least every TTL/3), so
 * once the writer stops renewing (killed, frozen, cut off) the standby holds the lease within TTL + 50 ms + one
 * database round trip, whatever the RPC nodes do (taking the lease touches only the database). A graceful
 * stop releases the lease, so the standby takes it at its next read (≤ TTL/3).
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
  let lostLeases = 0;
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

  /**
   * Waits as the standby until the lease is this process's. With waitForLease=false it still waits while the
   * lease may be a dead holder's (a restarted indexer finds its lease under its old name): it gives up
   * (LeaseHeldError) only once it has seen the lease renewed or taken by another holder — someone is writing.
   * Never exits while nobody writes. Resolves false when stopped meanwhile.
   */
  async function acquire(): Promise<boolean> {
    let announced = false;
    let firstSeen: { holder: string; expiresAt: number } | null = null;
    for (;;) {
      const state = await whileDatabaseUnavailable('acquiring the writer lease', () => lease.tryAcquire());
      if (state === undefined) return false;
      if (state.acquired) return true;
      if (!options.waitForLease) {
        if (firstSeen === null) firstSeen = { holder: state.holder, expiresAt: state.expiresAt.getTime() };
        else if (state.holder !== firstSeen.holder || state.expiresAt.getTime() > firstSeen.expiresAt) {
          throw new LeaseHeldError(state.holder, state.expiresAt);
        }
      }
      if (!announced) {
        logger.warn(
          { holder: state.holder, until: state.expiresAt.toISOString() },
          options.waitForLease
            ? 'another indexer holds the writer lease; waiting as a standby until it stops or its lease expires'
            : 'another indexer holds the writer lease; waiting until its lease expires (it may be this one before a restart) or is renewed (then this one exits)',
        );
        announced = true;
      }
      role = 'standby';
      metrics?.leaseHeld(false);
      await sleep(Math.max(250, Math.min(options.leaseTtlMs / 3, state.expiresAt.getTime() - Date.now() + 50)), abort.signal);
      if (abort.signal.aborted) return false;
    }
  }

  /** Renews the lease every TTL/4; `onLost` when another holder has it (a renewal that fails on the database is retried). */
  function keepLease(onLost: (error: LeaseHeldError) => void): NodeJS.Timeout {
    const timer = setInterval(() => {
      lease
        .tryAcquire()
        .then((state) => {
          if (state.acquired) return;
          onLost(new LeaseHeldError(state.holder, state.expiresAt));
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'could not renew the writer lease (database unreachable?)'));
    }, Math.max(200, Math.floor(options.leaseTtlMs / 4)));
    timer.unref();
    return timer;
  }

  /**
   * One term as the writer, until stopped (false) or the lease is lost (true). A lease lost — taken by another
   * indexer after this one stalled past the TTL on a loaded machine, or expired unrenewed — is not fatal: the
   * indexer goes back to waiting as the standby (loop below), so two indexers never both end up gone.
   */
  async function writerTerm(): Promise<boolean> {
    role = 'writer';
    metrics?.leaseHeld(true);
    const term = new AbortController();
    const signal = AbortSignal.any([abort.signal, term.signal]);
    let lostTo: LeaseHeldError | null = null;
    const renewal = keepLease((error) => {
      lostTo = error;
      term.abort();
    });
    try {
      const cursor = await whileDatabaseUnavailable('starting the index', () => follower.start());
      if (cursor === undefined) return false;
      logger.info(
        { indexedBlock: cursor.indexedBlock, confirmations: options.confirmations, maxBlockRange: options.maxBlockRange, holder: lease.holder },
        'indexer started as the writer',
      );
      while (!signal.aborted) {
        let result: StepResult;
        try {
          result = await follower.step();
        } catch (error) {
          if (error instanceof LeaseHeldError) {
            lostTo = error;
            break;
          }
          consecutiveFailures += 1;
          lastError = `${reasonOf(error)}: ${(error as Error).message}`;
          metrics?.stepFailed(reasonOf(error));
          const delay = Math.min(MAX_RETRY_DELAY_MS, options.pollIntervalMs * 2 ** Math.min(consecutiveFailures, 10));
          // First failure and then every tenth: a node outage must not flood the log.
          if (consecutiveFailures === 1 || consecutiveFailures % 10 === 0) {
            logger.warn({ reason: reasonOf(error), detail: (error as Error).message, failures: consecutiveFailures, retryInMs: delay }, 'indexing step failed; retrying');
          }
          await sleep(delay, signal);
          continue;
        }
        if (consecutiveFailures > 0) logger.info({ failures: consecutiveFailures }, 'indexing recovered');
        consecutiveFailures = 0;
        lastStepAt = Date.now();
        if (result.kind === 'indexed') logger.debug(result, 'indexed a range');
        if (result.kind === 'caught-up') {
          if (options.exitWhenCaughtUp) {
            abort.abort();
            return false;
          }
          await sleep(options.pollIntervalMs, signal);
        }
      }
      if (abort.signal.aborted || lostTo === null) return false;
      const lost = lostTo as LeaseHeldError;
      logger.error({ holder: lost.holder }, 'lost the writer lease (another indexer took it, or it expired unrenewed); waiting as the standby again');
      lostLeases += 1;
      return true;
    } finally {
      clearInterval(renewal);
      metrics?.leaseHeld(false);
    }
  }

  async function loop(): Promise<void> {
    while (!abort.signal.aborted) {
      if (!(await acquire())) return;
      if (!(await writerTerm())) return;
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
    status: () => ({ role, lastStepAt, consecutiveFailures, lastError, range: follower.currentRange, lostLeases }),
  };
}
