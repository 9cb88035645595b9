import { buildModule } from '@nomicfoundation/hardhat-ignition/modules';
import { buildProductionContracts, checkVrfWrapper } from './gm-core.js';

/**
 * BSC testnet / mainnet with a new GMToken: the whole supply (`totalSupply`, 18-decimal units as a
 * decimal string) is minted to `treasury`. Deploy with `npx hardhat gm deploy <parameters file>
 * --network bscTestnet`, which checks the VRF wrapper first; see contracts/README.md.
 */
const GMBscModule = buildModule('GMBsc', (m) => {
  const { wrapper, check } = checkVrfWrapper(m);
  const token = m.contract('GMToken', [m.getParameter<string>('treasury'), m.getParameter<bigint>('totalSupply')], {
    after: [check],
  });
  return buildProductionContracts(m, token, wrapper);
});

export default GMBscModule;
