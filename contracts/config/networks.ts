import { configVariable, type HardhatUserConfig } from 'hardhat/config';

const localChainUrl = `http://${process.env.CHAIN_HOST ?? '127.0.0.1'}:${process.env.CHAIN_PORT ?? '8545'}`;

/**
 * Networks beyond the built-in simulated ones. `localhost` is the local chain of `npm run chain`
 * (CHAIN_HOST / CHAIN_PORT). The BSC networks read their RPC URL and deployer key from Hardhat
 * configuration variables (`npx hardhat keystore set BSC_TESTNET_RPC_URL`, or the environment variable
 * of the same name), so no secret ever sits in this repository.
 */
export const networks: NonNullable<HardhatUserConfig['networks']> = {
  localhost: { type: 'http', chainType: 'l1', url: localChainUrl },
  bscTestnet: {
    type: 'http',
    chainType: 'l1',
    chainId: 97,
    url: configVariable('BSC_TESTNET_RPC_URL'),
    accounts: [configVariable('BSC_TESTNET_DEPLOYER_KEY')],
  },
  bsc: {
    type: 'http',
    chainType: 'l1',
    chainId: 56,
    url: configVariable('BSC_RPC_URL'),
    accounts: [configVariable('BSC_DEPLOYER_KEY')],
  },
};
