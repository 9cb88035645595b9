import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { readCsv } from '../lib/csv.js';
import { type CommonTaskArguments, parseClaimType, withSession } from '../lib/hre.js';
import { createSchedules } from '../lib/owner-actions.js';
import { schedulesFromCsv } from '../lib/schedules.js';

interface Arguments extends CommonTaskArguments {
  type: string;
  csv: string;
  batchSize: number;
}

export default async function createSchedulesAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  const claimType = parseClaimType(args.type);
  const schedules = schedulesFromCsv(await readCsv(args.csv), args.csv);
  await withSession(hre, args, async ({ context, resolve }) =>
    createSchedules(context, {
      vesting: await resolve(`GMVesting_${claimType}`),
      claimType,
      schedules,
      batchSize: args.batchSize,
    }),
  );
}
