import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { type CommonTaskArguments, withSession } from '../lib/hre.js';
import { withdrawSurplus } from '../lib/owner-actions.js';
import { parseGm } from '../lib/values.js';

interface Arguments extends CommonTaskArguments {
  amount?: string;
}

export default async function withdrawAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  const amount = args.amount === undefined ? undefined : parseGm(args.amount, '--amount');
  await withSession(hre, args, async ({ context, resolve }) =>
    withdrawSurplus(context, { challenge: await resolve('GMChallenge'), amount }),
  );
}
