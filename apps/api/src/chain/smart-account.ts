import type { Hex } from 'viem';
import type { RpcClient } from '@gm-claim/server/chain/rpc';

/**
 * Verifies a signature of a contract wallet through the chain: EIP-1271 `isValidSignature` of a
 * deployed wallet (a Safe, a smart account), and EIP-6492 signatures of a wallet not deployed yet
 * (the signature carries its factory call; the check runs in an eth_call that deploys it first, with
 * the universal validator). viem's verifyHash does both, over this API's own RPC client (fallback,
 * time-outs). Transport failures surface as ChainUnavailableError (see findChainUnavailable).
 */
export interface SmartAccountVerifier {
  verify(address: string, messageHash: string, signature: string): Promise<boolean>;
}

export function createSmartAccountVerifier(rpc: RpcClient): SmartAccountVerifier {
  // viem is loaded here, by an API that reads the chain, not by every process that imports the app (a CLI, a test
  // file): it is the largest library the app loads (about 0.2 s of CPU).
  const ready = Promise.all([import('viem'), import('viem/actions')]).then(([{ createPublicClient, custom }, { verifyHash }]) => ({
    verifyHash,
    client: createPublicClient({
      transport: custom({ request: ({ method, params }: { method: string; params?: unknown }) => rpc.request(method, (params as unknown[]) ?? []) }, { retryCount: 0 }),
    }),
  }));
  // A failure to load surfaces in verify(); never as an unhandled rejection of a verifier that is not used.
  ready.catch(() => undefined);
  return {
    async verify(address, messageHash, signature) {
      const { client, verifyHash } = await ready;
      return verifyHash(client, { address: address as Hex, hash: messageHash as Hex, signature: signature as Hex });
    },
  };
}
