import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { interfaceOf, type TransactionSigner } from '@gm-claim/web-core-chain';
import { UserRejectedRequestError } from '@gm-claim/web-core-errors';
import type { TransactionResponse } from 'ethers';
import { GAS_LIMITS } from '@gm-claim/web-core-config';
import { en } from '@gm-claim/web-core-i18n';
import { claimFailureMessage, claimVesting, type ClaimVestingDeps } from './claim-vesting';

const VESTING = '0x00000000000000000000000000000000000000a2';

function setup(simulation?: unknown) {
  const sent: Array<{ data: string; gasLimit?: bigint | number }> = [];
  const signer: TransactionSigner = {
    getAddress: async () => '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    call: async () => {
      if (simulation) throw simulation;
      return '0x';
    },
    sendTransaction: async (tx) => {
      sent.push(tx);
      return { hash: '0x3', wait: async () => ({ status: 1 }) } as unknown as TransactionResponse;
    },
  };
  const deps: ClaimVestingDeps = {
    vesting: VESTING,
    getSigner: async () => signer,
    chainChanged: jest.fn(async () => undefined),
    notifySuccess: jest.fn(),
    notifyError: jest.fn(),
    recordFailure: jest.fn(),
  };
  return { deps, sent };
}

describe('claimVesting (CLAIM NOW – docs/product.md#vesting-pages)', () => {
  it('simulates, sends claim(id) with gas 800000, 1 confirmation, reads again, "Claim successful!"', async () => {
    const { deps, sent } = setup();
    await expect(claimVesting(3n, deps)).resolves.toBe(true);
    const call = interfaceOf(gmVestingAbi).parseTransaction({ data: sent[0]?.data ?? '' });
    expect([call?.name, ...(call?.args ?? [])]).toEqual(['claim', 3n]);
    expect(sent[0]?.gasLimit).toBe(GAS_LIMITS.claim);
    expect(deps.chainChanged).toHaveBeenCalled();
    expect(deps.notifySuccess).toHaveBeenCalledWith('Claim successful!', '0x3');
  });

  it('a refused simulation – "Claim failed. " + the contract error in plain words, recorded, nothing sent', async () => {
    const nothing = {
      code: 'CALL_EXCEPTION',
      data: interfaceOf(gmVestingAbi).encodeErrorResult('GMVesting_NothingToClaim', [3n]),
    };
    const { deps, sent } = setup(nothing);
    await expect(claimVesting(3n, deps)).resolves.toBe(false);
    expect(deps.notifyError).toHaveBeenCalledWith(
      'Claim failed. Nothing is claimable yet. Check the next unlock date.',
    );
    expect(deps.recordFailure).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});

describe('claim failure texts (docs/product.md#vesting-pages)', () => {
  it('a wallet or contract error: "Claim failed. " + short message', () => {
    expect(claimFailureMessage({ shortMessage: 'execution reverted' })).toBe('Claim failed. execution reverted');
    expect(claimFailureMessage(new UserRejectedRequestError())).toBe('Claim failed. User rejected the request.');
  });

  it('otherwise: "Claim failed. Please try again."', () => {
    expect(claimFailureMessage(new Error('?'))).toBe(en['web.claimFailedRetry']);
    expect(en['web.claimFailedRetry']).toBe('Claim failed. Please try again.');
  });
});
