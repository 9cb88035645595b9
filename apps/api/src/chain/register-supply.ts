import { gmChallengeAbi } from '@gm-claim/shared';
import { Interface } from 'ethers';
import { ChainUnavailableError, RpcResponseError, type RpcClient } from '@gm-claim/server/chain/rpc';

/**
 * GMChallenge's unregistered supply — `amount_supply() − amount_registered()` — the most a new
 * registration can take (`_register` reverts GMChallenge_InsufficientSupply above it). Read at the
 * latest block, cached for `cacheMs` (concurrent requests share one read), never cached on failure.
 */
export interface RegisterSupply {
  unregistered(): Promise<bigint>;
}

const challenge = new Interface(gmChallengeAbi);
const SUPPLY = challenge.encodeFunctionData('amount_supply');
const REGISTERED = challenge.encodeFunctionData('amount_registered');

export function createRegisterSupply(rpc: RpcClient, challengeAddress: string, cacheMs: number, clock: () => number = Date.now): RegisterSupply {
  let cached: { value: bigint; at: number } | undefined;
  let inFlight: Promise<bigint> | undefined;

  async function call(data: string): Promise<bigint> {
    let result: unknown;
    try {
      result = await rpc.request('eth_call', [{ to: challengeAddress, data }, 'latest']);
    } catch (error) {
      if (error instanceof RpcResponseError) throw new ChainUnavailableError('error', `GMChallenge read failed: ${error.message.slice(0, 100)}`);
      throw error;
    }
    if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(result)) {
      // No contract at the address (eth_call answers "0x"): the chain and the configuration disagree.
      throw new ChainUnavailableError('error', `GMChallenge at ${challengeAddress} returned no data: do CHAIN_RPC_URLS serve chain CHAIN_ID?`);
    }
    return BigInt(result);
  }

  async function read(): Promise<bigint> {
    const [supply, registered] = await Promise.all([call(SUPPLY), call(REGISTERED)]);
    const value = supply - registered;
    cached = { value, at: clock() };
    return value;
  }

  return {
    unregistered() {
      if (cached && clock() - cached.at < cacheMs) return Promise.resolve(cached.value);
      inFlight ??= read().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
