import { configFromEnv, setConfig, type AppConfig } from './config';

/** Makes a test configuration current (chain 56, API at http://api.test) and returns it. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = configFromEnv({ isDevelopment: false });
  const config: AppConfig = {
    ...base,
    chainId: 56,
    apiUrl: 'http://api.test',
    supportEmail: 'help@gm.test',
    contracts: { ...base.contracts, GMChallenge: '0x00000000000000000000000000000000000000c1' },
    ...overrides,
  };
  setConfig(config);
  return config;
}
