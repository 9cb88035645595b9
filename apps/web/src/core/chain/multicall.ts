import { multicall3Abi } from '@gm-claim/shared/generated/abis';
import { ContractReadError, contractErrorMessage, type BaseError } from '@gm-claim/web-core-errors';
import { decodeRevert, toReadError } from './chain-errors';
import { contractCall, type ContractCall } from './contract-call';

/** What a node needs to answer an eth_call (an ethers provider is one). */
export interface CallRunner {
  call(tx: { to: string; data: string; blockTag?: number }): Promise<string>;
}

/** One call's outcome, as viem's multicall gives it: a value, or the error that stands in its place. */
export type CallOutcome<R> =
  { readonly status: 'success'; readonly result: R } | { readonly status: 'failure'; readonly error: BaseError };

type Outcomes<C extends readonly ContractCall<unknown>[]> = {
  -readonly [I in keyof C]: CallOutcome<C[I] extends ContractCall<infer R> ? R : never>;
};

/**
 * Runs many reads in one eth_call through Multicall3.aggregate3 (every call allowed to fail), so a
 * screen costs one request. Each call comes back with its own status: a revert or an undecodable
 * answer is a `failure` carrying the contract's error, never a default value. When no node answers at
 * all, the whole batch rejects (ChainUnreachableError).
 */
export async function multicall<const C extends readonly ContractCall<unknown>[]>(
  calls: C,
  runner: CallRunner,
  multicallAddress: string,
  blockTag?: number,
): Promise<Outcomes<C>> {
  const aggregate = contractCall(multicall3Abi, multicallAddress, 'aggregate3', [
    calls.map((call) => ({ target: call.target, allowFailure: true, callData: call.callData })),
  ]);
  let raw: string;
  try {
    raw = await runner.call({
      to: aggregate.target,
      data: aggregate.callData,
      ...(blockTag === undefined ? {} : { blockTag }),
    });
  } catch (error) {
    throw toReadError(error);
  }
  let results: ReturnType<typeof aggregate.decode>;
  try {
    results = aggregate.decode(raw);
  } catch (error) {
    throw toReadError(error, 'Multicall3.aggregate3');
  }
  const outcomes = calls.map((call, index): CallOutcome<unknown> => {
    const result = results[index];
    if (!result) return { status: 'failure', error: new ContractReadError(call.label, { details: 'no result' }) };
    if (!result.success) {
      const revert = decodeRevert(result.returnData);
      const details = revert ? contractErrorMessage(revert.name, revert.args) : `reverted (${result.returnData})`;
      return { status: 'failure', error: new ContractReadError(call.label, { details }) };
    }
    try {
      return { status: 'success', result: call.decode(result.returnData) };
    } catch (error) {
      return {
        status: 'failure',
        error: new ContractReadError(call.label, { details: 'the answer could not be decoded', cause: error }),
      };
    }
  });
  return outcomes as Outcomes<C>;
}

/** Multicall3's own getBlockNumber (the canonical deployment has it; the shared ABI carries aggregate3 only). */
const MULTICALL3_BLOCK_ABI = [
  {
    type: 'function',
    name: 'getBlockNumber',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'blockNumber', type: 'uint256', internalType: 'uint256' }],
  },
] as const;

/**
 * The number of the block a multicall runs in, as one more call of the same batch: the reads beside
 * it and the block number come from one eth_call on one node (a separate eth_blockNumber may be
 * answered by another node of the fallback set, ahead or behind).
 */
export function blockNumberCall(multicallAddress: string): ContractCall<bigint> {
  return contractCall(MULTICALL3_BLOCK_ABI, multicallAddress, 'getBlockNumber');
}

/** The value of a successful call; a failed one throws its error (so a query shows it, with a retry). */
export function valueOf<R>(outcome: CallOutcome<R>): R {
  if (outcome.status === 'failure') throw outcome.error;
  return outcome.result;
}
