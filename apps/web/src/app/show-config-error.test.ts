import { ConfigError, loadConfig } from '@gm-claim/web-core-config';
import { showConfigError } from './show-config-error';
import { setLocale } from '@gm-claim/web-core-i18n';

describe('a configuration the app cannot run with', () => {
  it('the page lists each problem with its key (zero addresses refused outside development)', async () => {
    const noFile = jest.fn().mockRejectedValue(new TypeError('no /config.json'));
    const error = await loadConfig(noFile, {
      isDevelopment: false,
      challengeAddress: '0x0000000000000000000000000000000000000000',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    const root = document.createElement('div');
    showConfigError(root, error as ConfigError);
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('GM Claim is not configured correctly');
    const items = [...root.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toContain('contracts.GMChallenge (VITE_GM_CHALLENGE_ADDRESS): missing or zero');
    expect(items).toContain('contracts.GMVesting.PUBLIC (VITE_GM_VESTING_ADDRESSES): missing or zero');
  });
});

describe('the configuration-error page in another language', () => {
  afterEach(async () => setLocale('en'));

  it('speaks the user language; the keys to fix stay as written', async () => {
    await setLocale('ru');
    const error = await loadConfig(jest.fn().mockRejectedValue(new TypeError('no /config.json')), {
      isDevelopment: true,
      chainId: 'bsc',
    }).catch((caught: unknown) => caught);
    const root = document.createElement('div');
    showConfigError(root, error as ConfigError);
    expect(root.querySelector('h1')?.textContent).toBe('GM Claim настроен неправильно');
    expect([...root.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'VITE_CHAIN_ID: должен быть десятичным идентификатором сети',
    ]);
  });
});
