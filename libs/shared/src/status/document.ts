/**
 * The public status document (issue 34 §2): what apps/status-writer writes every few seconds and nginx serves as
 * the static file /status.json, and what the web's /status page reads — so the page stays readable while the API
 * is down. Plain types and a plain-TypeScript check (no zod: the page imports it).
 */

/** The page says "status not updated since …" when the document is older than this. */
export const STATUS_STALE_AFTER_MS = 30_000;

export type ClaimsState = 'not-open' | 'open' | 'paused' | 'closed' | 'unknown';

export interface StatusCheck {
  /** A name safe to publish (an instance's name, a node's host): never a URL, which can carry a key. */
  name: string;
  ok: boolean;
  /** How long the check took, when it answered. */
  latencyMs: number | null;
  /** Why it failed, in a short English phrase (shown as is to operators; the page shows its own words). */
  error?: string;
}

export interface StatusDocument {
  version: 1;
  /** When the writer made this document (ISO 8601). */
  generatedAt: string;
  overall: 'ok' | 'degraded' | 'down';
  claims: {
    state: ClaimsState;
    /** claimsOpenAt() as ISO 8601, null when it could not be read. */
    opensAt: string | null;
    /** claimDeadline() as ISO 8601; null when there is none (0) or it could not be read. */
    closesAt: string | null;
    error?: string;
  };
  chain: { head: number | null; headAt: string | null };
  api: StatusCheck[];
  database: StatusCheck;
  indexer: {
    ok: boolean;
    indexedBlock: number | null;
    /** Blocks between the chain's head and the index (null when either is unknown). */
    lagBlocks: number | null;
    /** Each configured indexer process's health (writer, standby or failing). */
    processes: (StatusCheck & { role: string | null })[];
    error?: string;
  };
  rpc: (StatusCheck & { head: number | null })[];
  relayer: {
    state: 'none' | 'ok' | 'paused' | 'down';
    queue: number | null;
    /** What is left of the sponsoring budgets, in wei (decimal string), summed over the campaigns. */
    budgetLeftWei: string | null;
    reason?: string;
    error?: string;
  };
  /** The operators' note (posted from /ops), or null. */
  incident: { message: string; postedAt: string; postedBy: string } | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `value` has the document's shape (version, time, and every section): what the page trusts. */
export function isStatusDocument(value: unknown): value is StatusDocument {
  if (!isObject(value) || value['version'] !== 1) return false;
  if (typeof value['generatedAt'] !== 'string' || Number.isNaN(Date.parse(value['generatedAt']))) return false;
  return (
    ['ok', 'degraded', 'down'].includes(value['overall'] as string) &&
    isObject(value['claims']) &&
    isObject(value['chain']) &&
    Array.isArray(value['api']) &&
    isObject(value['database']) &&
    isObject(value['indexer']) &&
    Array.isArray((value['indexer'] as Record<string, unknown>)['processes']) &&
    Array.isArray(value['rpc']) &&
    isObject(value['relayer']) &&
    (value['incident'] === null || isObject(value['incident']))
  );
}

/** The document's age at `now` in ms; stale past STATUS_STALE_AFTER_MS. */
export function statusAgeMs(document: Pick<StatusDocument, 'generatedAt'>, now: number = Date.now()): number {
  return now - Date.parse(document.generatedAt);
}
