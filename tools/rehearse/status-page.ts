/**
 * The public status page in the rehearsal (issue 34 §2): the status writer (apps/status-writer) probing the
 * rehearsal's stack, its document served by the cluster's nginx as /status.json, and a watcher reading that file
 * every second — then, for each fault window, how long the fault took to show on it and to clear after recovery.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StatusDocument } from '@gm-claim/shared/status/document';
import { apiCommand, launch, sleep, waitUntil, type Proc } from './processes';
import type { Proof } from './proofs';
import type { Fault } from './rehearse';

/** Each injected fault must show on /status.json within this, and clear within this after recovery. */
export const STATUS_BUDGET_MS = 15_000;

/** A folder nginx's workers can read (they run as another user when the rehearsal runs as root). */
export function makeStatusDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'gm-rehearse-status-'));
  chmodSync(dir, 0o755);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startStatusWriter(input: {
  statusDir: string;
  databaseUrl: string;
  deploymentFile: string;
  apiUrls: string[];
  indexerUrls: string[];
  rpcUrls: string[];
  logDir: string;
}): Promise<Proc> {
  const { command, args, cwd } = apiCommand('status-writer');
  const file = path.join(input.statusDir, 'status.json');
  const proc = launch('status-writer', command, args, {
    cwd,
    logDir: input.logDir,
    env: {
      DATABASE_URL: input.databaseUrl,
      DB_PGBOUNCER: 'true',
      DEPLOYMENT_FILE: input.deploymentFile,
      STATUS_FILE: file,
      STATUS_API_URLS: input.apiUrls.join(','),
      STATUS_INDEXER_URLS: input.indexerUrls.join(','),
      STATUS_RPC_URLS: input.rpcUrls.join(','),
      STATUS_INTERVAL_MS: '2000',
      STATUS_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
    },
  });
  await waitUntil('the status writer', async () => existsSync(file), 60_000, proc);
  return proc;
}

interface Sample {
  at: number;
  document: StatusDocument | null;
}

/** What shows a fault on the page: the part it broke is failing. */
const SHOWS: Record<Fault, (document: StatusDocument) => boolean> = {
  'api-kill': (document) => document.api[0]?.ok === false,
  'db-cut': (document) => !document.database.ok,
  'rpc-dead': (document) => document.rpc[0]?.ok === false,
  'indexer-kill': (document) => document.indexer.processes.some((process) => !process.ok),
};

export interface StatusWatcher {
  /** Keeps reading until `notBefore` (the last recovery + the budget), then stops. */
  stop(notBefore?: number): Promise<void>;
  /** Per fault window: seconds until it showed and until it cleared after recovery (null: never, within the run). */
  judge(windows: { name: string; start: number; end: number }[]): {
    proof: Proof;
    rows: { fault: string; shownAfterS: number | null; clearedAfterS: number | null }[];
  };
}

/** Reads `${webUrl}/status.json` (through nginx, as a browser would) every second until stopped. */
export function watchStatusPage(webUrl: string): StatusWatcher {
  const samples: Sample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = Date.now();
      const document = await fetch(`${webUrl}/status.json`, { signal: AbortSignal.timeout(2_000) })
        .then(async (response) => (response.ok ? ((await response.json()) as StatusDocument) : null))
        .catch(() => null);
      samples.push({ at, document });
      await sleep(1_000);
    }
  })();
  return {
    async stop(notBefore = 0) {
      // "Cleared" is judged on the samples after each recovery: read on until the budget past the last one.
      while (Date.now() < notBefore) await sleep(250);
      running = false;
      await loop;
    },
    judge(windows) {
      const rows = windows
        .filter((window): window is typeof window & { name: Fault } => window.name in SHOWS)
        .map((window) => {
          const shows = SHOWS[window.name];
          const shown = samples.find(
            (sample) => sample.at >= window.start && sample.document && shows(sample.document),
          );
          const cleared = samples.find(
            (sample) => sample.at >= window.end && sample.document && !shows(sample.document),
          );
          return {
            fault: window.name,
            shownAfterS: shown ? Math.round((shown.at - window.start) / 100) / 10 : null,
            clearedAfterS:
              cleared && Number.isFinite(window.end) ? Math.round((cleared.at - window.end) / 100) / 10 : null,
          };
        });
      const budget = STATUS_BUDGET_MS / 1_000;
      const ok = rows.every(
        (row) =>
          row.shownAfterS !== null &&
          row.shownAfterS <= budget &&
          row.clearedAfterS !== null &&
          row.clearedAfterS <= budget,
      );
      const served = samples.filter((sample) => sample.document !== null).length;
      const detail =
        rows.length === 0
          ? `no fault injected; /status.json served in ${served} of ${samples.length} reads`
          : rows
              .map(
                (row) =>
                  `${row.fault}: shown ${row.shownAfterS === null ? '✗ never' : `after ${row.shownAfterS} s`}, cleared ${row.clearedAfterS === null ? '✗ never' : `${row.clearedAfterS} s after recovery`}`,
              )
              .join('; ') + ` (${served} of ${samples.length} reads of /status.json answered)`;
      return {
        rows,
        proof: {
          name: `each injected fault showed on the status page's /status.json within ${budget} s and cleared within ${budget} s of recovery`,
          ok: ok && served > 0,
          detail,
        },
      };
    },
  };
}
