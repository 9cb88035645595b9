import { apiRequest } from './api-request';
import type { AmountSignatureResponse, SignatureResponse } from '@gm-claim/shared';

/** An Authorize(user, nonce, deadline) signature for bet and claimAndVest (registered users). */
export async function getAuthorizeSignature(): Promise<SignatureResponse> {
  return apiRequest<SignatureResponse>('/signature');
}

/** A Register(user, amount, nonce, deadline) signature for registerAndBet and registerAndClaimAndVest. */
export async function getRegisterSignature(): Promise<AmountSignatureResponse> {
  return apiRequest<AmountSignatureResponse>('/signature/amount');
}
