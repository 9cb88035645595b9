import { MESSAGES } from '@gm-claim/shared/constants';
import { getConfig } from '@gm-claim/web-core-config';
import { ApiError, ServerUnreachableError } from '@gm-claim/web-core-errors';
import { persistStore } from '@gm-claim/web-core-state';

export interface ApiRequestInit {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
}

/** A request that has not answered within this long is given up as unreachable. */
export const API_TIMEOUT_MS = 20_000;

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}

/**
 * fetch, with a network failure (the browser's TypeError "Failed to fetch", an abort or a timeout)
 * turned into ServerUnreachableError: the user sees one clear message, not the browser's wording.
 * Errors of the response itself (non-OK statuses) are left to the caller.
 */
async function send(fetchFn: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchFn(url, { signal: timeoutSignal(API_TIMEOUT_MS), ...init });
  } catch (error) {
    throw new ServerUnreachableError({ cause: error });
  }
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

function bodyMessage(body: unknown, fallback: string): string {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : fallback;
}

async function refreshTokens(fetchFn: typeof fetch): Promise<boolean> {
  const { refresh_token: refreshToken, actions } = persistStore.getState();
  if (!refreshToken) return false;
  try {
    const response = await send(fetchFn, `${getConfig().apiUrl}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (!response.ok) return false;
    const body = (await readBody(response)) as { accessToken?: string; refreshToken?: string } | undefined;
    if (!body?.accessToken) return false;
    actions.setTokens(body.accessToken, body.refreshToken ?? refreshToken);
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls the API with the bearer token when one is stored. Non-OK: a 401 "Access Token expired."
 * refreshes the tokens once and retries, else rejects without a body; any other error rejects
 * with the response body (spec §8). No response at all (server down, network gone, timeout)
 * rejects with ServerUnreachableError and its one message, SERVER_UNREACHABLE_MESSAGE.
 */
export async function apiRequest<T>(path: string, init: ApiRequestInit = {}, fetchFn: typeof fetch = fetch, retried = false): Promise<T> {
  const url = new URL(`${getConfig().apiUrl}${path}`, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  Object.entries(init.query ?? {}).forEach(([key, value]) => url.searchParams.set(key, value));
  const token = persistStore.getState().access_token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await send(fetchFn, url.toString(), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  // A connection dropped while the body streams in is as unreachable as one that never opened.
  const body = await readBody(response).catch((error: unknown) => {
    throw new ServerUnreachableError({ cause: error });
  });
  if (response.ok) return body as T;
  if (response.status === 401 && bodyMessage(body, '') === MESSAGES.accessTokenExpired) {
    if (!retried && (await refreshTokens(fetchFn))) return apiRequest<T>(path, init, fetchFn, true);
    throw new ApiError(401, undefined, MESSAGES.accessTokenExpired);
  }
  throw new ApiError(response.status, body, bodyMessage(body, `Request failed with status ${response.status}`));
}
