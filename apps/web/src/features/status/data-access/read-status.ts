import { isStatusDocument, type StatusDocument } from '@gm-claim/shared/status/document';

/** /status.json is not there (the status writer has not written it yet, or is not deployed). */
export class StatusMissingError extends Error {
  override readonly name = 'StatusMissingError';
}

/**
 * The status writer's document, a static file beside the app (nginx, the dev and preview servers): it never
 * goes through the API, so it can be read while the API is down. Never cached.
 */
export async function readStatusDocument(fetchImpl: typeof fetch = fetch): Promise<StatusDocument> {
  const response = await fetchImpl('/status.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (response.status === 404) throw new StatusMissingError('the status document is not there');
  if (!response.ok) throw new Error(`the status document answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isStatusDocument(body)) throw new Error('the status document is not in the expected shape');
  return body;
}
