import { GAS_LIMITS } from '@gm-claim/shared/constants';
import type { AmountSignatureResponse, SignatureResponse } from '@gm-claim/shared';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, sendContractCall, type TransactionSigner } from '@gm-claim/web-core-chain';
import type { TransactionResponse } from 'ethers';

/**
 * The Challenge transaction: `bet` for a registered user, else `registerAndBet` with the amount the
 * server signed (spec §7). The arguments GMChallenge takes are written here only.
 */
export type BetRequest =
  | { registered: true; auth: SignatureResponse; unit: bigint; multiple: number; fee: bigint }
  | { registered: false; auth: AmountSignatureResponse; unit: bigint; multiple: number; fee: bigint };

export function sendBet(
  signer: TransactionSigner,
  challenge: string,
  request: BetRequest,
): Promise<TransactionResponse> {
  const { auth, unit, multiple } = request;
  const call = request.registered
    ? contractCall(gmChallengeAbi, challenge, 'bet', [
        unit,
        multiple,
        BigInt(auth.nonce),
        BigInt(auth.deadline),
        auth.signature,
      ])
    : contractCall(gmChallengeAbi, challenge, 'registerAndBet', [
        BigInt(request.auth.amount),
        unit,
        multiple,
        BigInt(auth.nonce),
        BigInt(auth.deadline),
        auth.signature,
      ]);
  return sendContractCall(signer, call, { value: request.fee, gasLimit: GAS_LIMITS.bet });
}
