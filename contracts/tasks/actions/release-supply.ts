import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { OwnerTaskError } from '../lib/errors.js';
import { type CommonTaskArguments, withSession } from '../lib/hre.js';
import { releaseSupply } from '../lib/owner-actions.js';
import { parseGmOrAll } from '../lib/values.js';

interface Arguments extends CommonTaskArguments {
  amount?: string;
}

export default async function releaseSupplyAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  if (args.amount === undefined) {
    throw new OwnerTaskError('--amount is required: whole GM, or "all" for the whole unregistered supply');
  }
  const amount = parseGmOrAll(args.amount, '--amount');
  await withSession(hre, args, async ({ context, resolve }) =>
    releaseSupply(context, { challenge: await resolve('GMChallenge'), amount }),
  );
}
