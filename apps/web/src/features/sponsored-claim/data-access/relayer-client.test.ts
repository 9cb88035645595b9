import { t } from '@gm-claim/web-core-i18n';
import type { RelayRequest } from '@gm-claim/shared';
import { relayerStatus } from '../testing';
import { relayClaim } from './relay-claim';
import {
  followRelay,
  openRelaysOf,
  relayerAvailability,
  RelayPendingError,
  RelayRefusedError,
  RelayUnavailableError,
  submitRelay,
} from './relayer-client';

const ID = '0b9f2f5e-4f0e-4b8f-9a43-0c1f2b3c4d5e';
const HASH = `0x${'ab'.repeat(32)}`;
const REQUEST: RelayRequest = {
  kind: 'vesting.claimViaSig',
  chainId: 56,
  contract: '0x00000000000000000000000000000000000000a1',
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  deadline: '1800000000',
  scheduleId: '7',
  signature: `0x${'11'.repeat(65)}`,
};

function response(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  // jsdom has no Response: the parts the client reads.
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': 'application/json', ...headers }),
    json: async () => body,
  } as Response;
}

/** A relayer answering from a script of responses, recording what it was asked. */
function relayer(...answers: Array<Response | Error>) {
  const asked: string[] = [];
  const fetchFn = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push(`${init?.method ?? 'GET'} ${String(url)}`);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { fetchFn, asked };
}

describe('submitRelay (POST /relay/requests)', () => {
  it('202: the request id; posted to <relayerUrl>/requests', async () => {
    const { fetchFn, asked } = relayer(response(202, { id: ID, status: 'queued' }));
    await expect(submitRelay('/relay/', REQUEST, fetchFn)).resolves.toEqual({ id: ID, status: 'queued' });
    expect(asked).toEqual(['POST /relay/requests']);
  });

  it('503 (budget spent, gas over the ceiling): unavailable, in the relayer\u2019s words, with Retry-After – the page falls back', async () => {
    const { fetchFn } = relayer(
      response(
        503,
        { message: 'The gas price is over the relayer\u2019s ceiling.', code: 'GAS_PRICE_TOO_HIGH' },
        { 'Retry-After': '60' },
      ),
    );
    const error = await submitRelay('/relay', REQUEST, fetchFn).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RelayUnavailableError);
    expect((error as RelayUnavailableError).shortMessage).toBe(
      t('sponsored.relayUnavailable', { reason: 'The gas price is over the relayer\u2019s ceiling.' }),
    );
    expect((error as RelayUnavailableError).retryAfterSeconds).toBe(60);
  });

  it('unreachable or not configured: unavailable, said plainly', async () => {
    const { fetchFn } = relayer(new TypeError('Failed to fetch'));
    await expect(submitRelay('/relay', REQUEST, fetchFn)).rejects.toMatchObject({ shortMessage: t('sponsored.relayUnreachable') });
    await expect(submitRelay(undefined, REQUEST, fetchFn)).rejects.toMatchObject({
      shortMessage: t('sponsored.relayNotConfigured'),
    });
  });

  it('4xx: refused, with the relayer\u2019s reason (not a fallback: the claim itself is wrong)', async () => {
    const { fetchFn } = relayer(response(400, { message: 'The signed claim has expired.', code: 'EXPIRED' }));
    const error = await submitRelay('/relay', REQUEST, fetchFn).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RelayRefusedError);
    expect((error as RelayRefusedError).shortMessage).toBe(t('sponsored.relayRefused', { reason: 'The signed claim has expired.' }));
  });
});

describe('relayerAvailability (GET /relay/status)', () => {
  it('accepting and sponsoring the kind; paused with its reason; a kind it does not sponsor; unreachable', async () => {
    const status = (accepting: boolean, reason?: string) => response(200, relayerStatus({ accepting, ...(reason ? { reason } : {}) }));
    expect(await relayerAvailability('/relay', 'vesting.claimViaSig', relayer(status(true)).fetchFn)).toEqual({
      state: 'accepting',
    });
    expect(
      await relayerAvailability('/relay', 'vesting.claimViaSig', relayer(status(false, 'Budget spent.')).fetchFn),
    ).toEqual({
      state: 'paused',
      reason: 'Budget spent.',
    });
    expect(await relayerAvailability('/relay', 'challenge.claimAndVestViaSig', relayer(status(true)).fetchFn)).toEqual({
      state: 'not-configured',
    });
    expect(await relayerAvailability('/relay', 'vesting.claimViaSig', relayer(new TypeError('x')).fetchFn)).toEqual({
      state: 'unreachable',
    });
    expect(await relayerAvailability(undefined, 'vesting.claimViaSig')).toEqual({ state: 'not-configured' });
  });
});

