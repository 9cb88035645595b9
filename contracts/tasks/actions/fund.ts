import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { type CommonTaskArguments, withSession } from '../lib/hre.js';
import { fund } from '../lib/owner-actions.js';
import { parseGm } from '../lib/values.js';

interface Arguments extends CommonTaskArguments {
  supply: string;
  buffer: string;
}

export default async function fundAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  const supply = parseGm(args.supply, '--supply');
  const buffer = parseGm(args.buffer, '--buffer');
  await withSession(hre, args, async ({ context, resolve }) =>
    fund(context, { challenge: await resolve('GMChallenge'), supply, buffer }),
  );
}
