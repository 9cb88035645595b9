import { RPC } from '@gm-claim/shared/constants';
import { FallbackProvider, FetchRequest, JsonRpcProvider, Network, type AbstractProvider } from 'ethers';
import { type AppConfig } from '@gm-claim/web-core-config';

/** Fisher–Yates shuffle into a new array (random source injectable for tests). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function nodeProvider(url: string, network: Network): JsonRpcProvider {
  const request = new FetchRequest(url);
  request.timeout = RPC.timeoutMs;
  return new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 20 });
}

/**
 * The read provider: one node in development, otherwise the shuffled public nodes (at most 10),
 * 7 s per node, falling over to the next one (quorum 1).
 */
export function createReadProvider(
  config: Pick<AppConfig, 'chainId' | 'rpcUrls'>,
  random?: () => number,
): AbstractProvider {
  const network = Network.from(config.chainId);
  const urls = shuffle(config.rpcUrls, random).slice(0, RPC.maxNodes);
  if (urls.length === 1) return nodeProvider(urls[0] as string, network);
  return new FallbackProvider(
    urls.map((url, index) => ({
      provider: nodeProvider(url, network),
      priority: index + 1,
      weight: 1,
      stallTimeout: RPC.timeoutMs,
    })),
    network,
    { quorum: 1 },
  );
}
