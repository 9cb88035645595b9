import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { createClaimWindowReader } from './chain/claim-window';
import { createRegisterSupply } from './chain/register-supply';
import { claimWindowRoutes } from './components/claim-window';
import { createRpcClient, type RpcClient } from '@gm-claim/server/chain/rpc';
import { createSmartAccountVerifier } from './chain/smart-account';
import { authRoutes, createAccessTokens, createAuthRepository, createAuthService, requireAuth } from './components/auth';
import { createMissionsRepository, createMissionsService, missionsRoutes } from './components/missions';
import { createChallengeSigner, createSignatureRepository, createSignatureService, signatureRoutes } from './components/signature';
import { createHistoryRepository, createHistoryService, historyRoutes } from './components/history';
import { createUserRepository, createUserService, publicTokenRoutes, tokenFastPath, userRoutes } from './components/user';
import { vestingRoutes } from './components/vesting';
import { createLedgerRepository, createLedgerService, ledgerRoutes } from './components/ledger';
import { appealsRoutes, createAppealsRepository, createAppealsService } from './components/appeals';
import { createOperatorDirectory, createOpsRepository, createOpsService, createRelayerStatus, incidentRoutes, opsRoutes, requireOperator } from './components/ops';
import { RpcClientProvider } from './chain/rpc-provider';
import { gmChallengeAbi, gmVestingAbi } from '@gm-claim/shared';
import { readOperatorStatus } from '@gm-claim/shared/ops/read-operator-status';
import { Contract } from 'ethers';
import type { AppConfig } from './config';
import type { Db } from '@gm-claim/server/db';
import { readMigrations, type Migration } from '@gm-claim/server/db/migrate';
import { createDeadline } from './http/deadline';
import { DOCS_CSS, DOCS_HTML, DOCS_JS } from './http/docs-page';
import { deadlineResponse, errorHandler, notFound } from './http/error-handler';
import { createFaultLog, type FaultLog } from './http/fault-log';
import { createFront } from '@gm-claim/server/http/front';
import { healthRoutes } from './http/health';
import { createMetrics } from './http/metrics';
import { buildOpenApi } from './http/openapi';
import { createLimiter } from '@gm-claim/server/http/rate-limit';
import { createWaitingRoom } from '@gm-claim/server/http/waiting-room';
import { queueRequestSchema } from '@gm-claim/shared';
import { parseInput } from './http/validate';
import { AppError } from './errors';
import { migrationsDir } from '@gm-claim/server/paths';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  logger: Logger;
  redis?: Redis | undefined;
  /** Collect Node process metrics (off in tests: one set per process is enough). */
  processMetrics?: boolean;
  /** Log every request (pino-http); errors are logged either way. */
  requestLogging?: boolean;
  clock?: () => number;
  /** The migrations this build expects (readiness); default: the .sql files of migrations/. */
  migrations?: readonly Migration[];
  /** Chain JSON-RPC client; default: one over config.rpc.urls (none when empty). */
  rpc?: RpcClient;
  /** Where failures are logged (one line per kind per interval); default: on `logger`. */
  faultLog?: FaultLog;
}

/** The cockpit's reads: the shared `gm status` reader and the owners over the API's RPC client (when there is one). */
function opsComponent(config: AppConfig, db: Db, rpc: RpcClient | undefined, indexStatus: () => ReturnType<ReturnType<typeof createHistoryService>['status']>) {
  const provider = rpc && new RpcClientProvider(rpc, config.chain.chainId);
  const vestings = Object.values(config.chain.vestingAddresses);
  const readOwners = provider
    ? () =>
        Promise.all([
          new Contract(config.chain.challengeAddress, gmChallengeAbi, provider).getFunction('owner')() as Promise<string>,
          ...vestings.map((address) => new Contract(address, gmVestingAbi, provider).getFunction('owner')() as Promise<string>),
        ])
    : undefined;
  const readStatus = provider
    ? () =>
        readOperatorStatus({
          provider,
          addresses: { challenge: config.chain.challengeAddress, vestings: config.chain.vestingAddresses },
          fromBlock: config.ops.statusFromBlock,
        })
    : undefined;
  return {
    directory: createOperatorDirectory({ configured: config.ops.addresses, readOwners, cacheMs: config.ops.ownerCacheMs }),
    service: createOpsService({
      repository: createOpsRepository(db),
      indexStatus,
      readStatus,
      relayer: createRelayerStatus(config.ops.relayerStatusUrl),
      vestingAddresses: config.chain.vestingAddresses,
      statusCacheMs: config.ops.statusCacheMs,
    }),
  };
}

