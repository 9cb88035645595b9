import {
  amountSignatureResponseSchema,
  appealDecisionRequestSchema,
  appealRequestSchema,
  appealStatusResponseSchema,
  opsAppealDecisionResponseSchema,
  opsAppealsResponseSchema,
  challengeListResponseSchema,
  challengeResponseSchema,
  claimHistoryResponseSchema,
  claimWindowResponseSchema,
  fairnessResponseSchema,
  indexStatusResponseSchema,
  errorResponseSchema,
  ledgerResponseSchema,
  opsFunnelResponseSchema,
  opsMeResponseSchema,
  opsIncidentRequestSchema,
  opsIncidentResponseSchema,
  opsRiskResponseSchema,
  opsStatusResponseSchema,
  healthResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  missionsResponseSchema,
  nonceResponseSchema,
  queueRequestSchema,
  queueResponseSchema,
  readinessResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  signatureResponseSchema,
  tokenInfoResponseSchema,
  vestingContractResponseSchema,
} from '@gm-claim/shared';
import { z } from 'zod';

type Schema = z.ZodType;

interface Operation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  auth?: boolean;
  body?: Schema;
  response?: Schema;
  /** Also (or only, without `response`) answers text/csv. */
  csv?: boolean;
  status?: number;
  query?: Array<{ name: string; description: string; required?: boolean }>;
  pathParams?: Array<{ name: string; description: string }>;
  errors: number[];
}

const OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/queue',
    summary:
      'The waiting room (issue 34 §3): join it (no ticket) or ask about your ticket. Admitted: a pass for the X-Admission-Pass header of the claim flow (/auth/nonce, /auth/login, /signature…), which answer 429 WAITING_ROOM with Retry-After without one during overload',
    body: queueRequestSchema,
    response: queueResponseSchema,
    errors: [400, 410, 429],
  },
  { method: 'get', path: '/auth/nonce', summary: 'A single-use sign-in nonce (5 minutes)', response: nonceResponseSchema, errors: [429] },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in with an EIP-4361 message signed by the wallet',
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: [400, 401, 413, 429],
  },
  { method: 'post', path: '/auth/refresh', summary: 'Rotate a refresh token', body: refreshRequestSchema, response: refreshResponseSchema, errors: [400, 401, 429] },
  { method: 'post', path: '/auth/logout', summary: 'Revoke the session of a refresh token', body: logoutRequestSchema, status: 204, errors: [400, 429] },
  {
    method: 'get',
    path: '/signature',
    summary: 'EIP-712 Authorize signature for bet and claimAndVest',
    auth: true,
    response: signatureResponseSchema,
    // 409 CLAIMS_NOT_OPEN / CLAIMS_CLOSED outside the claim window, with `time` (ISO) and `timestamp` (unix seconds).
    errors: [401, 403, 409, 429, 503],
  },
  {
    method: 'get',
    path: '/signature/amount',
    summary: 'EIP-712 Register signature (with the eligible amount) for registerAndBet and registerAndClaimAndVest',
    auth: true,
    response: amountSignatureResponseSchema,
    // 409 SUPPLY_EXHAUSTED: GMChallenge's unregistered supply cannot cover the allocation; CLAIMS_NOT_OPEN /
    // CLAIMS_CLOSED outside the claim window, with `time` (ISO) and `timestamp` (unix seconds).
    errors: [401, 403, 409, 429, 503],
  },
  {
    method: 'get',
    path: '/claim-window',
    summary: "When claims open and close, when the missions gate ends, and whether the Challenge is paused (GMChallenge's window; public)",
    response: claimWindowResponseSchema,
    errors: [429, 503],
  },
  { method: 'get', path: '/user/token', summary: "The signed-in wallet's eligibility by source", auth: true, response: tokenInfoResponseSchema, errors: [401, 429] },
  {
    method: 'get',
    path: '/user/tokenByInputAddress',
    summary: "Any wallet's eligibility by source (public, cacheable)",
    query: [{ name: 'walletAddress', description: 'The wallet address (lowercase or EIP-55)' }],
    response: tokenInfoResponseSchema,
    errors: [400, 429],
  },
  { method: 'get', path: '/user/missions', summary: 'Missions and whether all are complete', auth: true, response: missionsResponseSchema, errors: [401, 429] },
  {
    method: 'post',
    path: '/user/missions/{id}/complete',
    summary: 'Mark a mission complete',
    auth: true,
    pathParams: [{ name: 'id', description: 'Mission id, e.g. follow-x' }],
    response: missionsResponseSchema,
    errors: [400, 401, 404, 429],
  },
  { method: 'get', path: '/vesting/contract', summary: 'The PUBLIC vesting contract address', response: vestingContractResponseSchema, errors: [429] },
  { method: 'get', path: '/healthz', summary: 'Liveness: the process answers (checks nothing else)', response: healthResponseSchema, errors: [] },
  {
    method: 'get',
    path: '/readyz',
    summary: 'Readiness: the database answers and every migration is applied (503 otherwise)',
    response: readinessResponseSchema,
    errors: [503],
  },
  {
    method: 'get',
    path: '/index/status',
    summary: 'How far the event index has got: indexed block, chain head seen, lag in blocks',
    response: indexStatusResponseSchema,
    errors: [429, 503],
  },
  {
    method: 'get',
    path: '/vesting/{vesting}/schedules/{scheduleId}/claims',
    summary: "A vesting schedule's claim history from the event index, newest first",
    pathParams: [
      { name: 'vesting', description: 'PUBLIC, BACKER, ECOSYSTEM, TEAM, MARKETING or the vesting contract address' },
      { name: 'scheduleId', description: 'The schedule id (decimal)' },
    ],
    response: claimHistoryResponseSchema,
    errors: [400, 404, 429, 503],
  },
  {
    method: 'get',
    path: '/challenges',
    summary: "A wallet's Challenges from the event index, newest first, paginated",
    query: [
      { name: 'user', description: 'The wallet address' },
      { name: 'limit', description: 'Page size, 1–100 (default 20)', required: false },
      { name: 'cursor', description: 'The nextCursor of the previous page', required: false },
    ],
    response: challengeListResponseSchema,
    errors: [400, 429, 503],
  },
  {
    method: 'get',
    path: '/challenges/fairness',
    summary: 'Per multiplier: resolved bets, wins, observed win rate, the probability the bets were placed at, staked and returned (wei), the expected return and its variance as exact integers, cancelled and pending counts; every table change with its block',
    response: fairnessResponseSchema,
    errors: [429, 503],
  },
  {
    method: 'get',
    path: '/challenges/{requestId}',
    summary: 'One Challenge: bet, VRF request, fulfilment (random word, outcome, amount credited), cancel; pending/resolved/cancelled',
    pathParams: [{ name: 'requestId', description: 'The VRF request id (decimal)' }],
    response: challengeResponseSchema,
    errors: [400, 404, 429, 503],
  },
  {
    method: 'get',
    path: '/me/ledger',
    summary:
      "The signed-in wallet's credits from the event index (claim & vest split into its TGE part and Challenge results, every vesting claim, stakes back); format=csv (or Accept: text/csv): the received rows in tax-tool columns",
    auth: true,
    query: [{ name: 'format', description: 'json (default) or csv', required: false }],
    response: ledgerResponseSchema,
    csv: true,
    errors: [400, 401, 429, 503],
  },
  { method: 'get', path: '/ops/me', summary: "Operators only: the wallet's operator roles (configured in OPS_ADDRESSES, or the contracts' owner)", auth: true, response: opsMeResponseSchema, errors: [401, 403, 429, 503] },
  { method: 'get', path: '/ops/status', summary: 'Operators only: the `gm status` figures of the contracts', auth: true, response: opsStatusResponseSchema, errors: [401, 403, 429, 503] },
  { method: 'get', path: '/ops/funnel', summary: 'Operators only: the campaign funnel, Challenges per multiplier and claims per hour', auth: true, response: opsFunnelResponseSchema, errors: [401, 403, 429, 503] },
  { method: 'get', path: '/ops/risk', summary: "Operators only: the buffer's runway, pending bets and the relayer's budget", auth: true, response: opsRiskResponseSchema, errors: [401, 403, 429, 503] },
  // Issue 34 §2: the status page's incident note.
  { method: 'get', path: '/ops/incident', summary: 'Operators only: the incident note the public status page shows (or null)', auth: true, response: opsIncidentResponseSchema, errors: [401, 403, 429, 503] },
  { method: 'post', path: '/ops/incident', summary: 'Operators only: post the incident note of the public status page (1–500 characters; replaces the one shown)', auth: true, body: opsIncidentRequestSchema, response: opsIncidentResponseSchema, errors: [400, 401, 403, 429, 503] },
  { method: 'post', path: '/ops/incident/clear', summary: 'Operators only: clear the incident note of the public status page', auth: true, response: opsIncidentResponseSchema, errors: [401, 403, 429, 503] },
  { method: 'get', path: '/ops/export.csv', summary: 'Operators only: every cockpit figure as section,figure,value,unit CSV', auth: true, csv: true, errors: [401, 403, 429, 503] },
  // Appeals (issue 33 §4; README "Appeals").
  {
    method: 'post',
    path: '/appeals',
    summary: 'File an appeal signed by the wallet (EIP-712 `Appeal`; one open appeal per wallet)',
    body: appealRequestSchema,
    response: appealStatusResponseSchema,
    status: 201,
    errors: [400, 401, 409, 413, 429, 503],
  },
  {
    method: 'get',
    path: '/appeals/{address}',
    summary: "The wallet's latest appeal: state, category, decision and reason; its text only for that wallet's bearer token",
    response: appealStatusResponseSchema,
    pathParams: [{ name: 'address', description: 'The wallet address' }],
    errors: [400, 429, 503],
  },
  {
    method: 'get',
    path: '/ops/appeals',
    summary: 'Operators only: appeals, newest first, with their text and the counts per state',
    auth: true,
    response: opsAppealsResponseSchema,
    query: [
      { name: 'state', description: 'received, accepted or rejected' },
      { name: 'category', description: 'not_listed, wrong_amount or other' },
      { name: 'before', description: 'An appeal id: the page after it' },
      { name: 'limit', description: '1–200 (default 50)' },
    ],
    errors: [400, 401, 403, 429, 503],
  },
  {
    method: 'post',
    path: '/ops/appeals/{id}/decision',
    summary: 'Operators only: accept (with the amount) or reject an appeal with a reason, signed by the operator wallet (EIP-712 `AppealDecision`)',
    auth: true,
    body: appealDecisionRequestSchema,
    response: opsAppealDecisionResponseSchema,
    pathParams: [{ name: 'id', description: 'The appeal id' }],
    errors: [400, 401, 403, 404, 409, 429, 503],
  },
  {
    method: 'get',
    path: '/ops/appeals/export.csv',
    summary: 'Operators only: accepted appeals not yet in a list version, as the eligibility CSV `npm run allocations:build` reads',
    auth: true,
    csv: true,
    errors: [401, 403, 429, 503],
  },
];

