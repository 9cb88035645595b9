import { EMPTY_TOKEN_INFO } from '@gm-claim/shared/dto/user';
import { MESSAGES } from '@gm-claim/shared/constants';
import {
  ApiError,
  SERVER_UNREACHABLE_MESSAGE,
  ServerUnreachableError,
  UnexpectedResponseError,
} from '@gm-claim/web-core-errors';
import { persistStore } from '@gm-claim/web-core-state';
import { resetStateStores } from '@gm-claim/web-core-state/testing';
import { createAdmission } from './admission';
import { createApiClient, type ApiClient, type SchemaLoader } from './api-client';
import type { HandoffStore, RefreshHandoff } from './refresh-handoff';
import type { RefreshLocks } from './refresh-lock';
import { storedSession, type SessionTokens } from './session';
import { jsonResponse } from './testing';

const nonceSchema: SchemaLoader<{ nonce: string }> = () =>
  import('@gm-claim/shared/dto/auth').then((module) => module.nonceResponseSchema);
const tokenSchema: SchemaLoader<{ tokenInfo: Record<string, string> }> = () =>
  import('@gm-claim/shared/dto/user').then((module) => module.tokenInfoResponseSchema);
const TOKEN_INFO = { ...EMPTY_TOKEN_INFO, totalAmount: '1' };

function client(fetchFn: jest.Mock, session: SessionTokens = storedSession, locks?: RefreshLocks): ApiClient {
  return createApiClient({ baseUrl: () => 'http://api.test', session, fetch: fetchFn, ...(locks ? { locks } : {}) });
}

