import { confirmVesting } from './confirm-vesting';
import { notify } from '@gm-claim/web-core-ui';
import { modalStore } from '@gm-claim/web-core-state';
import { uiStore } from '@gm-claim/web-core-state';
import { walletStore } from '@gm-claim/web-core-wallet';
import { ADDRESS, fakeProvider, resetStores } from '@gm-claim/web-core-wallet/testing';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';

jest.mock('@gm-claim/web-core-ui', () => ({ ...jest.requireActual('@gm-claim/web-core-ui'), notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), loading: jest.fn(), dismiss: jest.fn() } }));
jest.mock('@gm-claim/web-core-chain', () => ({ ...jest.requireActual('@gm-claim/web-core-chain'), getSigner: jest.fn(async () => ({})) }));
const mockEligibility = { isRegistered: true };
jest.mock('../../eligibility/data-access/read-eligibility', () => ({ readEligibility: jest.fn(async () => mockEligibility) }));
const mockBets: Array<Record<string, unknown> | null> = [];
jest.mock('../../challenge/data-access/read-bet', () => ({ readBet: jest.fn(async () => mockBets.shift() ?? null) }));

const mockFns: Record<string, jest.Mock & { staticCall?: jest.Mock }> = {};
jest.mock('ethers', () => {
  const actual = jest.requireActual('ethers');
  // Typed contracts call methods by property (contract.bet(...)); the proxy serves them from mockFns.
  return { ...actual, Contract: jest.fn(() => new Proxy({}, { get: (_target, name: string) => mockFns[name] })) };
});

const wait = jest.fn(async () => ({ status: 1 }));
const tx = { hash: '0xtx', wait };

describe('flows', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    jest.clearAllMocks();
    Object.keys(mockFns).forEach((key) => delete mockFns[key]);
    walletStore.getState().actions.setConnectAttempted(true);
    walletStore.getState().actions.setConnected({ connectorId: 'metaMask', provider: fakeProvider(), addresses: [ADDRESS], chainId: 56 });
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(200, { nonce: '5', deadline: '99', signature: '0xsig', amount: '1000' }));
  });

  describe('confirmVesting (YES, I AGREE)', () => {
    it('registered → claimAndVest, 1 confirmation, CLAIM / VESTING / STEP1, modal closed', async () => {
      mockEligibility.isRegistered = true;
      mockFns.claimAndVest = jest.fn(async () => tx);
      modalStore.getState().actions.open('VESTING_MODAL');
      uiStore.getState().actions.setType('BETTING');
      await expect(confirmVesting()).resolves.toBe(true);
      expect(mockFns.claimAndVest).toHaveBeenCalledWith('5', '99', '0xsig');
      expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('http://api.test/signature');
      expect(wait).toHaveBeenCalledWith(1);
      expect(uiStore.getState()).toMatchObject({ mainStep: 'CLAIM', type: 'VESTING', step: 'STEP1', isLoading: false });
      expect(modalStore.getState().modal).toBeNull();
    });

    it('unregistered → /signature/amount and registerAndClaimAndVest', async () => {
      mockEligibility.isRegistered = false;
      mockFns.registerAndClaimAndVest = jest.fn(async () => tx);
      await confirmVesting();
      expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('http://api.test/signature/amount');
      expect(mockFns.registerAndClaimAndVest).toHaveBeenCalledWith('1000', '5', '99', '0xsig');
    });

    it('failure toasts the short message and returns false', async () => {
      mockEligibility.isRegistered = true;
      mockFns.claimAndVest = jest.fn(async () => Promise.reject({ shortMessage: 'execution reverted' }));
      await expect(confirmVesting()).resolves.toBe(false);
      expect(notify.error).toHaveBeenCalledWith('execution reverted');
    });
  });

});
