import { gmChallengeAbi, gmVestingAbi, multicall3Abi } from '@gm-claim/shared/generated/abis';
import type { GMChallenge, GMVesting } from '@gm-claim/shared/generated/typechain';
import { Contract, Interface, type ContractRunner } from 'ethers';

/**
 * The contracts' generated `as const` ABIs (libs/shared/src/generated, exported from the contracts
 * build) as ethers interfaces and typed contracts. Only chain modules import this file, and they
 * are loaded lazily, so ethers and the ABIs stay out of the first load.
 */
export const challengeInterface = new Interface(gmChallengeAbi);
export const vestingInterface = new Interface(gmVestingAbi);
export const multicallInterface = new Interface(multicall3Abi);

type AbiFunctionName<Abi extends readonly { type: string; name?: string }[]> = Extract<Abi[number], { type: 'function' }>['name'];
export type ChallengeFunctionName = AbiFunctionName<typeof gmChallengeAbi>;
export type VestingFunctionName = AbiFunctionName<typeof gmVestingAbi>;

export function challengeContract(address: string, runner: ContractRunner): GMChallenge {
  return new Contract(address, challengeInterface, runner) as unknown as GMChallenge;
}

export function vestingContract(address: string, runner: ContractRunner): GMVesting {
  return new Contract(address, vestingInterface, runner) as unknown as GMVesting;
}

export interface ContractRead {
  target: string;
  abi: Interface;
  functionName: string;
  args?: readonly unknown[];
  /** Failed calls yield null instead of failing the batch. */
  allowFailure?: boolean;
}

/** A GMChallenge view call for multicall; the name is checked against the ABI. */
export function challengeRead(target: string, functionName: ChallengeFunctionName, args: readonly unknown[] = []): ContractRead {
  return { target, abi: challengeInterface, functionName, args, allowFailure: true };
}

/** A GMVesting view call for multicall; the name is checked against the ABI. */
export function vestingRead(target: string, functionName: VestingFunctionName, args: readonly unknown[] = []): ContractRead {
  return { target, abi: vestingInterface, functionName, args, allowFailure: true };
}
