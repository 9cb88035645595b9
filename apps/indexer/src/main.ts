/**
 * `npm run indexer`: the one process that writes the event index. It follows GMVesting ×5 and
 * GMChallenge into the API's database, serves Prometheus metrics and a health check on
 * INDEXER_METRICS_PORT, and stops cleanly on SIGTERM/SIGINT (giving its writer lease up).
 */
import { createServer, type Server } from 'node:http';
import { loadConfigOrExit } from '@gm-claim/server/config';
import { openDb, type Db } from '@gm-claim/server/db';
import { createLogger } from '@gm-claim/server/logger';
import { loadIndexerConfig, type IndexerConfig } from './config';
import { startIndexer, type IndexerHandle } from './indexer';
import { LeaseHeldError } from './lease';
import { createIndexerMetrics, type IndexerMetrics } from './metrics';
import { registerOperatorGauges } from './operator-gauges';
import { createOperatorStatusSource, OPERATOR_GAUGES } from './operator-status-source';
import { nodeLabel } from './rpc';

/** Healthy while it waits as a standby or its last successful step is recent. */
function healthOf(indexer: IndexerHandle, config: IndexerConfig): { ok: boolean; body: Record<string, unknown> } {
  const status = indexer.status();
  const staleAfterMs = Math.max(60_000, config.pollIntervalMs * 20);
  const sinceStep = status.lastStepAt === null ? null : Date.now() - status.lastStepAt;
  const ok = status.role === 'standby' || status.role === 'starting' || (status.role === 'writer' && sinceStep !== null && sinceStep < staleAfterMs);
  return { ok, body: { status: ok ? 'ok' : 'unavailable', role: status.role, msSinceLastStep: sinceStep, failures: status.consecutiveFailures } };
}

function serveMetrics(config: IndexerConfig, metrics: IndexerMetrics, indexer: () => IndexerHandle | undefined): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/metrics') {
      metrics.registry
        .metrics()
        .then((text) => {
          res.writeHead(200, { 'Content-Type': metrics.registry.contentType });
          res.end(text);
        })
        .catch(() => {
          res.writeHead(500).end();
        });
      return;
    }
    if (req.method === 'GET' && path === '/healthz') {
      const handle = indexer();
      const health = handle ? healthOf(handle, config) : { ok: true, body: { status: 'ok', role: 'starting' } };
      res.writeHead(health.ok ? 200 : 503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(health.body));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }));
  });
  server.listen(config.metrics.port, config.metrics.host);
  return server;
}

async function main(): Promise<void> {
  const config = loadConfigOrExit('gm-claim-indexer', loadIndexerConfig);
  const logger = createLogger(config.logLevel).child({ component: 'indexer' });
  const metrics = createIndexerMetrics({ processMetrics: true });
  if (config.operatorStatusIntervalMs > 0) {
    // The `gm status` figures as gm_operator_* gauges (alerts: buffer low, bets pending).
    registerOperatorGauges(
      metrics.registry,
      createOperatorStatusSource({
        rpcUrl: config.rpcUrls[0] as string,
        chainId: config.chain.chainId,
        challenge: config.chain.challengeAddress,
        vestings: config.chain.vestingAddresses,
        fromBlock: config.startBlock,
        intervalMs: config.operatorStatusIntervalMs,
      }),
      OPERATOR_GAUGES,
    );
  }
  let db: Db;
  try {
    db = await openDb({ url: config.db.url, pgliteDataDir: config.db.pgliteDataDir, poolSize: 3, pgbouncer: config.db.pgbouncer });
  } catch (error) {
    logger.fatal({ err: error }, 'cannot open the database');
    process.exit(1);
  }
  const current: { handle?: IndexerHandle } = {};
  const server = config.metrics.port > 0 ? serveMetrics(config, metrics, () => current.handle) : undefined;
  const indexer = startIndexer({
    db,
    logger,
    metrics,
    options: {
      chainId: config.chain.chainId,
      startBlock: config.startBlock,
      confirmations: config.confirmations,
      maxBlockRange: config.maxBlockRange,
      headerBatchSize: config.headerBatchSize,
      challengeAddress: config.chain.challengeAddress,
      vestingAddresses: config.chain.vestingAddressList,
      rpcUrls: config.rpcUrls,
      rpcTimeoutMs: config.rpcTimeoutMs,
      pollIntervalMs: config.pollIntervalMs,
      leaseTtlMs: config.leaseTtlMs,
      waitForLease: config.waitForLease,
      exitWhenCaughtUp: config.exitWhenCaughtUp,
    },
  });
  current.handle = indexer;
  logger.info(
    {
      chainId: config.chain.chainId,
      nodes: config.rpcUrls.map(nodeLabel),
      db: db.kind,
      metrics: server ? `${config.metrics.host}:${config.metrics.port}` : 'off',
    },
    'gm-claim-indexer starting',
  );

  let exiting = false;
  const shutdown = async (code: number): Promise<void> => {
    if (exiting) return;
    exiting = true;
    await indexer.stop();
    server?.close();
    await db.close().catch(() => undefined);
    logger.info('stopped');
    process.exit(code);
  };
  process.once('SIGTERM', () => void shutdown(0));
  process.once('SIGINT', () => void shutdown(0));
  try {
    await indexer.done;
    await shutdown(0);
  } catch (error) {
    if (error instanceof LeaseHeldError) {
      logger.error(`${error.message} and renews it: it is writing. INDEXER_WAIT_FOR_LEASE=false, so this one exits. Only one indexer may write.`);
      await shutdown(3);
      return;
    }
    logger.fatal({ err: error }, 'the indexer stopped');
    await shutdown(1);
  }
}

void main();
