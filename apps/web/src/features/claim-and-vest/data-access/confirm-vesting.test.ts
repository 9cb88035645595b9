import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { interfaceOf, type TransactionSigner } from '@gm-claim/web-core-chain';
import { signingAs } from '@gm-claim/web-core-chain/testing';
import { verifyTypedData, Wallet, type TransactionResponse } from 'ethers';
import type { RelayRequest } from '@gm-claim/shared';
import { challengeClaim } from '@gm-claim/shared/relay/claims';
import { en } from '@gm-claim/web-core-i18n';
import { VESTING_CONFIRMED_KEY, confirmVesting, type ConfirmVestingDeps } from './confirm-vesting';

const VESTING_CONFIRMED_MESSAGE = en[VESTING_CONFIRMED_KEY];

const SIGNATURE = `0x${'cd'.repeat(65)}`;
const alreadyClaimed = interfaceOf(gmChallengeAbi).encodeErrorResult('GMChallenge_AlreadyClaimed', [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
]);

function setup(registered: boolean, simulation?: unknown) {
  const sent: string[] = [];
  const waits: number[] = [];
  const signer: TransactionSigner = {
    getAddress: async () => '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    call: async () => {
      if (simulation) throw simulation;
      return '0x';
    },
    sendTransaction: async ({ data }) => {
      sent.push(data);
      return {
        hash: '0x2',
        wait: async (confirms: number) => {
          waits.push(confirms);
          return { status: 1 };
        },
      } as unknown as TransactionResponse;
    },
  };
  const events: string[] = [];
  const deps: ConfirmVestingDeps = {
    challenge: '0x00000000000000000000000000000000000000c1',
    getSigner: async () => signer,
    isRegistered: async () => registered,
    api: {
      authorizeSignature: async () => ({ nonce: '5', deadline: '99', signature: SIGNATURE }),
      registerSignature: async () => ({ nonce: '6', deadline: '98', signature: SIGNATURE, amount: '40000' }),
    },
    actions: {
      flowStarted: () => void events.push('flowStarted'),
      flowEnded: () => void events.push('flowEnded'),
      vestingConfirmed: () => void events.push('vestingConfirmed'),
      modalClosed: () => void events.push('modalClosed'),
    },
    chainChanged: async () => void events.push('chainChanged'),
    notifyError: jest.fn(),
    notifySuccess: jest.fn(),
  };
  const decoded = () => {
    const call = interfaceOf(gmChallengeAbi).parseTransaction({ data: sent[0] ?? '' });
    return [call?.name, ...(call?.args ?? [])];
  };
  return { deps, events, decoded, waits, sent };
}

describe('confirmVesting (YES, I AGREE – docs/product.md#claim-and-vest)', () => {
  it('registered – claimAndVest(nonce, deadline, signature), 1 confirmation, CLAIM / VESTING, modal closed', async () => {
    const { deps, events, decoded, waits } = setup(true);
    await expect(confirmVesting(deps)).resolves.toBe('done');
    expect(decoded()).toEqual(['claimAndVest', 5n, 99n, SIGNATURE]);
    expect(waits).toEqual([1]);
    expect(events).toEqual(['flowStarted', 'chainChanged', 'vestingConfirmed', 'modalClosed', 'flowEnded']);
    expect(deps.notifySuccess).toHaveBeenCalledWith(VESTING_CONFIRMED_MESSAGE, '0x2');
  });

  it('unregistered – registerAndClaimAndVest with the amount the server signed', async () => {
    const { deps, decoded } = setup(false);
    await confirmVesting(deps);
    expect(decoded()).toEqual(['registerAndClaimAndVest', 40000n, 6n, 98n, SIGNATURE]);
  });

  it('already claimed – the contract error in plain words (not "unknown custom error"), returns false', async () => {
    const { deps, events } = setup(true, {
      code: 'CALL_EXCEPTION',
      shortMessage: 'execution reverted (unknown custom error)',
      data: alreadyClaimed,
    });
    await expect(confirmVesting(deps)).resolves.toBe('failed');
    expect(deps.notifyError).toHaveBeenCalledWith(
      'You have already claimed your GM. Your vesting schedule is on the Vesting page.',
    );
    expect(events).toEqual(['flowStarted', 'flowEnded']);
  });

  const SAFE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

  it('Send to another address – claimAndVestTo(recipient, …) / registerAndClaimAndVestTo(recipient, amount, …)', async () => {
    const registered = setup(true);
    await expect(confirmVesting(registered.deps, { recipient: SAFE })).resolves.toBe('done');
    expect(registered.decoded()).toEqual(['claimAndVestTo', SAFE, 5n, 99n, SIGNATURE]);
    const unregistered = setup(false);
    await confirmVesting(unregistered.deps, { recipient: SAFE });
    expect(unregistered.decoded()).toEqual(['registerAndClaimAndVestTo', SAFE, 40000n, 6n, 98n, SIGNATURE]);
  });

  it('without BNB – the user signs ClaimAndVest over the server signature\u2019s nonce and deadline (amount 0 when registered); the relayer gets both signatures', async () => {
    const wallet = new Wallet(`0x${'42'.repeat(32)}`);
    for (const registered of [true, false]) {
      const { deps, events, sent } = setup(registered);
      const signer = await deps.getSigner();
      deps.getSigner = async () => signingAs(signer, wallet);
      const relayed: RelayRequest[] = [];
      const send = async (request: RelayRequest) => {
        relayed.push(request);
        return '0x7';
      };
      await expect(confirmVesting(deps, { recipient: SAFE, relay: { chainId: 56, send } })).resolves.toBe('done');
      // Nothing is sent from the wallet: it has no BNB.
      expect(sent).toEqual([]);
      const request = relayed[0] as Extract<RelayRequest, { kind: 'challenge.claimAndVestViaSig' }>;
      expect(request.kind).toBe(registered ? 'challenge.claimAndVestViaSig' : 'challenge.registerAndClaimAndVestViaSig');
      expect(request).toMatchObject({ user: wallet.address, recipient: SAFE, serverSignature: SIGNATURE, contract: deps.challenge });
      // Signed over the server signature's nonce and deadline, amount 0 when registered, else the Register amount.
      const { domain, types, message } = challengeClaim({
        chainId: 56,
        challenge: deps.challenge,
        user: wallet.address,
        recipient: SAFE,
        serverSignature: SIGNATURE,
        ...(registered ? { nonce: 5n, deadline: 99n } : { nonce: 6n, deadline: 98n, registerAmount: 40000n }),
      }).typedData;
      expect(verifyTypedData(domain, types, message, request.userSignature)).toBe(wallet.address);
      expect(events).toEqual(['flowStarted', 'chainChanged', 'vestingConfirmed', 'modalClosed', 'flowEnded']);
      expect(deps.notifySuccess).toHaveBeenCalledWith(VESTING_CONFIRMED_MESSAGE, '0x7');
    }
  });
});
