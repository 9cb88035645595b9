import { CANONICAL_MULTICALL3, ConfigError, loadConfig, getConfig } from './config';
import type { ViteEnv } from './env';

const A = (n: number): string => `0x${n.toString(16).padStart(40, '0')}`;
const VESTING = { PUBLIC: A(2), BACKER: A(3), ECOSYSTEM: A(4), TEAM: A(5), MARKETING: A(6) };

function json(status: number, body: unknown, type = 'application/json'): Response {
  return {
    ok: status === 200,
    status,
    headers: new Headers({ 'content-type': type }),
    json: async () => body,
  } as Response;
}
const noFile = jest.fn().mockResolvedValue(json(404, undefined, 'text/html'));

async function problemsOf(promise: Promise<unknown>): Promise<readonly string[]> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).problems;
}

describe('loadConfig (VITE_* and /config.json, validated)', () => {
  const production: ViteEnv = { isDevelopment: false };

  it('outside development – zero or missing contract addresses are refused, each key named', async () => {
    const problems = await problemsOf(loadConfig(noFile, production));
    expect(problems).toEqual([
      'contracts.GMChallenge (VITE_GM_CHALLENGE_ADDRESS): missing or zero',
      'contracts.GMVesting.PUBLIC (VITE_GM_VESTING_ADDRESSES): missing or zero',
      'contracts.GMVesting.BACKER (VITE_GM_VESTING_ADDRESSES): missing or zero',
      'contracts.GMVesting.ECOSYSTEM (VITE_GM_VESTING_ADDRESSES): missing or zero',
      'contracts.GMVesting.TEAM (VITE_GM_VESTING_ADDRESSES): missing or zero',
      'contracts.GMVesting.MARKETING (VITE_GM_VESTING_ADDRESSES): missing or zero',
    ]);
  });

  it('an explicit zero address in /config.json is refused too', async () => {
    const file = jest.fn().mockResolvedValue(json(200, { contracts: { GMChallenge: A(0), GMVesting: VESTING } }));
    expect(await problemsOf(loadConfig(file, production))).toEqual([
      'contracts.GMChallenge (VITE_GM_CHALLENGE_ADDRESS): missing or zero',
    ]);
  });

  it('in development – zero addresses are accepted (a chain not deployed yet)', async () => {
    await expect(loadConfig(noFile, { isDevelopment: true })).resolves.toMatchObject({
      chainId: 31337,
      isDevelopment: true,
    });
  });

  it('every address from VITE_* – loads, with the canonical Multicall3', async () => {
    const env: ViteEnv = {
      isDevelopment: false,
      challengeAddress: A(1),
      vestingAddresses: JSON.stringify(VESTING),
      chainId: '97',
      rpcUrls: 'https://a, https://b',
    };
    const config = await loadConfig(noFile, env);
    expect(config).toMatchObject({
      chainId: 97,
      rpcUrls: ['https://a', 'https://b'],
      contracts: { GMChallenge: A(1), GMVesting: VESTING, Multicall3: CANONICAL_MULTICALL3 },
    });
    expect(getConfig()).toBe(config);
  });

  it('/config.json overrides VITE_* values', async () => {
    const file = jest
      .fn()
      .mockResolvedValue(
        json(200, {
          chainId: 31337,
          rpcUrls: ['http://127.0.0.1:9545'],
          contracts: { GMChallenge: A(9), GMVesting: VESTING },
        }),
      );
    const config = await loadConfig(file, production);
    expect(config).toMatchObject({
      chainId: 31337,
      rpcUrls: ['http://127.0.0.1:9545'],
      contracts: { GMChallenge: A(9) },
    });
  });

  it('malformed values are named by their key: VITE_* variables and /config.json paths', async () => {
    const env: ViteEnv = {
      isDevelopment: true,
      challengeAddress: '0x1234',
      vestingAddresses: '{not json',
      chainId: 'bsc',
      rpcUrls: 'ftp://x',
    };
    const file = jest
      .fn()
      .mockResolvedValue(
        json(200, { chainId: -1, contracts: { GMVesting: { BACKER: 'nope' } }, typePaths: { TEAM: 'team' } }),
      );
    const problems = await problemsOf(loadConfig(file, env));
    expect(problems).toEqual(
      expect.arrayContaining([
        'VITE_CHAIN_ID: must be a decimal chain id',
        'VITE_RPC_URLS.0: must be an http(s) URL',
        'VITE_GM_CHALLENGE_ADDRESS: must be a 0x-prefixed 20-byte hex address',
        'VITE_GM_VESTING_ADDRESSES: must be JSON',
        expect.stringMatching(/^\/config\.json chainId: /),
        '/config.json contracts.GMVesting.BACKER: must be a 0x-prefixed 20-byte hex address',
        '/config.json typePaths.TEAM: must start with /',
      ]),
    );
  });

  it('/config.json that is not JSON is refused; an absent one (HTML 404, network error) is skipped', async () => {
    const broken = jest
      .fn()
      .mockResolvedValue({ ...json(200, undefined), json: async () => Promise.reject(new SyntaxError('x')) });
    expect(await problemsOf(loadConfig(broken, { isDevelopment: true }))).toEqual(['/config.json: must be JSON']);
    await expect(
      loadConfig(jest.fn().mockRejectedValue(new TypeError('offline')), { isDevelopment: true }),
    ).resolves.toMatchObject({ isDevelopment: true });
  });
});
