import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { type CommonTaskArguments, withSession } from '../lib/hre.js';
import { callChallengeSetter } from '../lib/owner-actions.js';
import { challengeSetterCall, type SetterArguments } from '../lib/setters.js';

/** set-signer, set-withdraw-address, set-callback-gas, set-betting-table, pause and unpause. */
export default async function challengeSetterAction(
  args: CommonTaskArguments & SetterArguments,
  hre: HardhatRuntimeEnvironment,
): Promise<void> {
  const call = challengeSetterCall(args);
  await withSession(hre, args, async ({ context, resolve }) =>
    callChallengeSetter(context, { challenge: await resolve('GMChallenge'), ...call }),
  );
}
