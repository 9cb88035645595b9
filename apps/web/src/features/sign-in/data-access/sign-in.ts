import { toUtf8Bytes, hexlify } from 'ethers';
import { getConfig } from '@gm-claim/web-core-config';
import { BaseError } from '@gm-claim/web-core-errors';
import { toWalletError } from '@gm-claim/web-core-errors';
import { notify } from '@gm-claim/web-core-ui';
import { modalStore } from '@gm-claim/web-core-state';
import { persistStore } from '@gm-claim/web-core-state';
import { uiStore } from '@gm-claim/web-core-state';
import { walletStore } from '@gm-claim/web-core-wallet';
import { disconnectWallet } from '@gm-claim/web-core-wallet';
import { ensureChain } from '@gm-claim/web-core-wallet';
import { apiRequest } from '@gm-claim/web-core-api';
import { buildSiweMessage } from './siwe-message';
import type { LoginRequest, LoginResponse, NonceResponse } from '@gm-claim/shared';

/**
 * Sign-in (spec §4): switch chain, nonce, EIP-4361 message, personal_sign, login. Success stores
 * the tokens and moves to METHOD (all missions cleared) or VERIFY. Failure closes the modal,
 * disconnects and shows the error's own message.
 */
export async function signIn(): Promise<boolean> {
  const config = getConfig();
  try {
    const { provider, address } = walletStore.getState();
    if (!provider || !address) throw new Error('Wallet not connected');
    await ensureChain(provider, config);
    const { nonce } = await apiRequest<NonceResponse>('/auth/nonce');
    const message = buildSiweMessage({
      domain: window.location.host,
      uri: window.location.origin,
      address,
      chainId: config.chainId,
      nonce,
      issuedAt: new Date().toISOString(),
    });
    let signature: string;
    try {
      signature = (await provider.request({ method: 'personal_sign', params: [hexlify(toUtf8Bytes(message)), address] })) as string;
    } catch (error) {
      throw toWalletError(error);
    }
    const request: LoginRequest = { walletAddress: address, nonce, signature, message };
    const login = await apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: request });
    persistStore.getState().actions.setTokens(login.accessToken, login.refreshToken);
    uiStore.getState().actions.setMainStep(login.clearAllMissions ? 'METHOD' : 'VERIFY');
    modalStore.getState().actions.close();
    return true;
  } catch (error) {
    console.error('Sign-in failed', error);
    modalStore.getState().actions.close();
    await disconnectWallet();
    notify.error(error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error));
    return false;
  }
}
