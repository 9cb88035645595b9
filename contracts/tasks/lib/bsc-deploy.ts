import { formatEther, formatUnits } from 'ethers';
import { type NetworkConnection } from 'hardhat/types/network';
import GMBscModule from '../../ignition/modules/GMBsc.js';
import GMBscExistingTokenModule from '../../ignition/modules/GMBscExistingToken.js';
import { type BscParameters, checkBscDeployment, type WrapperReport } from './bsc-parameters.js';
import { coreAddresses, type CoreAddresses } from '../../ignition/modules/core-addresses.js';

/** Human-readable lines about a wrapper check. */
export function describeWrapperReport(report: WrapperReport, parameters: BscParameters): string[] {
  return [
    `VRF wrapper ${parameters.vrfWrapper}: ${report.typeAndVersion}, configured, key hash ${report.keyHash}`,
    `  wrapper gas overhead ${report.wrapperGasOverhead}, max words ${report.maxNumWords}`,
    `  confirmations ${parameters.requestConfirmations}, callback gas ${parameters.callbackGasLimit}`,
    `  one bet's VRF fee at ${formatUnits(report.gasPrice, 'gwei')} gwei: ${formatEther(report.pricePerRequest)} native`,
  ];
}

/**
 * Checks the wrapper, then deploys GMBsc (new token) or GMBscExistingToken with Ignition. In a dry run
 * only the check runs. Returns the deployed addresses (undefined in a dry run).
 */
export async function deployProduction(
  connection: NetworkConnection,
  parameters: BscParameters,
  options: { dryRun: boolean; deploymentId?: string; displayUi?: boolean; log: (line: string) => void },
): Promise<CoreAddresses | undefined> {
  const report = await checkBscDeployment(connection.ethers.provider, parameters);
  for (const line of describeWrapperReport(report, parameters)) options.log(line);
  const module = parameters.existingToken === '' ? GMBscModule : GMBscExistingTokenModule;
  options.log(
    `module ${module.id}: ${parameters.existingToken === '' ? `new GMToken, ${formatEther(parameters.totalSupply)} GM to ${parameters.treasury}` : `existing token ${parameters.existingToken}`}`,
  );
  if (options.dryRun) {
    options.log('dry run: the parameters and the wrapper are fine; nothing deployed');
    return undefined;
  }
  const { chainId, ...global } = parameters;
  const deployed = await connection.ignition.deploy(module, {
    parameters: { $global: { ...global, totalSupply: global.totalSupply } },
    deploymentId: options.deploymentId ?? `chain-${chainId}`,
    displayUi: options.displayUi ?? false,
  });
  return coreAddresses(deployed);
}
