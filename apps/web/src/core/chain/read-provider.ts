import { AbstractProvider, FetchRequest, isError, JsonRpcProvider, Network, type PerformActionRequest } from 'ethers';
import { type AppConfig, RPC } from '@gm-claim/web-core-config';

/** Fisher–Yates shuffle into a new array (random source injectable for tests). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** How long a node may take before the next one is asked as well (the first answer wins). */
export const RPC_STALL_MS = 1_500;

export interface ReadProviderOptions {
  /** Per-node timeout (docs/product.md#numbers: 7000 ms). */
  timeoutMs?: number;
  /** After this long without an answer the next node is asked too. */
  stallMs?: number;
}

function nodeProvider(url: string, network: Network, timeoutMs: number): JsonRpcProvider {
  const request = new FetchRequest(url);
  request.timeout = timeoutMs;
  // A 429 moves on to the next node at once instead of retrying the same one (ethers' default: 12 tries).
  request.setThrottleParams({ maxAttempts: 1 });
  return new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 20 });
}

/**
 * An answer, not a node failure: a revert (CALL_EXCEPTION) or a rejected argument is what every node
 * would say, so it is not asked again elsewhere.
 */
function isFinalAnswer(error: unknown): boolean {
  return isError(error, 'CALL_EXCEPTION') || isError(error, 'INVALID_ARGUMENT');
}

/**
 * Reads through the configured nodes one at a time: the preferred node first (the first of the
 * shuffled list, later the last one that answered); the next node is asked only when it fails or
 * stalls for `stallMs` (then both race and the first answer wins). No node is probed up front: the
 * first read of a page is one request to one node when that node is up.
 */
export class StaggeredReadProvider extends AbstractProvider {
  readonly #nodes: JsonRpcProvider[];
  readonly #stallMs: number;
  readonly #network: Network;
  /** Node indexes, best first: the last one that answered leads, the last one that failed trails. */
  #order: number[];

  constructor(nodes: JsonRpcProvider[], network: Network, stallMs: number) {
    super(network, { cacheTimeout: 250 });
    if (nodes.length === 0) throw new Error('no RPC node configured');
    this.#nodes = nodes;
    this.#stallMs = stallMs;
    this.#network = network;
    this.#order = nodes.map((_, index) => index);
  }

  /** The node order now (tests and diagnostics). */
  get order(): readonly number[] {
    return [...this.#order];
  }

  override async _detectNetwork(): Promise<Network> {
    return this.#network;
  }

  #succeeded(index: number): void {
    this.#order = [index, ...this.#order.filter((other) => other !== index)];
  }

  #failed(index: number): void {
    this.#order = [...this.#order.filter((other) => other !== index), index];
  }

  override _perform<T = unknown>(req: PerformActionRequest): Promise<T> {
    const order = [...this.#order];
    return new Promise<T>((resolve, reject) => {
      let next = 0;
      let running = 0;
      let settled = false;
      let lastError: unknown = null;
      let stallTimer: ReturnType<typeof setTimeout> | undefined;

      const finish = (): void => {
        settled = true;
        clearTimeout(stallTimer);
      };
      const start = (): void => {
        clearTimeout(stallTimer);
        if (settled || next >= order.length) return;
        const index = order[next] as number;
        next += 1;
        running += 1;
        if (next < order.length) stallTimer = setTimeout(start, this.#stallMs);
        (this.#nodes[index] as JsonRpcProvider)._perform(req).then(
          (value: unknown) => {
            running -= 1;
            // A late answer (another node already won) keeps the winner in front.
            if (settled) return;
            this.#succeeded(index);
            finish();
            resolve(value as T);
          },
          (error: unknown) => {
            running -= 1;
            if (settled) return;
            if (isFinalAnswer(error)) {
              this.#succeeded(index);
              finish();
              reject(error);
              return;
            }
            this.#failed(index);
            lastError = error;
            if (next < order.length) start();
            else if (running === 0) {
              finish();
              reject(lastError);
            }
          },
        );
      };
      start();
    });
  }

  override destroy(): void {
    this.#nodes.forEach((node) => node.destroy());
    super.destroy();
  }
}

/**
 * The read provider: the shuffled configured nodes (at most 10), 7 s per node, asked one after the
 * other (see StaggeredReadProvider); a single node is used directly.
 */
export function createReadProvider(
  config: Pick<AppConfig, 'chainId' | 'rpcUrls'>,
  random?: () => number,
  options: ReadProviderOptions = {},
): AbstractProvider {
  const network = Network.from(config.chainId);
  const timeoutMs = options.timeoutMs ?? RPC.timeoutMs;
  const urls = shuffle(config.rpcUrls, random).slice(0, RPC.maxNodes);
  const nodes = urls.map((url) => nodeProvider(url, network, timeoutMs));
  if (nodes.length === 1) return nodes[0] as JsonRpcProvider;
  return new StaggeredReadProvider(nodes, network, options.stallMs ?? RPC_STALL_MS);
}
