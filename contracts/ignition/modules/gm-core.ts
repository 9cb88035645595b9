import {
  type IgnitionModuleBuilder,
  type NamedArtifactContractAtFuture,
  type NamedArtifactContractDeploymentFuture,
  type StaticCallFuture,
} from '@nomicfoundation/ignition-core';

type TokenFuture = NamedArtifactContractDeploymentFuture<'GMToken'> | NamedArtifactContractAtFuture<'GMToken'>;

/**
 * Reads the VRF wrapper's `getConfig` before anything else is deployed, so that a wrong wrapper address
 * (no contract, or not a VRFV2PlusWrapper) fails the deployment early. `gm deploy` runs the full check
 * (configured, key hash, confirmations, price) before even starting Ignition.
 */
export function checkVrfWrapper(m: IgnitionModuleBuilder): {
  wrapper: NamedArtifactContractAtFuture<'VRFV2PlusWrapper'>;
  check: StaticCallFuture<'VRFV2PlusWrapper', 'getConfig'>;
} {
  const wrapper = m.contractAt('VRFV2PlusWrapper', m.getParameter<string>('vrfWrapper'));
  const check = m.staticCall(wrapper, 'getConfig', [], 'keyHash', { id: 'checkWrapperConfig' });
  return { wrapper, check };
}

/**
 * The production contracts on an existing VRF v2.5 wrapper: five GMVesting and GMChallenge, PUBLIC's
 * scheduler set to GMChallenge. Funding is left to the owner (`gm fund`), because the treasury that
 * holds the tokens is usually not the deployer.
 *
 * Global parameters: requestConfirmations, callbackGasLimit, signer, tgeTimestamp, treasury, withdrawAddress.
 */
export function buildProductionContracts(
  m: IgnitionModuleBuilder,
  token: TokenFuture,
  wrapper: NamedArtifactContractAtFuture<'VRFV2PlusWrapper'>,
) {
  const owner = m.getAccount(0);
  const tgeTimestamp = m.getParameter<number>('tgeTimestamp');
  const treasury = m.getParameter<string>('treasury');
  const vesting = (claimType: string): NamedArtifactContractDeploymentFuture<'GMVesting'> =>
    m.contract('GMVesting', [owner, token, tgeTimestamp, treasury, claimType, wrapper], {
      id: `GMVesting_${claimType}`,
    });
  const vestingPublic = vesting('PUBLIC');
  const vestingBacker = vesting('BACKER');
  const vestingEcosystem = vesting('ECOSYSTEM');
  const vestingTeam = vesting('TEAM');
  const vestingMarketing = vesting('MARKETING');

  const challenge = m.contract('GMChallenge', [
    owner,
    vestingPublic,
    wrapper,
    m.getParameter<string>('signer'),
    m.getParameter<string>('withdrawAddress'),
    m.getParameter<number>('requestConfirmations'),
    m.getParameter<number>('callbackGasLimit'),
  ]);
  m.call(vestingPublic, 'setScheduler', [challenge, true]);

  return { token, challenge, vestingPublic, vestingBacker, vestingEcosystem, vestingTeam, vestingMarketing };
}
