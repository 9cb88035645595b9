import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { readBscParameters } from '../lib/bsc-parameters.js';
import { deployProduction } from '../lib/bsc-deploy.js';

interface Arguments {
  parameters: string;
  deploymentId?: string;
  dryRun: boolean;
}

export default async function deployAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  const parameters = await readBscParameters(args.parameters);
  const connection = await hre.network.create();
  try {
    console.log(`network ${connection.networkName} (chain ${parameters.chainId})${args.dryRun ? ', DRY RUN' : ''}`);
    const addresses = await deployProduction(connection, parameters, {
      dryRun: args.dryRun,
      deploymentId: args.deploymentId,
      displayUi: true,
      log: (line) => console.log(line),
    });
    if (addresses) {
      console.log(JSON.stringify(addresses, null, 2));
      console.log(
        'next: fund GMChallenge from the treasury (gm fund), register balances (gm register-balances), create schedules (gm create-schedules)',
      );
    }
  } finally {
    await connection.close();
  }
}