describe('API client', () => {
  beforeEach(() => resetStateStores());

  it('sends the bearer header only when a token is stored', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(200, { nonce: 'n' }));
    await client(fetchFn).request('/auth/nonce', { schema: nonceSchema });
    expect(fetchFn.mock.calls[0][1].headers.Authorization).toBeUndefined();
    persistStore.getState().actions.signedIn('abc', 'r');
    await client(fetchFn).request('/auth/nonce', { schema: nonceSchema });
    expect(fetchFn.mock.calls[1][0]).toBe('http://api.test/auth/nonce');
    expect(fetchFn.mock.calls[1][1].headers.Authorization).toBe('Bearer abc');
  });

  it('parses the body with the shared DTO schema', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(200, { tokenInfo: TOKEN_INFO }));
    await expect(client(fetchFn).request('/user/token', { schema: tokenSchema })).resolves.toEqual({
      tokenInfo: TOKEN_INFO,
    });
  });

  it('a text answer (a CSV download) – asked for with its Accept, the raw text parsed; an error still reads as JSON', async () => {
    const csvSchema: SchemaLoader<string> = () =>
      import('@gm-claim/shared/dto/ledger').then((module) => module.csvTextSchema);
    const csv = 'Date,Received Amount\r\n2026-11-25 17:00:00 UTC,1\r\n';
    const ok = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'text/csv' }),
      text: async () => csv,
    });
    await expect(client(ok).request('/me/ledger', { text: { accept: 'text/csv' }, schema: csvSchema })).resolves.toBe(
      csv,
    );
    expect(ok.mock.calls[0][1].headers.Accept).toBe('text/csv');
    const refused = jest
      .fn()
      .mockResolvedValue(
        jsonResponse(403, { message: 'This wallet is not an operator of this campaign.', code: 'FORBIDDEN' }),
      );
    await expect(
      client(refused).request('/ops/export.csv', { text: { accept: 'text/csv' }, schema: csvSchema }),
    ).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('a body the schema refuses – UnexpectedResponseError, never a half-filled value', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(200, { tokenInfo: { totalAmount: 12 } }));
    await expect(client(fetchFn).request('/user/token', { schema: tokenSchema })).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });

  it('401 "Access Token expired." refreshes once and retries', async () => {
    persistStore.getState().actions.signedIn('old', 'refresh-1');
    const fetchFn = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse(401, { message: MESSAGES.accessTokenExpired, code: 'ACCESS_TOKEN_EXPIRED' }))
      .mockResolvedValueOnce(jsonResponse(200, { accessToken: 'new', refreshToken: 'refresh-2' }))
      .mockResolvedValueOnce(jsonResponse(200, { tokenInfo: TOKEN_INFO }));
    await expect(client(fetchFn).request('/user/token', { schema: tokenSchema })).resolves.toEqual({
      tokenInfo: TOKEN_INFO,
    });
    expect(fetchFn.mock.calls[1][0]).toBe('http://api.test/auth/refresh');
    expect(fetchFn.mock.calls[2][1].headers.Authorization).toBe('Bearer new');
    expect(persistStore.getState()).toMatchObject({ access_token: 'new', refresh_token: 'refresh-2' });
  });

  it('401 "Access Token expired." without a working refresh rejects without a body', async () => {
    const fetchFn = jest
      .fn()
      .mockResolvedValue(jsonResponse(401, { message: MESSAGES.accessTokenExpired, code: 'ACCESS_TOKEN_EXPIRED' }));
    const error = (await client(fetchFn)
      .request('/user/token', { schema: tokenSchema })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.body).toBeUndefined();
  });

  it('a refused refresh (reused or revoked) signs out: the tokens are of no use any more', async () => {
    persistStore.getState().actions.signedIn('old', 'refresh-1');
    const fetchFn = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse(401, { message: MESSAGES.accessTokenExpired, code: 'ACCESS_TOKEN_EXPIRED' }))
      .mockResolvedValueOnce(jsonResponse(401, { message: 'Refresh token reused.', code: 'REFRESH_TOKEN_REUSED' }));
    await expect(client(fetchFn).request('/user/token', { schema: tokenSchema })).rejects.toMatchObject({
      status: 401,
    });
    expect(persistStore.getState()).toMatchObject({ access_token: null, refresh_token: null });
  });

  it('other errors reject with the response body and the catalogue sentence for its code', async () => {
    const body = { message: 'Too many requests, please try again later', code: 'RATE_LIMITED' };
    const error = (await client(jest.fn().mockResolvedValue(jsonResponse(429, body)))
      .request('/user/token', { schema: tokenSchema })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.body).toEqual(body);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      shortMessage: 'Too many requests, please try again later',
    });
    const server = (await client(
      jest.fn().mockResolvedValue(jsonResponse(500, { message: 'boom', code: 'INTERNAL_ERROR' })),
    )
      .request('/user/token', { schema: tokenSchema })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(server.shortMessage).toBe('Something went wrong on our side. Please try again later.');
  });

  it.each([
    ['the browser\'s TypeError "Failed to fetch"', new TypeError('Failed to fetch')],
    ['an abort', new DOMException('The user aborted a request.', 'AbortError')],
    ['a timeout', new DOMException('The operation timed out.', 'TimeoutError')],
  ])('no response (%s) rejects with the one "cannot be reached" message', async (_what, failure) => {
    const error = (await client(jest.fn().mockRejectedValue(failure))
      .request('/auth/nonce', { schema: nonceSchema })
      .catch((caught: unknown) => caught)) as ServerUnreachableError;
    expect(error).toBeInstanceOf(ServerUnreachableError);
    expect(error.shortMessage).toBe(SERVER_UNREACHABLE_MESSAGE);
    expect(error.cause).toBe(failure);
  });

  it('a connection dropped while the body streams in is unreachable too', async () => {
    const response = {
      ...jsonResponse(200, {}),
      text: () => Promise.reject(new TypeError('network error')),
    } as Response;
    await expect(
      client(jest.fn().mockResolvedValue(response)).request('/user/token', { schema: tokenSchema }),
    ).rejects.toThrow(SERVER_UNREACHABLE_MESSAGE);
  });

  it('gives every request a timeout signal', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(200, { nonce: 'n' }));
    await client(fetchFn).request('/auth/nonce', { schema: nonceSchema });
    expect(fetchFn.mock.calls[0][1].signal).toBeInstanceOf(AbortSignal);
  });

  it('401 "Access Token expired." with the refresh unreachable still rejects without a body, and keeps the tokens', async () => {
    persistStore.getState().actions.signedIn('old', 'refresh-1');
    const fetchFn = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse(401, { message: MESSAGES.accessTokenExpired, code: 'ACCESS_TOKEN_EXPIRED' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await client(fetchFn)
      .request('/user/token', { schema: tokenSchema })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({ status: 401, body: undefined });
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(persistStore.getState().refresh_token).toBe('refresh-1');
  });
});

