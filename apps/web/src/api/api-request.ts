import { MESSAGES } from '@gm-claim/shared/constants';
import { getConfig } from '../config/config';
import { ApiError } from '../errors/base-error';
import { persistStore } from '../stores/persist-store';

export interface ApiRequestInit {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
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
    const response = await fetchFn(`${getConfig().apiUrl}/auth/refresh`, {
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
 * with the response body (spec §8).
 */
export async function apiRequest<T>(path: string, init: ApiRequestInit = {}, fetchFn: typeof fetch = fetch, retried = false): Promise<T> {
  const url = new URL(`${getConfig().apiUrl}${path}`, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  Object.entries(init.query ?? {}).forEach(([key, value]) => url.searchParams.set(key, value));
  const token = persistStore.getState().access_token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetchFn(url.toString(), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = await readBody(response);
  if (response.ok) return body as T;
  if (response.status === 401 && bodyMessage(body, '') === MESSAGES.accessTokenExpired) {
    if (!retried && (await refreshTokens(fetchFn))) return apiRequest<T>(path, init, fetchFn, true);
    throw new ApiError(401, undefined, MESSAGES.accessTokenExpired);
  }
  throw new ApiError(response.status, body, bodyMessage(body, `Request failed with status ${response.status}`));
}
