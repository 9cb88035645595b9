/**
 * `npm run relayer`: the sponsoring relayer, its own process with its own key. It takes signed
 * claims over HTTP (/relay/…), keeps them in its outbox (PostgreSQL, PGlite by default) and sends
 * them with one nonce pipeline; /metrics and /healthz beside. On start it reconciles the outbox with
 * the chain before sending anything; SIGTERM/SIGINT stop it cleanly (a SIGKILL loses nothing either).
 */
import path from 'node:path';
import { loadConfigOrExit } from '@gm-claim/server/config';
import { openDb, type Db } from '@gm-claim/server/db';
import { createHttpServer } from '@gm-claim/server/http/server';
import { createLogger } from '@gm-claim/server/logger';
import { findRepoRoot } from '@gm-claim/server/paths';
import { createRelayChain } from './chain';
import { CAMPAIGNS, loadRelayerConfig } from './config';
import { createRelayApp } from './http';
import { createIntake } from './intake';
import { createRelayMetrics } from './metrics';
import { createOperatorCheck } from './operators';
import { createPolicy } from './policy';
import { createSender } from './sender';
import { createRelayStore } from './store';

const GAUGE_INTERVAL_MS = 5_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit('gm-claim-relayer', loadRelayerConfig);
  const logger = createLogger(config.logLevel).child({ component: 'relayer' });
  let db: Db;
  try {
    db = await openDb({
      url: config.db.url,
      pgliteDataDir: config.db.pgliteDataDir,
      poolSize: config.db.poolSize,
      pgbouncer: config.db.pgbouncer,
      migrationsDir: path.join(findRepoRoot(), 'apps/relayer/migrations'),
    });
  } catch (error) {
    logger.fatal({ err: error }, 'cannot open the database');
    process.exit(1);
  }
  const chain = createRelayChain(config.rpcUrls, config.chain.chainId, config.rpcTimeoutMs);
  const store = createRelayStore(db);
  const metrics = createRelayMetrics({ processMetrics: true });
  const policy = createPolicy(config, chain, store);
  const sender = createSender({ config, chain, store, policy, metrics, logger });
  const intake = createIntake({ config, chain, store, policy, metrics });

  // Nothing is sent (and no request taken) before the outbox agrees with the chain.
  for (let attempt = 1; ; attempt++) {
    try {
      await sender.reconcile();
      break;
    } catch (error) {
      logger.warn(
        { err: (error as Error).message?.slice(0, 300), attempt },
        'cannot reconcile with the chain yet; retrying',
      );
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * attempt)));
    }
  }
  sender.start();

  const gauges = setInterval(() => {
    policy
      .snapshot()
      .then((snapshot) => {
        metrics.balance(snapshot.balance, config.lowWater);
        for (const campaign of CAMPAIGNS)
          metrics.budget(campaign, snapshot.campaigns[campaign].left, snapshot.campaigns[campaign].budget);
      })
      .catch(() => undefined);
  }, GAUGE_INTERVAL_MS);
  gauges.unref();

  const server = createHttpServer(
    createRelayApp({
      config,
      intake,
      store,
      policy,
      metrics,
      logger,
      isOperator: createOperatorCheck(config, chain),
      keys: () => sender.keys(),
    }),
  );
  server.listen(config.port, config.host, () => {
    logger.info(
      {
        port: config.port,
        relayer: config.address,
        chainId: config.chain.chainId,
        db: db.kind,
        nodes: chain.nodes,
        sponsored: [...config.sponsored],
      },
      'gm-claim-relayer listening',
    );
  });

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(gauges);
    server.close();
    server.closeIdleConnections();
    void sender
      .stop()
      .then(() => db.close())
      .catch(() => undefined)
      .finally(() => {
        chain.destroy();
        logger.info('stopped');
        process.exit(0);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