/**
 * Two tabs share one local storage and one API session; each keeps its own copy of the tokens in
 * memory, as two zustand stores over one storage entry do. The API rotates the refresh token and
 * revokes the session when a spent one comes back (the reuse rule).
 */
describe('two tabs refreshing at once', () => {
  /**
   * Two tabs share one API session and one local storage. Each tab keeps its own copy of the storage,
   * as a browser renderer does: another tab's write reaches it `lagMs` later (Chromium propagates
   * localStorage across tabs asynchronously). The API rotates the refresh token and revokes the
   * session when a spent one comes back (the reuse rule).
   */
  function world(lagMs = 0) {
    const storage = new Map<string, string>([
      ['access', 'a1'],
      ['refresh', 'r1'],
    ]);
    const server = { access: 'a2-not-yet', refresh: 'r1', revoked: false, refreshes: 0 };
    const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/auth/refresh')) {
        server.refreshes += 1;
        const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
        if (server.revoked || refreshToken !== server.refresh) {
          server.revoked = true;
          return jsonResponse(401, { message: 'Refresh token reused.', code: 'REFRESH_TOKEN_REUSED' });
        }
        server.access = `a${server.refreshes + 1}`;
        server.refresh = `r${server.refreshes + 1}`;
        return jsonResponse(200, { accessToken: server.access, refreshToken: server.refresh });
      }
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (!server.revoked && auth === `Bearer ${server.access}`) return jsonResponse(200, { tokenInfo: TOKEN_INFO });
      return jsonResponse(401, { message: MESSAGES.accessTokenExpired, code: 'ACCESS_TOKEN_EXPIRED' });
    });
    const views: Array<Map<string, string>> = [];
    const write = (own: Map<string, string>, entries: Array<[string, string]> | 'clear'): void => {
      const apply = (view: Map<string, string>): void => {
        if (entries === 'clear') view.clear();
        else entries.forEach(([key, value]) => view.set(key, value));
      };
      apply(own);
      for (const view of views) if (view !== own) setTimeout(() => apply(view), lagMs);
    };
    const tab = (): SessionTokens => {
      const view = new Map(storage);
      views.push(view);
      let memory = { access: view.get('access') ?? null, refresh: view.get('refresh') ?? null };
      return {
        accessToken: () => memory.access,
        refreshToken: () => memory.refresh,
        reload: async () => {
          memory = { access: view.get('access') ?? null, refresh: view.get('refresh') ?? null };
        },
        refreshed: (access, refresh) => {
          write(view, [
            ['access', access],
            ['refresh', refresh],
          ]);
          memory = { access, refresh };
        },
        signedOut: () => {
          write(view, 'clear');
          memory = { access: null, refresh: null };
        },
      };
    };
    return { server, fetchFn, tab, views };
  }

  /** Web Locks as the browser grants them: one holder at a time, in request order. */
  function sharedLocks(): RefreshLocks {
    let queue: Promise<unknown> = Promise.resolve();
    return {
      request: <T>(_name: string, work: () => Promise<T>): Promise<T> => {
        const next = queue.then(work, work);
        queue = next.catch(() => undefined);
        return next;
      },
    };
  }

  /** Storage alone: no handoff store (nothing written, nothing to read). */
  const NO_HANDOFF: HandoffStore = { read: async () => undefined, write: async () => undefined };

  /** IndexedDB as the tabs share it: a write is there for the next transaction of any tab. */
  function sharedHandoff(): HandoffStore {
    let last: RefreshHandoff | undefined;
    return {
      read: async () => last,
      write: async (handoff) => {
        last = handoff;
      },
    };
  }

  /** Two tabs of `world`, each with its own client (`shared`: the locks and handoff store they share), request at once. */
  const bothRequest = (
    { tab, fetchFn }: Pick<ReturnType<typeof world>, 'tab' | 'fetchFn'>,
    shared: { locks: RefreshLocks; handoff: HandoffStore },
  ) => {
    const open = () => createApiClient({ baseUrl: () => 'http://api.test', session: tab(), fetch: fetchFn, ...shared });
    const [first, second] = [open(), open()];
    return Promise.allSettled([
      first.request('/user/token', { schema: tokenSchema }),
      second.request('/user/token', { schema: tokenSchema }),
    ]);
  };

  it('with the lock and the handoff – one refresh, both stay signed in, even when storage reaches the other tab late', async () => {
    const { server, views, ...tabs } = world(50);
    const outcomes = await bothRequest(tabs, { locks: sharedLocks(), handoff: sharedHandoff() });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(server.refreshes).toBe(1);
    expect(server.revoked).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(views.map((view) => Object.fromEntries(view))).toEqual([
      { access: 'a2', refresh: 'r2' },
      { access: 'a2', refresh: 'r2' },
    ]);
  });

  it('with the lock but storage alone, storage arriving late – the second tab spends the rotated token: a tab is signed out', async () => {
    const { server, ...tabs } = world(50);
    const outcomes = await bothRequest(tabs, { locks: sharedLocks(), handoff: NO_HANDOFF });
    expect(server.refreshes).toBe(2);
    expect(server.revoked).toBe(true);
    expect(outcomes.some((outcome) => outcome.status === 'rejected')).toBe(true);
  });

  it('without the lock – both spend the same refresh token, the API revokes the session, a tab is signed out', async () => {
    const { server, ...tabs } = world();
    const noLock: RefreshLocks = { request: (_name, work) => work() };
    const outcomes = await bothRequest(tabs, { locks: noLock, handoff: NO_HANDOFF });
    expect(server.refreshes).toBe(2);
    expect(server.revoked).toBe(true);
    expect(outcomes.some((outcome) => outcome.status === 'rejected')).toBe(true);
  });
});

