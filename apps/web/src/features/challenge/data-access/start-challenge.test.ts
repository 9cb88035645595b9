import { GAS_LIMITS } from '@gm-claim/shared/constants';
import { tokens } from '@gm-claim/shared/amount';
import { readEligibility } from '@gm-claim/web-feature-eligibility/data-access';
import { queryClient } from '@gm-claim/web-feature-eligibility';
import { startChallenge } from './start-challenge';
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
jest.mock('./read-bet', () => ({ readBet: jest.fn(async () => mockBets.shift() ?? null) }));

const mockFns: Record<string, jest.Mock & { staticCall?: jest.Mock }> = {};
jest.mock('ethers', () => {
  const actual = jest.requireActual('ethers');
  // Typed contracts call methods by property (contract.bet(...)); the proxy serves them from mockFns.
  return { ...actual, Contract: jest.fn(() => new Proxy({}, { get: (_target, name: string) => mockFns[name] })) };
});

const wait = jest.fn(async () => ({ status: 1 }));
const tx = { hash: '0xtx', wait };

function bet(overrides: Record<string, unknown> = {}) {
  return { requestId: 7n, user: ADDRESS, unit: tokens(10), multiple: 2n, gain: 0n, loss: 0n, resolved: false, success: false, cancelled: false, ...overrides };
}

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

  describe('startChallenge', () => {
    it('registered: bet with gas 450000 and the fee, then CLAIM / BETTING, polls until resolved', async () => {
      mockEligibility.isRegistered = true;
      mockFns.bet = jest.fn(async () => tx);
      mockBets.push(bet(), bet(), bet({ resolved: true, success: true, gain: tokens(20) }));
      modalStore.getState().actions.open('BETTING_MODAL');
      const sleep = jest.fn(async () => undefined);
      await expect(startChallenge({ amount: 10, multiplier: 2, fee: 123n }, sleep)).resolves.toBe(true);
      expect(mockFns.bet).toHaveBeenCalledWith(tokens(10), 2, '5', '99', '0xsig', { value: 123n, gasLimit: GAS_LIMITS.bet });
      expect(sleep).toHaveBeenCalledTimes(1);
      expect(sleep).toHaveBeenCalledWith(2000);
      expect(uiStore.getState()).toMatchObject({ mainStep: 'CLAIM', type: 'BETTING', isChallengeStarted: true, isBetWaiting: false, txHash: '0xtx' });
      expect(uiStore.getState().betResult).toMatchObject({ requestId: '7', success: true, gain: tokens(20).toString() });
      expect(modalStore.getState().modal).toBeNull();
    });

    it('the result appears only once the eligibility reads are the post-bet ones (no stale CLAIM & VESTING amounts)', async () => {
      const before = { isRegistered: false, claimable: 1n };
      const after = { isRegistered: true, claimable: 2n };
      queryClient.setQueryData(['eligibility', ADDRESS], before);
      (readEligibility as jest.Mock).mockResolvedValueOnce({ isRegistered: true }).mockResolvedValueOnce(after);
      mockFns.bet = jest.fn(async () => tx);
      mockBets.push(bet(), bet({ resolved: true, loss: tokens(5) }));
      const seenWithResult: unknown[] = [];
      const unsubscribe = uiStore.subscribe((state, previous) => {
        if (state.betResult !== previous.betResult) seenWithResult.push(queryClient.getQueryData(['eligibility', ADDRESS]));
      });
      try {
        await expect(startChallenge({ amount: 10, multiplier: 2, fee: 1n }, async () => undefined)).resolves.toBe(true);
      } finally {
        unsubscribe();
      }
      expect(seenWithResult).toEqual([after]);
      queryClient.clear();
    });

    it('a failed refresh drops the cached eligibility: the modal loads it rather than showing the pre-bet split', async () => {
      queryClient.setQueryData(['eligibility', ADDRESS], { isRegistered: false, claimable: 1n });
      (readEligibility as jest.Mock).mockResolvedValueOnce({ isRegistered: true }).mockRejectedValue(new Error('rpc down'));
      mockFns.bet = jest.fn(async () => tx);
      mockBets.push(bet(), bet({ resolved: true }));
      await expect(startChallenge({ amount: 10, multiplier: 2, fee: 1n }, async () => undefined)).resolves.toBe(true);
      expect(queryClient.getQueryData(['eligibility', ADDRESS])).toBeUndefined();
      expect(uiStore.getState().betResult).toMatchObject({ requestId: '7' });
      (readEligibility as jest.Mock).mockImplementation(async () => mockEligibility);
      queryClient.clear();
    });

    it('unregistered: token info first, then registerAndBet', async () => {
      mockEligibility.isRegistered = false;
      mockFns.registerAndBet = jest.fn(async () => tx);
      mockBets.push(bet(), bet({ resolved: true }));
      (global.fetch as jest.Mock)
        .mockResolvedValueOnce(jsonResponse(200, { tokenInfo: { totalAmount: '1000' } }))
        .mockResolvedValueOnce(jsonResponse(200, { nonce: '5', deadline: '99', signature: '0xsig', amount: '1000' }));
      await startChallenge({ amount: 10, multiplier: 2, fee: 1n }, async () => undefined);
      expect((global.fetch as jest.Mock).mock.calls.map((call) => call[0])).toEqual(['http://api.test/user/token', 'http://api.test/signature/amount']);
      expect(mockFns.registerAndBet).toHaveBeenCalledWith('1000', tokens(10), 2, '5', '99', '0xsig', { value: 1n, gasLimit: GAS_LIMITS.bet });
    });

    it('failure toasts the short message with "bet" replaced by "challenge"', async () => {
      mockEligibility.isRegistered = true;
      mockFns.bet = jest.fn(async () => Promise.reject({ shortMessage: 'bet already pending' }));
      await expect(startChallenge({ amount: 10, multiplier: 2, fee: 1n })).resolves.toBe(false);
      expect(notify.error).toHaveBeenCalledWith('challenge already pending');
    });
  });

});