/** Every route that reads the database or the chain may answer 503 SERVICE_UNAVAILABLE (with Retry-After). */
const NEVER_UNAVAILABLE = new Set(['/healthz', '/vesting/contract']);

function jsonSchema(schema: Schema): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

function json(schema: Schema): Record<string, unknown> {
  return { 'application/json': { schema: jsonSchema(schema) } };
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function buildOpenApi(serverUrl?: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const responses: Record<string, unknown> = {};
    const ok = operation.status ?? 200;
    const csv = operation.csv ? { 'text/csv': { schema: { type: 'string' } } } : {};
    responses[String(ok)] =
      operation.response || operation.csv
        ? { description: 'OK', content: { ...(operation.response ? json(operation.response) : {}), ...csv } }
        : { description: 'No content' };
    const errors = NEVER_UNAVAILABLE.has(operation.path) || operation.errors.includes(503) ? operation.errors : [...operation.errors, 503];
    for (const status of errors) responses[String(status)] = { $ref: '#/components/responses/Error' };
    const parameters = [
      ...(operation.query ?? []).map((p) => ({ in: 'query', name: p.name, required: p.required ?? true, description: p.description, schema: { type: 'string' } })),
      ...(operation.pathParams ?? []).map((p) => ({ in: 'path', name: p.name, required: true, description: p.description, schema: { type: 'string' } })),
    ];
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: {
        summary: operation.summary,
        ...(operation.auth ? { security: [{ bearer: [] }] } : {}),
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(operation.body ? { requestBody: { required: true, content: json(operation.body) } } : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'GM Claim API',
      version: '0.1.0',
      description:
        'Wallet sign-in (EIP-4361), GMChallenge EIP-712 signatures, eligibility and missions, and claim and Challenge history from the event index. Errors are `{ message, code }`. ' +
        'Sponsored (gasless) claims are served by the relayer process, documented in its own OpenAPI document at `/relay/openapi.json` (behind the web server: the same origin).',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: { Error: { description: 'Error', content: json(errorResponseSchema) } },
    },
  };
}
