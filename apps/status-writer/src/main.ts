/**
 * `npm run start -w @gm-claim/status-writer`: the public status page's writer (issue 34 §2). Every
 * STATUS_INTERVAL_MS it probes the API instances, the database, the indexer, the RPC nodes, the relayer and the
 * chain, and writes STATUS_FILE, which nginx serves as the static file /status.json — so /status stays readable
 * while the API is down. Its own process: nothing it probes can stop it. Stops cleanly on SIGTERM/SIGINT.
 */
import { loadConfigOrExit } from '@gm-claim/server/config';
import { openDb, type Db } from '@gm-claim/server/db';
import { createLogger } from '@gm-claim/server/logger';
import { collectStatus } from './collect';
import { loadStatusWriterConfig } from './config';
import { writeStatusFile } from './write';

async function main(): Promise<void> {
  const config = loadConfigOrExit('gm-claim-status-writer', loadStatusWriterConfig);
  const logger = createLogger(config.logLevel).child({ component: 'status-writer' });
  const timeouts = { connectMs: config.timeoutMs, queryMs: config.timeoutMs, statementMs: config.timeoutMs };
  // No probe at start and no migration: the writer must start (and say "database: failing") while the database is down.
  let db: Db | undefined;
  const database = async (): Promise<Db> =>
    (db ??= await openDb({
      url: config.databaseUrl,
      poolSize: 2,
      timeouts,
      probe: false,
      migrate: false,
      namedStatements: false,
      pgbouncer: config.pgbouncer,
    }));
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let lastOverall = '';

  const round = async (): Promise<void> => {
    const started = Date.now();
    try {
      const document = await collectStatus(
        {
          apiUrls: config.apiUrls,
          indexerUrls: config.indexerUrls,
          rpcUrls: config.rpcUrls,
          relayerStatusUrl: config.relayerStatusUrl,
          challengeAddress: config.chain.challengeAddress,
          timeoutMs: config.timeoutMs,
          lagWarnBlocks: config.lagWarnBlocks,
        },
        { query: async (sql, params) => (await database()).query(sql, params) },
      );
      writeStatusFile(config.file, document);
      if (document.overall !== lastOverall) {
        logger.info({ overall: document.overall, claims: document.claims.state, file: config.file }, 'status changed');
        lastOverall = document.overall;
      }
    } catch (error) {
      logger.error({ err: error }, 'could not write the status document; the page will say since when it is stale');
    }
    if (!stopping) timer = setTimeout(() => void round(), Math.max(0, config.intervalMs - (Date.now() - started)));
  };

  const shutdown = async (): Promise<void> => {
    stopping = true;
    clearTimeout(timer);
    await db?.close().catch(() => undefined);
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  logger.info(
    {
      file: config.file,
      intervalMs: config.intervalMs,
      api: config.apiUrls.length,
      indexers: config.indexerUrls.length,
      nodes: config.rpcUrls.length,
      relayer: Boolean(config.relayerStatusUrl),
    },
    'gm-claim-status-writer starting',
  );
  await round();
}

void main();
