import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { type CommonTaskArguments, parseClaimType, withSession } from '../lib/hre.js';
import { revokeSchedule } from '../lib/owner-actions.js';

interface Arguments extends CommonTaskArguments {
  type: string;
  id: bigint;
}

export default async function revokeScheduleAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  const claimType = parseClaimType(args.type);
  await withSession(hre, args, async ({ context, resolve }) =>
    revokeSchedule(context, { vesting: await resolve(`GMVesting_${claimType}`), claimType, scheduleId: args.id }),
  );
}
