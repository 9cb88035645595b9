import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { RpcFailureKind } from './rpc';

/** The indexer's Prometheus metrics, on its own registry (the process serves them on /metrics). */
export interface IndexerMetrics {
  readonly registry: Registry;
  progress(indexedBlock: number | null, chainHead: number): void;
  indexed(blocks: number, eventsByName: ReadonlyMap<string, number>): void;
  rpcFailure(node: string, kind: RpcFailureKind): void;
  rangeShrunk(range: number): void;
  range(range: number): void;
  reorg(depth: number): void;
  leaseHeld(held: boolean): void;
  stepFailed(reason: string): void;
}

export function createIndexerMetrics(options: { processMetrics?: boolean } = {}): IndexerMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'gm_indexer_' });
  const indexedBlock = new Gauge({ name: 'gm_indexer_indexed_block', help: 'Last block whose events are all in the index', registers: [registry] });
  const chainHead = new Gauge({ name: 'gm_indexer_chain_head', help: 'Newest chain head the indexer has seen', registers: [registry] });
  const lag = new Gauge({ name: 'gm_indexer_lag_blocks', help: 'Chain head minus indexed block (includes the confirmation depth)', registers: [registry] });
  const lastProgress = new Gauge({
    name: 'gm_indexer_last_progress_timestamp_seconds',
    help: 'Unix time of the last successful indexing step',
    registers: [registry],
  });
  const blocks = new Counter({ name: 'gm_indexer_blocks_total', help: 'Blocks indexed since start', registers: [registry] });
  const events = new Counter({ name: 'gm_indexer_events_total', help: 'Events indexed since start, by event', labelNames: ['event'], registers: [registry] });
  const rpcErrors = new Counter({
    name: 'gm_indexer_rpc_errors_total',
    help: 'RPC failures that made the indexer skip a node, by node host and kind',
    labelNames: ['node', 'kind'],
    registers: [registry],
  });
  const rangeShrinks = new Counter({ name: 'gm_indexer_range_shrinks_total', help: 'eth_getLogs ranges a node refused as too wide', registers: [registry] });
  const blockRange = new Gauge({ name: 'gm_indexer_block_range', help: 'Current eth_getLogs block range', registers: [registry] });
  const reorgs = new Counter({ name: 'gm_indexer_reorgs_total', help: 'Reorgs detected and rewound', registers: [registry] });
  const reorgDepth = new Gauge({ name: 'gm_indexer_last_reorg_depth_blocks', help: 'Blocks rewound by the last reorg', registers: [registry] });
  const lease = new Gauge({ name: 'gm_indexer_lease_held', help: '1 while this process is the writing indexer, 0 while it waits', registers: [registry] });
  const stepFailures = new Counter({
    name: 'gm_indexer_step_failures_total',
    help: 'Indexing steps that failed and were retried, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });

  return {
    registry,
    progress(indexed, head) {
      chainHead.set(head);
      if (indexed !== null) {
        indexedBlock.set(indexed);
        lag.set(Math.max(0, head - indexed));
      } else {
        lag.set(head);
      }
      lastProgress.set(Date.now() / 1_000);
    },
    indexed(count, eventsByName) {
      blocks.inc(count);
      for (const [name, value] of eventsByName) events.inc({ event: name }, value);
    },
    rpcFailure: (node, kind) => rpcErrors.inc({ node, kind }),
    rangeShrunk(range) {
      rangeShrinks.inc();
      blockRange.set(range);
    },
    range: (range) => blockRange.set(range),
    reorg(depth) {
      reorgs.inc();
      reorgDepth.set(depth);
    },
    leaseHeld: (held) => lease.set(held ? 1 : 0),
    stepFailed: (reason) => stepFailures.inc({ reason }),
  };
}
