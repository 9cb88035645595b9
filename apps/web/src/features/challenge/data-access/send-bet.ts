import type { AmountSignatureResponse, SignatureResponse } from '@gm-claim/shared';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, sendContractCall, type TransactionSigner } from '@gm-claim/web-core-chain';
import type { TransactionResponse } from 'ethers';
import { GAS_LIMITS } from '@gm-claim/web-core-config';

/** The odds row the user was shown: the bet's bound (GMChallenge refuses worse odds with GMChallenge_OddsChanged). */
export interface OddsBound {
  winChanceBps: number;
  lossShareBps: number;
}

/**
 * The Challenge transaction: `bet` for a registered user, else `registerAndBet` with the amount the
 * server signed (docs/product.md#challenge), each bounded by the odds shown. The arguments GMChallenge takes are
 * written here only.
 */
export type BetRequest =
  | { registered: true; auth: SignatureResponse; unit: bigint; multiple: number; odds: OddsBound; fee: bigint }
  | { registered: false; auth: AmountSignatureResponse; unit: bigint; multiple: number; odds: OddsBound; fee: bigint };

export function sendBet(signer: TransactionSigner, challenge: string, request: BetRequest): Promise<TransactionResponse> {
  const { auth, unit, multiple } = request;
  const { winChanceBps: minProbBps, lossShareBps: maxLossBps } = request.odds;
  const signed = [BigInt(auth.nonce), BigInt(auth.deadline), auth.signature] as const;
  const call = request.registered
    ? contractCall(gmChallengeAbi, challenge, 'bet', [unit, multiple, minProbBps, maxLossBps, ...signed])
    : contractCall(gmChallengeAbi, challenge, 'registerAndBet', [BigInt(request.auth.amount), unit, multiple, minProbBps, maxLossBps, ...signed]);
  return sendContractCall(signer, call, { value: request.fee, gasLimit: GAS_LIMITS.bet });
}
