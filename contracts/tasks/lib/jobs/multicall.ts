import { type Interface } from 'ethers';
import { CANONICAL_MULTICALL3, multicallRead } from '@gm-claim/shared/ops/multicall';
import { type OwnerContext } from '../context.js';
import { OwnerTaskError } from '../errors.js';
import { viewCodec } from './view-codec.js';

/** The Multicall3 the jobs read through: --multicall / the deployment's, else the canonical address when it has code. */
export async function requireMulticall(context: OwnerContext): Promise<string> {
  const address = context.multicall ?? CANONICAL_MULTICALL3;
  if ((await context.provider.getCode(address)) === '0x') {
    throw new OwnerTaskError(
      `no Multicall3 at ${address} on chain ${context.chainId}: pass --multicall <address> (the local chain deploys one; BSC has it at ${CANONICAL_MULTICALL3})`,
    );
  }
  return address;
}

/** Reads `method(args)` of `target` for each argument list through Multicall3; a failed read is an error, not a default. */
export async function readEach(
  context: OwnerContext,
  multicall: string,
  target: string,
  contractInterface: Interface,
  method: string,
  argsList: unknown[][],
): Promise<unknown[]> {
  if (argsList.length === 0) return [];
  const codec = viewCodec(contractInterface, method);
  const results = await multicallRead(
    context.provider,
    multicall,
    argsList.map((args) => ({ target, callData: codec.encode(args) })),
  );
  return results.map((result, i) => {
    if (!result.success) throw new OwnerTaskError(`${method}(${String(argsList[i])}) reverted on ${target}`);
    return codec.decode(result.returnData);
  });
}
