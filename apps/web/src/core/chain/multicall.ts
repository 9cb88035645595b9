import type { Result } from 'ethers';
import { getConfig } from '@gm-claim/web-core-config';
import { multicallInterface, type ContractRead } from './contracts';
import { getReadProvider } from './read-provider';

export type ReadCall = ContractRead;

export interface CallRunner {
  call(tx: { to: string; data: string }): Promise<string>;
}

/**
 * Runs many reads in one eth_call through Multicall3.aggregate3, so a screen costs one request.
 * Returns the decoded result of each call (null for an allowed failure).
 */
export async function multicall(calls: readonly ReadCall[], runner: CallRunner = getReadProvider()): Promise<Array<Result | null>> {
  if (!calls.length) return [];
  const data = multicallInterface.encodeFunctionData('aggregate3', [
    calls.map((call) => ({
      target: call.target,
      allowFailure: Boolean(call.allowFailure),
      callData: call.abi.encodeFunctionData(call.functionName, call.args ?? []),
    })),
  ]);
  const raw = await runner.call({ to: getConfig().contracts.Multicall3, data });
  const [results] = multicallInterface.decodeFunctionResult('aggregate3', raw) as unknown as [Array<{ success: boolean; returnData: string }>];
  return calls.map((call, index) => {
    const result = results[index];
    if (!result?.success || result.returnData === '0x') return null;
    try {
      return call.abi.decodeFunctionResult(call.functionName, result.returnData);
    } catch {
      return null;
    }
  });
}
