import { setLocale } from '@gm-claim/web-core-i18n';
import { apiErrorMessage } from './api-error-messages';
import { toWalletError } from './to-wallet-error';

describe('messages without a known code (a server\'s or a wallet\'s own words)', () => {
  afterEach(async () => setLocale('en'));

  it('in English – the words as they came', () => {
    expect(apiErrorMessage(400, undefined, 'Mission already done')).toBe('Mission already done');
    expect(toWalletError(new Error('Snap crashed')).shortMessage).toBe('Snap crashed');
  });

  it('in another language – quoted inside a sentence of that language, the original kept as details', async () => {
    await setLocale('ru');
    expect(apiErrorMessage(400, undefined, 'Mission already done')).toBe(
      'Сервер отклонил запрос (статус 400): Mission already done',
    );
    expect(apiErrorMessage(404, undefined, undefined)).toBe('Запрос завершился ошибкой со статусом 404');
    const wallet = toWalletError(new Error('Snap crashed'));
    expect(wallet.shortMessage).toBe('Кошелёк ответил ошибкой: Snap crashed');
    expect(wallet.details).toBe('Snap crashed');
  });
});
