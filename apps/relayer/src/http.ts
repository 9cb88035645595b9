import {
  isWalletAddress,
  RELAY_BASE_PATH,
  RELAY_KIND_SPECS,
  relayPauseRequestSchema,
  relayerPauseTypedData,
  relayRoutes,
  type RelayOpenRequestsResponse,
  type RelayRequestStatus,
  type RelayStatusResponse,
} from '@gm-claim/shared';
import { getAddress, verifyTypedData } from 'ethers';
import express, { type ErrorRequestHandler, type Express, type Response } from 'express';
import type { Logger } from 'pino';
import { classifyDbError } from '@gm-claim/server/db/unavailable';
import { frontMiddleware } from '@gm-claim/server/http/front';
import { CAMPAIGNS, type RelayerConfig } from './config';
import { RelayError } from './errors';
import type { Intake } from './intake';
import { RELAY_INTERFACE } from './kinds';
import type { RelayMetrics } from './metrics';
import { createTokenBucket } from './limits';
import { buildRelayOpenApi } from './openapi';
import type { Policy } from './policy';
import type { KeyState } from './sender';
import type { RelayStore, StoredRequest } from './store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RETRY_SECONDS = 5;
/** Most open requests GET /relay/requests?claimant= lists (one claimant rarely has more than one or two). */
const OPEN_REQUESTS_LISTED = 20;
/** The routes of libs/shared relay/answers.ts, the ones its clients ask. */
const ROUTES = relayRoutes(RELAY_BASE_PATH);

/** The address a relayed claim pays: every sponsored function takes it as `recipient`. */
function recipientOf(calldata: string): string {
  const parsed = RELAY_INTERFACE.parseTransaction({ data: calldata });
  return getAddress(String(parsed?.args.getValue('recipient')));
}

export interface RelayHttpDeps {
  config: RelayerConfig;
  intake: Intake;
  store: RelayStore;
  policy: Policy;
  metrics: RelayMetrics;
  logger: Logger;
  /** The pool's keys as the sender's last pass saw them. */
  keys: () => KeyState[];
  /** Whether a wallet may pause and resume sponsoring (configured operators and the contracts' owners). */
  isOperator: (address: string) => Promise<boolean>;
}

/** How far from the relayer's clock a signed pause may be dated (seconds). */
const PAUSE_CLOCK_SKEW_SECONDS = 300;

/** Whether a kind that spends this campaign's budget is sponsored (GMChallenge's kinds: CHALLENGE; GMVesting's: the others). */
function campaignSponsored(campaign: string, sponsored: RelayerConfig['sponsored']): boolean {
  const contract = campaign === 'CHALLENGE' ? 'challenge' : 'vesting';
  return [...sponsored].some((kind) => RELAY_KIND_SPECS[kind].contract === contract);
}

function send(res: Response, error: RelayError): void {
  if (error.status === 503 || error.status === 429)
    res.set('Retry-After', String(error.extra.retryAfterSeconds ?? RETRY_SECONDS));
  res.status(error.status).json({
    message: error.message,
    code: error.code,
    ...(error.extra.reason ? { reason: error.extra.reason } : {}),
    ...(error.extra.id ? { id: error.extra.id } : {}),
  });
}

