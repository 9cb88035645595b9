import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { LOCALE_STORAGE_KEY, setLocale } from '@gm-claim/web-core-i18n';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { resetStores } from '@gm-claim/web-core-wallet/testing';
import { MobileJourney } from '@gm-claim/web-feature-journey';
import { Footer } from './Footer';
import LegalPage from './LegalPage';

describe('the language menu', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
  });
  afterEach(async () => {
    await setLocale('en', { remember: false });
    localStorage.clear();
  });

  it('lists every language by its own name and switches the page in place, remembered, with <html lang>', async () => {
    renderWithProviders(
      <>
        <MobileJourney />
        <Footer />
      </>,
    );
    // The reduced layout is a chunk of its own (lazy): it shows once loaded.
    expect(
      await screen.findByRole('heading', { name: 'Connect Your Wallets and Check Your Eligibility for GM' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect([...(menu as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'English',
      '简体中文',
      '繁體中文',
      '한국어',
      'Tiếng Việt',
      'Türkçe',
      'Bahasa Indonesia',
      'Русский',
      'Español',
    ]);
    expect(
      screen.getByRole('heading', { name: 'Connect Your Wallets and Check Your Eligibility for GM' }),
    ).toBeInTheDocument();

    await userEvent.selectOptions(menu, 'vi');
    expect(
      await screen.findByRole('heading', { name: 'Kết nối ví và kiểm tra điều kiện nhận GM của bạn' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'KIỂM TRA điều kiện' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Mở trong ứng dụng ví' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('vi');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('button', { name: 'CHECK Eligibility' })).toBeDisabled();
  });

  it('the legal pages stay in English, with a note in the chosen language that the English text is binding', async () => {
    await setLocale('es', { remember: false });
    renderWithProviders(<LegalPage doc="privacy" />);
    expect(screen.getByTestId('binding-note')).toHaveTextContent(
      'Esta página se muestra en inglés, y el texto en inglés es el vinculante.',
    );
    expect(screen.getByRole('heading', { name: 'Privacy Policy' }).closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
