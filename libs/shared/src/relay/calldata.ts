import { Interface } from 'ethers';
import type { RelayRequest } from '../dto/relay';
import { gmChallengeAbi, gmVestingAbi } from '../generated/abis';
import { RELAY_KIND_SPECS } from './kinds';
import { relayCallOf } from './claims';

/** The generated ABIs of the two contracts a relayed claim goes to (made on first use: importing costs nothing). */
let interfaces: Record<'vesting' | 'challenge', Interface> | undefined;

/** The calldata of a request's function (GMVesting.claimViaSig, GMChallenge.claimAndVestViaSig, …), from the generated ABI. */
export function encodeRelayCall(request: RelayRequest): string {
  interfaces ??= { vesting: new Interface(gmVestingAbi), challenge: new Interface(gmChallengeAbi) };
  const { functionName, args } = relayCallOf(request);
  return interfaces[RELAY_KIND_SPECS[request.kind].contract].encodeFunctionData(functionName, args);
}
