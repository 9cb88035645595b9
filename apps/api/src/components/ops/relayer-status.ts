import type { OpsRiskResponse } from '@gm-claim/shared';

type RelayerStatus = OpsRiskResponse['relayer'];

/** Enough for the relayer's status with a pool of keys (five figures each) and six campaigns. */
const MAX_FIGURES = 80;

/** Scalar fields of a JSON object (nesting flattened with dots, lists of records named by their first text field). */
function jsonFigures(body: unknown): { name: string; value: string }[] {
  const figures: { name: string; value: string }[] = [];
  const visit = (value: unknown, name: string, depth: number): void => {
    if (figures.length >= MAX_FIGURES) return;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      figures.push({ name, value: String(value) });
    else if (Array.isArray(value) && depth < 3) {
      // A list of records (e.g. budgets per campaign): each named by its first text field, else its position.
      value.forEach((item, index) => {
        const label =
          item && typeof item === 'object'
            ? Object.values(item as object).find((field) => typeof field === 'string')
            : undefined;
        visit(item, `${name}.${typeof label === 'string' ? label : index}`, depth + 1);
      });
    } else if (value && typeof value === 'object' && depth < 3) {
      for (const [key, inner] of Object.entries(value)) visit(inner, name ? `${name}.${key}` : key, depth + 1);
    }
  };
  visit(body, '', 0);
  return figures;
}

/** The relayer's own samples from a Prometheus text exposition (its metric names contain "relayer"). */
function prometheusFigures(text: string): { name: string; value: string }[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && /relayer/.test(line.split(/[{ ]/)[0] ?? ''))
    .slice(0, MAX_FIGURES)
    .map((line) => {
      const at = line.lastIndexOf(' ');
      return { name: line.slice(0, at), value: line.slice(at + 1) };
    });
}

/**
 * The relayer's budget for the risk panel, when RELAYER_STATUS_URL names one: its JSON status or its Prometheus
 * `/metrics`, read with a short time-out. No URL: `none` (the campaign has no relayer). A relayer that does not
 * answer is `unavailable` with why: never a figure that looks like data.
 */
export function createRelayerStatus(
  url: string | undefined,
  timeoutMs = 1_500,
  doFetch: typeof fetch = fetch,
): () => Promise<RelayerStatus> {
  return async () => {
    if (!url) return { state: 'none' };
    let host = 'the relayer';
    try {
      host = `the relayer (${new URL(url).host})`;
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json, text/plain' },
      });
      if (!response.ok) return { state: 'unavailable', message: `${host} answered HTTP ${response.status}` };
      const text = await response.text();
      const figures = (response.headers.get('content-type') ?? '').includes('json')
        ? jsonFigures(JSON.parse(text))
        : prometheusFigures(text);
      if (figures.length === 0) return { state: 'unavailable', message: `${host} answered without any figure` };
      return { state: 'ok', figures };
    } catch (error) {
      const timedOut = (error as { name?: string }).name === 'TimeoutError';
      return {
        state: 'unavailable',
        message: timedOut ? `${host} did not answer in ${timeoutMs} ms` : `${host} cannot be read`,
      };
    }
  };
}
