/**
 * axe-core's structural rules (WCAG 2.1 A/AA) on every modal and on the pages a first visit sees, in
 * jsdom: names, roles, labels, landmarks, ARIA. jsdom lays nothing out, so colour contrast and target
 * sizes are left to the browser journeys (tools/e2e/journeys/phone.ts), which run all of axe.
 */
import { act, screen } from '@testing-library/react';
import { MODAL_NAMES, modalStore, type ModalData, type ModalName } from '@gm-claim/web-core-state';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { setChainReader } from '@gm-claim/web-core-chain';
import { fakeChain, registeredAnswers } from '@gm-claim/web-core-chain/testing';
import { fakeHost, fakeProvider, resetStores } from '@gm-claim/web-core-wallet/testing';
import { axeViolations, renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { AppRoutes } from './routes';

const GM = 10n ** 18n;
const chain = fakeChain({ answers: { ...registeredAnswers(1_000n * GM, 150n * GM), estimateVrfCost: 0n } });

const DATA: Partial<Record<ModalName, ModalData>> = {
  BETTING_MODAL: { selectedAmount: 10, selectedMultiplier: 2 },
  MESSAGE_MODAL: { text: 'Please use after installing MetaMask', buttonText: 'OKAY' },
};

/** The app's routes at `path`, with no query fetching on its own. */
const renderAt = (path: string) => renderWithProviders(<AppRoutes />, path, { enabled: false });

describe('axe (WCAG 2.1 A/AA structure)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    fakeHost({ ethereum: fakeProvider({}, { isMetaMask: true }) });
    setChainReader(chain);
  });
  afterEach(() => setChainReader(null));

  it.each(['/', '/vesting', '/backer', '/terms'])('%s has no violation', async (path) => {
    renderAt(path);
    await screen.findAllByRole('heading', { level: 1 });
    expect(await axeViolations()).toEqual([]);
  });

  it.each(MODAL_NAMES.filter((name) => name !== 'ACCOUNT_LIMIT_MODAL'))(
    '%s open over / has no violation',
    async (name) => {
      renderAt('/');
      act(() => modalStore.getState().actions.open(name, DATA[name] ?? null));
      await screen.findByRole('dialog', {}, { timeout: 5_000 });
      expect(await axeViolations()).toEqual([]);
    },
  );
});
