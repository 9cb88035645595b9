import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { interfaceOf, type TransactionSigner } from '@gm-claim/web-core-chain';
import { UserRejectedRequestError } from '@gm-claim/web-core-errors';
import { verifyTypedData, Wallet, type TransactionResponse } from 'ethers';
import type { RelayRequest } from '@gm-claim/shared';
import { parseRelayRefusal } from '@gm-claim/shared/relay/answers';
import { vestingClaim } from '@gm-claim/shared/relay/claims';
import { fakeChain, signingAs } from '@gm-claim/web-core-chain/testing';
import { RelayUnavailableError } from '@gm-claim/web-feature-sponsored-claim/data-access';
import { GAS_LIMITS } from '@gm-claim/web-core-config';
import { en } from '@gm-claim/web-core-i18n';
import {
  acceptGift,
  claimFailureMessage,
  claimVesting,
  type ClaimVestingDeps,
} from './claim-vesting';

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
    await expect(claimVesting(3n, deps)).resolves.toBe('done');
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
    await expect(claimVesting(3n, deps)).resolves.toBe('failed');
    expect(deps.notifyError).toHaveBeenCalledWith(
      'Claim failed. Nothing is claimable yet. Check the next unlock date.',
    );
    expect(deps.recordFailure).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});

describe('claimVesting to another address / without BNB (issue 21)', () => {
  const SAFE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

  it('Send to another address: claimTo(id, recipient), simulated, gas 800000', async () => {
    const { deps, sent } = setup();
    await expect(claimVesting(3n, deps, { recipient: SAFE })).resolves.toBe('done');
    const call = interfaceOf(gmVestingAbi).parseTransaction({ data: sent[0]?.data ?? '' });
    expect([call?.name, ...(call?.args ?? [])]).toEqual(['claimTo', 3n, SAFE]);
    expect(sent[0]?.gasLimit).toBe(GAS_LIMITS.claim);
  });

  it('without BNB: the beneficiary signs Claim(scheduleId, recipient, nonces(beneficiary), deadline) for this GMVesting; the relayer gets it; nothing is sent from the wallet', async () => {
    const wallet = new Wallet(`0x${'42'.repeat(32)}`);
    const { deps, sent } = setup();
    const signer = await deps.getSigner();
    deps.getSigner = async () => signingAs(signer, wallet);
    const relayed: RelayRequest[] = [];
    // GMVesting.nonces: the signer's address above its 32-bit counter (here 4), signed as read, never rebuilt.
    const nonce = (BigInt(wallet.address) << 32n) | 4n;
    const reader = fakeChain({ answers: { nonces: nonce }, chainTime: 1_800_000_000n });
    await expect(
      claimVesting(3n, deps, {
        recipient: SAFE,
        relay: {
          chainId: 56,
          reader,
          ttlSeconds: 1_800,
          send: async (request, claimant) => {
            expect(claimant).toBe(wallet.address);
            relayed.push(request);
            return '0x9';
          },
        },
      }),
    ).resolves.toBe('done');
    expect(sent).toEqual([]);
    const request = relayed[0] as Extract<RelayRequest, { kind: 'vesting.claimViaSig' }>;
    expect(request).toMatchObject({ kind: 'vesting.claimViaSig', chainId: 56, contract: VESTING, recipient: SAFE, scheduleId: '3', deadline: '1800001800' });
    // Signed over what the page read: this GMVesting and chain, the nonce as read, the chain's clock + the TTL.
    const { domain, types, message } = vestingClaim({
      chainId: 56,
      vesting: VESTING,
      scheduleId: 3n,
      recipient: SAFE,
      nonce,
      deadline: 1_800_001_800n,
    }).typedData;
    expect(verifyTypedData(domain, types, message, request.signature)).toBe(wallet.address);
    expect(deps.notifySuccess).toHaveBeenCalledWith('Claim successful!', '0x9');
  });

  it('the relayer cannot take it (503, unreachable): "relay-unavailable", so the page offers the normal claim', async () => {
    const { deps } = setup();
    const signer = await deps.getSigner();
    deps.getSigner = async () => ({ ...signer, signTypedData: async () => `0x${'11'.repeat(65)}` });
    const outcome = await claimVesting(3n, deps, {
      relay: {
        chainId: 56,
        reader: fakeChain({ answers: { nonces: BigInt(SAFE) << 32n } }),
        ttlSeconds: 60,
        send: async () => {
          throw new RelayUnavailableError(
            'Claim without BNB is not available right now: budget spent.',
            parseRelayRefusal(503, { code: 'BUDGET_SPENT', message: 'budget spent' }),
          );
        },
      },
    });
    expect(outcome).toBe('relay-unavailable');
    expect(deps.notifyError).toHaveBeenCalledWith('Claim failed. Claim without BNB is not available right now: budget spent.');
  });
});

describe('ACCEPT GIFT (issue 32)', () => {
  it('simulates, sends acceptBeneficiary(id) with gas 800000, 1 confirmation, reads again, "Gift accepted…"', async () => {
    const { deps, sent } = setup();
    await expect(acceptGift(8n, deps)).resolves.toBe(true);
    const call = interfaceOf(gmVestingAbi).parseTransaction({ data: sent[0]?.data ?? '' });
    expect([call?.name, ...(call?.args ?? [])]).toEqual(['acceptBeneficiary', 8n]);
    expect(sent[0]?.gasLimit).toBe(GAS_LIMITS.claim);
    expect(deps.chainChanged).toHaveBeenCalled();
    expect(deps.notifySuccess).toHaveBeenCalledWith('Gift accepted. The schedule is now this wallet’s.', '0x3');
  });

  it('a refused simulation (not the gift\'s recipient) – "Accepting the gift failed. " + the contract error, nothing sent', async () => {
    const refused = {
      code: 'CALL_EXCEPTION',
      data: interfaceOf(gmVestingAbi).encodeErrorResult('GMVesting_NotPendingBeneficiary', [8n, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8']),
    };
    const { deps, sent } = setup(refused);
    await expect(acceptGift(8n, deps)).resolves.toBe(false);
    expect((deps.notifyError as jest.Mock).mock.calls[0]?.[0]).toMatch(/^Accepting the gift failed\. \S/);
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
