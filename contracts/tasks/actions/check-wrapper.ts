import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { describeWrapperReport } from '../lib/bsc-deploy.js';
import { checkBscDeployment, readBscParameters } from '../lib/bsc-parameters.js';

interface Arguments {
  parameters: string;
}

export default async function checkWrapperAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  const parameters = await readBscParameters(args.parameters);
  const connection = await hre.network.create();
  try {
    const report = await checkBscDeployment(connection.ethers.provider, parameters);
    for (const line of describeWrapperReport(report, parameters)) console.log(line);
    console.log('ok: the parameters fit this network');
  } finally {
    await connection.close();
  }
}