describe('followRelay / relayClaim (the toast follows the request to its transaction)', () => {
  const status = (value: string, extra: Record<string, unknown> = {}) =>
    response(200, { id: ID, kind: 'vesting.claimViaSig', status: value, createdAt: 'x', updatedAt: 'y', ...extra });
  const fast = { pollMs: 1, timeoutMs: 5_000, sleep: async () => undefined };

  it('queued → submitted (its hash toasted once) → mined: resolves with the hash; a failed status read is retried', async () => {
    const { fetchFn } = relayer(
      status('queued'),
      new TypeError('Failed to fetch'),
      status('submitted', { txHash: HASH }),
      status('submitted', { txHash: HASH }),
      status('mined', { txHash: HASH, blockNumber: 12 }),
    );
    const hashes: string[] = [];
    await expect(followRelay('/relay', ID, { ...fast, fetchFn, onHash: (hash) => hashes.push(hash) })).resolves.toEqual(
      {
        txHash: HASH,
        blockNumber: 12,
      },
    );
    expect(hashes).toEqual([HASH]);
  });

  it('failed: its error in the relayer\u2019s words; not mined in time: pending (a reload follows it again)', async () => {
    await expect(
      followRelay('/relay', ID, { ...fast, fetchFn: relayer(status('failed', { error: 'reverted' })).fetchFn }),
    ).rejects.toMatchObject({ shortMessage: t('sponsored.relayFailed', { reason: 'reverted' }) });
    let now = 0;
    const pending = followRelay('/relay', ID, {
      pollMs: 1,
      timeoutMs: 10,
      now: () => (now += 6),
      sleep: async () => undefined,
      fetchFn: relayer(status('queued'), status('queued'), status('queued')).fetchFn,
    });
    await expect(pending).rejects.toBeInstanceOf(RelayPendingError);
  });

  it('relayClaim remembers the id before following (a reload finds it), forgets it once mined', async () => {
    const { fetchFn } = relayer(response(202, { id: ID, status: 'queued' }), status('mined', { txHash: HASH }));
    const events: string[] = [];
    const hash = await relayClaim(REQUEST, '0xABC', {
      relayerUrl: '/relay',
      fetchFn,
      pollMs: 1,
      timeoutMs: 5_000,
      remember: (entry) => events.push(`remember ${entry.id} ${entry.claimant}`),
      forget: (id) => events.push(`forget ${id}`),
      notifyInfo: (message) => events.push(message),
    });
    expect(hash).toBe(HASH);
    expect(events).toEqual([`remember ${ID} 0xabc`, t('sponsored.relaySubmitted'), t('sponsored.relaySent'), `forget ${ID}`]);
  });

  it('relayClaim: the same signed claim already submitted (409) is followed, not sent twice', async () => {
    const { fetchFn, asked } = relayer(
      response(409, { message: 'already submitted', code: 'REPLAYED', id: ID }),
      status('mined', { txHash: HASH }),
    );
    const deps = {
      relayerUrl: '/relay',
      fetchFn,
      pollMs: 1,
      timeoutMs: 5_000,
      remember: jest.fn(),
      forget: jest.fn(),
      notifyInfo: jest.fn(),
    };
    await expect(relayClaim(REQUEST, '0xabc', deps)).resolves.toBe(HASH);
    expect(asked).toEqual(['POST /relay/requests', `GET /relay/requests/${ID}`]);
  });
});

describe('openRelaysOf (GET /relay/requests?claimant=)', () => {
  const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

  it('200: each open request with its recipient; asked at <relayerUrl>/requests?claimant=<wallet>', async () => {
    const { fetchFn, asked } = relayer(
      response(200, {
        requests: [{ id: ID, kind: 'vesting.claimViaSig', status: 'submitted', txHash: HASH, recipient: WALLET, createdAt: '', updatedAt: '' }],
      }),
    );
    await expect(openRelaysOf('/relay/', WALLET, fetchFn)).resolves.toEqual([{ id: ID, kind: 'vesting.claimViaSig', recipient: WALLET }]);
    expect(asked).toEqual([`GET /relay/requests?claimant=${WALLET}`]);
  });

  it.each([
    ['no list', {}],
    ['an id that is not a UUID', { requests: [{ id: 'x', recipient: WALLET }] }],
    ['a recipient that is not an address', { requests: [{ id: ID, recipient: '<script>' }] }],
  ])('an answer with %s – unavailable (unreadable), never taken for "nothing on its way"', async (_what, body) => {
    const { fetchFn } = relayer(response(200, body));
    await expect(openRelaysOf('/relay', WALLET, fetchFn)).rejects.toThrow(RelayUnavailableError);
  });

  it('unreachable or 503 – unavailable', async () => {
    await expect(openRelaysOf('/relay', WALLET, relayer(new TypeError('Failed to fetch')).fetchFn)).rejects.toThrow(
      RelayUnavailableError,
    );
    await expect(
      openRelaysOf('/relay', WALLET, relayer(response(503, { message: 'The database is unreachable.' })).fetchFn),
    ).rejects.toThrow(RelayUnavailableError);
  });
});
