import { gmChallengeAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { getAddress } from 'ethers';
import { contractCall, valueOf, type ChainReader, type ContractCall } from '@gm-claim/web-core-chain';

const ZERO = `0x${'0'.repeat(40)}`;

/** The deployment's contracts the web knows from its configuration. */
export interface ConfiguredContracts {
  GMChallenge: string;
  GMVesting: Record<string, string>;
}

/**
 * Every contract of the deployment, none of which may receive a claim (docs/product.md, "Claim without
 * BNB, to another address, rescue"): the configured GMChallenge and GMVesting instances and what they
 * name on the chain — the GM token, each one's SignatureVerifier and the VRF wrapper. One address each
 * (checksummed, in first-seen order), the zero address left out. The one list of the web: the contracts'
 * and the relayer's rule is the same.
 */
export function deploymentContracts(configured: ConfiguredContracts, named: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const address of [configured.GMChallenge, ...Object.values(configured.GMVesting), ...named]) {
    const lower = address.toLowerCase();
    if (lower === ZERO || seen.has(lower)) continue;
    seen.add(lower);
    list.push(getAddress(lower));
  }
  return list;
}

/** The reads that name the contracts the configuration does not list (token, verifiers, VRF wrapper). */
export function namedContractCalls(configured: ConfiguredContracts): ContractCall<string>[] {
  const vestings = Object.values(configured.GMVesting);
  return [
    contractCall(gmChallengeAbi, configured.GMChallenge, 'token'),
    contractCall(gmChallengeAbi, configured.GMChallenge, 'i_vrfV2PlusWrapper'),
    contractCall(gmChallengeAbi, configured.GMChallenge, 'signatureVerifier'),
    ...vestings.map((vesting) => contractCall(gmVestingAbi, vesting, 'token')),
    ...vestings.map((vesting) => contractCall(gmVestingAbi, vesting, 'signatureVerifier')),
  ];
}

/**
 * The whole list, read in one multicall. A read that fails rejects (ContractReadError): a recipient is
 * then not accepted, since the token or a verifier could not be ruled out.
 */
export async function readDeploymentContracts(reader: ChainReader, configured: ConfiguredContracts): Promise<string[]> {
  const outcomes = await reader.multicall(namedContractCalls(configured));
  return deploymentContracts(
    configured,
    outcomes.map((outcome) => valueOf(outcome)),
  );
}
