import { type Contract } from 'ethers';
import type { Abi, FunctionArgs, FunctionResult, ViewFunctionName } from '@gm-claim/shared/abi-types';

/**
 * A view call typed by the contract's `as const` ABI (libs/shared/src/generated/abis.ts): the name
 * must be a view function of `abi`, the arguments and the result are the ABI's. The one place where
 * ethers' untyped answer is given its type, instead of a cast at every call site.
 */
export async function readView<A extends Abi, N extends ViewFunctionName<A> & string>(
  contract: Contract,
  abi: A,
  name: N,
  ...args: FunctionArgs<A, N>
): Promise<FunctionResult<A, N>> {
  return (await contract.getFunction(name).staticCall(...(args as unknown[]))) as FunctionResult<A, N>;
}
