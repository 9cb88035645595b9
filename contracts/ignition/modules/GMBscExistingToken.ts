import { buildModule } from '@nomicfoundation/hardhat-ignition/modules';
import { buildProductionContracts, checkVrfWrapper } from './gm-core.js';

/** BSC testnet / mainnet on an already deployed GM token (global parameter `existingToken`). */
const GMBscExistingTokenModule = buildModule('GMBscExistingToken', (m) => {
  const { wrapper, check } = checkVrfWrapper(m);
  const token = m.contractAt('GMToken', m.getParameter<string>('existingToken'), { after: [check] });
  return buildProductionContracts(m, token, wrapper);
});

export default GMBscExistingTokenModule;
