/** The rehearsal's faults on demand, each at its moment of the rush, each a window in the recorder. */
import type { ApiCluster } from './api-cluster';
import type { Chain } from './chain';
import type { PgBouncer } from './pgbouncer';
import { sleep, waitUntil, type Proc } from './processes';
import type { Recorder } from './recorder';
import type { Fault } from './rehearse';

export interface FaultTargets {
  cluster: ApiCluster;
  pooler: PgBouncer;
  chain: Chain;
  indexers: { proc: Proc; metricsUrl: string; start(): Promise<void> }[];
  setRpcNodes(urls: string[]): void;
}

/** Each fault at its moment of the rush (a share of the ramp), one window each in the recorder. */
export async function scheduleFaults(faults: Fault[], rampSeconds: number, recorder: Recorder, targets: FaultTargets, log: (line: string) => void, errors: string[]): Promise<void> {
  // Declared before the faults start (they run inside the await below).
  let killedAt = 0;
  const at: Record<Fault, number> = { 'api-kill': 0.15, 'db-cut': 0.35, 'rpc-dead': 0.55, 'indexer-kill': 0.7 };
  await Promise.all(
    faults.map((fault) =>
      runFault(fault).catch((error: unknown) => {
        errors.push(`${fault}: ${(error as Error).message}`);
        log(`fault ${fault} did not heal: ${(error as Error).message}`);
      }),
    ),
  );

  async function runFault(fault: Fault): Promise<void> {
    await sleep(at[fault] * rampSeconds * 1_000);
    log(`fault: ${fault}`);
    if (fault === 'api-kill') {
      const instance = targets.cluster.instances[0];
      if (!instance) return;
      await recorder.fault(fault, () => instance.kill(), () => instance.start(), 5_000);
    } else if (fault === 'db-cut') {
      await recorder.fault(fault, () => targets.pooler.outage(), () => targets.pooler.heal(), 10_000);
    } else if (fault === 'rpc-dead') {
      // Node #1 stops answering for a fifth of the ramp; everyone moves to node #2 meanwhile.
      const [first] = targets.chain.nodes;
      if (!first) return;
      await recorder.fault(fault, () => first.down(), () => first.up(), Math.max(5_000, rampSeconds * 200));
    } else {
      const holder = await findLeaseHolder(targets.indexers);
      if (!holder) throw new Error('no indexer held the writer lease when the fault came');
      const takeover: { error?: Error } = {};
      await recorder.fault(
        fault,
        async () => {
          await holder.proc.kill();
          killedAt = Date.now();
        },
        async () => {
          // The killed one always comes back (a restart policy would bring it back too), whether or not the standby
          // took over in time; a standby that did not is this fault's failure, said with how long it waited.
          try {
            await waitUntil('the standby indexer taking the lease', async () => (await findLeaseHolder(targets.indexers)) !== undefined, 30_000);
            log(`indexer-kill: the standby held the lease ${((Date.now() - killedAt) / 1_000).toFixed(1)} s after the kill`);
          } catch (error) {
            takeover.error = error as Error;
          }
          await holder.start();
        },
        0,
      );
      if (takeover.error) throw takeover.error;
    }
    log(`healed: ${fault}`);
  }
}

async function findLeaseHolder<T extends { metricsUrl: string; proc: Proc }>(indexers: T[]): Promise<T | undefined> {
  for (const indexer of indexers) {
    if (!indexer.proc.alive()) continue;
    const text = await fetch(`${indexer.metricsUrl}/metrics`).then((response) => response.text()).catch(() => '');
    if (/^gm_indexer_lease_held 1$/m.test(text)) return indexer;
  }
  return undefined;
}

