import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import {
  ChainUnreachableError,
  ContractRevertError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@gm-claim/web-core-errors';
import { decodeRevert, findRevertData, toReadError, toTransactionError } from './chain-errors';
import { interfaceOf } from './contract-call';

const betPending = interfaceOf(gmChallengeAbi).encodeErrorResult('GMChallenge_BetPending', [7n]);
const alreadyClaimed = interfaceOf(gmChallengeAbi).encodeErrorResult('GMChallenge_AlreadyClaimed', [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
]);

describe('contract errors in plain words', () => {
  it('decodes a custom error of the ABIs, and Error(string)', () => {
    expect(decodeRevert(betPending)).toEqual({ name: 'GMChallenge_BetPending', args: [7n] });
    expect(decodeRevert('0x12345678')).toBeNull();
  });

  it.each([
    [
      'ethers (data on the error)',
      { code: 'CALL_EXCEPTION', shortMessage: 'execution reverted (unknown custom error)', data: alreadyClaimed },
    ],
    [
      'MetaMask (nested under data)',
      {
        code: -32603,
        message: 'Internal JSON-RPC error.',
        data: { code: 3, message: 'execution reverted', data: alreadyClaimed },
      },
    ],
    [
      'ethers wrapping the wallet (info.error)',
      { code: 'UNKNOWN_ERROR', info: { error: { code: -32603, data: { data: alreadyClaimed } } } },
    ],
    [
      'a JSON body',
      { code: 'SERVER_ERROR', info: { responseBody: JSON.stringify({ error: { code: 3, data: alreadyClaimed } }) } },
    ],
  ])('"unknown custom error" no more – %s → the named error\'s sentence', (_where, thrown) => {
    expect(findRevertData(thrown)).toBe(alreadyClaimed);
    const error = toTransactionError(thrown);
    expect(error).toBeInstanceOf(ContractRevertError);
    expect((error as ContractRevertError).errorName).toBe('GMChallenge_AlreadyClaimed');
    expect(error.shortMessage).toBe('You have already claimed your GM. Your vesting schedule is on the Vesting page.');
  });

  it('a revert whose data no ABI knows – a clear sentence, never "unknown custom error"', () => {
    const error = toTransactionError({
      code: 'CALL_EXCEPTION',
      shortMessage: 'execution reverted (unknown custom error)',
      data: '0xdeadbeef',
    });
    expect(error.shortMessage).toBe('The transaction was refused by the contract.');
  });

  it('wallet refusals keep their EIP-1193 meaning', () => {
    expect(toTransactionError({ code: 'ACTION_REJECTED', info: { error: { code: 4001 } } })).toBeInstanceOf(
      UserRejectedRequestError,
    );
    const funds = toTransactionError({
      code: 'INSUFFICIENT_FUNDS',
      message: 'insufficient funds for gas * price + value',
    });
    expect(funds).toBeInstanceOf(WalletRequestError);
    expect(funds.shortMessage).toBe('Your wallet does not have enough BNB to pay for this transaction.');
  });

  it('reads: a revert names its error; anything else means the chain cannot be reached', () => {
    expect(toReadError({ data: betPending }).details).toBe('You already have a bet waiting for its random number.');
    expect(toReadError(new Error('connect ECONNREFUSED'))).toBeInstanceOf(ChainUnreachableError);
  });
});
