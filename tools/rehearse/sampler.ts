/**
 * Once a second: CPU and resident memory of every API instance's process group (its primary and
 * cluster workers, from /proc), PostgreSQL connections to the rehearsal's database, the chain head,
 * and which indexer holds the lease and its lag (its /metrics).
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import type { Recorder } from './recorder';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** CPU ticks and resident memory of the given process groups, in one pass over /proc. */
function groupUsage(pgids: readonly number[]): Map<number, { ticks: number; rssKb: number }> {
  const usage = new Map(pgids.map((pgid) => [pgid, { ticks: 0, rssKb: 0 }]));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const group = usage.get(Number(fields[2]));
      if (!group) continue;
      group.ticks += Number(fields[11]) + Number(fields[12]);
      group.rssKb += Number(fields[21]) * 4;
    } catch {
      // gone meanwhile
    }
  }
  return usage;
}

export interface IndexerProbe {
  name: string;
  metricsUrl: string;
}

async function indexerState(probe: IndexerProbe): Promise<{ held: boolean; lag: number } | null> {
  try {
    const text = await (await fetch(`${probe.metricsUrl}/metrics`, { signal: AbortSignal.timeout(1_000) })).text();
    const value = (name: string): number => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
    return { held: value('gm_indexer_lease_held') === 1, lag: value('gm_indexer_lag_blocks') };
  } catch {
    return null;
  }
}

export function startSampler(options: {
  recorder: Recorder;
  apiGroups: () => number[];
  databaseUrl: string;
  chainHead: () => Promise<number>;
  indexers: IndexerProbe[];
}): { stop(): Promise<void> } {
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  const connected = admin.connect().catch(() => undefined);
  let previous = new Map<number, number>();
  let last = Date.now();
  let stopped = false;
  const tick = async (): Promise<void> => {
    const now = Date.now();
    let ticks = 0;
    let rssKb = 0;
    const current = new Map<number, number>();
    for (const [pgid, usage] of groupUsage(options.apiGroups())) {
      current.set(pgid, usage.ticks);
      ticks += Math.max(0, usage.ticks - (previous.get(pgid) ?? usage.ticks));
      rssKb += usage.rssKb;
    }
    previous = current;
    await connected;
    const connections = await admin
      .query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
      .then((result) => result.rows[0]?.n ?? 0)
      .catch(() => -1);
    const states = await Promise.all(options.indexers.map(async (probe) => ({ probe, state: await indexerState(probe) })));
    const active = states.find((entry) => entry.state?.held);
    options.recorder.samples.push({
      t: now,
      apiCpuPercent: Math.round((ticks * TICK_MS * 100) / Math.max(1, now - last)),
      apiRssMb: Math.round(rssKb / 1024),
      dbConnections: connections,
      chainHead: await options.chainHead().catch(() => -1),
      indexerLag: active?.state?.lag ?? -1,
      activeIndexer: active?.probe.name ?? 'none',
    });
    last = now;
  };
  const loop = (async () => {
    while (!stopped) {
      await tick().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await admin.end().catch(() => undefined);
    },
  };
}
