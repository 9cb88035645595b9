import type { z } from 'zod';
import {
  relayAcceptedResponseSchema,
  relayOpenRequestsResponseSchema,
  relayPauseStateSchema,
  relayRequestStatusSchema,
  relayStatusResponseSchema,
} from '../dto/relay';
import {
  failedRelayOutcome,
  parseRelayAccepted,
  parseRelayOpenRequests,
  parseRelayPauseState,
  parseRelayRefusal,
  parseRelayRequestStatus,
  parseRelayStatus,
  relayClientFailure,
  relayRoutes,
} from './answers';

const ID = '0b9f2f5e-4f0e-4b8f-9a43-0c1f2b3c4d5e';
const HASH = `0x${'ab'.repeat(32)}`;
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const requestStatus = {
  id: ID,
  kind: 'vesting.claimViaSig',
  status: 'mined',
  txHash: HASH,
  blockNumber: 12,
  createdAt: '2026-11-29T02:00:00.000Z',
  updatedAt: '2026-11-29T02:00:05.000Z',
};
const status = {
  chainId: 56,
  relayer: WALLET,
  sponsored: ['vesting.claimViaSig'],
  accepting: false,
  reason: 'Paused by the operator.',
  balance: '1000',
  lowWater: '10',
  gasPrice: '3000000000',
  maxGasPrice: '5000000000',
  keys: [{ address: WALLET, balance: '1000', low: false, inFlight: 0, accepting: true }],
  campaigns: [{ campaign: 'PUBLIC', budget: '10', spent: '1', left: '9', low: false, accepting: true }],
  queueDepth: 0,
  pause: { reason: 'incident', by: WALLET, at: '2026-11-29T02:00:00.000Z' },
  maxDeadlineSeconds: 3_600,
};
const {
  reason: _reason,
  gasPrice: _gasPrice,
  keys: _keys,
  pause: _pause,
  maxDeadlineSeconds: _max,
  ...bareStatus
} = status;

/** Each reader beside the zod schema that describes the same answer in the relayer's OpenAPI document. */
const readers: Array<[string, (body: unknown) => unknown, z.ZodType, unknown[], unknown[]]> = [
  [
    'accepted',
    parseRelayAccepted,
    relayAcceptedResponseSchema,
    [{ id: ID, status: 'queued' }],
    [{ id: 'x', status: 'queued' }, { id: ID, status: 'sent' }, { id: ID }, null, []],
  ],
  [
    'request status',
    parseRelayRequestStatus,
    relayRequestStatusSchema,
    [
      requestStatus,
      { ...requestStatus, status: 'queued', txHash: undefined, blockNumber: undefined },
      { ...requestStatus, status: 'failed', error: 'reverted', extra: 1 },
    ],
    [
      { ...requestStatus, status: 'done' },
      { ...requestStatus, txHash: '<script>' },
      { ...requestStatus, blockNumber: 1.5 },
      { ...requestStatus, createdAt: undefined },
      { ...requestStatus, error: null },
      'mined',
    ],
  ],
  [
    'open requests',
    parseRelayOpenRequests,
    relayOpenRequestsResponseSchema,
    [{ requests: [] }, { requests: [{ ...requestStatus, status: 'submitted', recipient: WALLET }] }],
    [{}, { requests: [{ ...requestStatus, recipient: '<script>' }] }, { requests: [{ id: ID, recipient: WALLET }] }],
  ],
  [
    'status',
    parseRelayStatus,
    relayStatusResponseSchema,
    [status, bareStatus],
    [
      { sponsored: ['vesting.claimViaSig'], accepting: true },
      { ...status, accepting: 'yes' },
      { ...status, campaigns: [{ campaign: 'PUBLIC' }] },
      { ...status, keys: [{ ...status.keys[0], inFlight: '0' }] },
      { ...status, pause: { reason: 'x' } },
    ],
  ],
  [
    'pause state',
    parseRelayPauseState,
    relayPauseStateSchema,
    [{ paused: true, reason: 'incident', by: WALLET, at: '2026-11-29T02:00:00.000Z' }],
    [{ paused: 'true', reason: 'incident', by: WALLET, at: 'x' }, { paused: false }],
  ],
];

describe("the relayer's answers, read one way (libs/shared relay/answers.ts)", () => {
  it.each(readers)(
    '%s: the reader takes what the OpenAPI schema takes, as it reads it, and refuses what it refuses',
    (_name, read, schema, valid, invalid) => {
      for (const body of valid) {
        const expected = schema.safeParse(body);
        expect(expected.success).toBe(true);
        expect(read(body)).toEqual(expected.data);
      }
      for (const body of invalid) {
        expect(schema.safeParse(body).success).toBe(false);
        expect(read(body)).toBeNull();
      }
    },
  );

  it('a refusal: its typed code, whether the relayer is unavailable (5xx) or refused the claim (4xx), the request it names, Retry-After', () => {
    expect(parseRelayRefusal(503, { message: 'The budget is spent.', code: 'BUDGET_SPENT' }, '60')).toEqual({
      status: 503,
      code: 'BUDGET_SPENT',
      unavailable: true,
      message: 'The budget is spent.',
      retryAfterSeconds: 60,
    });
    expect(parseRelayRefusal(409, { message: 'already submitted', code: 'REPLAYED', id: ID })).toEqual({
      status: 409,
      code: 'REPLAYED',
      unavailable: false,
      message: 'already submitted',
      id: ID,
    });
    // A proxy's 502 page, a code this build does not know: UNKNOWN, still unavailable by its status.
    expect(parseRelayRefusal(502, '<html>', null)).toEqual({ status: 502, code: 'UNKNOWN', unavailable: true });
    expect(parseRelayRefusal(400, { code: 'SOMETHING_NEW' }, 'soon')).toEqual({
      status: 400,
      code: 'UNKNOWN',
      unavailable: false,
    });
    expect(relayClientFailure('UNREACHABLE')).toEqual({ status: 0, code: 'UNREACHABLE', unavailable: true });
  });

  it("a claim's outcome from the error it threw: relay-unavailable only for a refusal that says the relayer cannot take it", () => {
    const carrying = (refusal: unknown) => Object.assign(new Error('x'), { relayRefusal: refusal });
    expect(failedRelayOutcome(carrying(parseRelayRefusal(503, { code: 'RELAYER_PAUSED' })))).toBe('relay-unavailable');
    expect(failedRelayOutcome(carrying(relayClientFailure('NOT_CONFIGURED')))).toBe('relay-unavailable');
    expect(failedRelayOutcome(carrying(parseRelayRefusal(400, { code: 'EXPIRED' })))).toBe('failed');
    // An error named like the web's RelayUnavailableError but carrying no refusal: failed (names are not read).
    expect(failedRelayOutcome(Object.assign(new Error('x'), { name: 'RelayUnavailableError' }))).toBe('failed');
    expect(failedRelayOutcome(undefined)).toBe('failed');
  });

  it('the routes below a relayer URL, with or without its trailing slash', () => {
    const routes = relayRoutes('/relay/');
    expect([routes.status, routes.requests, routes.request(ID), routes.openRequestsOf(WALLET), routes.pause]).toEqual([
      '/relay/status',
      '/relay/requests',
      `/relay/requests/${ID}`,
      `/relay/requests?claimant=${WALLET}`,
      '/relay/pause',
    ]);
    expect(relayRoutes('http://127.0.0.1:3100/relay').request('a/b')).toBe(
      'http://127.0.0.1:3100/relay/requests/a%2Fb',
    );
  });
});
