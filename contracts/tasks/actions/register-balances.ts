import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { readCsv } from '../lib/csv.js';
import { type CommonTaskArguments, withSession } from '../lib/hre.js';
import { balancesFromCsv, registerBalances } from '../lib/owner-actions.js';

interface Arguments extends CommonTaskArguments {
  csv: string;
  batchSize: number;
}

export default async function registerBalancesAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  const entries = balancesFromCsv(await readCsv(args.csv), args.csv);
  await withSession(hre, args, async ({ context, resolve }) =>
    registerBalances(context, { challenge: await resolve('GMChallenge'), entries, batchSize: args.batchSize }),
  );
}
