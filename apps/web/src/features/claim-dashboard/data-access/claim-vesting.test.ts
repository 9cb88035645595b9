import { GAS_LIMITS, STORAGE } from '@gm-claim/shared/constants';
import { claimVesting } from './claim-vesting';
import { notify } from '@gm-claim/web-core-ui';
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
