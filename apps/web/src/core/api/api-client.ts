import { MESSAGES } from '@gm-claim/shared/constants';
import { errorResponseParser, type Parser } from '@gm-claim/shared/dto/first-visit';
import { getConfig } from '@gm-claim/web-core-config';
import { ApiError, ServerUnreachableError, UnexpectedResponseError, apiErrorMessage } from '@gm-claim/web-core-errors';
import { browserHandoff, type HandoffStore } from './refresh-handoff';
import { withRefreshLock, type RefreshLocks } from './refresh-lock';
import { storedSession, type SessionTokens } from './session';
import { admission as storedAdmission, type Admission } from './admission';

/**
 * A shared DTO schema (libs/shared/src/dto), loaded on first use: the schemas bring zod's full
 * build, which stays out of the first page load (what the first visit itself meets is parsed by
 * libs/shared/src/dto/first-visit.ts, without zod). Anything with zod's `safeParse` will do.
 */
export type SchemaLoader<T> = () => Promise<Parser<T>>;

export interface ApiRequestInit<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
  /** The schema the response body is parsed with: no response is trusted by a cast. */
  schema: SchemaLoader<T>;
  /** A text response (a CSV download): asked for with this Accept, and the schema parses the raw text. */
  text?: { accept: string };
}

export interface ApiClient {
  request<T>(path: string, init: ApiRequestInit<T>): Promise<T>;
}

export interface ApiClientDeps {
  baseUrl(): string;
  session: SessionTokens;
  fetch?: typeof fetch;
  /** Web Locks (default: the browser's); the refresh takes one so tabs never refresh at once. */
  locks?: RefreshLocks;
  /** Where a refresh is handed to the tabs waiting for the lock (default: IndexedDB; see refresh-handoff.ts). */
  handoff?: HandoffStore;
  /** The waiting room's pass (issue 34 §3; default: the stored one). */
  admission?: Admission;
}

/** A handoff older than this is not trusted: its tokens may have been refreshed again since. */
const HANDOFF_MAX_AGE_MS = 60_000;

/** The claim flow's requests the API's waiting room gates (issue 34 §3; apps/api/src/app.ts). */
export const ADMISSION_GATED = /^\/(auth\/nonce|auth\/login|signature)(\/|\?|$)/;

/** A request that has not answered within this long is given up as unreachable. */
export const API_TIMEOUT_MS = 20_000;

const refreshSchema = (): Promise<Parser<{ accessToken: string; refreshToken: string }>> =>
  import('@gm-claim/shared/dto/auth').then((module) => module.refreshResponseSchema);

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function'
    ? AbortSignal.timeout(ms)
    : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/**
 * The API's `{ message, code }` error body (a proxy's page has neither), parsed without zod: an error can be the
 * first answer a visit gets (the waiting room's POST /queue on the landing page).
 */
async function errorBody(body: unknown): Promise<{ message?: string; code?: string }> {
  const parsed = errorResponseParser.safeParse(body);
  if (parsed.success) return parsed.data;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? { message } : {};
}

/**
 * The API client. Bearer token when one is stored; the body parsed with the request's DTO schema.
 * Non-OK (docs/product.md#api-errors): 401 "Access Token expired." refreshes the tokens once (under the cross-tab refresh
 * lock) and retries, else rejects without a body; any other error rejects with the response body and
 * the catalogue's sentence for its code. No response at all (server down, network gone, timeout)
 * rejects with ServerUnreachableError.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const fetchFn = (input: string, init: RequestInit): Promise<Response> => (deps.fetch ?? fetch)(input, init);

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchFn(url, { signal: timeoutSignal(API_TIMEOUT_MS), ...init });
    } catch (error) {
      throw new ServerUnreachableError({ cause: error });
    }
  }

  const handoff = deps.handoff ?? browserHandoff();

  /**
   * After `failedToken` was refused as expired: one refresh at a time across tabs. Holding the lock,
   * the tokens are read again first — the stored ones, and what a refresh in another tab handed over
   * (IndexedDB, ordered across tabs where localStorage is not): when another tab (or request) already
   * refreshed, its new token is used and the refresh token is not spent twice (which would revoke the
   * session).
   */
  function refreshAfterExpiry(failedToken: string | null): Promise<boolean> {
    return withRefreshLock(async () => {
      await deps.session.reload();
      const current = deps.session.accessToken();
      if (current && current !== failedToken) return true;
      const handed = failedToken ? await handoff?.read().catch(() => undefined) : undefined;
      if (handed && handed.replaced === failedToken && Date.now() - handed.at < HANDOFF_MAX_AGE_MS) {
        deps.session.refreshed(handed.accessToken, handed.refreshToken);
        return true;
      }
      const refreshToken = deps.session.refreshToken();
      if (!refreshToken) return false;
      let response: Response;
      try {
        response = await send(`${deps.baseUrl()}/auth/refresh`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refreshToken }),
        });
      } catch {
        return false; // unreachable: the tokens may still be good later
      }
      const body = await readBody(response).catch(() => undefined);
      if (!response.ok) {
        if (response.status === 401) deps.session.signedOut();
        return false;
      }
      const parsed = (await refreshSchema()).safeParse(body);
      if (!parsed.success) return false;
      const { accessToken, refreshToken: rotated } = parsed.data;
      if (failedToken)
        await handoff
          ?.write({ replaced: failedToken, accessToken, refreshToken: rotated, at: Date.now() })
          .catch(() => undefined);
      deps.session.refreshed(accessToken, rotated);
      return true;
    }, deps.locks);
  }

  async function request<T>(path: string, init: ApiRequestInit<T>, retried = false): Promise<T> {
    const url = new URL(
      `${deps.baseUrl()}${path}`,
      typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    );
    Object.entries(init.query ?? {}).forEach(([key, value]) => url.searchParams.set(key, value));
    const token = deps.session.accessToken();
    const headers: Record<string, string> = { Accept: init.text?.accept ?? 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    // Only on the claim flow's requests the API gates: on any other a custom header would cost a CORS preflight.
    const pass = ADMISSION_GATED.test(path) ? deps.admission?.pass() : undefined;
    if (pass) headers['X-Admission-Pass'] = pass;
    const response = await send(url.toString(), {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    // A connection dropped while the body streams in is as unreachable as one that never opened.
    const body = await (init.text && response.ok ? response.text() : readBody(response)).catch((error: unknown) => {
      throw new ServerUnreachableError({ cause: error });
    });
    const renewed = response.headers?.get('X-Admission-Pass');
    if (renewed) deps.admission?.passReceived(renewed);
    if (response.ok) {
      const parsed = (await init.schema()).safeParse(body);
      if (!parsed.success) throw new UnexpectedResponseError(path, { details: parsed.error.message });
      return parsed.data;
    }
    const { message, code } = await errorBody(body);
    if (response.status === 401 && message === MESSAGES.accessTokenExpired) {
      if (!retried && (await refreshAfterExpiry(token))) return request(path, init, true);
      throw new ApiError(401, undefined, MESSAGES.accessTokenExpired, 'ACCESS_TOKEN_EXPIRED');
    }
    if (response.status === 429 && code === 'WAITING_ROOM') deps.admission?.required();
    throw new ApiError(response.status, body, apiErrorMessage(response.status, code, message), code);
  }

  return { request: (path, init) => request(path, init) };
}

/** The app's API client: the configured API URL and the stored tokens. */
export const apiClient: ApiClient = createApiClient({ baseUrl: () => getConfig().apiUrl, session: storedSession, admission: storedAdmission });
