import { JsonRpcApiProvider, Network, type JsonRpcError, type JsonRpcPayload, type JsonRpcResult } from 'ethers';
import { RpcResponseError, type RpcClient } from '@gm-claim/server/chain/rpc';

/**
 * An ethers provider over the API's own RPC client, so readers written for ethers (the shared `gm status`
 * reader) get its node fallback, time-outs and URL-free errors. One request per call: the client has no batches.
 */
export class RpcClientProvider extends JsonRpcApiProvider {
  constructor(
    private readonly rpc: RpcClient,
    chainId: number,
  ) {
    const network = Network.from(chainId);
    super(network, { staticNetwork: network, batchMaxCount: 1, cacheTimeout: -1 });
  }

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<(JsonRpcResult | JsonRpcError)[]> {
    const calls = Array.isArray(payload) ? payload : [payload];
    return Promise.all(
      calls.map(async (call): Promise<JsonRpcResult | JsonRpcError> => {
        try {
          return { id: call.id, result: await this.rpc.request(call.method, call.params as unknown[]) };
        } catch (error) {
          // A node's JSON-RPC error (a revert) goes back to ethers to decode; an outage stays an exception.
          if (error instanceof RpcResponseError)
            return { id: call.id, error: { code: error.code, message: error.message, data: error.data } };
          throw error;
        }
      }),
    );
  }
}
