import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { OwnerTaskError } from '../lib/errors.js';
import { type CommonTaskArguments, parseClaimType, withSession } from '../lib/hre.js';
import { type ExistingPolicy } from '../lib/jobs/create-schedules-job.js';
import { createSchedules } from '../lib/owner-actions.js';

interface Arguments extends CommonTaskArguments {
  type: string;
  csv: string;
  batchSize: number;
  existing?: string;
  replaceSafeFiles: boolean;
}

export default async function createSchedulesAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  const claimType = parseClaimType(args.type);
  if (args.existing !== undefined && args.existing !== 'skip' && args.existing !== 'create') {
    throw new OwnerTaskError(`--existing must be "skip" or "create", got "${args.existing}"`);
  }
  await withSession(hre, args, async ({ context, resolve }) => {
    await createSchedules(context, {
      vesting: await resolve(`GMVesting_${claimType}`),
      claimType,
      csv: args.csv,
      batchSize: args.batchSize,
      existing: args.existing as ExistingPolicy | undefined,
      replaceSafeFiles: args.replaceSafeFiles,
    });
  });
}
