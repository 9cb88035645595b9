import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { type CommonTaskArguments, withSession } from '../lib/hre.js';
import { registerBalances } from '../lib/owner-actions.js';

interface Arguments extends CommonTaskArguments {
  csv: string;
  batchSize: number;
  replaceSafeFiles: boolean;
}

export default async function registerBalancesAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  await withSession(hre, args, async ({ context, resolve }) => {
    await registerBalances(context, {
      challenge: await resolve('GMChallenge'),
      csv: args.csv,
      batchSize: args.batchSize,
      replaceSafeFiles: args.replaceSafeFiles,
    });
  });
}
