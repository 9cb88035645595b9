import type { AmountSignatureResponse, SignatureResponse } from '@gm-claim/shared';
import type { ApiClient } from './api-client';

/** An Authorize(user, nonce, deadline) signature for bet and claimAndVest (registered users). */
export function getAuthorizeSignature(api: ApiClient): Promise<SignatureResponse> {
  return api.request('/signature', {
    schema: () => import('@gm-claim/shared/dto/signature').then((module) => module.signatureResponseSchema),
  });
}

/** A Register(user, amount, nonce, deadline) signature for registerAndBet and registerAndClaimAndVest. */
export function getRegisterSignature(api: ApiClient): Promise<AmountSignatureResponse> {
  return api.request('/signature/amount', {
    schema: () => import('@gm-claim/shared/dto/signature').then((module) => module.amountSignatureResponseSchema),
  });
}
