import { createPublicClient, custom, type Hex } from 'viem';
import { verifyHash } from 'viem/actions';
import type { RpcClient } from './rpc';

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
  const client = createPublicClient({
    transport: custom({ request: ({ method, params }: { method: string; params?: unknown }) => rpc.request(method, (params as unknown[]) ?? []) }, { retryCount: 0 }),
  });
  return {
    verify(address, messageHash, signature) {
      return verifyHash(client, { address: address as Hex, hash: messageHash as Hex, signature: signature as Hex });
    },
  };
}
