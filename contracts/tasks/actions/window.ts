import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { OwnerTaskError } from '../lib/errors.js';
import { type CommonTaskArguments, type TaskSession, withSession } from '../lib/hre.js';
import { parseInteger } from '../lib/values.js';
import {
  cancelAllocationRoot,
  parseTime,
  proposeAllocationRoot,
  setClaimDeadline,
  setClaimsOpenAt,
  setMissionsGateEnd,
  sweepUnclaimed,
} from '../lib/window-actions.js';

/** The claim window and allocation root tasks (issues 33 and 34); `windowTask` is a hidden option fixed per task. */
interface Arguments extends CommonTaskArguments {
  windowTask: string;
  time?: string;
  treasury?: string;
  manifest?: string;
  rootVersion?: string;
}

export default async function windowAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  // Arguments are checked before connecting: a typo never reaches the network.
  const run = ((): ((session: TaskSession) => Promise<unknown>) => {
    switch (args.windowTask) {
      case 'open': {
        const openAt = parseTime(args.time, 'openAt');
        return async ({ context, resolve }) =>
          setClaimsOpenAt(context, { challenge: await resolve('GMChallenge'), openAt });
      }
      case 'deadline': {
        const deadline = parseTime(args.time, 'deadline', true);
        return async ({ context, resolve }) =>
          setClaimDeadline(context, { challenge: await resolve('GMChallenge'), deadline });
      }
      case 'gate': {
        const endsAt = parseTime(args.time, 'endsAt');
        return async ({ context, resolve }) =>
          setMissionsGateEnd(context, { challenge: await resolve('GMChallenge'), endsAt });
      }
      case 'sweep': {
        if (!args.treasury) throw new OwnerTaskError('--treasury 0x… is required: where the unclaimed tokens go');
        const treasury = args.treasury;
        return async ({ context, resolve }) =>
          sweepUnclaimed(context, { challenge: await resolve('GMChallenge'), treasury });
      }
      case 'propose': {
        if (!args.manifest) throw new OwnerTaskError('the manifest is required (written by npm run allocations:build)');
        const manifest = args.manifest;
        return async ({ context, resolve }) =>
          proposeAllocationRoot(context, { challenge: await resolve('GMChallenge'), manifest });
      }
      case 'cancel': {
        const version = parseInteger(args.rootVersion ?? '', 'version', 1, 16_777_215);
        return async ({ context, resolve }) =>
          cancelAllocationRoot(context, { challenge: await resolve('GMChallenge'), version });
      }
      default:
        throw new OwnerTaskError(`unknown window task ${args.windowTask}`);
    }
  })();
  await withSession(hre, args, run);
}
