import { parseEther, parseUnits } from 'ethers';
import { ConfigError } from '@gm-claim/server/config';
import { DEV_RELAYER_PRIVATE_KEY, loadRelayerConfig } from './config';

const A = (digit: string): string => `0x${digit.repeat(40)}`;
const CHAIN = {
  CHAIN_ID: '56',
  CHALLENGE_ADDRESS: A('1'),
  PUBLIC_VESTING_ADDRESS: A('2'),
  VESTING_ADDRESSES: JSON.stringify({ BACKER: A('3'), ECOSYSTEM: A('4'), TEAM: A('5'), MARKETING: A('6') }),
  RELAYER_RPC_URLS: 'https://bsc.example.org',
};
const load = (env: Record<string, string>) => loadRelayerConfig({ ...CHAIN, ...env }, '/nonexistent');

describe('loadRelayerConfig', () => {
  it('production without RELAYER_PRIVATE_KEY – refused, naming the key', () => {
    expect(() => load({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(/RELAYER_PRIVATE_KEY/);
  });

  it('production with the Hardhat development key – refused', () => {
    expect(() =>
      load({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', RELAYER_PRIVATE_KEY: DEV_RELAYER_PRIVATE_KEY }),
    ).toThrow(/public Hardhat development key/);
  });

  it('production without PostgreSQL – refused (the outbox must outlive the container)', () => {
    expect(() => load({ NODE_ENV: 'production', RELAYER_PRIVATE_KEY: `0x${'ab'.repeat(32)}` })).toThrow(/DATABASE_URL/);
  });

  it('policy keys – budgets per campaign with overrides, low water, ceiling, sponsored kinds', () => {
    const config = load({
      RELAYER_BUDGET_BNB: '2',
      RELAYER_BUDGETS: '{"TEAM":"0.5"}',
      RELAYER_LOW_WATER_BNB: '0.05',
      RELAYER_MAX_GAS_PRICE_GWEI: '3.5',
      RELAYER_SPONSORED: 'vesting.claimViaSig',
    });
    expect(config.budgets).toMatchObject({
      TEAM: parseEther('0.5'),
      PUBLIC: parseEther('2'),
      CHALLENGE: parseEther('2'),
    });
    expect(config.lowWater).toBe(parseEther('0.05'));
    expect(config.maxGasPrice).toBe(parseUnits('3.5', 'gwei'));
    expect([...config.sponsored]).toEqual(['vesting.claimViaSig']);
  });

  it.each([
    [{ RELAYER_SPONSORED: 'token.transfer' }, 'RELAYER_SPONSORED'],
    [{ RELAYER_BUDGETS: '{"TEAM":"lots"}' }, 'RELAYER_BUDGETS'],
    [{ RELAYER_MAX_GAS_PRICE_GWEI: '-1' }, 'RELAYER_MAX_GAS_PRICE_GWEI'],
    [{ RELAYER_PRIVATE_KEY: '0x1234' }, 'RELAYER_PRIVATE_KEY'],
  ])('a bad value %j – ConfigError naming %s', (env, key) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(key);
  });
});
