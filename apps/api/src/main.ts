import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import { createApp } from './app';
import { nodeLabel } from '@gm-claim/server/chain/rpc';
import { createRestartBackoff } from './cluster/restart-backoff';
import { createAuthRepository } from './components/auth';
import { loadConfig, loadConfigOrExit, type AppConfig } from './config';
import { openDb, type Db } from '@gm-claim/server/db';
import { createHttpServer } from '@gm-claim/server/http/server';
import { createLogger } from '@gm-claim/server/logger';
import { seedDemoData } from './cli/seed-data';

const SHUTDOWN_GRACE_MS = 10_000;
const CLEANUP_INTERVAL_MS = 60_000;

async function runPrimary(config: AppConfig): Promise<void> {
  const logger = createLogger(config.logLevel);
  // Migrate (and seed) once before forking, so workers never race on the schema.
  const db = await openDb({ url: config.db.url, pgliteDataDir: config.db.pgliteDataDir, poolSize: 2, pgbouncer: config.db.pgbouncer });
  if (config.seedDemoData) await seedDemoData(db);
  await db.close();
  let stopping = false;
  const backoff = createRestartBackoff();
  const startedAt = new Map<number, number>();
  const fork = (): void => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < config.workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    const uptimeMs = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) return;
    const delayMs = backoff.next(uptimeMs);
    logger.error({ pid: worker.process.pid, code, signal, uptimeMs, restartInMs: delayMs }, 'worker exited; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, delayMs);
  });
  const stop = (): void => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function runServer(config: AppConfig, isWorker: boolean): Promise<void> {
  const logger = createLogger(config.logLevel);
  let db: Db;
  try {
    db = await openDb({
      url: config.db.url,
      pgliteDataDir: config.db.pgliteDataDir,
      poolSize: config.db.poolSize,
      synchronousCommit: config.db.synchronousCommit,
      timeouts: config.db.timeouts,
      pgbouncer: config.db.pgbouncer,
      // The primary already migrated: a worker starts even when the database is down, answers 503
      // (and /readyz 503) until it is back, instead of exiting and being re-forked in a loop.
      migrate: !isWorker,
      probe: !isWorker,
    });
  } catch (error) {
    logger.fatal({ err: error }, 'cannot open the database');
    process.exit(1);
  }
  if (!isWorker && config.seedDemoData) await seedDemoData(db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis error'));

  const app = createApp({ config, db, logger, redis, processMetrics: true, requestLogging: ['info', 'debug', 'trace'].includes(config.logLevel) });
  const server: Server = createHttpServer(app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  const auth = createAuthRepository(db);
  const cleanup = setInterval(() => {
    auth.deleteExpired().catch((error: unknown) => logger.warn({ err: error }, 'cleanup failed'));
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  if (config.rpc.urls.length === 0) {
    logger.warn(
      'CHAIN_RPC_URLS is not set: Register signatures are issued without checking GMChallenge\'s unregistered supply, ' +
        'and smart-account (EIP-1271 / EIP-6492) sign-ins are refused. Production requires it.',
    );
  }
  server.listen(config.port, config.host, () => {
    logger.info(
      {
        port: config.port,
        db: db.kind,
        chainId: config.chain.chainId,
        challenge: config.chain.challengeAddress,
        signer: config.signer.address,
        rpcNodes: config.rpc.urls.map(nodeLabel),
      },
      'gm-claim-api listening',
    );
  });

  let shuttingDown = false;
  const shutdown = (signal: string): void => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(cleanup);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void (async () => {
        await db.close().catch(() => undefined);
        await redis?.quit().catch(() => undefined);
        logger.info('stopped');
        process.exit(0);
      })();
    });
    server.closeIdleConnections();
  };
  // `on`, not `once`: a worker whose process group is signalled (Ctrl-C, a supervisor that signals
  // the group) gets the signal twice, from there and from the primary; a second one must not find
  // the default handler, which would kill it mid-request (and lose a --cpu-prof profile).
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

const config = loadConfigOrExit('gm-claim-api', loadConfig);
if (config.workers > 1 && cluster.isPrimary) {
  void runPrimary(config);
} else {
  void runServer(config, cluster.isWorker);
}
