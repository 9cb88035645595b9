import { CLAIM_TYPES } from '@gm-claim/shared/constants';
import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { type OwnerContext } from '../lib/context.js';
import { type CommonTaskArguments, withSession } from '../lib/hre.js';
import { acceptOwnerships, type OwnedContract, transferOwnerships } from '../lib/owner-actions.js';
import { parseAddress } from '../lib/values.js';

interface Arguments extends CommonTaskArguments {
  newOwner?: string;
  accept: string;
}

/** gm transfer-ownership / gm accept-ownership: GMChallenge and the five GMVesting from the Ignition deployment. */
export default async function ownershipAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  await withSession(
    hre,
    { ...args, address: undefined },
    async ({ context, resolve }: { context: OwnerContext; resolve: (id: string) => Promise<string> }) => {
      const contracts: OwnedContract[] = [{ label: 'GMChallenge', address: await resolve('GMChallenge') }];
      for (const claimType of CLAIM_TYPES) {
        contracts.push({ label: `GMVesting ${claimType}`, address: await resolve(`GMVesting_${claimType}`) });
      }
      if (args.accept === 'true') await acceptOwnerships(context, { contracts });
      else await transferOwnerships(context, { contracts, newOwner: parseAddress(args.newOwner, 'newOwner') });
    },
  );
}
