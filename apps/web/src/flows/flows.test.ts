import { GAS_LIMITS, STORAGE } from '@gm-claim/shared/constants';
import { tokens } from '@gm-claim/shared/amount';
import { readEligibility } from '../chain/read-eligibility';
import { queryClient } from '../hooks/query-client';
import { notify } from '../notify/notify';
import { modalStore } from '../stores/modal-store';
import { uiStore } from '../stores/ui-store';
import { walletStore } from '../stores/wallet-store';
import { ADDRESS, fakeProvider, jsonResponse, resetStores, testConfig } from '../test/fixtures';
import { claimVesting } from './claim-vesting';
import { confirmVesting } from './confirm-vesting';
import { startChallenge } from './start-challenge';

jest.mock('../notify/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), loading: jest.fn(), dismiss: jest.fn() } }));
jest.mock('../chain/get-signer', () => ({ getSigner: jest.fn(async () => ({})) }));
const mockEligibility = { isRegistered: true };
jest.mock('../chain/read-eligibility', () => ({ readEligibility: jest.fn(async () => mockEligibility) }));
const mockBets: Array<Record<string, unknown> | null> = [];
jest.mock('../chain/read-bet', () => ({ readBet: jest.fn(async () => mockBets.shift() ?? null) }));

const mockFns: Record<string, jest.Mock & { staticCall?: jest.Mock }> = {};
jest.mock('ethers', () => {
  const actual = jest.requireActual('ethers');
  // Typed contracts call methods by property (contract.bet(...)); the proxy serves them from mockFns.
  return { ...actual, Contract: jest.fn(() => new Proxy({}, { get: (_target, name: string) => mockFns[name] })) };
});

const wait = jest.fn(async () => ({ status: 1 }));
/** A row the chain might show (not the spec's default). */
const SHOWN_ODDS = { winChanceBps: 3000, lossShareBps: 4000 };
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

  describe('startChallenge', () => {
    it('registered: bet with gas 450000 and the fee, then CLAIM / BETTING, polls until resolved', async () => {
      mockEligibility.isRegistered = true;
      mockFns.bet = jest.fn(async () => tx);
      mockBets.push(bet(), bet(), bet({ resolved: true, success: true, gain: tokens(20) }));
      modalStore.getState().actions.open('BETTING_MODAL');
      const sleep = jest.fn(async () => undefined);
      await expect(startChallenge({ amount: 10, multiplier: 2, fee: 123n, odds: SHOWN_ODDS }, sleep)).resolves.toBe(true);
      // The exact row the modal displayed is the bet's odds bound.
      expect(mockFns.bet).toHaveBeenCalledWith(tokens(10), 2, 3000, 4000, '5', '99', '0xsig', { value: 123n, gasLimit: GAS_LIMITS.bet });
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
        await expect(startChallenge({ amount: 10, multiplier: 2, fee: 1n, odds: SHOWN_ODDS }, async () => undefined)).resolves.toBe(true);
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
      await expect(startChallenge({ amount: 10, multiplier: 2, fee: 1n, odds: SHOWN_ODDS }, async () => undefined)).resolves.toBe(true);
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
      await startChallenge({ amount: 10, multiplier: 2, fee: 1n, odds: SHOWN_ODDS }, async () => undefined);
      expect((global.fetch as jest.Mock).mock.calls.map((call) => call[0])).toEqual(['http://api.test/user/token', 'http://api.test/signature/amount']);
      expect(mockFns.registerAndBet).toHaveBeenCalledWith('1000', tokens(10), 2, 3000, 4000, '5', '99', '0xsig', { value: 1n, gasLimit: GAS_LIMITS.bet });
    });

    it('failure toasts the short message with "bet" replaced by "challenge"', async () => {
      mockEligibility.isRegistered = true;
      mockFns.bet = jest.fn(async () => Promise.reject({ shortMessage: 'bet already pending' }));
      await expect(startChallenge({ amount: 10, multiplier: 2, fee: 1n, odds: SHOWN_ODDS })).resolves.toBe(false);
      expect(notify.error).toHaveBeenCalledWith('challenge already pending');
    });
  });

  describe('claimVesting (CLAIM NOW)', () => {
    it('simulates, sends with gas 800000, waits 1 confirmation, "Claim successful!"', async () => {
      const claim = Object.assign(jest.fn(async () => tx), { staticCall: jest.fn(async () => undefined) });
      mockFns.claim = claim;
      const refresh = jest.fn();
      await expect(claimVesting('PUBLIC', 3n, refresh)).resolves.toBe(true);
      expect(claim.staticCall).toHaveBeenCalledWith(3n);
      expect(claim).toHaveBeenCalledWith(3n, { gasLimit: GAS_LIMITS.claim });
      expect(wait).toHaveBeenCalledWith(1);
      expect(refresh).toHaveBeenCalled();
      expect(notify.success).toHaveBeenCalledWith('Claim successful!');
    });

    it('a failed simulation toasts "Claim failed. " + short message and stores the error', async () => {
      mockFns.claim = Object.assign(jest.fn(), { staticCall: jest.fn(async () => Promise.reject(Object.assign(new Error('x'), { shortMessage: 'nothing to claim' }))) });
      await expect(claimVesting('TEAM', 1n)).resolves.toBe(false);
      expect(notify.error).toHaveBeenCalledWith('Claim failed. nothing to claim');
      expect(mockFns.claim).not.toHaveBeenCalled();
      expect(JSON.parse(localStorage.getItem(STORAGE.vestingErrorKey) as string).message).toBe('x');
    });

    it('switches chain first when the wallet is on another chain', async () => {
      const provider = fakeProvider({ eth_chainId: () => '0x1', wallet_switchEthereumChain: () => null });
      walletStore.getState().actions.setConnected({ connectorId: 'metaMask', provider, addresses: [ADDRESS], chainId: 1 });
      mockFns.claim = Object.assign(jest.fn(async () => tx), { staticCall: jest.fn(async () => undefined) });
      await claimVesting('PUBLIC', 1n);
      expect(provider.calls.map((call) => call.method)).toContain('wallet_switchEthereumChain');
    });
  });
});
