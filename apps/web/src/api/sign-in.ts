import { getAddress, toUtf8Bytes, hexlify } from 'ethers';
import { getConfig } from '../config/config';
import { BaseError } from '../errors/base-error';
import { toWalletError } from '../errors/to-wallet-error';
import { notify } from '../notify/notify';
import { modalStore } from '../stores/modal-store';
import { persistStore } from '../stores/persist-store';
import { uiStore } from '../stores/ui-store';
import { walletStore } from '../stores/wallet-store';
import { disconnectWallet } from '../wallet/disconnect-wallet';
import { ensureChain } from '../wallet/ensure-chain';
import { apiRequest } from './api-request';
import { createSiweMessage, SIWE_STATEMENT } from '@gm-claim/shared/dto/siwe';
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
    const message = createSiweMessage({
      domain: window.location.host,
      address: getAddress(address),
      statement: SIWE_STATEMENT,
      uri: window.location.origin,
      version: '1',
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
