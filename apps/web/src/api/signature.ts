import { apiRequest } from './api-request';
import type { SignatureResponse } from './types';

/** A server signature: /signature for registered users, /signature/amount (Register) otherwise. */
export async function getSignature(isRegistered: boolean): Promise<SignatureResponse> {
  return apiRequest<SignatureResponse>(isRegistered ? '/signature' : '/signature/amount');
}
