/** Generic JSON fetch helper: a non-OK response throws the message field of its body (spec §8). */
export async function fetchJson<T>(url: string, init?: RequestInit, fetchFn: typeof fetch = fetch): Promise<T> {
  const response = await fetchFn(url, init);
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message ?? `Request failed with status ${response.status}`);
  return body as T;
}
