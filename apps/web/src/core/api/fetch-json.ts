import { ServerUnreachableError } from '@gm-claim/web-core-errors';

/**
 * Generic JSON fetch helper: a non-OK response throws the message field of its body (spec §8); a
 * network failure throws the same one "cannot be reached" message as the API client.
 */
export async function fetchJson<T>(url: string, init?: RequestInit, fetchFn: typeof fetch = fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch (error) {
    throw new ServerUnreachableError({ cause: error });
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message ?? `Request failed with status ${response.status}`);
  return body as T;
}
