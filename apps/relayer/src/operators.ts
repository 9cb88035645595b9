import { CLAIM_TYPES } from '@gm-claim/shared';
import type { RelayChain } from './chain';
import type { RelayerConfig } from './config';
import { RELAY_INTERFACE } from './kinds';

const OWNERS_CACHE_MS = 60_000;

/**
 * Who may pause and resume sponsoring: the configured operators (RELAYER_OPERATORS, else the API's OPS_ADDRESSES — the
 * /ops cockpit's operators) and the contracts' owners, read from the chain at most once a minute, as the cockpit's own
 * operator directory does (apps/api/src/components/ops/operator-directory.ts).
 */
export function createOperatorCheck(config: RelayerConfig, chain: RelayChain): (address: string) => Promise<boolean> {
  const configured = new Set(config.operators);
  let owners: { at: number; set: Set<string> } | null = null;

  async function readOwners(): Promise<Set<string>> {
    if (owners && Date.now() - owners.at < OWNERS_CACHE_MS) return owners.set;
    const contracts = [
      config.chain.challengeAddress,
      ...CLAIM_TYPES.map((type) => config.chain.vestingAddresses[type]),
    ];
    const data = RELAY_INTERFACE.encodeFunctionData('owner');
    const read = await Promise.all(
      contracts.map((contract) =>
        chain
          .call(contract, data)
          .then((answer) => String(RELAY_INTERFACE.decodeFunctionResult('owner', answer)[0]).toLowerCase())
          .catch(() => null),
      ),
    );
    const set = new Set(read.filter((owner): owner is string => owner !== null));
    owners = { at: Date.now(), set };
    return set;
  }

  return async (address) => {
    const wallet = address.toLowerCase();
    if (configured.has(wallet)) return true;
    return (await readOwners()).has(wallet);
  };
}