describe('API client and the waiting room (issue 34 §3)', () => {
  beforeEach(() => {
    resetStateStores();
    localStorage.clear();
  });

  const pass = (expiresInMs: number): string =>
    `${btoa(JSON.stringify({ k: 'p', n: 3, e: Date.now() + expiresInMs })).replace(/=+$/, '')}.mac`;

  function withAdmission(fetchFn: jest.Mock, admission = createAdmission()) {
    return {
      admission,
      api: createApiClient({ baseUrl: () => 'http://api.test', session: storedSession, fetch: fetchFn, admission }),
    };
  }

  it('sends the pass on the claim flow only, and keeps a renewed one', async () => {
    const renewed = pass(120_000);
    const fetchFn = jest.fn().mockImplementation(async () => {
      const response = jsonResponse(200, { nonce: 'n' });
      response.headers.set('X-Admission-Pass', renewed);
      return response;
    });
    const { admission, api } = withAdmission(fetchFn);
    admission.passReceived(pass(60_000));
    await api.request('/auth/nonce', { schema: nonceSchema });
    expect(fetchFn.mock.calls[0][1].headers['X-Admission-Pass']).toBeDefined();
    expect(admission.pass()).toBe(renewed);
    fetchFn.mockResolvedValue(jsonResponse(200, { tokenInfo: TOKEN_INFO }));
    await api.request('/user/tokenByInputAddress', { schema: tokenSchema });
    expect(fetchFn.mock.calls[1][1].headers['X-Admission-Pass']).toBeUndefined();
  });

  it('a 429 WAITING_ROOM drops the pass and calls the waiting room', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(429, { message: 'queue', code: 'WAITING_ROOM' }));
    const { admission, api } = withAdmission(fetchFn);
    admission.passReceived(pass(60_000));
    const required = jest.fn();
    admission.onRequired(required);
    await expect(api.request('/signature', { schema: nonceSchema })).rejects.toBeInstanceOf(ApiError);
    expect(required).toHaveBeenCalledTimes(1);
    expect(admission.pass()).toBeNull();
  });

  it('an expired or unreadable pass is not sent', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(200, { nonce: 'n' }));
    const { admission, api } = withAdmission(fetchFn);
    admission.passReceived(pass(-1));
    await api.request('/auth/nonce', { schema: nonceSchema });
    admission.passReceived('garbage');
    await api.request('/auth/nonce', { schema: nonceSchema });
    expect(fetchFn.mock.calls.map((call) => call[1].headers['X-Admission-Pass'])).toEqual([undefined, undefined]);
  });
});