/** GET /relay/requests/:id, as its clients read it (libs/shared parseRelayRequestStatus). */
export function publicStatus(request: StoredRequest): RelayRequestStatus {
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    ...(request.txHash ? { txHash: request.txHash } : {}),
    ...(request.blockNumber !== null ? { blockNumber: request.blockNumber } : {}),
    ...(request.error ? { error: request.error } : {}),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

/** The relayer's HTTP API under /relay (nginx proxies /relay/ to it unchanged), plus /metrics and /healthz. */
export function createRelayApp(deps: RelayHttpDeps): Express {
  const { config, intake, store, policy, metrics, logger, isOperator, keys } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // X-Forwarded-For is believed only from the configured number of proxies in front (nginx: 1); with none (the
  // default) the client address is the socket's, and a forged header changes nothing.
  app.set('trust proxy', config.trustedProxyHops);
  app.use(frontMiddleware(config.corsOrigins));
  const openApi = buildRelayOpenApi();

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/metrics', async (_req, res) => {
    res.set('Content-Type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  app.get(ROUTES.openapi, (_req, res) => {
    res.json(openApi);
  });

  app.get(ROUTES.status, async (_req, res) => {
    const [snapshot, counts] = await Promise.all([policy.snapshot(), store.counts()]);
    const campaigns = CAMPAIGNS.map((campaign) => snapshot.campaigns[campaign]);
    const sponsoredCampaigns = campaigns.filter((campaign) => campaignSponsored(campaign.campaign, config.sponsored));
    const spent = sponsoredCampaigns.filter((campaign) => campaign.exhausted).map((campaign) => campaign.campaign);
    const open = sponsoredCampaigns.length - spent.length;
    // What POST /relay/requests does now: accepting is false exactly when every claim would get a 503.
    const accepting = snapshot.blocked === null && open > 0;
    const reason =
      snapshot.blocked ??
      (sponsoredCampaigns.length === 0
        ? 'The relayer sponsors no kind of claim.'
        : open === 0
          ? 'The sponsoring budget is spent for every campaign.'
          : spent.length > 0
            ? `The sponsoring budget is spent for: ${spent.join(', ')}.`
            : undefined);
    const body: RelayStatusResponse = {
      chainId: config.chain.chainId,
      relayer: config.address,
      sponsored: [...config.sponsored],
      accepting,
      ...(reason ? { reason } : {}),
      balance: snapshot.balance.toString(),
      lowWater: config.lowWater.toString(),
      gasPrice: (snapshot.fees.baseFee + snapshot.fees.maxPriorityFeePerGas).toString(),
      maxGasPrice: config.maxGasPrice.toString(),
      // Each sending key: a key under the low-water mark takes no new work (fund it: a plain transfer).
      keys: keys().map((key) => ({
        address: key.address,
        balance: key.balance.toString(),
        low: key.low,
        inFlight: key.inFlight,
        accepting: key.accepting,
      })),
      campaigns: campaigns.map((campaign) => ({
        campaign: campaign.campaign,
        budget: campaign.budget.toString(),
        spent: campaign.spent.toString(),
        left: campaign.left.toString(),
        low: campaign.low,
        accepting:
          snapshot.blocked === null && !campaign.exhausted && campaignSponsored(campaign.campaign, config.sponsored),
      })),
      queueDepth: counts.queued + counts.submitted,
      ...(snapshot.pause
        ? { pause: { reason: snapshot.pause.reason, by: snapshot.pause.by, at: snapshot.pause.at.toISOString() } }
        : {}),
      maxDeadlineSeconds: config.maxDeadlineSeconds,
    };
    res.set('Cache-Control', 'no-store').json(body);
  });

  // A page on any device follows the wallet's claims without BNB still on their way (not only the
  // browser that sent them): what it asks for is public on chain once mined.
  app.get(ROUTES.requests, async (req, res) => {
    const claimant = req.query['claimant'];
    if (typeof claimant !== 'string' || !isWalletAddress(claimant))
      throw new RelayError(400, 'claimant must be a 0x-prefixed 20-byte address (EIP-55 when mixed case).', 'VALIDATION_FAILED');
    const open = await store.openOf(claimant, OPEN_REQUESTS_LISTED);
    const body: RelayOpenRequestsResponse = {
      requests: open.map((request) => ({ ...publicStatus(request), recipient: recipientOf(request.calldata) })),
    };
    res.set('Cache-Control', 'no-store').json(body);
  });

  app.get(`${ROUTES.requests}/:id`, async (req, res) => {
    const id = String(req.params['id']);
    if (!UUID.test(id)) throw new RelayError(400, 'The request id must be a UUID.', 'VALIDATION_FAILED');
    const request = await store.get(id);
    if (!request) throw new RelayError(404, `No relayed request ${id}.`, 'NOT_FOUND');
    res.set('Cache-Control', 'no-store').json(publicStatus(request));
  });

  // Per client address (behind nginx, with RELAYER_TRUSTED_PROXY_HOPS=1: the address nginx saw), a token bucket:
  // refused before the body is parsed or anything is read.
  const limiter = createTokenBucket({
    perMinute: config.rateLimitPerMinute,
    burst: config.rateLimitBurst,
    onRefused: () => metrics.refused('rate'),
  });

  // An operator pauses or resumes sponsoring without a restart: a message signed by an operator's wallet (EIP-712,
  // libs/shared relayPauseRequestSchema), kept in the database (every relayer process reads it within a second).
  app.post(ROUTES.pause, limiter, express.json({ limit: '8kb', strict: true }), async (req, res) => {
    const parsed = relayPauseRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
      throw new RelayError(400, `Invalid request: ${field} ${(issue?.message ?? 'is invalid').replace(/^./, (c) => c.toLowerCase())}.`, 'VALIDATION_FAILED');
    }
    const { paused, reason, issuedAt, signature } = parsed.data;
    if (Math.abs(issuedAt - Date.now() / 1000) > PAUSE_CLOCK_SKEW_SECONDS) {
      throw new RelayError(400, 'The signed message is dated more than five minutes from now: sign it again.', 'STALE_SIGNATURE');
    }
    let signer: string;
    try {
      const typed = relayerPauseTypedData(config.chain.chainId, { paused, reason, issuedAt });
      signer = verifyTypedData(typed.domain, typed.types, typed.message, signature);
    } catch {
      throw new RelayError(401, 'The signature cannot be read.', 'INVALID_SIGNATURE');
    }
    if (!(await isOperator(signer))) {
      throw new RelayError(403, `${signer} is not an operator of this relayer.`, 'FORBIDDEN');
    }
    const taken = await store.setPause(paused, reason.trim(), signer.toLowerCase(), BigInt(issuedAt));
    if (!taken) throw new RelayError(409, 'A newer signed message already set the pause.', 'CONFLICT');
    await policy.snapshot(true);
    logger.warn({ paused, reason, by: signer }, paused ? 'sponsoring paused by an operator' : 'sponsoring resumed by an operator');
    res.set('Cache-Control', 'no-store').json({ paused, reason: reason.trim(), by: signer, at: new Date().toISOString() });
  });

  app.post(ROUTES.requests, limiter, express.json({ limit: '32kb', strict: true }), async (req, res) => {
    const stored = await intake.accept(req.body);
    metrics.accepted(stored.campaign);
    logger.info(
      { id: stored.id, kind: stored.kind, campaign: stored.campaign, claimant: stored.claimant },
      'relay request accepted',
    );
    res.status(202).json({ id: stored.id, status: stored.status });
  });

  app.use((req) => {
    throw new RelayError(404, `No route for ${req.method} ${req.path.slice(0, 100)}.`, 'NOT_FOUND');
  });

  const onError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof RelayError) {
      const reason = (error as RelayError & { reason?: string }).reason;
      if (reason) metrics.refused(reason as never);
      send(res, error);
      return;
    }
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      metrics.refused('malformed');
      send(res, new RelayError(400, 'The request body is not valid JSON.', 'MALFORMED_JSON'));
      return;
    }
    if (type === 'entity.too.large') {
      send(res, new RelayError(413, 'The request body is too large.', 'PAYLOAD_TOO_LARGE'));
      return;
    }
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      send(res, new RelayError(status, 'The request could not be processed.', 'BAD_REQUEST'));
      return;
    }
    // The chain or the database not answering is a 503, never a 500: the request was not taken.
    metrics.refused('unavailable');
    const db = classifyDbError(error);
    logger.warn({ err: (error as Error).message?.slice(0, 300), db }, 'relay request failed');
    send(
      res,
      new RelayError(
        503,
        db
          ? 'The relayer cannot reach its database right now. Nothing was sent; try again shortly.'
          : 'The relayer cannot reach the chain right now. Nothing was sent; try again shortly.',
        'SERVICE_UNAVAILABLE',
      ),
    );
  };
  app.use(onError);
  return app;
}