/**
 * The API's request listener (give it to `createHttpServer`): the token look-up's fast path at
 * the http.Server level, then the Express app for everything else.
 */
export type ApiApp = (req: IncomingMessage, res: ServerResponse) => void;

export function createApp(deps: AppDeps): ApiApp {
  const { config, db, logger } = deps;
  const clock = deps.clock ?? Date.now;

  const metrics = createMetrics({ defaults: deps.processMetrics ?? false });
  const { counters } = metrics;
  // Chain reads (smart-account sign-in, the Register supply check) when RPC nodes are configured.
  const rpc = deps.rpc ?? (config.rpc.urls.length > 0 ? createRpcClient({ urls: config.rpc.urls, timeoutMs: config.rpc.timeoutMs }) : undefined);
  const chain = rpc && {
    smartAccounts: createSmartAccountVerifier(rpc),
    registerSupply: createRegisterSupply(rpc, config.chain.challengeAddress, config.registerSupplyCacheMs),
    claimWindow: createClaimWindowReader(rpc, config.chain.challengeAddress, config.claimWindowCacheMs, clock, config.claimWindowPreview),
  };
  const accessTokens = createAccessTokens(config.jwt.secret, config.jwt.accessTtlSeconds);
  const users = createUserRepository(db);
  const missions = createMissionsRepository(db);
  const authService = createAuthService(
    createAuthRepository(db),
    accessTokens,
    {
      siweDomains: config.siwe.domains,
      siweUriOrigins: config.siwe.uriOrigins,
      chainId: config.chain.chainId,
      nonceTtlSeconds: config.siwe.nonceTtlSeconds,
      refreshTtlSeconds: config.jwt.refreshTtlSeconds,
      refreshGraceSeconds: config.jwt.refreshGraceSeconds,
      refreshSecret: config.jwt.secret,
    },
    clock,
    counters,
    chain?.smartAccounts,
  );
  const signer = createChallengeSigner(config.signer.privateKey, config.chain.chainId, config.chain.challengeAddress);
  const signatureService = createSignatureService(
    signer,
    createSignatureRepository(db),
    users,
    missions,
    { ttlSeconds: config.signer.ttlSeconds, requireMissions: config.requireMissionsForSignatures },
    clock,
    counters,
    chain?.registerSupply,
    undefined,
    chain?.claimWindow,
  );
  const auth = requireAuth(accessTokens);
  const faultLog = deps.faultLog ?? createFaultLog(logger, config.errorLogIntervalMs);
  const generalLimiter = createLimiter('all', config.rateLimit, deps.redis, counters, config.redisKeyPrefix);
  const authLimiter = createLimiter('auth', { ...config.rateLimit, max: config.rateLimit.authMax }, deps.redis, counters, config.redisKeyPrefix);
  const front = createFront(config.corsOrigins);
  const expired = deadlineResponse(counters, faultLog);
  const app = express();
  // The deadline's 503 is written by the app (a response the token fast path began before Express
  // is handed over to it), after the front headers the fast path was to write (see http/front.ts).
  const deadline = createDeadline(config.requestDeadlineMs, (res) => {
    tokenLookup.viaApp(res, (_req, expressRes) => {
      front.applyDeferred(expressRes);
      expired(expressRes);
    });
  });
  const openApi = buildOpenApi();

  app.disable('x-powered-by');
  app.set('etag', false);
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);

  const logging =
    (deps.requestLogging ?? true)
      ? pinoHttp({
        logger,
        genReqId: (req) => (req as { id?: string }).id ?? randomUUID(),
        quietReqLogger: true,
        // 5xx are counted in /metrics and logged by the fault log, one line per kind per interval:
        // a line per failed request would flood the logs during an outage.
        customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'silent' : 'info'),
        // Only what an operator needs: no headers, bodies or query strings, so no token can leak.
        serializers: {
          req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
            id: req.id,
            method: req.method,
            path: req.url.split('?')[0],
            remoteAddress: req.remoteAddress,
          }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      })
      : undefined;
  const userService = createUserService(users);
  // The hottest public route's common form, ahead of everything: the same steps as the chain below
  // (request id, headers, deadline, log, histogram, the general limiter) in one step, before Express
  // when no limiter is on, else as the app's first layer (see user.routes.ts).
  const tokenLookup = tokenFastPath({ service: userService, limiter: generalLimiter, front, deadline, metrics, logging, app });
  app.use(tokenLookup.middleware);
  // Request id, helmet's headers and CORS in one step (see http/front.ts).
  app.use(front.middleware);
  app.use(deadline.middleware);
  if (logging) app.use(logging);
  app.use(metrics.middleware);
  // The hottest public route first: the general rate limiter still runs in its own chain.
  publicTokenRoutes(userService, generalLimiter, app);

  healthRoutes(db, deps.migrations ?? readMigrations(migrationsDir()), app);
  app.get('/metrics', async (_req, res) => {
    res.set('Content-Type', metrics.contentType);
    res.send(await metrics.render());
  });
  app.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  app.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_HTML);
  });
  app.get('/docs/docs.js', (_req, res) => {
    res.type('application/javascript').send(DOCS_JS);
  });
  app.get('/docs/docs.css', (_req, res) => {
    res.type('text/css').send(DOCS_CSS);
  });

  app.use(generalLimiter);
  // Issue 34 §3: the waiting room. The claim flow's requests need an admission pass while arrivals
  // exceed config.waitingRoom.admitPerSecond (429 WAITING_ROOM + Retry-After without one).
  const waitingRoom = createWaitingRoom({
    settings: { ...config.waitingRoom, secret: config.jwt.secret, keyPrefix: config.redisKeyPrefix },
    redis: deps.redis,
    counters: counters.waitingRoom,
    clock,
    onStoreError: (error) => faultLog.report('waiting_room_store', error),
  });
  if (waitingRoom.enabled && !waitingRoom.shared) logger.warn('waiting room without REDIS_URL: its queue is this instance\'s alone (one instance only)');
  app.use(['/auth/nonce', '/auth/login', '/signature'], waitingRoom.gate);
  app.use(express.json({ limit: config.bodyLimit, strict: true }));
  app.post('/queue', async (req, res) => {
    const { ticket } = parseInput(queueRequestSchema, req.body ?? {}, 'request body');
    const answer = await waitingRoom.enter(ticket);
    res.set('Cache-Control', 'no-store');
    if ('code' in answer) throw new AppError(answer.status, answer.message, answer.code);
    if (answer.status === 'waiting') res.set('Retry-After', String(answer.checkAfterSeconds));
    else res.set('X-Admission-Pass', answer.pass);
    res.json(answer);
  });

  // Routes straight on the app (see http/route-target.ts).
  authRoutes(authService, authLimiter, app);
  signatureRoutes(signatureService, auth, app);
  claimWindowRoutes(chain?.claimWindow, app);
  userRoutes(userService, auth, app);
  missionsRoutes(createMissionsService(missions), auth, app);
  vestingRoutes(config.chain.publicVestingAddress, app);
  const historyRepository = createHistoryRepository(db);
  const historyService = createHistoryService(historyRepository, config.chain);
  historyRoutes(historyService, app);
  ledgerRoutes(createLedgerService(createLedgerRepository(db), historyRepository, historyService.status, config.chain), auth, app);
  const ops = opsComponent(config, db, rpc, historyService.status);
  const operator = requireOperator(ops.directory);
  opsRoutes(ops.service, auth, operator, app);
  appealsRoutes(
    {
      service: createAppealsService(
        createAppealsRepository(db),
        { chainId: config.chain.chainId, challengeAddress: config.chain.challengeAddress, perWalletPerDay: config.appeals.perWalletPerDay },
        clock,
        chain?.smartAccounts,
      ),
      limiter: createLimiter('appeals', { enabled: config.rateLimit.enabled, windowMs: config.appeals.ipWindowMs, max: config.appeals.ipMax }, deps.redis, counters, config.redisKeyPrefix),
      viewer: (req) => {
        const match = /^Bearer ([A-Za-z0-9_\-.=]+)$/.exec(req.headers.authorization ?? '');
        if (!match?.[1]) return undefined;
        try {
          return accessTokens.verify(match[1]);
        } catch {
          return undefined;
        }
      },
      auth,
      operator,
    },
    app,
  );
  // The status page's incident note (issue 34 §2).
  incidentRoutes(db, auth, operator, app);

  app.use(notFound);
  app.use(errorHandler(faultLog, counters));
  return (req, res) => {
    if (!tokenLookup.serve(req, res)) app(req, res);
  };
}
